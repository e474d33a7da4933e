import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { client, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { getCookie } from '../../lib/cookies';
import { CART_COOKIE, cartKeys } from '../shared/cart-data';
import { storeLanguage } from '../../lib/preferences';
import { FALLBACK_CONFIG, useSiteConfig } from '../../lib/site-config';
import { contentLanguage } from '../shell/store-context';
import { forgetCardPayment, lastCardPayment } from '../shared/card-secret';
import { rememberedOrderSummary, rememberOrderSummary } from './order-summary';
import { rememberInstructions } from '../shared/payment-instructions';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

interface Props {
  orderNumber: string;
  clientSecret: string;
  /** The card page itself offers only the other ways; elsewhere a link leads to it, with this label. */
  card?: false | 'store:orderResult.payByCard' | 'store:orderResult.tryAgain';
}

/**
 * What a shopper can do with a card order that waits for payment (issue 25 §3; decision 0050): pay
 * by card (the card page), pay by bank transfer instead, or change the order (it is cancelled and
 * its lines go back to the cart). Offered on the result pages, the card page and the checkout the
 * shopper came back to; authorised by the payment's secret this tab holds.
 */
export function PaymentChoices({ orderNumber, clientSecret, card = 'store:orderResult.payByCard' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The card page is outside the storefront's layout: the language is read as the layout reads it.
  const language = contentLanguage(useSiteConfig().data ?? FALLBACK_CONFIG, storeLanguage.get());
  const json = { order_number: orderNumber, client_secret: clientSecret, language, cart_id: getCookie(CART_COOKIE) || undefined };
  const onError = (error: unknown) => notify.warning(t('store:orderResult.changeFailed'), errorMessages(t, error));

  const transfer = useMutation({
    mutationFn: () => unwrap(client.api.order.payment.transfer.$post({ json })),
    onSuccess: (placed) => {
      forgetCardPayment(orderNumber);
      if (placed.payment_instructions) rememberInstructions(orderNumber, placed.payment_instructions, placed.id);
      const summary = rememberedOrderSummary(orderNumber);
      if (summary) rememberOrderSummary(orderNumber, { ...summary, payment_method: 'offline' });
      navigate(`/order/success?order_number=${encodeURIComponent(orderNumber)}`, { replace: true });
    },
    onError,
  });

  const backToCart = useMutation({
    mutationFn: () => unwrap(client.api.order.payment.cart.$post({ json })),
    onSuccess: async (back) => {
      forgetCardPayment(orderNumber);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (back.not_restored.length) {
        notify.warning(t('store:orderResult.notRestored', { names: back.not_restored.map((l) => l.name ?? '').join(', ') }));
      } else {
        notify.success(t('store:orderResult.backInCart'));
      }
      navigate('/checkout', { replace: true });
    },
    onError,
  });

  const busy = transfer.isPending || backToCart.isPending;
  return (
    <HStack justify="center" gap="3" wrap="wrap">
      {card && (
        <Button asChild colorPalette="blue" disabled={busy}>
          <Link to={`/stripe?order_number=${encodeURIComponent(orderNumber)}`}>{t(card)}</Link>
        </Button>
      )}
      <Button variant="outline" loading={transfer.isPending} disabled={busy} onClick={() => transfer.mutate()}>
        {t('store:orderResult.payAnotherWay')}
      </Button>
      <Button variant="outline" loading={backToCart.isPending} disabled={busy} onClick={() => backToCart.mutate()}>
        {t('store:orderResult.changeOrder')}
      </Button>
    </HStack>
  );
}

/**
 * The checkout a shopper came back to from the card page (issue 25 §3): the cart is empty because the
 * order holds its items, so the page says so and offers to pay the order or change it, which puts the
 * items back in the cart. Shown only while the tab's last card order still waits for payment.
 */
export function WaitingCardOrder() {
  const { t } = useTranslation();
  const [last, setLast] = useState<ReturnType<typeof lastCardPayment>>(null);
  // Read after the first draw, as the result pages do: the tab's storage is the browser's.
  useEffect(() => setLast(lastCardPayment()), []);
  const payment = useQuery({
    queryKey: ['store', 'order-payment', last?.orderNumber, last?.clientSecret] as const,
    queryFn: () => unwrap(client.api.order.payment.$get({ query: { order_number: last!.orderNumber, client_secret: last!.clientSecret } })),
    enabled: last !== null,
    retry: false,
  });
  if (!last || payment.data?.status !== 'pending') return null;
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="md" p="4" textAlign="center" data-testid="waiting-order">
      <Heading as="h2" size="md">
        {t('store:orderResult.waiting.title', { number: last.orderNumber })}
      </Heading>
      <Text color="fg.muted">{t('store:orderResult.waiting.text')}</Text>
      <PaymentChoices orderNumber={last.orderNumber} clientSecret={last.clientSecret} />
    </Stack>
  );
}
