import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileInput as ProfileSchema } from '@shop/core/access/admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../components/ui/form-errors';
import { InputField } from '../../components/ui/input-field';
import { CountrySelect } from '../../components/ui/country-select';
import { FormField } from '../../components/ui/form-field';
import { errorMessages, translateMessage } from '../../components/ui/messages';
import { useUnsavedChangesGuard } from '../../components/ui/unsaved-changes';
import { PageSpinner } from '../../components/ui/states';
import { withoutEmptyPassword } from '../../lib/password-body';
import { api } from '../../lib/api';
import { adminKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import { useAdminProfile, type AdminProfile } from '../shell/use-admin-profile';

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

  const logoutOthers = useMutation({
    mutationFn: () => api.post<{ ended: number }>('/admin/logout/others'),
    onSuccess: ({ ended }) => notify.success(t('admin:profile.sessions.loggedOutOthers', { count: ended })),
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
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
              <FormField
                id="profile-country-code"
                label={t('common:fields.countryCode')}
                help={t('common:fields.countryCodeHint')}
                error={errors.country_code?.message ? translateMessage(t, errors.country_code.message) : undefined}
              >
                <Controller
                  control={form.control}
                  name="country_code"
                  render={({ field }) => <CountrySelect ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
                />
              </FormField>
              <InputField id="profile-password" type="password" label={t('common:fields.newPassword')} help={t('common:fields.passwordOptionalHint')} autoComplete="new-password" registration={form.register('password')} error={errors.password} />
              <InputField id="profile-password-confirmation" type="password" label={t('common:fields.passwordConfirmation')} autoComplete="new-password" registration={form.register('password_confirmation')} error={errors.password_confirmation} />
              <Button type="submit" colorPalette="blue" alignSelf="start" loading={save.isPending}>
                {t('common:actions.save')}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="profile-sessions">
        <Card.Body>
          <Stack gap="3" align="start">
            <Heading as="h2" size="md" id="profile-sessions">
              {t('admin:profile.sessions.title')}
            </Heading>
            <Text color="fg.muted">{t('admin:profile.sessions.logoutOthersHint')}</Text>
            <Button variant="outline" loading={logoutOthers.isPending} onClick={() => logoutOthers.mutate()}>
              {t('admin:profile.sessions.logoutOthers')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
