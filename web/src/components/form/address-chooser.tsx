import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from './choice-field';
import { TextareaField, TextField } from './fields';
import type { SchemaFormHandle } from './use-schema-form';

/** An address typed into a form (checkout, an order staff enter): the fields of spec section 3 Address. */
export interface AddressValues {
  first_name: string;
  last_name: string;
  country: string;
  contact_number: string;
  address: string;
}

export const BLANK_ADDRESS: AddressValues = { first_name: '', last_name: '', country: '', contact_number: '', address: '' };

export interface AddressChooserProps<V extends FieldValues> {
  form: SchemaFormHandle<V>;
  /** The form keeps the choice in `<kind>_choice` (`new` or a saved address's id) and a new address in `<kind>.*`. */
  kind: 'shipping' | 'billing';
  saved: { id: number; label: string }[];
  labels: { group: string; newAddress: string; contactNumber: string; address: string };
  /** The country control for the new address's `country` field (a native select, or the filterable picker). */
  country: (name: Path<V>) => ReactNode;
  /** Offer the choice even with no saved address (staff see "a new address" as the one choice). */
  alwaysChoose?: boolean;
  /** Browser autofill: the shopper's own details at checkout, off for staff typing a customer's. */
  autofill?: boolean;
  /** Under the choice: its error, if the form shows one there. */
  choiceMessage?: ReactNode;
}

/** Saved addresses to choose from, or the fields of a new one (checkout and staff's orders). */
export function AddressChooser<V extends FieldValues>(props: AddressChooserProps<V>) {
  const { form, kind, saved, labels, country, alwaysChoose = false, autofill = true, choiceMessage } = props;
  const { t } = useTranslation();
  const choiceName = `${kind}_choice` as Path<V>;
  const choice: unknown = useWatch({ control: form.form.control, name: choiceName });
  const field = (name: keyof AddressValues) => `${kind}.${name}` as Path<V>;
  const choosing = alwaysChoose || saved.length > 0;
  return (
    <Stack gap="3">
      {choosing && (
        <ChoiceField
          form={form}
          name={choiceName}
          label={labels.group}
          choices={[...saved.map((a) => ({ value: String(a.id), label: a.label })), { value: 'new', label: labels.newAddress }]}
        />
      )}
      {choiceMessage}
      {(!choosing || choice === 'new') && (
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField
              form={form}
              name={field('first_name')}
              required
              autoComplete={autofill ? 'given-name' : 'off'}
              label={t('common:fields.firstName')}
            />
            <TextField
              form={form}
              name={field('last_name')}
              required
              autoComplete={autofill ? 'family-name' : 'off'}
              label={t('common:fields.lastName')}
            />
          </SimpleGrid>
          {country(field('country'))}
          <TextField
            form={form}
            name={field('contact_number')}
            type="tel"
            required
            autoComplete={autofill ? 'tel' : 'off'}
            label={labels.contactNumber}
          />
          <TextareaField form={form} name={field('address')} required rows={3} label={labels.address} />
        </Stack>
      )}
    </Stack>
  );
}
