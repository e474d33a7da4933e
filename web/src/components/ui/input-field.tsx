import { Input } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';
import { translateMessage } from './messages';

interface InputFieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
  autoComplete?: string;
  help?: string;
  readOnly?: boolean;
}

/** A labelled text input wired to react-hook-form, for the hand-written forms (login, profile …). */
export function InputField({ id, label, registration, error, type = 'text', required, autoComplete, help, readOnly }: InputFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      help={help}
      error={error?.message ? translateMessage(t, error.message) : undefined}
    >
      <Input type={type} autoComplete={autoComplete} readOnly={readOnly} {...registration} />
    </FormField>
  );
}
