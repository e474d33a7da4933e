import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageSpinner } from '../components/ui/states';
import { AccountPage } from '../store/account/account-page';
import { RequireCustomer } from '../store/account/require-customer';
import { LoginPage } from '../store/auth/login-page';
import { PasswordResetPage } from '../store/auth/password-reset-page';
import { RegisterPage } from '../store/auth/register-page';
import { ResetPasswordPage } from '../store/auth/reset-password-page';
import { HomePage } from '../store/home/home-page';
import { NotFoundPage } from '../store/pages/not-found-page';
import { StorefrontLayout } from './layouts/storefront-layout';
import { lazyPage } from './lazy';
import { RouteError } from './route-error';

// The back office is reached only through these dynamic imports: never import src/admin statically here.
const AdminApp = lazyPage(() => import('../admin/admin-app'));
const AdminResetPasswordPage = lazyPage(() => import('../admin/shell/reset-password-page'));

const suspended = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

export const router = createBrowserRouter([
  { path: '/admin/*', element: suspended(<AdminApp />), errorElement: <RouteError /> },
  { path: '/admin-reset-password', element: suspended(<AdminResetPasswordPage />), errorElement: <RouteError /> },
  {
    path: '/',
    element: <StorefrontLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'password/reset', element: <PasswordResetPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'account',
        element: (
          <RequireCustomer>
            <AccountPage />
          </RequireCustomer>
        ),
      },
      { path: 'page/:url', element: <NotFoundPage /> },
      { path: ':url', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
