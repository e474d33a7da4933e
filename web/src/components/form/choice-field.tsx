import { RadioGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { SchemaFormHandle } from './use-schema-form';

export interface Choice {
  value: string;
  label: ReactNode;
}

/**
 * One of a few choices as radio buttons, bound to a form value (checkout's and staff's orders:
 * addresses, shipping methods, payment). Named by `label` for assistive technology; the caller shows
 * the field's message where its layout wants it.
 */
export function ChoiceField<V extends FieldValues>(props: { form: SchemaFormHandle<V>; name: Path<V>; label: string; choices: Choice[] }) {
  const { form, name, label, choices } = props;
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field }) => (
        <RadioGroup.Root value={field.value as string} onValueChange={(e) => field.onChange(e.value)} aria-label={label}>
          <Stack gap="2">
            {choices.map((c) => (
              <RadioGroup.Item key={c.value} value={c.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
    />
  );
}
