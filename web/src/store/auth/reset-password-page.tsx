import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../components/auth/reset-password-form';
import { AuthCard } from '../../components/ui/auth-card';
import { useSiteName } from '../shell/store-context';

/** `/reset-password?token&email`: choose a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const site = useSiteName();
  return (
    <AuthCard site={site} title={t('common:auth.resetPasswordTitle')}>
      <ResetPasswordForm type="customer" />
    </AuthCard>
  );
}
