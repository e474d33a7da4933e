import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../app/layouts/admin-layout';
import { resourceRoutes } from '../components/resource';
import { setUiLanguage } from '../lib/i18n';
import { adminLanguage } from '../lib/preferences';
import { addAdminTranslations } from '../locales/admin';
import { AdminTemplatePage } from './configuration/admin-template-page';
import { AnnouncementViewPage } from './announcement/announcement-view-page';
import { CalculationPage } from './calculation/calculation-page';
import { ConfigurationPage } from './configuration/configuration-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { EditorPlaygroundPage } from './editor/editor-playground-page';
import { ExportLogPage } from './export-log/export-log-page';
import { MembershipPage } from './membership/membership-page';
import { ApplicationsPage } from './service/applications-page';
import { ApplicationViewPage } from './service/application-view-page';
import { OutboxPage } from './outbox/outbox-page';
import { OrderInvoicePage, OrderPackingSlipPage } from './order/order-documents';
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
      {/* An order's printable documents: plain pages, without the back office's frame (decision 0048). */}
      <Route path="order/:id/invoice" element={<RequireAdmin>{guard('get order', <OrderInvoicePage />)}</RequireAdmin>} />
      <Route path="order/:id/packing-slip" element={<RequireAdmin>{guard('get order', <OrderPackingSlipPage />)}</RequireAdmin>} />
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
        <Route path="test-quasar-editor" element={<EditorPlaygroundPage />} />
        <Route path="outbox" element={guard('get leads', <OutboxPage />)} />
        <Route path="export-log" element={guard('get export_logs', <ExportLogPage />)} />
        <Route path="calculation" element={guard('get calculations', <CalculationPage />)} />
        <Route path="service" element={guard('get applications', <ApplicationsPage />)} />
        <Route path="service/view/:id" element={guard('get application', <ApplicationViewPage />)} />
        {/* Every admin reads the announcements addressed to them; the server refuses the others (decision 0036). */}
        <Route path="announcement/view/:id" element={<AnnouncementViewPage />} />
        <Route path="configuration" element={guard('get configuration', <ConfigurationPage />)} />
        <Route path="membership" element={guard('get membership_tiers', <MembershipPage />)} />
        {/* Spec section 6: changing the admin template counts as update on configuration (the page also reads it). */}
        <Route path="change_admin_template" element={guard('get configuration', guard('update configuration', <AdminTemplatePage />))} />
        {resourceRoutes(resources, guard)}
        <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
