import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../app/layouts/admin-layout';
import { resourceRoutes } from '../components/resource';
import { setUiLanguage } from '../lib/i18n';
import { adminLanguage } from '../lib/preferences';
import { addAdminTranslations } from '../locales/admin';
import { AnnouncementViewPage } from './announcement/announcement-view-page';
import { ConfigurationPage } from './configuration/configuration-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { ProfilePage } from './profile/profile-page';
import { resources } from './resources';
import { AdminForgetPasswordPage } from './shell/forget-password-page';
import { guard, RequireAdmin } from './shell/guards';

addAdminTranslations();

/**
 * Everything under /admin. The storefront router reaches this module only through a dynamic
 * import, so the whole back office is a separate chunk.
 */
export default function AdminApp() {
  useEffect(() => setUiLanguage(adminLanguage.get()), []);
  return (
    <Routes>
      <Route path="forget-password" element={<AdminForgetPasswordPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="profile" element={<ProfilePage />} />
        {/* Every admin reads the announcements addressed to them; the server refuses the others (decision 0036). */}
        <Route path="announcement/view/:id" element={<AnnouncementViewPage />} />
        <Route path="configuration" element={guard('get configuration', <ConfigurationPage />)} />
        {resourceRoutes(resources, guard)}
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
