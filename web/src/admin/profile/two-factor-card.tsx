import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../components/ui/messages';
import { PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { CodeForm, EnrolmentView, RecoveryCodesView } from '../shared/two-factor-parts';

const STATUS_KEY = ['admin', 'two-factor'] as const;
type Mode = 'idle' | 'regenerate' | 'disable';

/** Enrolling: a new secret, confirmed with a code; then the recovery codes, once. */
function EnrolPanel({ onDone }: { onDone: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<string[]>([]);
  const begin = useMutation({ mutationFn: () => unwrap(client.api.admin['two-factor'].enrol.$post()) });
  const confirm = useMutation({
    mutationFn: (code: string) => unwrap(client.api.admin['two-factor'].confirm.$post({ json: { code } })),
    onMutate: () => setErrors([]),
    onSuccess: (answer) => onDone(answer.recovery_codes),
    onError: (error) => setErrors(errorMessages(t, error)),
  });
  if (!begin.data) {
    return (
      <Button alignSelf="start" colorPalette="blue" loading={begin.isPending} onClick={() => begin.mutate()}>
        {t('admin:twoFactor.turnOn')}
      </Button>
    );
  }
  return (
    <Stack gap="4">
      <EnrolmentView enrolment={begin.data} />
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

/** The profile's second-factor card (decision 0064): turn on, new recovery codes, turn off (when the role allows). */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => unwrap(client.api.admin['two-factor'].$get()) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<Mode>('idle');
  const [errors, setErrors] = useState<string[]>([]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const act = useMutation({
    mutationFn: async (code: string) =>
      mode === 'disable'
        ? (await unwrap(client.api.admin['two-factor'].disable.$post({ json: { code } })), null)
        : (await unwrap(client.api.admin['two-factor']['recovery-codes'].$post({ json: { code } }))).recovery_codes,
    onMutate: () => setErrors([]),
    onSuccess: (fresh) => {
      setCodes(fresh);
      setMode('idle');
      refresh();
    },
    onError: (error) => setErrors(errorMessages(t, error)),
  });

  const body = () => {
    if (!status.data) return <PageSpinner />;
    if (codes) {
      return (
        <RecoveryCodesView codes={codes}>
          <Button alignSelf="start" variant="outline" onClick={() => setCodes(null)}>
            {t('admin:twoFactor.savedCodes')}
          </Button>
        </RecoveryCodesView>
      );
    }
    if (!status.data.enabled) {
      return (
        <EnrolPanel
          onDone={(fresh) => {
            setCodes(fresh);
            refresh();
          }}
        />
      );
    }
    return (
      <Stack gap="3">
        <Text>{t('admin:twoFactor.codesLeft', { count: status.data.recovery_codes_left })}</Text>
        {mode === 'idle' ? (
          <HStack wrap="wrap">
            <Button variant="outline" onClick={() => setMode('regenerate')}>
              {t('admin:twoFactor.newCodes')}
            </Button>
            {!status.data.required && (
              <Button variant="outline" colorPalette="red" onClick={() => setMode('disable')}>
                {t('admin:twoFactor.turnOff')}
              </Button>
            )}
          </HStack>
        ) : (
          <CodeForm
            id={`two-factor-${mode}`}
            submit={(code) => act.mutate(code)}
            busy={act.isPending}
            errors={errors}
            action={mode === 'disable' ? t('admin:twoFactor.turnOff') : t('admin:twoFactor.newCodes')}
          />
        )}
      </Stack>
    );
  };

  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {t('admin:twoFactor.title')}
          </Heading>
          {status.data && (
            <Badge colorPalette={status.data.enabled ? 'green' : 'gray'}>
              {status.data.enabled ? t('admin:twoFactor.on') : t('admin:twoFactor.off')}
            </Badge>
          )}
        </HStack>
        {status.data?.required && <Text color="fg.muted">{t('admin:twoFactor.roleRequiresShort')}</Text>}
      </Card.Header>
      <Card.Body>{body()}</Card.Body>
    </Card.Root>
  );
}
