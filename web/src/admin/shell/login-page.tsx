import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginResolver } from '../../components/auth/login-resolver';
import type { LoginValues } from '../../components/auth/schemas';
import { LoginFields } from '../../components/auth/login-fields';
import { AlertMessages } from '../../components/ui/alert-messages';
import { AuthCard } from '../../components/ui/auth-card';
import { applyServerErrors } from '../../components/ui/form-errors';
import { publicClient, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';
import { startSession, type TokenResponse } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';
import { AdminLanguageSelect } from './admin-language-select';
import { TwoFactorCodeStep, TwoFactorEnrolStep, type Challenge } from './two-factor-login';

export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useSessionToken('admin');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from;
  // An admin with a second factor (or whose role requires one) answers a challenge next (decision 0064).
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const signedIn = (result: TokenResponse) => {
    queryClient.removeQueries({ queryKey: adminKeys.all });
    startSession('admin', result);
    navigate(from && from.startsWith('/admin') ? from : '/admin/dashboard', { replace: true });
  };

  const login = useMutation({
    mutationFn: (values: LoginValues) => unwrap(publicClient.api.admin.login.$post({ json: values })),
    onMutate: () => setErrors([]),
    onSuccess: (result) => {
      if ('challenge' in result) setChallenge(result);
      else signedIn(result);
    },
    onError: (error) => setErrors(applyServerErrors(t, error, form.setError, ['email', 'password'])),
  });

  if (token && !login.isPending) return <Navigate to="/admin/dashboard" replace />;

  return (
    <AuthCard site={t('admin:title')} title={t('admin:login.title')} aside={<AdminLanguageSelect />}>
      {challenge?.two_factor === 'code' && <TwoFactorCodeStep challenge={challenge.challenge} onSignedIn={signedIn} />}
      {challenge?.two_factor === 'enrol' && <TwoFactorEnrolStep challenge={challenge.challenge} onSignedIn={signedIn} />}
      <form hidden={challenge !== null} noValidate onSubmit={(e) => void form.handleSubmit((values) => login.mutate(values))(e)}>
        <Stack gap="4">
          <AlertMessages messages={errors} />
          <LoginFields form={form} idPrefix="admin-login" />
          <Button type="submit" colorPalette="blue" loading={login.isPending}>
            {t('common:auth.login')}
          </Button>
          <ChakraLink asChild fontSize="sm" alignSelf="start">
            <Link to="/admin/forget-password">{t('common:auth.forgotPassword')}</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
