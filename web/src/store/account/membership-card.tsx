import { Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { datePart } from '../../lib/format';
import { customerKeys } from '../../lib/query-keys';
import { membershipQuery } from '../shared/membership-queries';
import { useStore } from '../shell/store-context';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

function PointsHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const history = useQuery({
    queryKey: [...customerKeys.all, 'points', page, perPage] as const,
    queryFn: ({ signal }) =>
      unwrap(client.api.points.$get({ query: { page: String(page), per_page: String(perPage) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
  if (history.isPending) return <PageSpinner />;
  if (history.isError) return <ErrorState onRetry={() => void history.refetch()} />;
  if (history.data.total === 0) return <EmptyMessage title={t('store:membership.noHistory')} />;
  return (
    <Stack gap="3">
      <SimpleTable
        label={t('store:membership.history')}
        busy={history.isFetching}
        rows={history.data.data}
        rowKey={(e) => e.id}
        columns={[
          { header: t('store:membership.columns.remark'), cell: (e) => `${e.remark} (${datePart(e.created_at)})` },
          { header: t('store:membership.columns.type'), cell: (e) => t(`store:membership.types.${e.type}`) },
          { header: t('store:membership.columns.used_points'), cell: (e) => String(e.used_points), props: { textAlign: 'end' } },
          { header: t('store:membership.columns.points'), cell: (e) => String(e.points), props: { textAlign: 'end' } },
          { header: t('store:membership.columns.expiry_date'), cell: (e) => e.expiry_date ?? '—' },
        ]}
      />
      <ListPagination
        page={page}
        perPage={perPage}
        total={history.data.total}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}

/** The account page's membership: tier, progress to the next tier, balance, points about to expire, and history. */
export function MembershipCard() {
  const { t } = useTranslation();
  const { language } = useStore();
  const membership = useQuery(membershipQuery(language));
  if (membership.isPending) return <PageSpinner />;
  if (membership.isError) return <ErrorState onRetry={() => void membership.refetch()} />;
  const m = membership.data;
  const next = m.next_tier;
  const progress = next ? Math.min(100, (Number(m.accumulated_spending) / Number(next.accumulation_spending_amount || 1)) * 100) : 100;
  return (
    <Card.Root data-testid="membership">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('store:membership.title')}
          </Heading>
          <HStack justify="space-between" wrap="wrap">
            <Text>
              {t('store:membership.tier')}: <strong>{m.tier?.title ?? t('store:membership.noTier')}</strong>
            </Text>
            {m.tier_expiry_date && <Text color="fg.muted">{t('store:membership.tierExpiry', { date: m.tier_expiry_date })}</Text>}
          </HStack>
          <Text data-testid="points-balance">
            {t('store:membership.balance')}: <strong>{m.balance}</strong>
          </Text>
          {next ? (
            <Stack gap="1">
              <Progress.Root
                value={progress}
                size="sm"
                aria-label={t('store:membership.nextTier', { amount: next.remaining, tier: next.title })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm">{t('store:membership.nextTier', { amount: next.remaining, tier: next.title })}</Text>
            </Stack>
          ) : (
            m.tier && <Text fontSize="sm">{t('store:membership.topTier')}</Text>
          )}
          {m.expiring.map((e) => (
            <Text key={e.expiry_date} color="fg.warning" fontSize="sm">
              {t('store:membership.expiring', { points: e.points, date: e.expiry_date })}
            </Text>
          ))}
          <PointsHistory />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
