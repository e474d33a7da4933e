import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { datePart } from '../../lib/format';
import { customerKeys } from '../../lib/query-keys';
import { useStore } from '../shell/store-context';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { ListPager } from './list-pager';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

const PER_PAGE = 10;

/** A submission's status as a badge: waiting, being handled, done or turned down (the form builder's statuses). */
const SUBMISSION_COLORS: Record<string, string> = { pending: 'gray', processing: 'blue', completed: 'green', rejected: 'red' };

/** The account page's form submissions (`GET /api/submit_histories`): newest first, a page at a time. */
export function SubmissionsCard() {
  const { t } = useTranslation();
  const { language } = useStore();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: customerKeys.submissions(language, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.submit_histories.$get({ query: { page: String(page), per_page: String(PER_PAGE), language } }, { init: { signal } }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  return (
    <Card.Root data-testid="submissions">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('store:submissions.title')}
          </Heading>
          {list.isPending ? (
            <PageSpinner />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.data.length === 0 ? (
            <EmptyMessage title={t('store:submissions.empty')} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-busy={list.isFetching} aria-label={t('store:submissions.title')}>
              {list.data.data.map((h) => (
                <Stack as="li" key={h.id} borderWidth="1px" borderRadius="md" p="3" gap="1">
                  <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {h.form_title}
                    </Text>
                    <Badge colorPalette={SUBMISSION_COLORS[h.status] ?? 'gray'}>{t(`store:submissionStatus.${h.status}`)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('store:submissions.sent', { date: datePart(h.created_at) })}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
          <ListPager label={t('store:submissions.pages')} page={page} pages={pages} onPage={setPage} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
