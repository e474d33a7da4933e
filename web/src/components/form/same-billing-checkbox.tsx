import { Checkbox } from '@chakra-ui/react';
import { Controller, type Path } from 'react-hook-form';
import type { AddressChoiceValues } from './address-choice';
import type { SchemaFormHandle } from './use-schema-form';

/** "Billing address same as shipping" of an address choice (`same_billing`). */
export function SameBillingCheckbox<V extends AddressChoiceValues>({ form, label }: { form: SchemaFormHandle<V>; label: string }) {
  return (
    <Controller
      control={form.form.control}
      name={'same_billing' as Path<V>}
      render={({ field }) => (
        <Checkbox.Root checked={field.value as boolean} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput ref={field.ref} name={field.name} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
