import { Box, Button, Field, Flex, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router-dom';
import { notify } from '../../lib/toast';
import { useConfirm } from '../ui/confirm';
import { errorMessages } from '../ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../ui/states';
import { ContentLanguageSelect } from '../ui/content-language-select';
import { BatchActions } from './batch-actions';
import { ImportExport } from './import-export';
import { ListFilter } from './list-filter';
import { ListPagination } from './list-pagination';
import { ListTable, rowName } from './list-table';
import { resourcePermissions, useCan, type Can } from './permissions';
import { itemKeyOf, type AnyResource, type Row } from './types';
import { useListParams } from './use-list-params';
import { useDeleteResource, useResourceList } from './use-resource';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * What this admin may do on the list. A read-only resource has only its list (and the batch changes
 * it declares, e.g. an order status, and a create screen of its own, e.g. an order staff enter).
 */
function listPermissions(definition: AnyResource, can: Can) {
  const allowed = resourcePermissions(can, definition.permissions);
  if (!definition.readOnly) return allowed;
  const customBatch = (definition.batchActions ?? []).some((a) => typeof a === 'object');
  return {
    ...allowed,
    create: allowed.create && definition.createScreen !== undefined,
    update: false,
    destroy: false,
    batchUpdate: allowed.batchUpdate && customBatch,
    batchDestroy: false,
  };
}

/** The search as typed, written into the address (`apply`) once typing pauses. */
function useDebouncedSearch(current: string, apply: (search: string) => void) {
  const [search, setSearch] = useState(current);
  // A row opened while the search waits its turn (typed, then a result clicked at once): the router
  // is loading that row's screen and this list is still drawn. Writing the search into the address
  // then would start a navigation that cancels the one to the row (issue 25 walk: the order list).
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== window.location.pathname;
  useEffect(() => {
    if (search === current) return;
    const timer = setTimeout(() => {
      if (!leaving.current) apply(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the debounce
  }, [search]);
  return [search, setSearch] as const;
}

/** The list screen every resource shares: search, sort, pages, selection, batch and row actions. */
export function ResourceList({ definition }: { definition: AnyResource }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const can = useCan();
  const perms = listPermissions(definition, can);
  const pageLinks = (definition.pages ?? []).filter((p) => p.listLink && can(p.permission ?? definition.permissions.list));
  const { params, query, update } = useListParams(definition);
  const list = useResourceList(definition, query);
  const remove = useDeleteResource(definition);
  const [search, setSearch] = useDebouncedSearch(params.search, (next) => update({ search: next }));
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // A new page, filter or language shows other rows: start the selection afresh.
  const queryKey = JSON.stringify(query);
  useEffect(() => setSelected(new Set()), [queryKey]);

  // Deleting the last rows of the last page leaves it empty: step back to a page that has rows.
  const emptyPage = list.data !== undefined && list.data.data.length === 0 && params.page > 1;
  useEffect(() => {
    if (emptyPage) update({ page: params.page - 1 }, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react only to the page becoming empty
  }, [emptyPage]);

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const deleteRow = async (row: Row) => {
    const ok = await confirm({
      title: t('common:confirm.deleteTitle'),
      description: t('common:confirm.deleteText', { name: rowName(definition, row) }),
      confirmLabel: t('common:actions.delete'),
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(itemKeyOf(definition, row), {
      onSuccess: () => notify.success(t('common:toasts.deleteSuccess')),
      onError: (error) => notify.warning(t('common:toasts.deleteFail'), errorMessages(t, error)),
    });
  };

  const onSort = (sort: string) => update({ sort, order: params.sort === sort && params.order === 'asc' ? 'desc' : 'asc' }, false);

  const batch = definition.batchActions ?? [];
  const selectable = (batch.some((a) => a !== 'delete') && perms.batchUpdate) || (batch.includes('delete') && perms.batchDestroy);
  const rows = list.data?.data ?? [];
  const Extras = definition.listExtras;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t(definition.label.plural)}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {pageLinks.map((p) => (
            <Button key={p.path} asChild size="sm" variant="outline">
              <Link to={`/admin/${definition.name}/${p.path}`}>{t(p.label)}</Link>
            </Button>
          ))}
          <ImportExport
            definition={definition}
            canImport={perms.create || perms.update}
            canExport={perms.list}
            exportQuery={{ ...params.filters, ...(params.search ? { search: params.search } : {}) }}
          />
          {perms.create && (
            <Button asChild size="sm" colorPalette="blue">
              <Link to={`/admin/${definition.name}/create`}>{t('common:actions.create')}</Link>
            </Button>
          )}
        </HStack>
      </Flex>

      {Extras && <Extras />}

      <Flex gap="3" align="end" wrap="wrap">
        {definition.searchable !== false && (
          <Field.Root width={{ base: 'full', md: '72' }} id="list-search">
            <Field.Label>{t('common:list.search')}</Field.Label>
            <Input
              type="search"
              size="sm"
              value={search}
              placeholder={definition.searchHelp ? t(definition.searchHelp) : undefined}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Field.Root>
        )}
        {definition.filters?.map((filter) => (
          <ListFilter
            key={filter.name}
            filter={filter}
            value={params.filters[filter.name] ?? ''}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
        {definition.translated && (
          <ContentLanguageSelect id="list-language" value={params.language} onChange={(language) => update({ language })} />
        )}
        <Box flex="1" />
        <BatchActions
          definition={definition}
          ids={[...selected]}
          canUpdate={perms.batchUpdate}
          canDelete={perms.batchDestroy}
          onDone={() => setSelected(new Set())}
        />
      </Flex>

      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <ErrorState message={errorMessages(t, list.error).join(' ')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyMessage title={t('common:list.empty')} description={params.search ? t('common:list.emptySearch') : undefined} />
      ) : (
        <ListTable
          definition={definition}
          rows={rows}
          params={params}
          onSort={onSort}
          selected={selected}
          onSelect={select}
          selectable={selectable}
          canEdit={perms.update}
          canDelete={perms.destroy}
          onDelete={(row) => void deleteRow(row)}
        />
      )}

      {list.data && list.data.total > 0 && (
        <ListPagination
          page={params.page}
          perPage={params.per_page}
          total={list.data.total}
          onPage={(page) => update({ page }, false)}
          onPerPage={(perPage) => update({ per_page: perPage })}
        />
      )}
    </Stack>
  );
}
