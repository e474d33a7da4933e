import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../components/auth/reset-password-form';
import { AuthCard } from '../../components/ui/auth-card';
import { addAdminTranslations } from '../../locales/admin';
import { setUiLanguage } from '../../lib/i18n';
import { adminLanguage } from '../../lib/preferences';

addAdminTranslations();

/** `/admin-reset-password?token&email`, outside the /admin tree but loaded with the admin chunk. */
export default function AdminResetPasswordPage() {
  const { t } = useTranslation();
  useEffect(() => setUiLanguage(adminLanguage.get()), []);
  return (
    <AuthCard site={t('admin:title')} title={t('common:auth.resetPasswordTitle')}>
      <ResetPasswordForm type="admins" />
    </AuthCard>
  );
}
