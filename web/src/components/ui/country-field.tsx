import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';
import { FormField } from './form-field';
import { translateMessage } from './messages';

interface CountryFieldProps<V extends FieldValues> {
  id: string;
  control: Control<V>;
  name: Path<V>;
  error?: FieldError;
}

/** A country code (ISO alpha-3) chosen from the list, for the hand-written profile forms. */
export function CountryField<V extends FieldValues>({ id, control, name, error }: CountryFieldProps<V>) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={t('common:fields.countryCode')}
      help={t('common:fields.countryCodeHint')}
      error={error?.message ? translateMessage(t, error.message) : undefined}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CountrySelect ref={field.ref} name={field.name} value={(field.value as string | null | undefined) ?? null} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
    </FormField>
  );
}
