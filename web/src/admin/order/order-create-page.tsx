import { Box, Button, Card, Checkbox, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { AddressInput } from '@shop/core/customer/address.schema';
import { AdminOrderInput, STAFF_PAYMENT_METHODS, type OrderQuoteInput } from '@shop/core/order/order.schema';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, get, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  AddressChooser as SharedAddressChooser,
  BLANK_ADDRESS,
  CellMessage,
  ChoiceField,
  FormMessage,
  GridCell,
  SubmitButton,
  TextareaField,
  TextField,
  showMessage,
  useSchemaForm,
  type AddressValues,
  type SchemaFormHandle,
} from '../../components/form';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import type { RemoteSearch, Row } from '../../components/resource';
import { CountrySelect } from '../../components/ui/country-select';
import { FormField } from '../../components/ui/form-field';
import { translateMessage } from '../../components/ui/messages';
import { ErrorState } from '../../components/ui/states';
import { useCreateOrder, useOrderCustomer, useOrderQuote, useShippingMethods, type OrderCustomer } from './queries';

interface Line {
  stock_id: number;
  quantity: string;
  /** What the variant search showed: the line's name until the server's summary names it. */
  label: string;
}

interface CreateValues {
  customer_id: string;
  lines: Line[];
  /** `new`, or one of the customer's saved addresses' id. */
  shipping_choice: string;
  shipping: AddressValues;
  same_billing: boolean;
  billing_choice: string;
  billing: AddressValues;
  shipping_method_id: string;
  payment_method: 'cash' | 'offline';
  payment_note: string;
  comment: string;
}

const QUOTE_DEBOUNCE_MS = 300;

const attributesText = (attributes: unknown) =>
  attributes && typeof attributes === 'object' ? Object.values(attributes as Record<string, string>).join(' / ') : '';

/** The customer search (who may create an order may find its customer: the order routes' own lookup). */
const CUSTOMERS: RemoteSearch = {
  resource: 'order/customer',
  permission: 'create order',
  label: (row: Row) => `${String(row.first_name)} ${String(row.last_name)} <${String(row.email)}>`.trim(),
};

/** The variant search: name, SKU, options, price and stock left in the sale warehouse. */
const VARIANTS: RemoteSearch = {
  resource: 'order/variant',
  permission: 'create order',
  label: (row: Row) => {
    const options = attributesText(row.attributes);
    const left = row.available_inventories === null ? '' : ` · ${String(row.available_inventories)}`;
    return `${String(row.name ?? row.sku)}${options ? ` (${options})` : ''} · ${String(row.sku)} · ${String(row.unit_price)}${left}`;
  },
};

/** A one-per-visit key: a repeated submit (a double click, a retry after a lost answer) answers the same order. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const TypedAddress = AddressInput.omit({ default_billing: true, default_shipping: true });

/** The messages of a typed address by form path (`shipping.country` …). */
function addressErrors(kind: 'shipping' | 'billing', address: AddressValues): Record<string, string> {
  const checked = TypedAddress.safeParse(address);
  if (checked.success) return {};
  return Object.fromEntries(checked.error.issues.map((issue) => [`${kind}.${issue.path.join('.')}`, issue.message]));
}

/** Where a server message about an address goes: the choice of a saved one, or the typed field. */
function addressField(kind: 'shipping' | 'billing', rest: string[], v: CreateValues): string {
  if (v[`${kind}_choice`] !== 'new' || rest.length === 0) return `${kind}_choice`;
  return `${kind}.${rest.join('.')}`;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A message of the form at a path (a choice, a list), in the interface language. */
function PathMessage({ form, path }: { form: SchemaFormHandle<CreateValues>; path: string }) {
  const { t } = useTranslation();
  const message: unknown = get(form.form.formState.errors, path)?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {showMessage(t, message)}
    </Text>
  );
}

/** The customer's saved addresses to choose from, or the fields of a new one. */
function AddressChooser({
  form,
  kind,
  saved,
}: {
  form: SchemaFormHandle<CreateValues>;
  kind: 'shipping' | 'billing';
  saved: OrderCustomer['addresses'];
}) {
  const { t } = useTranslation();
  const countryError: unknown = get(form.form.formState.errors, `${kind}.country`)?.message;
  return (
    <SharedAddressChooser
      form={form}
      kind={kind}
      alwaysChoose
      autofill={false}
      saved={saved.map((a) => ({ id: a.id, label: `${a.first_name} ${a.last_name}, ${a.address}, ${a.country} · ${a.contact_number}` }))}
      labels={{
        group: t(`admin:order.${kind}Address`),
        newAddress: t('admin:order.create.newAddress'),
        contactNumber: t('admin:order.create.contactNumber'),
        address: t('admin:order.create.address'),
      }}
      choiceMessage={<PathMessage form={form} path={`${kind}_choice`} />}
      country={(name) => (
        <Controller
          control={form.form.control}
          name={name}
          render={({ field: f }) => (
            <FormField
              id={`order-create-${kind}-country`}
              label={t('admin:order.create.country')}
              required
              error={typeof countryError === 'string' && countryError ? showMessage(t, countryError) : undefined}
            >
              <CountrySelect
                ref={f.ref}
                name={f.name}
                value={(f.value as string) || null}
                onChange={(v) => f.onChange(v ?? '')}
                onBlur={f.onBlur}
              />
            </FormField>
          )}
        />
      )}
    />
  );
}

/**
 * /admin/order/create (spec section 2; decision 0032): staff enter an order for an existing customer,
 * paid offline — the customer, the variants and quantities, the addresses (saved or new), the
 * shipping method and a comment. The summary is the server's own pricing of the lines as they stand;
 * the order is created once however often it is submitted, then opens at /admin/order/{id}.
 */
export function OrderCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);

  const form = useSchemaForm<CreateValues, typeof AdminOrderInput, Awaited<ReturnType<typeof createOrder>>>({
    id: 'order-create',
    defaultValues: {
      customer_id: '',
      lines: [],
      shipping_choice: 'new',
      shipping: BLANK_ADDRESS,
      same_billing: true,
      billing_choice: 'new',
      billing: BLANK_ADDRESS,
      shipping_method_id: '',
      payment_method: 'cash',
      payment_note: '',
      comment: '',
    },
    schema: AdminOrderInput,
    toBody: (v) => {
      const address = (choice: string, typed: AddressValues) => (choice === 'new' ? typed : Number(choice));
      const shipping = address(v.shipping_choice, v.shipping);
      return {
        customer_id: v.customer_id,
        lines: v.lines.map((l) => ({ stock_id: l.stock_id, quantity: l.quantity })),
        shipping_method_id: v.shipping_method_id,
        shipping_address: shipping,
        billing_address: v.same_billing ? shipping : address(v.billing_choice, v.billing),
        comment: v.comment || undefined,
        status: 'paid',
        payment_method: v.payment_method,
        payment_note: v.payment_note || undefined,
        idempotency_key: idempotencyKey,
      };
    },
    fieldOf: (path, v) => {
      const [head, ...rest] = path.split('.');
      if (head === 'shipping_address' || head === 'billing_address') {
        const kind = head === 'shipping_address' ? 'shipping' : 'billing';
        return kind === 'billing' && v.same_billing ? addressField('shipping', rest, v) : addressField(kind, rest, v);
      }
      return head && head in v ? path : undefined;
    },
    // Typed addresses are checked field by field (the body's "saved id or address" says only that it is missing).
    check: (v) => ({
      ...(v.shipping_choice === 'new' ? addressErrors('shipping', v.shipping) : {}),
      ...(!v.same_billing && v.billing_choice === 'new' ? addressErrors('billing', v.billing) : {}),
    }),
    successTitle: t('admin:order.create.created'),
    failTitle: t('common:toasts.createFail'),
    submit: (body) => createOrder(body),
    onSuccess: (order) => navigate(`/admin/order/${String(order.id)}`),
  });

  const values = useWatch({ control: form.form.control }) as CreateValues;
  const customer = useOrderCustomer(values.customer_id);

  // A customer chosen (or changed): their default addresses are chosen for them, else a new one.
  useEffect(() => {
    const addresses = customer.data?.addresses ?? [];
    const pick = (kind: 'default_shipping' | 'default_billing') => String(addresses.find((a) => a[kind])?.id ?? 'new');
    form.form.setValue('shipping_choice', pick('default_shipping'));
    form.form.setValue('billing_choice', pick('default_billing'));
  }, [customer.data, form.form]);

  const saved = customer.data?.addresses ?? [];
  const country =
    values.shipping_choice === 'new'
      ? values.shipping.country
      : (saved.find((a) => String(a.id) === values.shipping_choice)?.country ?? '');
  const methods = useShippingMethods(country);

  // The summary follows the lines, method and country, a moment after typing stops.
  const quoteInput = useMemo<OrderQuoteInput>(
    () => ({
      lines: values.lines
        .filter((l) => /^\d+$/.test(l.quantity.trim()) && Number(l.quantity) >= 1)
        .map((l) => ({ stock_id: l.stock_id, quantity: Number(l.quantity) })),
      shipping_method_id: values.shipping_method_id ? Number(values.shipping_method_id) : undefined,
      country: country || undefined,
    }),
    [values.lines, values.shipping_method_id, country],
  );
  const [asked, setAsked] = useState(quoteInput);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(quoteInput), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [quoteInput]);
  const quote = useOrderQuote(asked);

  const setLines = (lines: Line[]) =>
    form.form.setValue('lines', lines, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
  const addVariant = (id: string | undefined) => {
    const stockId = Number(id);
    if (!id || !Number.isSafeInteger(stockId)) return;
    // A variant already on the order is not offered again (its quantity is edited in its row).
    if (values.lines.some((l) => l.stock_id === stockId)) return;
    setLines([...values.lines, { stock_id: stockId, quantity: '1', label: '' }]);
  };
  const priced = (stockId: number) => quote.data?.lines.find((l) => l.stock_id === stockId);
  const lineName = (line: Line) => {
    const p = priced(line.stock_id);
    if (!p) return line.label || `#${String(line.stock_id)}`;
    const options = attributesText(p.attributes);
    return `${p.name ?? p.sku}${options ? ` (${options})` : ''}`;
  };
  const money = (amount: string | null | undefined) =>
    amount === null || amount === undefined ? '—' : `${quote.data?.base_currency ?? ''} ${amount}`.trim();
  const quoteMessage = (index: number) => {
    if (!quote.data || quote.isPlaceholderData) return undefined;
    const sentIndex = asked.lines.findIndex((l) => l.stock_id === values.lines[index]?.stock_id);
    if (sentIndex < 0) return undefined;
    const messages =
      quote.data.problems[`lines.${String(sentIndex)}.quantity`] ?? quote.data.problems[`lines.${String(sentIndex)}.stock_id`];
    return messages?.[0];
  };

  const title = t('admin:order.create.title');
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <form
        id={form.id}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.stopPropagation();
          void form.onSubmit(e);
        }}
      >
        <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6" alignItems="start">
          <Stack gap="4" gridColumn={{ xl: 'span 2' }} minW="0">
            <Section title={t('admin:order.customer')} id="order-create-customer-section">
              <Controller
                control={form.form.control}
                name="customer_id"
                render={({ field, fieldState }) => (
                  <FormField
                    id="order-create-customer-id"
                    label={t('admin:order.customer')}
                    help={t('admin:order.create.customerHelp')}
                    required
                    error={fieldState.error?.message ? showMessage(t, fieldState.error.message) : undefined}
                  >
                    <RemoteCombobox
                      remote={CUSTOMERS}
                      value={field.value ? [field.value] : []}
                      onChange={(next) => field.onChange(next[0] ?? '')}
                      inputRef={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      invalid={Boolean(fieldState.error)}
                    />
                  </FormField>
                )}
              />
              {customer.isError && <ErrorState onRetry={() => void customer.refetch()} />}
            </Section>

            <Section title={t('admin:order.create.lines')} id="order-create-lines-section">
              <FormField id="order-create-add-variant" label={t('admin:order.create.addProduct')} help={t('admin:order.create.addHelp')}>
                <RemoteCombobox
                  remote={VARIANTS}
                  value={[]}
                  onChange={(next) => addVariant(next[0])}
                  exclude={values.lines.map((l) => l.stock_id)}
                />
              </FormField>
              {values.lines.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {t('admin:order.create.noLines')}
                </Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" borderRadius="md">
                  <Table.Root size="sm" aria-label={t('admin:order.create.lines')}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('admin:order.fields.product')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('admin:product.fields.sku')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('admin:order.fields.unitPrice')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('admin:order.fields.quantity')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('admin:order.create.available')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('admin:order.fields.lineTotal')}</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          <Box as="span" srOnly>
                            {t('common:list.actions')}
                          </Box>
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {values.lines.map((line, index) => {
                        const p = priced(line.stock_id);
                        const name = lineName(line);
                        const warning = cellOk(form, index) ? quoteMessage(index) : undefined;
                        return (
                          <Table.Row key={line.stock_id}>
                            <Table.Cell verticalAlign="top">
                              {name}
                              <CellMessage errors={form.form.formState.errors} path={['lines', index, 'stock_id']} />
                            </Table.Cell>
                            <Table.Cell verticalAlign="top">{p?.sku ?? ''}</Table.Cell>
                            <Table.Cell verticalAlign="top" textAlign="end">
                              {p ? money(p.unit_price) : ''}
                            </Table.Cell>
                            <GridCell
                              errors={form.form.formState.errors}
                              path={['lines', index, 'quantity']}
                              minW="24"
                              inputMode="numeric"
                              label={t('admin:order.create.quantityOf', { line: name })}
                              value={line.quantity}
                              onChange={(text) => setLines(values.lines.map((l) => (l === line ? { ...l, quantity: text } : l)))}
                            />
                            <Table.Cell verticalAlign="top" textAlign="end">
                              {p ? (p.available_inventories ?? t('admin:order.create.untracked')) : ''}
                              {warning && (
                                <Text fontSize="xs" color="fg.error" mt="1" role="status">
                                  {translateMessage(t, warning)}
                                </Text>
                              )}
                            </Table.Cell>
                            <Table.Cell verticalAlign="top" textAlign="end">
                              {p ? money(p.line_total) : ''}
                            </Table.Cell>
                            <Table.Cell verticalAlign="top">
                              <Button
                                size="xs"
                                variant="ghost"
                                colorPalette="red"
                                aria-label={t('admin:order.create.removeNamed', { line: name })}
                                onClick={() => setLines(values.lines.filter((l) => l !== line))}
                              >
                                {t('admin:order.create.remove')}
                              </Button>
                            </Table.Cell>
                          </Table.Row>
                        );
                      })}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
              <PathMessage form={form} path="lines" />
            </Section>

            <Section title={t('admin:order.shippingAddress')} id="order-create-shipping-section">
              {values.customer_id ? (
                customer.isPending ? (
                  <Spinner size="sm" aria-label={t('common:states.loading')} />
                ) : (
                  <AddressChooser form={form} kind="shipping" saved={saved} />
                )
              ) : (
                <Text color="fg.muted">{t('admin:order.create.chooseCustomerFirst')}</Text>
              )}
            </Section>

            <Section title={t('admin:order.billingAddress')} id="order-create-billing-section">
              <Controller
                control={form.form.control}
                name="same_billing"
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                    <Checkbox.HiddenInput ref={field.ref} name={field.name} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('admin:order.create.sameBilling')}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              {!values.same_billing && values.customer_id && !customer.isPending && (
                <AddressChooser form={form} kind="billing" saved={saved} />
              )}
            </Section>

            <Section title={t('admin:order.shippingMethod')} id="order-create-method-section">
              {!country ? (
                <Text color="fg.muted">{t('admin:order.create.chooseCountry')}</Text>
              ) : methods.isPending ? (
                <Spinner size="sm" aria-label={t('common:states.loading')} />
              ) : methods.isError ? (
                <ErrorState onRetry={() => void methods.refetch()} />
              ) : methods.data.length === 0 ? (
                <Text color="fg.error">{t('admin:order.create.noMethods')}</Text>
              ) : (
                <ChoiceField
                  form={form}
                  name="shipping_method_id"
                  label={t('admin:order.shippingMethod')}
                  choices={methods.data.map((m) => ({ value: String(m.id), label: m.name }))}
                />
              )}
              <PathMessage form={form} path="shipping_method_id" />
            </Section>

            <Section title={t('admin:order.payment')} id="order-create-payment-section">
              <Text>{t('admin:order.create.paidOffline')}</Text>
              <ChoiceField
                form={form}
                name="payment_method"
                label={t('admin:order.fields.payment')}
                choices={STAFF_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`common:paymentMethod.${m}`) }))}
              />
              <TextField form={form} name="payment_note" label={t('admin:order.create.paymentNote')} />
            </Section>

            <Section title={t('admin:order.comments')} id="order-create-comment-section">
              <TextareaField form={form} name="comment" rows={3} label={t('admin:order.create.comment')} />
            </Section>
          </Stack>

          <Card.Root position={{ xl: 'sticky' }} top={{ xl: '4' }}>
            <Card.Body>
              <Stack gap="3" role="region" aria-labelledby="order-create-summary" aria-busy={quote.isFetching}>
                <HStack justify="space-between">
                  <Heading as="h2" size="md" id="order-create-summary">
                    {t('admin:order.create.summary')}
                  </Heading>
                  {quote.isFetching && <Spinner size="xs" aria-hidden />}
                </HStack>
                {asked.lines.length === 0 ? (
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
                <FormMessage form={form} />
                <HStack gap="3" wrap="wrap">
                  <SubmitButton form={form}>{t('admin:order.create.submit')}</SubmitButton>
                  <Button asChild variant="outline">
                    <Link to="/admin/order">{t('common:actions.back')}</Link>
                  </Button>
                </HStack>
              </Stack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </form>
    </Stack>
  );
}

/** Whether a line has no message of the form's own (then the summary's warning shows instead). */
function cellOk(form: SchemaFormHandle<CreateValues>, index: number): boolean {
  const errors = form.form.formState.errors.lines as unknown;
  return !get(errors, `${String(index)}.quantity`) && !get(errors, `${String(index)}.stock_id`);
}
