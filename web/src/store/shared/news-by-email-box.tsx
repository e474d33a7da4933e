import { Checkbox } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * The unticked "news and offers by e-mail" box of registration and checkout (decision 0072): the
 * shopper's e-mail marketing consent, given only by ticking it.
 */
export function NewsByEmailBox<V extends FieldValues, C, T>({
  control,
  name,
  label,
}: {
  control: Control<V, C, T>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root checked={field.value === true} onCheckedChange={(e) => field.onChange(e.checked === true)}>
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
