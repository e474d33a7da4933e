import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../components/auth/reset-password-form';
import { AuthCard } from '../../components/ui/auth-card';
import { usePersonalHead } from '../shell/store-head';

/** `/reset-password?token&email`: choose a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePersonalHead(t('common:auth.resetPasswordTitle'));
  return (
    <AuthCard title={t('common:auth.resetPasswordTitle')}>
      <ResetPasswordForm type="customer" />
    </AuthCard>
  );
}
