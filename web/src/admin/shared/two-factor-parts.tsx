import { Box, Button, Code, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessages } from '../../components/ui/alert-messages';

/** The new secret to add to an authenticator app: its QR code, and the same as text to type. */
export function EnrolmentView({ enrolment }: { enrolment: { secret: string; qr: string } }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Text>{t('admin:twoFactor.scan')}</Text>
      <Box bg="white" p="2" borderRadius="md" alignSelf="start">
        <Image src={enrolment.qr} alt={t('admin:twoFactor.qrAlt')} width="48" height="48" />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('admin:twoFactor.typeSecret')}
      </Text>
      <Code data-testid="two-factor-secret" fontSize="md" p="2" wordBreak="break-all" alignSelf="start">
        {enrolment.secret}
      </Code>
    </Stack>
  );
}

/** Recovery codes, shown once after enrolment or regeneration. */
export function RecoveryCodesView({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <AlertMessages status="warning" messages={[t('admin:twoFactor.recoveryShownOnce')]} />
      <Box as="ol" ps="6" listStyleType="decimal" aria-label={t('admin:twoFactor.recoveryCodes')} fontFamily="mono">
        {codes.map((code) => (
          <Box as="li" key={code}>
            {code}
          </Box>
        ))}
      </Box>
      {children}
    </Stack>
  );
}

/** One code field and its button: a six-digit code from the app (or, where `recovery`, a recovery code). */
export function CodeForm({
  id,
  submit,
  busy,
  errors,
  label,
  action,
  recovery = false,
}: {
  id: string;
  submit: (code: string) => void;
  busy: boolean;
  errors: string[];
  label?: string;
  action: string;
  recovery?: boolean;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(code);
      }}
    >
      <Stack gap="3">
        <AlertMessages messages={errors} />
        <Field.Root id={id} required>
          <Field.Label>{label ?? t('admin:twoFactor.code')}</Field.Label>
          <Input
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            maxLength={20}
          />
          <Field.HelperText>{recovery ? t('admin:twoFactor.codeOrRecoveryHelp') : t('admin:twoFactor.codeHelp')}</Field.HelperText>
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={busy}>
            {action}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
