import { Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
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
import { useRecaptcha } from '../shell/recaptcha';
import { usePersonalHead } from '../shell/store-head';
import { applyServerErrors } from '../../components/ui/form-errors';
import { publicClient, unwrap } from '../../lib/client';
import { customerKeys } from '../../lib/query-keys';
import { startSession } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';
import personalTexts from '../../locales/en-US/store-personal.json';
import contactTexts from '../../locales/en-US/store-contact.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);
addPageTexts(contactTexts);

export function LoginPage() {
  const { t } = useTranslation();
  usePersonalHead(t('store:login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const token = useSessionToken('customer');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const from = (location.state as { from?: string } | null)?.from;
  const recaptcha = useRecaptcha('login');

  const login = useMutation({
    mutationFn: async (values: LoginValues) => {
      const recaptcha_token = await recaptcha.token();
      return unwrap(publicClient.api.login.$post({ json: { ...values, ...(recaptcha_token ? { recaptcha_token } : {}) } }));
    },
    onMutate: () => setErrors([]),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: customerKeys.all });
      startSession('customer', result);
      navigate(from ?? '/account', { replace: true });
    },
    onError: (error) => setErrors(applyServerErrors(t, error, form.setError, ['email', 'password'])),
  });

  // The page the shopper was sent from (a login-only page, the wishlist button), else the account.
  if (token && !login.isPending) return <Navigate to={from ?? '/account'} replace />;

  return (
    <AuthCard title={t('store:login.title')}>
      <form noValidate onSubmit={(e) => void form.handleSubmit((values) => login.mutate(values))(e)}>
        <Stack gap="4">
          <AlertMessages messages={errors} />
          <LoginFields form={form} idPrefix="login" />
          {recaptcha.guarded && (
            <Text fontSize="xs" color="fg.muted">
              {t('store:contact.recaptchaNotice')}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={login.isPending}>
            {t('common:auth.login')}
          </Button>
          <HStack justify="space-between" fontSize="sm">
            <ChakraLink asChild>
              <Link to="/password/reset">{t('common:auth.forgotPassword')}</Link>
            </ChakraLink>
            <ChakraLink asChild>
              <Link to="/register">{t('store:login.noAccount')}</Link>
            </ChakraLink>
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
