import { Button, Checkbox, SimpleGrid } from '@chakra-ui/react';
import { AddressInput } from '@shop/core/customer/address.schema';
import { COUNTRIES } from '@shop/core/shared/countries';
import { useMemo, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField, useSchemaForm, type SchemaFormHandle } from '../../components/form';
import { countryNamer } from '../../components/ui/country-select';
import { FormDialog } from '../../components/ui/form-dialog';
import { saveAddress, type AdminAddress } from './customer-address-queries';

type AddressValues = z.input<typeof AddressInput>;

const EMPTY: AddressValues = {
  first_name: '',
  last_name: '',
  country: '',
  contact_number: '',
  address: '',
  default_billing: false,
  default_shipping: false,
};

function CheckboxField({ form, name, label }: { form: SchemaFormHandle<AddressValues>; name: Path<AddressValues>; label: string }) {
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

/** Every country, named in the interface language (the server refuses one the shop does not deliver to, beside the field). */
export function useAllCountries() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const nameOf = countryNamer(i18n.language);
    return COUNTRIES.map((c) => ({ value: c.alpha3, label: nameOf(c) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);
}

/**
 * Adds (no `address`) or changes one of a customer's addresses in a dialog, checked with the API's
 * `AddressInput`; `onSaved` gets the book as the server keeps it (a default may have moved).
 */
export function CustomerAddressDialog({
  customerId,
  address,
  onSaved,
}: {
  customerId: string;
  address?: AdminAddress;
  onSaved: (book: AdminAddress[]) => void;
}) {
  const { t } = useTranslation();
  const countries = useAllCountries();
  const [open, setOpen] = useState(false);
  const values: AddressValues = address ? { ...address } : EMPTY;
  const form = useSchemaForm({
    id: address ? `customer-address-${String(address.id)}` : 'customer-address-new',
    defaultValues: values,
    schema: AddressInput,
    submit: (body) => saveAddress(customerId, address?.id, body),
    onSuccess: (book) => {
      setOpen(false);
      onSaved(book);
    },
  });
  const title = address ? t('admin:customer.addresses.edit') : t('admin:customer.addresses.add');
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={(next) => {
        if (next) form.form.reset(values);
        setOpen(next);
      }}
      trigger={
        <Button
          size="sm"
          variant={address ? 'outline' : 'solid'}
          colorPalette={address ? undefined : 'blue'}
          aria-label={address ? `${title}: ${address.address}` : undefined}
        >
          {address ? t('common:actions.edit') : title}
        </Button>
      }
      title={title}
      submitLabel={t('common:actions.save')}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <TextField form={form} name="first_name" required autoComplete="off" label={t('common:fields.firstName')} />
        <TextField form={form} name="last_name" required autoComplete="off" label={t('common:fields.lastName')} />
      </SimpleGrid>
      <SelectField form={form} name="country" required options={countries} label={t('admin:customer.addresses.country')} />
      <TextField
        form={form}
        name="contact_number"
        type="tel"
        required
        autoComplete="off"
        label={t('admin:customer.addresses.contactNumber')}
      />
      <TextareaField form={form} name="address" required rows={3} label={t('admin:customer.addresses.address')} />
      <CheckboxField form={form} name="default_billing" label={t('admin:customer.addresses.defaultBilling')} />
      <CheckboxField form={form} name="default_shipping" label={t('admin:customer.addresses.defaultShipping')} />
    </FormDialog>
  );
}
