import { Spinner, Text } from '@chakra-ui/react';
import { STAFF_PAYMENT_METHODS } from '@shop/core/order/order.schema';
import { Controller, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField, AddressChooser as SharedAddressChooser, showMessage, TextField, type SchemaFormHandle } from '../../components/form';
import { SameBillingCheckbox } from '../../components/form/same-billing-checkbox';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import { ErrorState } from '../../components/ui/states';
import { CountrySelect } from '../../components/ui/country-select';
import { FormField } from '../../components/ui/form-field';
import { SectionCard } from '../../components/ui/section-card';
import { CUSTOMERS, type CreateValues } from './order-create-form';
import type { OrderCustomer, useOrderCustomer, useShippingMethods } from './queries';

/** A message of the form at a path (a choice, a list), in the interface language. */
export function PathMessage({ form, path }: { form: SchemaFormHandle<CreateValues>; path: string }) {
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
export function AddressChooser({
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

/** The shipping methods for the address's country, once there is one. */
export function ShippingMethodSection({
  form,
  country,
  methods,
}: {
  form: SchemaFormHandle<CreateValues>;
  country: string;
  methods: ReturnType<typeof useShippingMethods>;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin:order.shippingMethod')} id="order-create-method-section">
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
    </SectionCard>
  );
}

type Customer = ReturnType<typeof useOrderCustomer>;

/** The customer the order is for, found by name or e-mail. */
export function CustomerSection({ form, customer }: { form: SchemaFormHandle<CreateValues>; customer: Customer }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin:order.customer')} id="order-create-customer-section">
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
    </SectionCard>
  );
}

/** The shipping and billing addresses, once the customer (and their saved addresses) is known. */
export function AddressSections({
  form,
  values,
  customer,
}: {
  form: SchemaFormHandle<CreateValues>;
  values: CreateValues;
  customer: Customer;
}) {
  const { t } = useTranslation();
  const saved = customer.data?.addresses ?? [];
  return (
    <>
      <SectionCard title={t('admin:order.shippingAddress')} id="order-create-shipping-section">
        {values.customer_id ? (
          customer.isPending ? (
            <Spinner size="sm" aria-label={t('common:states.loading')} />
          ) : (
            <AddressChooser form={form} kind="shipping" saved={saved} />
          )
        ) : (
          <Text color="fg.muted">{t('admin:order.create.chooseCustomerFirst')}</Text>
        )}
      </SectionCard>

      <SectionCard title={t('admin:order.billingAddress')} id="order-create-billing-section">
        <SameBillingCheckbox form={form} label={t('admin:order.create.sameBilling')} />
        {!values.same_billing && values.customer_id && !customer.isPending && <AddressChooser form={form} kind="billing" saved={saved} />}
      </SectionCard>
    </>
  );
}

/** Paid offline: how, and a note of the payment. */
export function PaymentSection({ form }: { form: SchemaFormHandle<CreateValues> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('admin:order.payment')} id="order-create-payment-section">
      <Text>{t('admin:order.create.paidOffline')}</Text>
      <ChoiceField
        form={form}
        name="payment_method"
        label={t('admin:order.fields.payment')}
        choices={STAFF_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`common:paymentMethod.${m}`) }))}
      />
      <TextField form={form} name="payment_note" label={t('admin:order.create.paymentNote')} />
    </SectionCard>
  );
}
