import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ProfileUpdateInput } from '@shop/core/customer/customer.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SessionsCard } from '../../components/auth/sessions-card';
import { AddressesCard } from './addresses-card';
import { ApplicationsCard } from './applications-card';
import { BirthdayField } from './birthday-field';
import { MembershipCard } from './membership-card';
import { OrdersCard } from './orders-card';
import { SubmissionsCard } from './submissions-card';
import { CountryField, NewPasswordFields, SchemaForm, SelectField, SubmitButton, TextField, useSchemaForm } from '../../components/form';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { usePersonalHead } from '../shell/store-head';
import { customerProfileSaved, saveCustomerProfile, type CustomerInfo } from '../shared/customer-queries';
import { useCustomer } from '../shared/use-customer';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

type ProfileValues = z.input<typeof ProfileUpdateInput>;

const toValues = (c: CustomerInfo | undefined): ProfileValues => ({
  email: c?.email ?? '',
  first_name: c?.first_name ?? '',
  last_name: c?.last_name ?? '',
  country_code: c?.country_code ?? '',
  phone: c?.phone ?? '',
  gender: c?.gender ?? null,
  birthday: c?.birthday ?? '',
  password: '',
  password_confirmation: '',
});

/**
 * `/account`: the shopper's profile (`POST /api/info`, `PUT /api/profile`, with the optional birthday),
 * checked with the API's `ProfileUpdateInput`; then membership, orders, form submissions, service
 * applications, addresses and sessions.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customer = useCustomer();
  const form = useSchemaForm({
    id: 'account',
    defaultValues: toValues(customer.data),
    schema: ProfileUpdateInput,
    submit: saveCustomerProfile,
    onSuccess: (saved, values, handle) => {
      handle.reset(saved ? toValues(saved) : { ...values, password: '', password_confirmation: '' });
      if (saved) customerProfileSaved(queryClient, saved);
    },
  });
  const { reset } = form.form;
  useEffect(() => {
    if (customer.data) reset(toValues(customer.data));
  }, [customer.data, reset]);
  useUnsavedChangesGuard(form.form.formState.isDirty);
  usePersonalHead(t('store:account.title'));

  if (customer.isPending) return <PageSpinner />;
  if (customer.isError) return <ErrorState onRetry={() => void customer.refetch()} />;
  return (
    <Stack gap="4" maxW="2xl" mx="auto">
      <Heading as="h1" size="xl">
        {t('store:account.title')}
      </Heading>
      <Card.Root>
        <Card.Body>
          <SchemaForm form={form} label={t('store:account.profile')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField form={form} name="first_name" autoComplete="given-name" required label={t('common:fields.firstName')} />
                <TextField form={form} name="last_name" autoComplete="family-name" required label={t('common:fields.lastName')} />
              </SimpleGrid>
              <TextField form={form} name="email" type="email" autoComplete="email" required label={t('common:fields.email')} />
              <SelectField
                form={form}
                name="gender"
                emptyValue={null}
                label={t('common:fields.gender')}
                options={[
                  { value: 'female', label: t('common:gender.female') },
                  { value: 'male', label: t('common:gender.male') },
                ]}
              />
              <BirthdayField form={form} name="birthday" />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <CountryField form={form} name="country_code" />
                <TextField form={form} name="phone" type="tel" autoComplete="tel" label={t('common:fields.phone')} />
              </SimpleGrid>
              <NewPasswordFields form={form} />
              <div>
                <SubmitButton form={form}>{t('common:actions.save')}</SubmitButton>
              </div>
            </Stack>
          </SchemaForm>
        </Card.Body>
      </Card.Root>
      <MembershipCard />
      <OrdersCard />
      <SubmissionsCard />
      <ApplicationsCard />
      <AddressesCard />
      <SessionsCard audience="customer" />
    </Stack>
  );
}
