import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RequestResetForm } from '../../components/auth/request-reset-form';
import { AuthCard } from '../../components/ui/auth-card';
import { toContentLanguage } from '../../lib/languages';

export function AdminForgetPasswordPage() {
  const { t, i18n } = useTranslation();
  return (
    <AuthCard site={t('admin:title')} title={t('common:auth.forgotPasswordTitle')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('common:auth.forgotPasswordText')}</Text>
        <RequestResetForm type="admins" language={toContentLanguage(i18n.language)} />
        <ChakraLink asChild fontSize="sm">
          <Link to="/admin/login">{t('common:auth.backToLogin')}</Link>
        </ChakraLink>
      </Stack>
    </AuthCard>
  );
}
