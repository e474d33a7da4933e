import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
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
              <SimpleTable
                label={t('admin:contact.plural')}
                busy={contacts.isFetching}
                rows={contacts.data.data}
                rowKey={(c) => c.id}
                columns={[
                  {
                    header: t('admin:contact.fields.happenedAt'),
                    cell: (c) => (
                      <Link to={`/admin/contact/edit/${String(c.id)}`}>
                        <Text as="span" color="fg.info" textDecoration="underline">
                          {new Date(c.happened_at).toLocaleString()}
                        </Text>
                      </Link>
                    ),
                  },
                  { header: t('admin:contact.fields.type'), cell: (c) => t(`admin:contact.type.${c.type}`) },
                  { header: t('admin:contact.fields.outcome'), cell: (c) => c.outcome },
                  { header: t('admin:contact.fields.admin'), cell: (c) => c.admin_name },
                ]}
              />
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
