import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from './show-message';
import type { SchemaFormHandle as Form } from './use-schema-form';

/** The form's own message: a schema rule about the whole form, or a server answer no field shows. */
export function FormMessage<V extends FieldValues>({ form }: { form: Form<V> }) {
  const { t } = useTranslation();
  const root = form.form.formState.errors.root;
  const message = root?.message ?? root?.server?.message;
  if (!message) return null;
  return (
    <Text role="alert" color="fg.error" fontSize="sm" data-form-message="">
      {showMessage(t, message)}
    </Text>
  );
}

/** Submit, unavailable while the call is on its way (no second request from a double click). */
export function SubmitButton<V extends FieldValues>({
  form,
  children,
  colorPalette = 'blue',
}: {
  form: Form<V>;
  children: ReactNode;
  colorPalette?: 'blue' | 'green';
}) {
  return (
    <Button type="submit" colorPalette={colorPalette} loading={form.pending} disabled={form.pending}>
      {children}
    </Button>
  );
}

/**
 * A page form (the profiles): `<form>` with the form's submit and its own message at the end. The
 * submit stays with this form even when it sits inside another one in React's tree.
 */
export function SchemaForm<V extends FieldValues>({ form, label, children }: { form: Form<V>; label: string; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.stopPropagation();
        void form.onSubmit(event);
      }}
    >
      {children}
      <FormMessage form={form} />
    </form>
  );
}
