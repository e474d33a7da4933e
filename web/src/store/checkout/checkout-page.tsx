import { Button, Card, Checkbox, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AddressInput } from '@shop/core/customer/address.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import { personName } from '@shop/core/shared/person-name';
import { PlaceOrderInput, type ConfirmedOrder } from '@shop/core/order/order.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  AddressChooser,
  BLANK_ADDRESS,
  ChoiceField,
  SelectField,
  TextareaField,
  TextField,
  useSchemaForm,
  type AddressValues,
  type SchemaFormHandle,
} from '../../components/form';
import { translateMessage } from '../../components/ui/messages';
import { ApiError } from '../../lib/api-error';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { addressesQuery } from '../shared/address-queries';
import { useCountryOptions } from '../shared/country-options';
import { useCustomer } from '../shared/use-customer';
import { cartKeys } from '../shared/cart-data';
import { useMoney } from '../shell/money';
import { useCart } from '../shared/use-cart';
import { useStore } from '../shell/store-context';
import { usePersonalHead } from '../shell/store-head';
import { rememberInstructions } from '../shared/payment-instructions';
import { rememberCardPayment } from '../shared/card-secret';
import { WaitingCardOrder } from './payment-choices';
import { rememberOrderSummary, type OrderSummaryNote } from './order-summary';
import { placeOrder, shippingFee, shippingQuery } from './checkout-data';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

interface CheckoutValues {
  email: string;
  /** `new`, or a saved address's id. */
  shipping_choice: string;
  shipping: AddressValues;
  same_billing: boolean;
  billing_choice: string;
  billing: AddressValues;
  shipping_method_id: string;
  payment_method: 'offline' | 'card';
  comment: string;
}

/** The shopper's saved addresses to choose from (signed in), or the fields of a new one. */
function CheckoutAddress({
  form,
  kind,
  saved,
}: {
  form: SchemaFormHandle<CheckoutValues>;
  kind: 'shipping' | 'billing';
  saved: { id: number; label: string }[];
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  return (
    <AddressChooser
      form={form}
      kind={kind}
      saved={saved}
      labels={{
        group: t(`store:checkout.${kind}Address`),
        newAddress: t('store:checkout.newAddress'),
        contactNumber: t('store:addresses.contactNumber'),
        address: t('store:addresses.address'),
      }}
      country={(name) => <SelectField form={form} name={name} required options={countries} label={t('store:addresses.country')} />}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/checkout` (issue 9 §4): contact email for guests, shipping and billing address (saved or new),
 * shipping method, comment, the summary with every total, then the order. The server decides every
 * amount; the summary shows the same rules in the chosen currency.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const { config, language, currency } = useStore();
  const { allowed, query: cart, shopper } = useCart();
  const customer = useCustomer();
  const addresses = useQuery({ ...addressesQuery(), enabled: shopper });
  usePersonalHead(t('store:checkout.title'));
  const shown = useRef<ConfirmedOrder | undefined>(undefined);
  const note = useRef<OrderSummaryNote | null>(null);
  const countries = useCountryOptions();

  const saved = (addresses.data ?? []).map((a) => ({ id: a.id, label: `${a.first_name} ${a.last_name}, ${a.address}` }));
  const defaultShipping = addresses.data?.find((a) => a.default_shipping);
  const defaultBilling = addresses.data?.find((a) => a.default_billing);
  const form = useSchemaForm<CheckoutValues, typeof PlaceOrderInput, Awaited<ReturnType<typeof placeOrder>>>({
    id: 'checkout',
    defaultValues: {
      email: '',
      shipping_choice: 'new',
      shipping: BLANK_ADDRESS,
      same_billing: true,
      billing_choice: 'new',
      billing: BLANK_ADDRESS,
      shipping_method_id: '',
      payment_method: 'offline',
      comment: '',
    },
    schema: PlaceOrderInput,
    toBody: (v) => {
      const address = (choice: string, typed: AddressValues) => (choice === 'new' || saved.length === 0 ? typed : Number(choice));
      const shipping = address(v.shipping_choice, v.shipping);
      return {
        language,
        shipping_method_id: v.shipping_method_id,
        shipping_address: shipping,
        billing_address: v.same_billing ? shipping : address(v.billing_choice, v.billing),
        email: shopper ? undefined : v.email,
        comment: v.comment || undefined,
        currency: currency?.identifier,
        payment_method: v.payment_method,
        expected: shown.current,
      };
    },
    fieldOf: (path, v) => {
      const [head, ...rest] = path.split('.');
      if (head === 'shipping_address' || head === 'billing_address') {
        const kind = head === 'shipping_address' ? 'shipping' : 'billing';
        if (kind === 'billing' && v.same_billing) return fieldPath('shipping', rest, v);
        return fieldPath(kind, rest, v);
      }
      return head && head in v ? path : undefined;
    },
    // The typed addresses are checked field by field (the body's union of "saved id or address" says only that it is missing).
    check: (v) => ({
      ...(shopper ? {} : emailErrors(v.email)),
      ...(v.shipping_choice === 'new' || saved.length === 0 ? addressErrors('shipping', v.shipping) : {}),
      ...(!v.same_billing && (v.billing_choice === 'new' || saved.length === 0) ? addressErrors('billing', v.billing) : {}),
    }),
    successTitle: false,
    submit: async (body) => {
      try {
        return await placeOrder(body);
      } catch (error) {
        // The cart changed since the summary was drawn: draw it again from the cart as it is now, and
        // let the shopper place the order they can see (the message stays beside the button).
        if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        throw error;
      }
    },
    onSuccess: async (placed) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      const number = encodeURIComponent(placed.order_number);
      if (note.current) rememberOrderSummary(placed.order_number, note.current);
      if (placed.payment.method === 'card' && placed.payment.client_secret) {
        // The card page reads the payment with its secret, kept for this tab only (decision 0030).
        rememberCardPayment(placed.order_number, placed.payment.client_secret);
        // Pushed, not replaced: "back" from the card page returns here, which offers the waiting order.
        navigate(`/stripe?order_number=${number}`);
      } else {
        // A bank transfer's instructions for the result page (decision 0047).
        if (placed.payment_instructions) rememberInstructions(placed.order_number, placed.payment_instructions, placed.id);
        navigate(`/order/success?order_number=${number}`, { replace: true });
      }
    },
  });

  // Saved defaults are chosen once the address book arrives.
  useEffect(() => {
    if (defaultShipping) form.form.setValue('shipping_choice', String(defaultShipping.id));
    if (defaultBilling) form.form.setValue('billing_choice', String(defaultBilling.id));
  }, [defaultShipping, defaultBilling, form.form]);

  const values = useWatch({ control: form.form.control });
  const country =
    values.shipping_choice && values.shipping_choice !== 'new' && saved.length > 0
      ? (addresses.data?.find((a) => String(a.id) === values.shipping_choice)?.country ?? '')
      : (values.shipping?.country ?? '');
  const methods = useQuery(shippingQuery(country, language));
  const method = methods.data?.find((m) => String(m.id) === values.shipping_method_id);
  const data = cart.data;
  const fee = method && data ? shippingFee(method, data.subtotal) : null;
  const total = !data ? '0.00' : fee === null ? data.subtotal : (Number(data.subtotal) + Number(fee)).toFixed(2);
  // What the summary shows, sent with the order: the server writes no other order (409, issue 25 §2).
  shown.current =
    data && fee !== null
      ? { lines: data.items.map((i) => ({ stock_id: i.stock_id, quantity: i.quantity })), grand_total: total }
      : undefined;
  // ...and what the result page shows of it (a guest cannot read the order back; issue 25 §8).
  const shipTo =
    values.shipping_choice && values.shipping_choice !== 'new' && saved.length > 0
      ? addresses.data?.find((a) => String(a.id) === values.shipping_choice)
      : values.shipping;
  note.current =
    data && fee !== null
      ? {
          lines: data.items.map((i) => {
            const variant = Object.values(i.attributes ?? {}).join(' / ');
            return { name: `${i.name ?? i.sku ?? ''}${variant ? ` (${variant})` : ''}`, quantity: i.quantity, line_total: i.line_total };
          }),
          subtotal: data.subtotal,
          shipping_fee: fee,
          grand_total: total,
          ship_to: shipTo
            ? [personName(shipTo.first_name, shipTo.last_name), shipTo.address, countries.find((c) => c.value === shipTo.country)?.label]
                .filter(Boolean)
                .join(', ')
            : '',
          payment_method: values.payment_method === 'card' && config.card_payment ? 'card' : 'offline',
        }
      : null;
  const base = config.supported_currencies.find((c) => c.identifier === config.base_currency) ?? {
    identifier: config.base_currency,
    mark: `${config.base_currency} `,
  };

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
          <Section title={t('store:checkout.contact')}>
            {shopper ? (
              <Text>{customer.data?.email}</Text>
            ) : (
              <TextField form={form} name="email" type="email" required autoComplete="email" label={t('common:fields.email')} />
            )}
          </Section>
          <Section title={t('store:checkout.shippingAddress')}>
            <CheckoutAddress form={form} kind="shipping" saved={saved} />
          </Section>
          <Section title={t('store:checkout.billingAddress')}>
            <Controller
              control={form.form.control}
              name="same_billing"
              render={({ field }) => (
                <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                  <Checkbox.HiddenInput ref={field.ref} name={field.name} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('store:checkout.sameBilling')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            {!values.same_billing && <CheckoutAddress form={form} kind="billing" saved={saved} />}
          </Section>
          <Section title={t('store:checkout.shippingMethod')}>
            {!country && form.form.formState.errors.shipping_method_id?.message && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {translateMessage(t, form.form.formState.errors.shipping_method_id.message)}
              </Text>
            )}
            {!country ? (
              <Text color="fg.muted">{t('store:checkout.chooseCountry')}</Text>
            ) : methods.isPending ? (
              <PageSpinner />
            ) : methods.isError ? (
              <ErrorState onRetry={() => void methods.refetch()} />
            ) : methods.data.length === 0 ? (
              <Text color="fg.error">{t('store:checkout.noMethods')}</Text>
            ) : (
              <Stack gap="2">
                <ChoiceField
                  form={form}
                  name="shipping_method_id"
                  label={t('store:checkout.shippingMethod')}
                  choices={methods.data.map((m) => {
                    const cost = shippingFee(m, data.subtotal);
                    return { value: String(m.id), label: `${m.name} · ${Number(cost) === 0 ? t('store:checkout.free') : money(cost)}` };
                  })}
                />
                {form.form.formState.errors.shipping_method_id?.message && (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {translateMessage(t, form.form.formState.errors.shipping_method_id.message)}
                  </Text>
                )}
              </Stack>
            )}
          </Section>
          <Section title={t('store:checkout.payment')}>
            {config.card_payment ? (
              <ChoiceField
                form={form}
                name="payment_method"
                label={t('store:checkout.payment')}
                choices={(['card', 'offline'] as const).map((m) => ({ value: m, label: t(`common:paymentMethod.${m}`) }))}
              />
            ) : (
              <Text>{t('common:paymentMethod.offline')}</Text>
            )}
            <Text color="fg.muted" fontSize="sm">
              {t(values.payment_method === 'card' && config.card_payment ? 'store:checkout.cardHelp' : 'store:checkout.offlineHelp')}
            </Text>
          </Section>
          <Section title={t('store:checkout.comment')}>
            <TextareaField form={form} name="comment" rows={3} label={t('store:checkout.commentLabel')} />
          </Section>
        </Stack>
        <Card.Root position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <Card.Body>
            <Stack gap="3" aria-label={t('store:checkout.summary')}>
              <Heading as="h2" size="md">
                {t('store:checkout.summary')}
              </Heading>
              {data.items.map((i) => (
                <HStack key={i.id} justify="space-between" align="start" gap="3">
                  <Text fontSize="sm">
                    {i.name ?? i.sku} × {i.quantity}
                  </Text>
                  <Text fontSize="sm">{money(i.line_total)}</Text>
                </HStack>
              ))}
              <HStack justify="space-between" borderTopWidth="1px" pt="3">
                <Text>{t('store:cart.subtotal')}</Text>
                <Text>{money(data.subtotal)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text>{t('store:checkout.shipping')}</Text>
                <Text data-testid="summary-shipping">{fee === null ? '—' : money(fee)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text>{t('store:checkout.discount')}</Text>
                <Text>{money('0.00')}</Text>
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
              <Button type="submit" colorPalette="blue" loading={form.pending} disabled={!data.ready}>
                {t('store:checkout.place')}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </form>
  );
}

/** Where a server message about an address goes: the radio of a saved one, or the typed field. */
function fieldPath(kind: 'shipping' | 'billing', rest: string[], v: CheckoutValues): string {
  const typed = v[`${kind}_choice`] === 'new';
  if (!typed || rest.length === 0) return `${kind}_choice`;
  return `${kind}.${rest.join('.')}`;
}

const TypedAddress = AddressInput.omit({ default_billing: true, default_shipping: true });

/**
 * The messages of a typed address by form path (`shipping.country` …), saying what a shopper can
 * fix: a phone number's allowed characters rather than "check your input" (issue 25 §9).
 */
function addressErrors(kind: 'shipping' | 'billing', address: AddressValues): Record<string, string> {
  const checked = TypedAddress.safeParse(address);
  if (checked.success) return {};
  return Object.fromEntries(
    checked.error.issues.map((issue) => {
      const field = issue.path.join('.');
      const message = field === 'contact_number' && issue.message === MESSAGES.check ? 'store:checkout.phoneFormat' : issue.message;
      return [`${kind}.${field}`, message];
    }),
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest's e-mail: required like every other field, and a clear word when it is not an address. */
function emailErrors(email: string): Record<string, string> {
  const typed = email.trim();
  if (!typed) return { email: MESSAGES.required };
  return EMAIL.test(typed) ? {} : { email: 'store:checkout.emailFormat' };
}
