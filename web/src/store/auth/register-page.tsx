import { Button, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterInput } from '@shop/core/customer/customer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { AlertMessages } from '../../components/ui/alert-messages';
import { AuthCard } from '../../components/ui/auth-card';
import { usePersonalHead } from '../shell/store-head';
import { applyServerErrors } from '../../components/ui/form-errors';
import { InputField } from '../../components/ui/input-field';
import { publicClient, unwrap } from '../../lib/client';
import { customerKeys } from '../../lib/query-keys';
import { startSession } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';
import { useRecaptcha } from '../shell/recaptcha';
import { useStore } from '../shell/store-context';
import { NewsByEmailBox } from '../shared/news-by-email-box';
import personalTexts from '../../locales/en-US/store-personal.json';
import contactTexts from '../../locales/en-US/store-contact.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);
addPageTexts(contactTexts);

type RegisterValues = z.input<typeof RegisterInput>;
const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'is_subscribe'] as const;

/** `POST /api/register`, then the shopper is logged in with the returned token. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePersonalHead(t('store:register.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language } = useStore();
  const token = useSessionToken('customer');
  const [errors, setErrors] = useState<string[]>([]);
  const recaptcha = useRecaptcha('register');
  const form = useForm<RegisterValues>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', is_subscribe: false },
  });

  const register = useMutation({
    mutationFn: async (values: RegisterValues) => {
      const recaptcha_token = await recaptcha.token();
      return unwrap(publicClient.api.register.$post({ json: { ...values, language, ...(recaptcha_token ? { recaptcha_token } : {}) } }));
    },
    onMutate: () => setErrors([]),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: customerKeys.all });
      startSession('customer', result);
      navigate('/account', { replace: true });
    },
    onError: (error) => setErrors(applyServerErrors(t, error, form.setError, FIELDS)),
  });

  if (token && !register.isPending) return <Navigate to="/account" replace />;
  const e = form.formState.errors;
  return (
    <AuthCard title={t('store:register.title')}>
      <form noValidate onSubmit={(ev) => void form.handleSubmit((values) => register.mutate(values))(ev)}>
        <Stack gap="4">
          <AlertMessages messages={errors} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <InputField
              id="register-first-name"
              label={t('common:fields.firstName')}
              autoComplete="given-name"
              required
              registration={form.register('first_name')}
              error={e.first_name}
            />
            <InputField
              id="register-last-name"
              label={t('common:fields.lastName')}
              autoComplete="family-name"
              required
              registration={form.register('last_name')}
              error={e.last_name}
            />
          </SimpleGrid>
          <InputField
            id="register-email"
            type="email"
            label={t('common:fields.email')}
            autoComplete="email"
            required
            registration={form.register('email')}
            error={e.email}
          />
          <InputField
            id="register-password"
            type="password"
            label={t('common:fields.password')}
            help={t('common:fields.passwordHint')}
            autoComplete="new-password"
            required
            registration={form.register('password')}
            error={e.password}
          />
          <InputField
            id="register-password-confirmation"
            type="password"
            label={t('common:fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            registration={form.register('password_confirmation')}
            error={e.password_confirmation}
          />
          <NewsByEmailBox control={form.control} name="is_subscribe" label={t('store:register.newsByEmail')} />
          {recaptcha.guarded && (
            <Text fontSize="xs" color="fg.muted">
              {t('store:contact.recaptchaNotice')}
            </Text>
          )}
          <Button type="submit" colorPalette="blue" loading={register.isPending}>
            {t('store:register.submit')}
          </Button>
          <ChakraLink asChild fontSize="sm">
            <Link to="/login">{t('store:register.haveAccount')}</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthCard>
  );
}
