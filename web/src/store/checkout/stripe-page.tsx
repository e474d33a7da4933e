import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/ui/document-title';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { useSiteConfig } from '../../lib/site-config';
import { cardPaymentSecret, intentIdOf, rememberCardPayment } from '../shared/card-secret';
import { PaymentChoices } from './payment-choices';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

// Stripe's own libraries load only here, and only on a stage that takes cards through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

const ORDER_NUMBER = /^[A-Z]+-\d{1,12}$/;

/** Where the provider's answer sends the shopper (Stripe's `redirect_status`, and the stand-in's). */
const OUTCOME: Record<string, 'success' | 'fail' | 'cancel'> = {
  succeeded: 'success',
  processing: 'success',
  failed: 'fail',
  requires_payment_method: 'fail',
  canceled: 'cancel',
};

/**
 * `/stripe?order_number=…` (spec section 2, outside the storefront layout): pays a card order. It
 * needs the order number, a card provider and the payment's secret (kept by the checkout, or put in
 * the URL by the provider's redirect); otherwise the shopper is sent home. On AWS it mounts Stripe
 * Elements; locally the stand-in's card page takes the card (decision 0030). Card data never passes
 * through the shop's API.
 */
export function StripePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const config = useSiteConfig();
  const number = params.get('order_number') ?? '';
  const secret = params.get('payment_intent_client_secret') ?? cardPaymentSecret(number) ?? '';
  const outcome = OUTCOME[params.get('redirect_status') ?? ''];
  // Back from the provider's own page (3-D Secure) with the secret in the address: kept for this tab,
  // so the result page can read the payment back and "Try again" can return here (issue 25 §3).
  const fromProvider = params.get('payment_intent_client_secret');
  useEffect(() => {
    if (fromProvider && ORDER_NUMBER.test(number)) rememberCardPayment(number, fromProvider);
  }, [fromProvider, number]);
  const card = config.data?.card_payment;
  const valid = ORDER_NUMBER.test(number) && secret !== '';
  const payment = useQuery({
    queryKey: ['store', 'order-payment', number, secret] as const,
    queryFn: () => unwrap(client.api.order.payment.$get({ query: { order_number: number, client_secret: secret } })),
    enabled: valid && !outcome && Boolean(card),
    retry: false,
  });
  useDocumentTitle([t('store:stripe.title'), config.data?.name || t('store:header.defaultName')]);

  const to = (result: 'success' | 'fail' | 'cancel') => `/order/${result}?order_number=${encodeURIComponent(number)}`;
  if (!valid) return <Navigate to="/" replace />;
  if (outcome) return <Navigate to={to(outcome)} replace />;
  if (config.isPending) return <PageSpinner />;
  if (!card) return <Navigate to="/" replace />;
  if (payment.isPending) return <PageSpinner />;
  if (payment.isError) return <ErrorState onRetry={() => void payment.refetch()} />;
  const view = payment.data;
  if (view.status !== 'pending') return <Navigate to={view.status === 'canceled' ? to('cancel') : to('success')} replace />;

  const returnUrl = `${window.location.origin}/stripe?order_number=${encodeURIComponent(number)}`;
  const amount = new Intl.NumberFormat(undefined, { style: 'currency', currency: view.payment.currency }).format(
    Number(view.payment.amount),
  );
  const cancel = () => navigate(to('cancel'), { replace: true });
  return (
    <Box as="main" minH="100vh" bg="bg.subtle" px="4" py="10">
      <Card.Root maxW="md" mx="auto">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              {t('store:stripe.title')}
            </Heading>
            <Text data-testid="order-number">{t('store:orderResult.number', { number: view.order_number })}</Text>
            <Text fontWeight="semibold">{t('store:stripe.amount', { amount })}</Text>
            {card.provider === 'stripe' ? (
              <Suspense fallback={<PageSpinner />}>
                <StripeCardForm
                  publishableKey={card.publishable_key}
                  clientSecret={secret}
                  returnUrl={returnUrl}
                  onDone={(result) => navigate(to(result), { replace: true })}
                />
              </Suspense>
            ) : (
              <>
                <Text color="fg.muted" fontSize="sm">
                  {t('store:stripe.localHelp')}
                </Text>
                <Button asChild colorPalette="blue">
                  <a
                    href={`${card.card_page ?? ''}/${encodeURIComponent(intentIdOf(secret))}?${new URLSearchParams({
                      client_secret: secret,
                      return_url: returnUrl,
                    }).toString()}`}
                  >
                    {t('store:stripe.pay')}
                  </a>
                </Button>
              </>
            )}
            <Button variant="outline" onClick={cancel}>
              {t('store:stripe.cancel')}
            </Button>
            <PaymentChoices orderNumber={number} clientSecret={secret} card={false} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
