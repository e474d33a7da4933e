import { Button, Input, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../ui/form-field';
import type { LightFormHandle } from './light-form';

interface LightFieldProps {
  form: LightFormHandle;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A light form's field: the browser keeps its value; its message comes from the form. */
export function LightField({ form, name, label, required, type = 'text', autoComplete, rows }: LightFieldProps) {
  const error = form.errors[name];
  return (
    <FormField id={`${form.id}-${name}`} label={label} required={required} error={error}>
      {rows ? <Textarea name={name} rows={rows} /> : <Input name={name} type={type} autoComplete={autoComplete} />}
    </FormField>
  );
}

/** The `<form>`: checks load with the first focus; the form's own message at the end. */
export function LightForm({ form, label, children }: { form: LightFormHandle; label: string; children: ReactNode }) {
  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.prefetch}>
      {children}
      {form.message && (
        <Text role="alert" color="fg.error" fontSize="sm" data-form-message="">
          {form.message}
        </Text>
      )}
    </form>
  );
}

/** Submit, unavailable while the call is on its way. */
export function LightSubmit({ form, children }: { form: LightFormHandle; children: ReactNode }) {
  return (
    <Button type="submit" colorPalette="blue" loading={form.pending} disabled={form.pending}>
      {children}
    </Button>
  );
}
