import { Button, Card, Stack, Table, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

/**
 * The lead screen's Contacts tab: the log of calls, meetings, messages and notes with this lead,
 * newest first, a page at a time from the lead's own partition (filter slot 1 of contacts).
 */
export function LeadContacts({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const params = { lead_id: id, page: String(page), per_page: String(perPage), sort: 'name', order: 'desc' } as const;
  const contacts = useQuery({
    queryKey: adminKeys.resource('contact').list(params),
    queryFn: ({ signal }) => unwrap(client.api.admin.contact.$get({ query: params }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Button asChild size="sm" alignSelf="start" variant="outline">
            <Link to="/admin/contact/create">{t('admin:contact.add')}</Link>
          </Button>
          {contacts.isPending ? (
            <PageSpinner />
          ) : contacts.isError ? (
            <ErrorState onRetry={() => void contacts.refetch()} />
          ) : contacts.data.total === 0 ? (
            <Text color="fg.muted">{t('admin:contact.none')}</Text>
          ) : (
            <>
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('admin:contact.plural')} aria-busy={contacts.isFetching}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('admin:contact.fields.happenedAt')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('admin:contact.fields.type')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('admin:contact.fields.outcome')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('admin:contact.fields.admin')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {contacts.data.data.map((c) => (
                      <Table.Row key={c.id}>
                        <Table.Cell>
                          <Link to={`/admin/contact/edit/${String(c.id)}`}>
                            <Text as="span" color="fg.info" textDecoration="underline">
                              {new Date(c.happened_at).toLocaleString()}
                            </Text>
                          </Link>
                        </Table.Cell>
                        <Table.Cell>{t(`admin:contact.type.${c.type}`)}</Table.Cell>
                        <Table.Cell>{c.outcome}</Table.Cell>
                        <Table.Cell>{c.admin_name}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <ListPagination
                page={page}
                perPage={perPage}
                total={contacts.data.total}
                onPage={setPage}
                onPerPage={(next) => {
                  setPerPage(next);
                  setPage(1);
                }}
              />
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
