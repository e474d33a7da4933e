import { Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/states';
import type { useOrderQuote } from './queries';

interface OrderSummaryCardProps {
  quote: ReturnType<typeof useOrderQuote>;
  /** Whether any line was sent to be priced yet. */
  asked: boolean;
  money: (amount: string | null | undefined) => string;
  /** The form's message and buttons, under the totals. */
  children: ReactNode;
}

/** The order being created, as the server prices it: subtotal, shipping and total, kept in view. */
export function OrderSummaryCard({ quote, asked, money, children }: OrderSummaryCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root position={{ xl: 'sticky' }} top={{ xl: '4' }}>
      <Card.Body>
        <Stack gap="3" role="region" aria-labelledby="order-create-summary" aria-busy={quote.isFetching}>
          <HStack justify="space-between">
            <Heading as="h2" size="md" id="order-create-summary">
              {t('admin:order.create.summary')}
            </Heading>
            {quote.isFetching && <Spinner size="xs" aria-hidden />}
          </HStack>
          {!asked ? (
            <Text color="fg.muted" fontSize="sm">
              {t('admin:order.create.summaryEmpty')}
            </Text>
          ) : quote.isError ? (
            <ErrorState message={t('admin:order.create.summaryError')} onRetry={() => void quote.refetch()} />
          ) : !quote.data ? (
            <Spinner size="sm" aria-label={t('common:states.loading')} />
          ) : (
            <Stack gap="2">
              {(
                [
                  ['subtotal', quote.data.subtotal, 'order-create-subtotal'],
                  ['shipping', quote.data.shipping_fee, 'order-create-shipping'],
                ] as const
              ).map(([key, amount, testId]) => (
                <HStack key={key} justify="space-between">
                  <Text>{t(`admin:order.fields.${key}`)}</Text>
                  <Text data-testid={testId}>{money(amount)}</Text>
                </HStack>
              ))}
              <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="2">
                <Text>{t('admin:order.fields.grandTotal')}</Text>
                <Text data-testid="order-create-total">{money(quote.data.grand_total)}</Text>
              </HStack>
            </Stack>
          )}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
