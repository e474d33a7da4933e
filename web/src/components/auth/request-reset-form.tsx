import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { publicClient, unwrap } from '../../lib/client';
import { applyServerErrors } from '../ui/form-errors';
import { InputField } from '../ui/input-field';
import { resetEmailSchema, type ResetAudience, type ResetEmailValues } from './schemas';
import { statusText } from './status-notice';

/** Asks for a reset mail: `POST /api/reset/email {email, type, language}`. */
export function RequestResetForm({ type, language }: { type: ResetAudience; language: string }) {
  const { t } = useTranslation();
  const form = useForm<ResetEmailValues>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: '', type, language } });
  const [error, setError] = useState<string[]>([]);
  const send = useMutation({
    mutationFn: (values: ResetEmailValues) => unwrap(publicClient.api.reset.email.$post({ json: { ...values, type, language } })),
    onMutate: () => setError([]),
    onError: (e) => setError(applyServerErrors(t, e, form.setError, ['email'])),
  });

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => send.mutate(values))(e)}>
      <Stack gap="4">
        {send.data && (
          <Alert.Root status={send.data.status === 'passwords.sent' ? 'success' : 'info'}>
            <Alert.Indicator />
            <Alert.Title>{statusText(t, send.data.status)}</Alert.Title>
          </Alert.Root>
        )}
        {error.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error.join(' ')}</Alert.Title>
          </Alert.Root>
        )}
        <InputField
          id="reset-email"
          type="email"
          label={t('common:fields.email')}
          autoComplete="email"
          required
          registration={form.register('email')}
          error={form.formState.errors.email}
        />
        <Button type="submit" colorPalette="blue" loading={send.isPending}>
          {t('common:auth.sendResetLink')}
        </Button>
      </Stack>
    </form>
  );
}
