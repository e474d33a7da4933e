import { Button, Checkbox, Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { STAFF_PAYMENT_METHODS } from '@shop/core/order/order.schema';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChoiceField, FormMessage, SubmitButton, TextareaField, TextField, showMessage } from '../../components/form';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import { FormField } from '../../components/ui/form-field';
import { ErrorState } from '../../components/ui/states';
import { attributesText, cellOk, CUSTOMERS, VARIANTS, type CreateValues } from './order-create-form';
import { AddressChooser, PathMessage, Section, ShippingMethodSection } from './order-create-parts';
import { useDebouncedQuote, useOrderCreateForm } from './use-order-create-form';
import { OrderLinesTable, type Line } from './order-lines-table';
import { OrderSummaryCard } from './order-summary-card';
import { useOrderCustomer, useShippingMethods } from './queries';

export function OrderCreatePage() {
  const { t } = useTranslation();
  const form = useOrderCreateForm();

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

  const { asked, quote } = useDebouncedQuote(values.lines, values.shipping_method_id, country);

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
                <OrderLinesTable
                  lines={values.lines}
                  errors={form.form.formState.errors}
                  priced={priced}
                  nameOf={lineName}
                  money={money}
                  warningOf={(index) => (cellOk(form, index) ? quoteMessage(index) : undefined)}
                  onChange={setLines}
                />
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

            <ShippingMethodSection form={form} country={country} methods={methods} />

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

          <OrderSummaryCard quote={quote} asked={asked.lines.length > 0} money={money}>
            <FormMessage form={form} />
            <HStack gap="3" wrap="wrap">
              <SubmitButton form={form}>{t('admin:order.create.submit')}</SubmitButton>
              <Button asChild variant="outline">
                <Link to="/admin/order">{t('common:actions.back')}</Link>
              </Button>
            </HStack>
          </OrderSummaryCard>
        </SimpleGrid>
      </form>
    </Stack>
  );
}
