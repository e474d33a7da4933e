import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { client, unwrap } from '../../lib/client';
import { useSessionToken } from '../../lib/use-session';
import { useMoney } from '../shell/money';
import { usePersonalHead } from '../shell/store-head';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { cardPaymentSecret } from '../shared/card-secret';
import { PaymentChoices } from './payment-choices';
import { rememberedOrderSummary, type OrderSummaryNote } from './order-summary';
import { PaymentInstructions, ProofUpload, rememberedInstructions } from '../shared/payment-instructions';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type Outcome = 'success' | 'cancel' | 'fail';
const ORDER_NUMBER = /^[A-Z]+-\d{1,12}$/;

/** What this tab knows of the order: the checkout's summary, a bank transfer's instructions, a card payment's secret. */
function useKnownOrder(number: string | null) {
  const [known, setKnown] = useState<{
    summary: OrderSummaryNote | null;
    bank: ReturnType<typeof rememberedInstructions>;
    secret: string | null;
  } | null>(null);
  // Read after the first draw: the server draws this page without the tab's storage.
  useEffect(() => {
    if (number)
      setKnown({ summary: rememberedOrderSummary(number), bank: rememberedInstructions(number), secret: cardPaymentSecret(number) });
  }, [number]);
  const payment = useQuery({
    queryKey: ['store', 'order-payment', number, known?.secret] as const,
    queryFn: () => unwrap(client.api.order.payment.$get({ query: { order_number: number!, client_secret: known!.secret! } })),
    enabled: Boolean(number && known?.secret),
    retry: false,
  });
  return { known, payment };
}

function Summary({ summary }: { summary: OrderSummaryNote }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Box as="section" aria-label={t('store:checkout.summary')} textAlign="start" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="2">
        {summary.lines.map((l, i) => (
          <HStack key={i} justify="space-between" align="start" gap="3">
            <Text fontSize="sm">
              {l.name} × {l.quantity}
            </Text>
            <Text fontSize="sm">{money(l.line_total)}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="2">
          <Text fontSize="sm">{t('store:checkout.shipping')}</Text>
          <Text fontSize="sm">{money(summary.shipping_fee)}</Text>
        </HStack>
        <HStack justify="space-between" fontWeight="bold">
          <Text>{t('store:checkout.total')}</Text>
          <Text data-testid="result-total">{money(summary.grand_total)}</Text>
        </HStack>
        {summary.ship_to && (
          <Text fontSize="sm" color="fg.muted">
            {t('store:orderResult.shipTo', { address: summary.ship_to })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/**
 * `/order/success`, `/order/cancel`, `/order/fail` (spec section 2): each needs an `order_number`, else
 * the shopper is sent home. The page says only what this tab knows of the order (issue 25 §3, §8): the
 * checkout's summary and what happens next; a card payment's state read back with its secret, so a
 * paid order never reads "nothing was charged" and an unpaid one offers to try the card again. An
 * order this tab knows nothing of is not thanked for.
 */
function OrderResult({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const number = params.get('order_number');
  const shopper = Boolean(useSessionToken('customer'));
  const { known, payment } = useKnownOrder(number && ORDER_NUMBER.test(number) ? number : null);
  const [proofSent, setProofSent] = useState(false);
  const status = payment.data?.status;
  // The card page's word is checked against the order: paid is paid, whatever the address says.
  const shown: Outcome | 'unknown' | 'expired' =
    status === 'paid'
      ? 'success'
      : status === 'canceled'
        ? 'expired'
        : known && !known.summary && !known.secret && !known.bank
          ? 'unknown'
          : outcome;
  usePersonalHead(t(`store:orderResult.${shown}.title`, { number }));
  if (!number || !ORDER_NUMBER.test(number)) return <Navigate to="/" replace />;
  if (!known || payment.isLoading) return null;
  const bank = shown === 'success' ? known.bank : null;
  const retry = status === 'pending' && (shown === 'fail' || shown === 'cancel');
  return (
    <Stack gap="4" maxW="xl" mx="auto" textAlign="center" py="8">
      <Heading as="h1" size="2xl">
        {t(`store:orderResult.${shown}.title`, { number })}
      </Heading>
      <Text data-testid="order-number">{t('store:orderResult.number', { number })}</Text>
      <Text color="fg.muted">{t(`store:orderResult.${shown}.text`)}</Text>
      {shown === 'success' && known.summary && (
        <Text>
          {t(bank || known.summary.payment_method === 'offline' ? 'store:orderResult.next.offline' : 'store:orderResult.next.card')}
        </Text>
      )}
      {bank && !proofSent && (
        <>
          <PaymentInstructions instructions={bank.instructions} />
          {shopper ? (
            <ProofUpload orderId={bank.orderId} help={t('store:bankTransfer.uploadHere')} onSaved={() => setProofSent(true)} />
          ) : (
            <Text fontSize="sm">{t('store:bankTransfer.signInToUpload')}</Text>
          )}
        </>
      )}
      {proofSent && <Text data-testid="proof-sent">{t('store:orders.proofSent')}</Text>}
      {known.summary && shown !== 'unknown' && <Summary summary={known.summary} />}
      {/* A waiting order is not a dead end (issue 25 §3): the card again, another way, or back to the cart. */}
      {retry && known.secret && <PaymentChoices orderNumber={number} clientSecret={known.secret} card="store:orderResult.tryAgain" />}
      <HStack justify="center" gap="3" wrap="wrap">
        {shopper && (
          <Button asChild variant="outline">
            <Link to="/account">{t('store:orderResult.myOrders')}</Link>
          </Button>
        )}
        <Button asChild colorPalette={retry ? undefined : 'blue'} variant={retry ? 'ghost' : 'solid'}>
          <Link to="/">{t('store:orderResult.continue')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

export const OrderSuccessPage = () => <OrderResult outcome="success" />;
export const OrderCancelPage = () => <OrderResult outcome="cancel" />;
export const OrderFailPage = () => <OrderResult outcome="fail" />;
