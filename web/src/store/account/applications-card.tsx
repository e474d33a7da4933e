import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { datePart } from '../../lib/format';
import { customerKeys } from '../../lib/query-keys';
import { useStore } from '../shell/store-context';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { ListPager } from './list-pager';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

const PER_PAGE = 10;

type Application = AnswerOf<typeof client.api.application.$get>['data'][number];

/** Where an application stands for the shopper: the server's status, and `used` once an order bought the approved service. */
type ApplicationState = Application['status'] | 'used';

function applicationState(a: Pick<Application, 'status' | 'used_order_id'>): ApplicationState {
  return a.status === 'approved' && a.used_order_id !== null ? 'used' : a.status;
}

const COLORS: Record<ApplicationState, string> = { pending: 'gray', approved: 'green', rejected: 'red', used: 'blue' };

function ApplicationItem({ a }: { a: Application }) {
  const { t } = useTranslation();
  const state = applicationState(a);
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="1">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {a.product_name}
        </Text>
        <Badge colorPalette={COLORS[state]}>{t(`store:applicationStatus.${state}`)}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('store:applications.applied', { date: datePart(a.created_at) })}
      </Text>
      {a.message && (
        <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
          {t('store:applications.message', { message: a.message })}
        </Text>
      )}
      {state === 'approved' && a.product_url && (
        // The approval buys the service once, from its page (decision 0067).
        <Button asChild size="sm" colorPalette="blue" alignSelf="start" mt="1">
          <Link to={`/service/${a.product_url}`}>{t('store:applications.buy')}</Link>
        </Button>
      )}
    </Stack>
  );
}

/** The account page's service applications (`GET /api/application`): newest first, a page at a time. */
export function ApplicationsCard() {
  const { t } = useTranslation();
  const { language } = useStore();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: customerKeys.applications(language, page),
    queryFn: ({ signal }) =>
      unwrap(client.api.application.$get({ query: { page: String(page), per_page: String(PER_PAGE), language } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PER_PAGE)) : 1;
  return (
    <Card.Root data-testid="applications">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('store:applications.title')}
          </Heading>
          {list.isPending ? (
            <PageSpinner />
          ) : list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : list.data.data.length === 0 ? (
            <EmptyMessage title={t('store:applications.empty')} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-busy={list.isFetching} aria-label={t('store:applications.title')}>
              {list.data.data.map((a) => (
                <ApplicationItem key={a.id} a={a} />
              ))}
            </Stack>
          )}
          <ListPager label={t('store:applications.pages')} page={page} pages={pages} onPage={setPage} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
