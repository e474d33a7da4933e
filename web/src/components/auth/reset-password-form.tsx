import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { publicClient, unwrap } from '../../lib/client';
import { notify } from '../../lib/toast';
import { applyServerErrors } from '../ui/form-errors';
import { InputField } from '../ui/input-field';
import { resetPasswordSchema, type ResetAudience, type ResetPasswordValues } from './schemas';
import { statusText } from './status-notice';

/**
 * Sets a new password from the mailed link (`?token&email`). `passwords.reset` sends admins to the
 * admin login and shoppers to /login; any other status is shown as a notice.
 */
export function ResetPasswordForm({ type }: { type: ResetAudience }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: query.get('email') ?? '', password: '', password_confirmation: '', token, type },
  });
  const [errors, setErrors] = useState<string[]>([]);
  const reset = useMutation({
    onMutate: () => setErrors([]),
    onError: (e) => setErrors(applyServerErrors(t, e, form.setError, ['email', 'password', 'password_confirmation'])),
    mutationFn: (values: ResetPasswordValues) => unwrap(publicClient.api.reset.password.$post({ json: { ...values, type, token } })),
    onSuccess: (result) => {
      if (result.status !== 'passwords.reset') return;
      notify.success(statusText(t, result.status));
      navigate(type === 'admins' ? '/admin/login' : '/login', { replace: true });
    },
  });
  const notice = reset.data && reset.data.status !== 'passwords.reset' ? statusText(t, reset.data.status) : undefined;

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => reset.mutate(values))(e)}>
      <Stack gap="4">
        {!token && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('common:auth.missingToken')}</Alert.Title>
          </Alert.Root>
        )}
        {(notice || errors.length > 0) && (
          <Alert.Root status={notice ? 'info' : 'error'}>
            <Alert.Indicator />
            <Alert.Title>{notice ?? errors.join(' ')}</Alert.Title>
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
        <InputField
          id="reset-password"
          type="password"
          label={t('common:fields.newPassword')}
          autoComplete="new-password"
          help={t('common:fields.passwordHint')}
          required
          registration={form.register('password')}
          error={form.formState.errors.password}
        />
        <InputField
          id="reset-password-confirmation"
          type="password"
          label={t('common:fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          registration={form.register('password_confirmation')}
          error={form.formState.errors.password_confirmation}
        />
        <Button type="submit" colorPalette="blue" loading={reset.isPending} disabled={!token}>
          {t('common:auth.resetPassword')}
        </Button>
      </Stack>
    </form>
  );
}
