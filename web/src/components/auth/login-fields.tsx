import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '../ui/input-field';
import type { LoginValues } from './schemas';

/** Email and password of a login form (back office and shop); ids start with `idPrefix`. */
export function LoginFields({ form, idPrefix }: { form: UseFormReturn<LoginValues>; idPrefix: string }) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id={`${idPrefix}-email`}
        type="email"
        label={t('common:fields.email')}
        autoComplete="username"
        required
        registration={form.register('email')}
        error={form.formState.errors.email}
      />
      <InputField
        id={`${idPrefix}-password`}
        type="password"
        label={t('common:fields.password')}
        autoComplete="current-password"
        required
        registration={form.register('password')}
        error={form.formState.errors.password}
      />
    </>
  );
}
