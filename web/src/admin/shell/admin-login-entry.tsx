import { useEffect } from 'react';
import { setUiLanguage } from '../../lib/i18n';
import { adminLanguage } from '../../lib/preferences';
import { addAdminTranslations } from '../../locales/admin';
import { AdminLoginPage } from './login-page';

addAdminTranslations();

/**
 * `/admin/login` as a chunk of its own: the login form and the back office's texts, without the
 * screens, tables and the rich-text editor of the rest of /admin (admin-app.tsx), which load after
 * signing in.
 */
export default function AdminLoginEntry() {
  useEffect(() => setUiLanguage(adminLanguage.get()), []);
  return <AdminLoginPage />;
}
