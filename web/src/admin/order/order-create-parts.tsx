import { Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField, AddressChooser as SharedAddressChooser, showMessage, type SchemaFormHandle } from '../../components/form';
import { ErrorState } from '../../components/ui/states';
import { CountrySelect } from '../../components/ui/country-select';
import { FormField } from '../../components/ui/form-field';
import type { CreateValues } from './order-create-form';
import type { OrderCustomer, useShippingMethods } from './queries';

/** A card of the staff order form with its heading. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
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

/**
 * /admin/order/create (spec section 2; decision 0032): staff enter an order for an existing customer,
 * paid offline — the customer, the variants and quantities, the addresses (saved or new), the
 * shipping method and a comment. The summary is the server's own pricing of the lines as they stand;
 * the order is created once however often it is submitted, then opens at /admin/order/{id}.
 */

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
  );
}
