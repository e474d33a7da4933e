import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormHandle } from '../../components/form';
import type { CartAnswer } from '../shared/cart-data';
import { useMoney } from '../shell/money';
import { useStore } from '../shell/store-context';
import type { CheckoutValues } from './checkout-form';
import { DiscountLines, type CartPromotions } from './coupon';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

interface CheckoutSummaryProps {
  form: SchemaFormHandle<CheckoutValues>;
  cart: CartAnswer;
  /** The chosen method's fee, null before one is chosen. */
  fee: string | null;
  total: string;
  /** The promotions that apply (the server's preview), each shown as a discount line. */
  promotions?: CartPromotions | undefined;
  /** What the points chosen take off (use-points.tsx), null when none are used. */
  pointsDiscount?: string | null;
  /** The coupon field (coupon.tsx). */
  coupon?: ReactNode;
}

/** The summary with every total beside the form, and the button that places the order. */
export function CheckoutSummary({ form, cart, fee, total, promotions, pointsDiscount = null, coupon }: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { config, currency } = useStore();
  const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);
  const discount = ((cents(promotions?.discount) + cents(pointsDiscount)) / 100).toFixed(2);
  const base = config.supported_currencies.find((c) => c.identifier === config.base_currency) ?? {
    identifier: config.base_currency,
    mark: `${config.base_currency} `,
  };
  return (
    <Card.Root position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <Card.Body>
        <Stack gap="3" aria-label={t('store:checkout.summary')}>
          <Heading as="h2" size="md">
            {t('store:checkout.summary')}
          </Heading>
          {cart.items.map((i) => (
            <HStack key={i.id} justify="space-between" align="start" gap="3">
              <Text fontSize="sm">
                {i.name ?? i.sku} × {i.quantity}
              </Text>
              <Text fontSize="sm">{money(i.line_total)}</Text>
            </HStack>
          ))}
          <HStack justify="space-between" borderTopWidth="1px" pt="3">
            <Text>{t('store:cart.subtotal')}</Text>
            <Text>{money(cart.subtotal)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('store:checkout.shipping')}</Text>
            <Text data-testid="summary-shipping">{fee === null ? '—' : money(fee)}</Text>
          </HStack>
          {coupon}
          <DiscountLines promotions={promotions} />
          {pointsDiscount && (
            // The points spent, a discount line of their own beside the promotions' (and in the discount, as the order keeps it).
            <HStack justify="space-between" data-testid="summary-points">
              <Text fontSize="sm">{t('store:checkout.pointsDiscount')}</Text>
              <Text fontSize="sm">−{money(pointsDiscount)}</Text>
            </HStack>
          )}
          <HStack justify="space-between">
            <Text>{t('store:checkout.discount')}</Text>
            <Text data-testid="summary-discount">{money(discount)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('store:checkout.tax')}</Text>
            <Text>{money('0.00')}</Text>
          </HStack>
          <HStack justify="space-between" fontWeight="bold">
            <Text>{t('store:checkout.total')}</Text>
            <Text data-testid="summary-total">{money(total)}</Text>
          </HStack>
          {currency && currency.identifier !== base.identifier && (
            // Card and bank payments are taken in the base currency (issue 25 §4): say what is charged.
            <Text fontSize="sm" color="fg.muted" data-testid="summary-charged">
              {t('store:checkout.charged', { currency: base.identifier, amount: `${base.mark}${total}` })}
            </Text>
          )}
          {form.form.formState.errors.root?.server?.message && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {form.form.formState.errors.root.server.message}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={form.pending} disabled={!cart.ready}>
            {t('store:checkout.place')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
