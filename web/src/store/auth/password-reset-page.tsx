import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestResetForm } from '../../components/auth/request-reset-form';
import { AuthCard } from '../../components/ui/auth-card';
import { usePersonalHead } from '../shell/store-head';
import { useStore } from '../shell/store-context';

/** `/password/reset`: request the reset mail. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  usePersonalHead(t('common:auth.forgotPasswordTitle'));
  const { language } = useStore();
  return (
    <AuthCard title={t('common:auth.forgotPasswordTitle')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('common:auth.forgotPasswordText')}</Text>
        <RequestResetForm type="customer" language={language} />
        <ChakraLink asChild fontSize="sm">
          <Link to="/login">{t('common:auth.backToLogin')}</Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  );
}
