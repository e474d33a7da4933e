import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput as ProfileSchema } from '@shop/core/access/admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../components/ui/form-errors';
import { InputField } from '../../components/ui/input-field';
import { errorMessages } from '../../components/ui/messages';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { PageSpinner } from '../../components/ui/states';
import { withoutEmptyPassword } from '../../lib/password-body';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { useAdminProfile, type AdminProfile } from '../shell/use-admin-profile';
import { SessionsCard } from '../../components/auth/sessions-card';
import { CountryField } from '../../components/ui/country-field';

type ProfileInput = z.input<typeof ProfileSchema>;
const FIELDS = ['name', 'email', 'phone', 'country_code', 'password', 'password_confirmation'] as const;

const toValues = (p: AdminProfile): ProfileInput => ({
  name: p.name ?? '',
  email: p.email ?? '',
  phone: p.phone ?? '',
  country_code: p.country_code ?? '',
  password: '',
  password_confirmation: '',
});

/** The signed-in admin's own details: `GET / PUT /api/admin`. */
export function ProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useAdminProfile();
  const form = useForm<ProfileInput>({ resolver: zodResolver(ProfileSchema) });

  useEffect(() => {
    if (profile.data) form.reset(toValues(profile.data));
  }, [profile.data, form]);
  useUnsavedChangesGuard(form.formState.isDirty);

  const save = useMutation({
    mutationFn: (values: ProfileInput) => {
      const body = withoutEmptyPassword(values);
      return api.put<AdminProfile>('/admin', body);
    },
    onSuccess: () => {
      notify.success(t('common:toasts.submitSuccess'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.profile() });
    },
    onError: (error) => {
      applyServerErrors(t, error, form.setError, FIELDS);
      notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
    },
  });

  if (!profile.data) return <PageSpinner />;
  const errors = form.formState.errors;
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
          <form noValidate onSubmit={(e) => void form.handleSubmit((values) => save.mutate(values))(e)} aria-label={t('admin:profile.title')}>
            <Stack gap="4">
              <InputField id="profile-name" label={t('common:fields.name')} required registration={form.register('name')} error={errors.name} />
              <InputField id="profile-email" type="email" label={t('common:fields.email')} required autoComplete="email" registration={form.register('email')} error={errors.email} />
              <InputField id="profile-phone" type="tel" label={t('common:fields.phone')} registration={form.register('phone')} error={errors.phone} />
              <CountryField id="profile-country-code" control={form.control} name="country_code" error={errors.country_code} />
              <InputField id="profile-password" type="password" label={t('common:fields.newPassword')} help={t('common:fields.passwordOptionalHint')} autoComplete="new-password" registration={form.register('password')} error={errors.password} />
              <InputField id="profile-password-confirmation" type="password" label={t('common:fields.passwordConfirmation')} autoComplete="new-password" registration={form.register('password_confirmation')} error={errors.password_confirmation} />
              <Button type="submit" colorPalette="blue" alignSelf="start" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <SessionsCard audience="admin" />
    </Stack>
  );
}
