import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Controller, get, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../ui/form-field';
import { showMessage } from './show-message';
import type { SchemaFormHandle } from './use-schema-form';
import { SelectOptions } from '../ui/select-options';

/** What every field of a `useSchemaForm` form takes; `name` is checked against the form's values. */
export interface FieldProps<V extends FieldValues> {
  form: SchemaFormHandle<V>;
  name: Path<V>;
  label: string;
  required?: boolean;
  help?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** The field's element id (`stock-7-quantity`) and its message in the interface language. */
export function useFieldState<V extends FieldValues>({ form, name }: FieldProps<V>) {
  const { t } = useTranslation();
  const message: unknown = get(form.form.formState.errors, name)?.message;
  return {
    id: `${form.id}-${name.replace(/[._]/g, '-')}`,
    error: typeof message === 'string' && message ? showMessage(t, message) : undefined,
  };
}

interface TextFieldProps<V extends FieldValues> extends FieldProps<V> {
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
  min?: number;
}

export function TextField<V extends FieldValues>(props: TextFieldProps<V>) {
  const { form, name, label, required, help, disabled, size, type = 'text', autoComplete, placeholder, inputMode, min } = props;
  const { id, error } = useFieldState(props);
  return (
    <FormField id={id} label={label} required={required} help={help} error={error} disabled={disabled}>
      <Input
        size={size}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        min={min}
        step={type === 'number' ? 1 : undefined}
        {...form.form.register(name)}
      />
    </FormField>
  );
}

export function TextareaField<V extends FieldValues>(props: FieldProps<V> & { rows?: number }) {
  const { form, name, label, required, help, disabled, size, rows = 2 } = props;
  const { id, error } = useFieldState(props);
  return (
    <FormField id={id} label={label} required={required} help={help} error={error} disabled={disabled}>
      <Textarea size={size} rows={rows} {...form.form.register(name)} />
    </FormField>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/**
 * A native select; controlled, so a value chosen before its options arrive shows once they do.
 * "Choose…" is `emptyValue` ('' unless told; null for an optional value the API clears with null).
 */
export function SelectField<V extends FieldValues>(props: FieldProps<V> & { options: SelectOption[]; emptyValue?: '' | null }) {
  const { form, name, label, required, help, disabled, size, options, emptyValue = '' } = props;
  const { t } = useTranslation();
  const { id, error } = useFieldState(props);
  return (
    <FormField id={id} label={label} required={required} help={help} error={error} disabled={disabled}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field }) => (
          <NativeSelect.Root size={size}>
            <NativeSelect.Field
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.value === '' ? emptyValue : e.currentTarget.value)}
            >
              <SelectOptions empty={t('common:form.choose')} options={options} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      />
    </FormField>
  );
}

/** What a profile form with an optional new password holds. */
interface WithNewPassword extends FieldValues {
  password?: string | null;
  password_confirmation?: string | null;
}

/**
 * A new password and its confirmation on a profile form (admin and shopper): optional, left empty the
 * current password stays (the queries drop the pair, `withoutEmptyPassword`).
 */
export function NewPasswordFields<V extends WithNewPassword>({ form }: { form: SchemaFormHandle<V> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        form={form}
        name={'password' as Path<V>}
        type="password"
        autoComplete="new-password"
        label={t('common:fields.newPassword')}
        help={t('common:fields.passwordOptionalHint')}
      />
      <TextField
        form={form}
        name={'password_confirmation' as Path<V>}
        type="password"
        autoComplete="new-password"
        label={t('common:fields.passwordConfirmation')}
      />
    </>
  );
}
