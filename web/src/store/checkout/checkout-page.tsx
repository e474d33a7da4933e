import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { TextareaField, TextField } from '../../components/form';
import { SameBillingCheckbox } from '../../components/form/same-billing-checkbox';
import { SectionCard } from '../../components/ui/section-card';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { addressesQuery } from '../shared/address-queries';
import { useCountryOptions } from '../shared/country-options';
import { NewsByEmailBox } from '../shared/news-by-email-box';
import { useCustomer } from '../shared/use-customer';
import { useCart } from '../shared/use-cart';
import { useStore } from '../shell/store-context';
import { usePersonalHead } from '../shell/store-head';
import { WaitingCardOrder } from './payment-choices';
import { shippingFee, shippingQuery } from './checkout-data';
import { confirmedOrder, orderNote } from './checkout-form';
import { CheckoutAddress, PaymentSection, ShippingMethodSection } from './checkout-sections';
import { CheckoutSummary } from './checkout-summary';
import { CouponField, useCoupon } from './coupon';
import { useCheckoutForm } from './use-checkout-form';
import { UsePoints, usePointsChoice } from './use-points';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

/**
 * `/checkout` (issue 9 §4): contact email for guests, shipping and billing address (saved or new),
 * shipping method, comment, the summary with every total, then the order. The server decides every
 * amount; the summary shows the same rules in the chosen currency.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { config, language } = useStore();
  const { allowed, query: cart, shopper } = useCart();
  const customer = useCustomer();
  const addresses = useQuery({ ...addressesQuery(), enabled: shopper });
  usePersonalHead(t('store:checkout.title'));
  const countries = useCountryOptions();

  const saved = (addresses.data ?? []).map((a) => ({ id: a.id, label: `${a.first_name} ${a.last_name}, ${a.address}` }));
  const defaultShipping = addresses.data?.find((a) => a.default_shipping);
  const defaultBilling = addresses.data?.find((a) => a.default_billing);
  const { form, shown, note, coupon: sentCoupon, points: sentPoints } = useCheckoutForm({ hasSaved: saved.length > 0, shopper });

  // Saved defaults are chosen once the address book arrives.
  useEffect(() => {
    if (defaultShipping) form.form.setValue('shipping_choice', String(defaultShipping.id));
    if (defaultBilling) form.form.setValue('billing_choice', String(defaultBilling.id));
  }, [defaultShipping, defaultBilling, form.form]);

  const values = useWatch({ control: form.form.control });
  const savedShipping = Boolean(values.shipping_choice && values.shipping_choice !== 'new' && saved.length > 0);
  const shipTo = savedShipping ? addresses.data?.find((a) => String(a.id) === values.shipping_choice) : values.shipping;
  const country = (savedShipping ? shipTo?.country : values.shipping?.country) ?? '';
  const methods = useQuery(shippingQuery(country, language));
  const method = methods.data?.find((m) => String(m.id) === values.shipping_method_id);
  const data = cart.data;
  // Promotions and the coupon (decision 0068): the server's preview; the order applies the same rules.
  const coupon = useCoupon(language, shopper, data);
  sentCoupon.current = coupon.code;
  const promotions = coupon.promotions;
  const freeShipping = Boolean(promotions?.discounts.some((d) => d.on === 'shipping'));
  const fee = method && data ? (freeShipping ? '0.00' : shippingFee(method, data.subtotal)) : null;
  const cents = (money: string | null | undefined) => Math.round(Number(money ?? 0) * 100);
  const goods = data ? cents(data.subtotal) - cents(promotions?.discount) : 0;
  // Points chosen at checkout (issue 29) come off the total, a summary line of their own.
  const points = usePointsChoice(data?.subtotal ?? '0.00', shopper);
  sentPoints.current = points.used;
  const pointsDiscount = points.used > 0 ? (points.cents / 100).toFixed(2) : null;
  const total = !data ? '0.00' : ((goods - points.cents + cents(fee)) / 100).toFixed(2);
  // What the summary shows, sent with the order, and what the result page shows of it.
  shown.current = data && fee !== null ? confirmedOrder(data, total) : undefined;
  note.current =
    data && fee !== null
      ? orderNote({
          cart: data,
          fee,
          total,
          shipTo,
          countryName: (code) => countries.find((c) => c.value === code)?.label,
          paymentMethod: values.payment_method === 'card' && config.card_payment ? 'card' : 'offline',
        })
      : null;

  if (!allowed) return <Navigate to="/" replace />;
  if (config.guest_checkout === 0 && !shopper) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (cart.isPending && cart.fetchStatus !== 'idle') return <PageSpinner />;
  if (cart.isError) return <ErrorState onRetry={() => void cart.refetch()} />;
  if (!data || data.items.length === 0) {
    return (
      <Stack gap="4" align="center" py="8">
        <Heading as="h1" size="2xl">
          {t('store:checkout.title')}
        </Heading>
        <WaitingCardOrder />
        <EmptyMessage title={t('store:checkout.empty')} />
        <Button asChild colorPalette="blue">
          <Link to="/">{t('store:checkout.continue')}</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <form id={form.id} onSubmit={(e) => void form.onSubmit(e)} noValidate>
      <Heading as="h1" size="2xl" mb="6">
        {t('store:checkout.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <SectionCard title={t('store:checkout.contact')}>
            {shopper ? (
              <Stack gap="3">
                <Text>{customer.data?.email}</Text>
                {/* Shown only when the profile says the shopper is not subscribed yet (decision 0072). */}
                {customer.data && !customer.data.is_subscribe && (
                  <NewsByEmailBox control={form.form.control} name="subscribe" label={t('store:checkout.newsByEmail')} />
                )}
              </Stack>
            ) : (
              <TextField form={form} name="email" type="email" required autoComplete="email" label={t('common:fields.email')} />
            )}
          </SectionCard>
          <SectionCard title={t('store:checkout.shippingAddress')}>
            <CheckoutAddress form={form} kind="shipping" saved={saved} />
          </SectionCard>
          <SectionCard title={t('store:checkout.billingAddress')}>
            <SameBillingCheckbox form={form} label={t('store:checkout.sameBilling')} />
            {!values.same_billing && <CheckoutAddress form={form} kind="billing" saved={saved} />}
          </SectionCard>
          <ShippingMethodSection form={form} country={country} methods={methods} subtotal={data.subtotal} />
          <PaymentSection form={form} card={Boolean(config.card_payment)} method={values.payment_method} />
          <UsePoints choice={points} />
          <SectionCard title={t('store:checkout.comment')}>
            <TextareaField form={form} name="comment" rows={3} label={t('store:checkout.commentLabel')} />
          </SectionCard>
        </Stack>
        <CheckoutSummary
          form={form}
          cart={data}
          fee={fee}
          total={total}
          promotions={promotions}
          pointsDiscount={pointsDiscount}
          coupon={<CouponField coupon={coupon} />}
        />
      </SimpleGrid>
    </form>
  );
}
