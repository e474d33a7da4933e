import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { useAdminCan } from '../shell/use-admin-profile';
import { BoardColumn, type BoardLead } from './funnel-board-column';
import { BoardLeadDrawer } from './funnel-board-lead';

type BoardPage = Awaited<ReturnType<typeof fetchPage>>;

const fetchPage = (id: string, cursor: string | undefined, language: string) =>
  unwrap(client.api.admin.funnel[':id'].board.$get({ param: { id }, query: { language, ...(cursor ? { cursor } : {}) } }));

/**
 * The funnel board (`/admin/lead/funnel/management/{id}`, issue 28 §2): the funnel's leads by status,
 * newest first, a page of 100 at a time. Dragging a lead to another column (or choosing "Move to")
 * is a status change with its triggers; when someone moved the lead first, the server refuses (409),
 * the board says so and reloads. `active_lead_id` in the address opens one lead.
 */
export function FunnelBoardPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const active = Number(params.get('active_lead_id')) || null;
  const can = useAdminCan();
  const canMove = can('update lead');
  const queryClient = useQueryClient();
  const key = ['admin', 'funnel', id, 'board', i18n.language];
  const board = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(id, pageParam, i18n.language),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
  const setStatus = (leadId: number, statusId: number | null) =>
    queryClient.setQueryData<InfiniteData<BoardPage>>(
      key,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            leads: page.leads.map((lead) => (lead.id === leadId ? { ...lead, status_id: statusId } : lead)),
          })),
        },
    );
  const move = useMutation({
    mutationFn: ({ lead, to }: { lead: BoardLead; to: number }) =>
      unwrap(
        client.api.admin.lead[':id'].status.$put({
          param: { id: String(lead.id) },
          json: { from_status_id: lead.status_id, status_id: to },
        }),
      ),
    onMutate: ({ lead, to }) => setStatus(lead.id, to),
    onSuccess: () => notify.success(t('admin:funnel.moved')),
    onError: (error, { lead }) => {
      setStatus(lead.id, lead.status_id);
      notify.warning(t('admin:funnel.moveFail'), errorMessages(t, error));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  if (board.isPending) return <PageSpinner />;
  if (board.isError) return <ErrorState message={errorMessages(t, board.error).join(' ')} onRetry={() => void board.refetch()} />;
  const first = board.data.pages[0]!;
  const leads = board.data.pages.flatMap((page) => page.leads);
  const onMove = (lead: BoardLead, to: number) => {
    if (lead.status_id !== to && !move.isPending) move.mutate({ lead, to });
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const to = over ? Number(String(over.id).replace('status-', '')) : NaN;
    const lead = leads.find((l) => l.id === Number(dragged.id));
    if (lead && Number.isInteger(to) && to > 0) onMove(lead, to);
  };
  const open = (leadId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (leadId) next.set('active_lead_id', String(leadId));
      else next.delete('active_lead_id');
      return next;
    });
  const known = new Set(first.statuses.map((s) => s.id));
  const columnProps = { statuses: first.statuses, canMove, onOpen: open, onMove };
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('admin:funnel.boardOf', { title: first.funnel.title })}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to={`/admin/funnel/report/${id}`}>{t('admin:funnel.report')}</Link>
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t(canMove ? 'admin:funnel.boardHelp' : 'admin:funnel.boardReadOnly')}
      </Text>
      {leads.length === 0 && <Text>{t('admin:funnel.noLeads')}</Text>}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Flex gap="3" overflowX="auto" align="start" direction={{ base: 'column', md: 'row' }} pb="2">
          <BoardColumn status={null} leads={leads.filter((l) => l.status_id === null || !known.has(l.status_id))} {...columnProps} />
          {first.statuses.map((status) => (
            <BoardColumn key={status.id} status={status} leads={leads.filter((l) => l.status_id === status.id)} {...columnProps} />
          ))}
        </Flex>
      </DndContext>
      {board.hasNextPage && (
        <div>
          <Button variant="outline" size="sm" loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
            {t('admin:funnel.moreLeads')}
          </Button>
        </div>
      )}
      <BoardLeadDrawer leadId={active} onClose={() => open(null)} />
    </Stack>
  );
}
