import { Badge, Button, Card, HStack, Heading, Progress, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { useAdminCan } from '../shell/use-admin-profile';

const MOVING = ['preparing', 'sending'];

/**
 * A broadcast's page: its progress (polled while it moves), Send now / Pause / Resume, and what happened
 * for each recipient. Sending asks first; a second click while the first is on its way does nothing.
 */
export function BroadcastViewPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const can = useAdminCan();
  const key = ['admin', 'broadcast', id, 'view'];
  const broadcast = useQuery({
    queryKey: key,
    queryFn: () => unwrap(client.api.admin.broadcast[':id{[0-9]+}'].$get({ param: { id }, query: {} })),
    refetchInterval: (query) => (MOVING.includes(query.state.data?.state ?? '') ? 1000 : false),
  });
  const recipients = useQuery({
    queryKey: [...key, 'recipients', broadcast.data?.processed],
    queryFn: () => unwrap(client.api.admin.broadcast[':id'].recipients.$get({ param: { id }, query: {} })),
    enabled: broadcast.isSuccess,
  });
  const act = useMutation({
    mutationFn: (action: 'send' | 'pause' | 'resume') => unwrap(client.api.admin.broadcast[':id'][action].$post({ param: { id } })),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      notify.success(t('common:toasts.updateSuccess'));
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  if (broadcast.isPending) return <PageSpinner />;
  if (broadcast.isError) return <ErrorState onRetry={() => void broadcast.refetch()} />;
  const b = broadcast.data;
  const percent = b.total ? Math.round((b.processed / b.total) * 100) : b.state === 'done' ? 100 : 0;
  const mayAct = can('update broadcast');
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {b.title} <Badge>{t(`admin:broadcast.states.${b.state}`)}</Badge>
        </Heading>
        {mayAct && (
          <HStack>
            {['draft', 'scheduled'].includes(b.state) && (
              <Button
                loading={act.isPending}
                onClick={() =>
                  void confirm({ title: t('admin:broadcast.sendConfirm'), confirmLabel: t('admin:broadcast.sendNow') }).then(
                    (ok) => ok && act.mutate('send'),
                  )
                }
              >
                {t('admin:broadcast.sendNow')}
              </Button>
            )}
            {b.state === 'sending' && (
              <Button variant="outline" loading={act.isPending} onClick={() => act.mutate('pause')}>
                {t('admin:broadcast.pause')}
              </Button>
            )}
            {b.state === 'paused' && (
              <Button loading={act.isPending} onClick={() => act.mutate('resume')}>
                {t('admin:broadcast.resume')}
              </Button>
            )}
          </HStack>
        )}
      </HStack>
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Progress.Root value={percent} aria-label={t('admin:broadcast.fields.progress')}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              {(['total', 'sent', 'skipped', 'failed'] as const).map((k) => (
                <Stat.Root key={k}>
                  <Stat.Label>{t(`admin:broadcast.fields.${k}`)}</Stat.Label>
                  <Stat.ValueText data-testid={`broadcast-${k}`}>{b[k]}</Stat.ValueText>
                </Stat.Root>
              ))}
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          {!recipients.data || recipients.data.data.length === 0 ? (
            <Text color="fg.muted">{t('admin:broadcast.noRecipients')}</Text>
          ) : (
            <SimpleTable
              label={t('admin:broadcast.recipients')}
              rows={recipients.data.data}
              rowKey={(r) => r.customer_id}
              columns={[
                { header: t('admin:broadcast.customer'), cell: (r) => r.customer_id },
                { header: t('admin:broadcast.to'), cell: (r) => r.to ?? '' },
                { header: t('admin:broadcast.result'), cell: (r) => t(`admin:broadcast.results.${r.result}`) },
              ]}
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
