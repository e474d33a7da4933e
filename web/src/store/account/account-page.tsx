import { Button, Card, Field, Heading, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateInput } from '@shop/core/customer/customer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDocumentTitle } from '../../components/ui/document-title';
import { applyServerErrors } from '../../components/ui/form-errors';
import { InputField } from '../../components/ui/input-field';
import { errorMessages } from '../../components/ui/messages';
import { translateMessage } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { withoutEmptyPassword } from '../../lib/password-body';
import { api } from '../../lib/api';
import { customerKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { useSiteName } from '../shell/store-context';
import { useCustomer, type CustomerInfo } from './use-customer';
import { SessionsCard } from '../../components/auth/sessions-card';
import { CountryField } from '../../components/ui/country-field';

type ProfileInput = z.input<typeof ProfileUpdateInput>;
const FIELDS = ['email', 'first_name', 'last_name', 'country_code', 'phone', 'gender', 'password', 'password_confirmation'] as const;

const toValues = (c: CustomerInfo): ProfileInput => ({
  email: c.email ?? '',
  first_name: c.first_name ?? '',
  last_name: c.last_name ?? '',
  country_code: c.country_code ?? '',
  phone: c.phone ?? '',
  gender: c.gender ?? null,
  password: '',
  password_confirmation: '',
});

/** `/account`: the shopper's profile (`POST /api/info`, `PUT /api/profile`). */
export function AccountPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customer = useCustomer();
  const form = useForm<ProfileInput>({ resolver: zodResolver(ProfileUpdateInput) });
  useUnsavedChangesGuard(form.formState.isDirty);
  useDocumentTitle([t('store:account.title'), useSiteName()]);

  useEffect(() => {
    if (customer.data) form.reset(toValues(customer.data));
  }, [customer.data, form]);

  const save = useMutation({
    mutationFn: (values: ProfileInput) => {
      const body = withoutEmptyPassword(values);
      return api.put<CustomerInfo>('/profile', body, { audience: 'customer' });
    },
    onSuccess: (saved, values) => {
      notify.success(t('common:toasts.submitSuccess'));
      form.reset(saved ? toValues(saved) : { ...values, password: '', password_confirmation: '' });
      void queryClient.invalidateQueries({ queryKey: customerKeys.info() });
    },
    onError: (error) => {
      applyServerErrors(t, error, form.setError, FIELDS);
      notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
    },
  });

  if (customer.isPending) return <PageSpinner />;
  if (customer.isError) return <ErrorState onRetry={() => void customer.refetch()} />;
  const e = form.formState.errors;
  return (
    <Stack gap="4" maxW="2xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('store:account.title')}
      </Heading>
      <Card.Root>
        <Card.Body>
          <form noValidate aria-label={t('store:account.profile')} onSubmit={(ev) => void form.handleSubmit((values) => save.mutate(values))(ev)}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <InputField id="account-first-name" label={t('common:fields.firstName')} autoComplete="given-name" required registration={form.register('first_name')} error={e.first_name} />
                <InputField id="account-last-name" label={t('common:fields.lastName')} autoComplete="family-name" required registration={form.register('last_name')} error={e.last_name} />
              </SimpleGrid>
              <InputField id="account-email" type="email" label={t('common:fields.email')} autoComplete="email" required registration={form.register('email')} error={e.email} />
              <Field.Root invalid={Boolean(e.gender)} id="account-gender">
                <Field.Label>{t('common:fields.gender')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('gender', { setValueAs: (v: unknown) => (v === '' ? null : v) })}>
                    <option value="">{t('common:form.choose')}</option>
                    <option value="female">{t('common:gender.female')}</option>
                    <option value="male">{t('common:gender.male')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{e.gender?.message ? translateMessage(t, e.gender.message) : undefined}</Field.ErrorText>
              </Field.Root>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <CountryField id="account-country-code" control={form.control} name="country_code" error={e.country_code} />
                <InputField id="account-phone" type="tel" label={t('common:fields.phone')} autoComplete="tel" registration={form.register('phone')} error={e.phone} />
              </SimpleGrid>
              <InputField id="account-password" type="password" label={t('common:fields.newPassword')} help={t('common:fields.passwordOptionalHint')} autoComplete="new-password" registration={form.register('password')} error={e.password} />
              <InputField id="account-password-confirmation" type="password" label={t('common:fields.passwordConfirmation')} autoComplete="new-password" registration={form.register('password_confirmation')} error={e.password_confirmation} />
              <Button type="submit" colorPalette="blue" alignSelf="start" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <SessionsCard audience="customer" />
    </Stack>
  );
}
