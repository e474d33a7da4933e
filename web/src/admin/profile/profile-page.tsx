import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ProfileInput } from '@shop/core/access/admin.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SessionsCard } from '../../components/auth/sessions-card';
import { CountryField, NewPasswordFields, SchemaForm, SubmitButton, TextField, useSchemaForm } from '../../components/form';
import { PageSpinner } from '../../components/ui/states';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { useAdminProfile, type AdminProfile } from '../shell/use-admin-profile';
import { profileSaved, saveProfile } from '../shared/profile-queries';
import { TwoFactorCard } from './two-factor-card';

type ProfileValues = z.input<typeof ProfileInput>;

const toValues = (p: AdminProfile | undefined): ProfileValues => ({
  name: p?.name ?? '',
  email: p?.email ?? '',
  phone: p?.phone ?? '',
  country_code: p?.country_code ?? '',
  password: '',
  password_confirmation: '',
});

/** The signed-in admin's own details: `GET / PUT /api/admin`, checked with the API's `ProfileInput`. */
export function ProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useAdminProfile();
  const form = useSchemaForm({
    id: 'profile',
    defaultValues: toValues(profile.data),
    schema: ProfileInput,
    submit: saveProfile,
    onSuccess: (saved, values, handle) => {
      handle.reset({ ...values, password: '', password_confirmation: '' });
      profileSaved(queryClient, saved.id);
    },
  });
  const { reset } = form.form;
  useEffect(() => {
    if (profile.data) reset(toValues(profile.data));
  }, [profile.data, reset]);
  useUnsavedChangesGuard(form.form.formState.isDirty);

  if (!profile.data) return <PageSpinner />;
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h1" size="lg">
        {t('admin:profile.title')}
      </Heading>
      <HStack>
        <Text color="fg.muted">{t('admin:account.fields.role')}:</Text>
        <Badge>{profile.data.role?.name ?? '—'}</Badge>
      </HStack>
      <Card.Root>
        <Card.Body>
          <SchemaForm form={form} label={t('admin:profile.title')}>
            <Stack gap="4">
              <TextField form={form} name="name" required label={t('common:fields.name')} />
              <TextField form={form} name="email" type="email" required autoComplete="email" label={t('common:fields.email')} />
              <TextField form={form} name="phone" type="tel" label={t('common:fields.phone')} />
              <CountryField form={form} name="country_code" />
              <NewPasswordFields form={form} />
              <div>
                <SubmitButton form={form}>{t('common:actions.save')}</SubmitButton>
              </div>
            </Stack>
          </SchemaForm>
        </Card.Body>
      </Card.Root>
      <TwoFactorCard />
      <SessionsCard audience="admin" />
    </Stack>
  );
}
