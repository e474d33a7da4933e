import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { publicClient, unwrap } from '../../lib/client';
import type { TokenResponse } from '../../lib/session';
import { CodeForm, EnrolmentView, RecoveryCodesView } from '../shared/two-factor-parts';

export interface Challenge {
  two_factor: 'code' | 'enrol';
  challenge: string;
}

/** The sign-in's second step (decision 0064): a code from the app, or a recovery code. */
export function TwoFactorCodeStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: (token: TokenResponse) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const verify = useMutation({
    mutationFn: (code: string) => unwrap(publicClient.api.admin.login['two-factor'].$post({ json: { challenge, code } })),
    onMutate: () => setErrors([]),
    onSuccess: onSignedIn,
    onError: (error) => setErrors(errorMessages(t, error)),
  });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('admin:twoFactor.title')}
      </Heading>
      <Text>{t('admin:twoFactor.enterCode')}</Text>
      <CodeForm
        id="two-factor-code"
        recovery
        submit={(code) => verify.mutate(code)}
        busy={verify.isPending}
        errors={errors}
        action={t('admin:twoFactor.verify')}
      />
    </Stack>
  );
}

/** Enrolment the role requires, at sign-in: scan, confirm with a code, keep the recovery codes, continue. */
export function TwoFactorEnrolStep({ challenge, onSignedIn }: { challenge: string; onSignedIn: (token: TokenResponse) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const enrolment = useQuery({
    queryKey: ['admin-login', 'enrol', challenge],
    queryFn: () => unwrap(publicClient.api.admin.login['two-factor'].enrol.$post({ json: { challenge } })),
    staleTime: Infinity,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => unwrap(publicClient.api.admin.login['two-factor'].confirm.$post({ json: { challenge, code } })),
    onMutate: () => setErrors([]),
    onError: (error) => setErrors(errorMessages(t, error)),
  });
  if (confirm.data) {
    const done = confirm.data;
    return (
      <RecoveryCodesView codes={done.recovery_codes}>
        <Button colorPalette="blue" alignSelf="start" onClick={() => onSignedIn(done)}>
          {t('admin:twoFactor.continue')}
        </Button>
      </RecoveryCodesView>
    );
  }
  if (enrolment.isPending) return <PageSpinner />;
  if (enrolment.isError) return <ErrorState onRetry={() => void enrolment.refetch()} />;
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {t('admin:twoFactor.setUp')}
      </Heading>
      <Text>{t('admin:twoFactor.roleRequires')}</Text>
      <EnrolmentView enrolment={enrolment.data} />
      <CodeForm
        id="two-factor-confirm"
        submit={(code) => confirm.mutate(code)}
        busy={confirm.isPending}
        errors={errors}
        action={t('admin:twoFactor.confirm')}
      />
    </Stack>
  );
}
