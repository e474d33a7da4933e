import { Card, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPagination } from '../../components/resource';
import { SimpleTable, type SimpleColumn } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';

/** A tab's page and page size; a new size starts again at page 1. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    page,
    perPage,
    setPage,
    setPerPage: (next: number) => {
      setPerPage(next);
      setPage(1);
    },
  };
}
export type Paging = ReturnType<typeof usePaging>;

/**
 * A record screen's paged, read-only list in a card (a customer's orders, their points): loading,
 * error with retry, an empty line, then the table and its pagination.
 */
export function PagedTableCard<R>({
  query,
  paging,
  empty,
  label,
  rowKey,
  columns,
}: {
  query: UseQueryResult<{ data: R[]; total: number }>;
  paging: Paging;
  empty: string;
  label: string;
  rowKey: (row: R) => string | number;
  columns: SimpleColumn<R>[];
}) {
  return (
    <Card.Root>
      <Card.Body>
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} />
        ) : query.data.total === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Stack gap="4">
            <SimpleTable label={label} busy={query.isFetching} rows={query.data.data} rowKey={rowKey} columns={columns} />
            <ListPagination
              page={paging.page}
              perPage={paging.perPage}
              total={query.data.total}
              onPage={paging.setPage}
              onPerPage={paging.setPerPage}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
