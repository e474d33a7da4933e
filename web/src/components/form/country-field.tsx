import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../ui/country-select';
import { FormField } from '../ui/form-field';
import { useFieldState, type FieldProps } from './fields';

// Its own module: the country list (and its packages, ~40 kB gzip) comes only with the forms that
// ask for a country, not with every form's fields (the contact page's, decision 0044).

/** A country code (ISO alpha-3) chosen from the named, grouped list. */
export function CountryField<V extends FieldValues>(props: Omit<FieldProps<V>, 'label'>) {
  const { form, name, disabled } = props;
  const { t } = useTranslation();
  const { id, error } = useFieldState({ ...props, label: '' });
  return (
    <FormField id={id} label={t('common:fields.countryCode')} help={t('common:fields.countryCodeHint')} error={error} disabled={disabled}>
      <Controller
        control={form.form.control}
        name={name}
        render={({ field }) => (
          <CountrySelect
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}
