import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/states';
import { loadUiLanguage } from '../lib/i18n';
import { adminLanguage } from '../lib/preferences';
import { RequireCustomer } from '../store/account/require-customer';
import { loadHome } from '../store/home/home-data';
import { loadPage } from '../store/pages/page-loader';
import { loadProduct } from '../store/product/product-loader';
import { loadStore } from '../store/shell/store-context';
import { StorefrontLayout } from './layouts/storefront-layout';
import { lazyRoute } from './lazy';
import { RouteError } from './route-error';

/**
 * Every page is a chunk of its own, fetched when its route matches (decision 0020): the entry holds
 * the providers, the storefront frame (header, footer) and the libraries every page uses. The
 * storefront's loaders read the site settings (and the homepage its brands) while the page's chunk
 * downloads, so the first render already has them and nothing moves afterwards.
 *
 * The back office is reached only through these dynamic imports: never import src/admin statically
 * here. Its login page is a chunk of its own, without the back office's screens and editors.
 */
/** Back-office pages are first drawn in the admin's interface language (its texts load first). */
const loadAdminLanguage = async () => {
  await loadUiLanguage(adminLanguage.get());
  return null;
};

/**
 * Made by main.tsx in a task of its own: making it starts the first page's loaders and chunk, work
 * that would otherwise lengthen the task that evaluates the entry (decision 0039).
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      path: '/admin/login',
      loader: loadAdminLanguage,
      lazy: lazyRoute(() => import('../admin/shell/admin-login-entry').then((m) => m.default)),
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
    },
    {
      path: '/admin/*',
      loader: loadAdminLanguage,
      lazy: lazyRoute(() => import('../admin/admin-app').then((m) => m.default)),
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
    },
    {
      path: '/admin-reset-password',
      loader: loadAdminLanguage,
      lazy: lazyRoute(() => import('../admin/shell/reset-password-page').then((m) => m.default)),
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
    },
    {
      // The card payment page (spec section 2: outside the layout; decision 0030).
      path: '/stripe',
      loader: loadStore,
      lazy: lazyRoute(() => import('../store/checkout/stripe-page').then((m) => m.StripePage)),
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
    },
    {
      path: '/',
      element: <StorefrontLayout />,
      loader: loadStore,
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
      children: [
        { index: true, loader: loadHome, lazy: lazyRoute(() => import('../store/home/home-page').then((m) => m.HomePage)) },
        { path: 'login', lazy: lazyRoute(() => import('../store/auth/login-page').then((m) => m.LoginPage)) },
        { path: 'register', lazy: lazyRoute(() => import('../store/auth/register-page').then((m) => m.RegisterPage)) },
        { path: 'password/reset', lazy: lazyRoute(() => import('../store/auth/password-reset-page').then((m) => m.PasswordResetPage)) },
        { path: 'reset-password', lazy: lazyRoute(() => import('../store/auth/reset-password-page').then((m) => m.ResetPasswordPage)) },
        {
          path: 'account',
          element: (
            <RequireCustomer>
              <Outlet />
            </RequireCustomer>
          ),
          children: [{ index: true, lazy: lazyRoute(() => import('../store/account/account-page').then((m) => m.AccountPage)) }],
        },
        {
          path: 'wishlist',
          element: (
            <RequireCustomer>
              <Outlet />
            </RequireCustomer>
          ),
          children: [{ index: true, lazy: lazyRoute(() => import('../store/wishlist/wishlist-page').then((m) => m.WishlistPage)) }],
        },
        {
          path: 'product/:url',
          loader: loadProduct,
          lazy: lazyRoute(() => import('../store/product/product-page').then((m) => m.ProductPage)),
        },
        { path: 'category/:url', lazy: lazyRoute(() => import('../store/category/category-page').then((m) => m.CategoryPage)) },
        { path: 'search/:keyword', lazy: lazyRoute(() => import('../store/category/category-page').then((m) => m.SearchPage)) },
        {
          path: 'blog/category/:url',
          lazy: lazyRoute(() => import('../store/blog/blog-category-page').then((m) => m.BlogCategoryPage)),
        },
        { path: 'blog/article/:url', lazy: lazyRoute(() => import('../store/blog/article-page').then((m) => m.ArticlePage)) },
        { path: 'checkout', lazy: lazyRoute(() => import('../store/checkout/checkout-page').then((m) => m.CheckoutPage)) },
        {
          path: 'order/success',
          lazy: lazyRoute(() => import('../store/checkout/order-result-page').then((m) => m.OrderSuccessPage)),
        },
        { path: 'order/cancel', lazy: lazyRoute(() => import('../store/checkout/order-result-page').then((m) => m.OrderCancelPage)) },
        { path: 'order/fail', lazy: lazyRoute(() => import('../store/checkout/order-result-page').then((m) => m.OrderFailPage)) },
        { path: 'contact-us', lazy: lazyRoute(() => import('../store/contact/contact-page').then((m) => m.ContactPage)) },
        // Static pages (decision 0033). `:url` ranks below every path above, so it never takes theirs;
        // core's RESERVED_PAGE_URLS keeps pages off those first segments.
        { path: 'page/:url', loader: loadPage, lazy: lazyRoute(() => import('../store/pages/static-page').then((m) => m.StaticPage)) },
        { path: ':url', loader: loadPage, lazy: lazyRoute(() => import('../store/pages/static-page').then((m) => m.StaticPage)) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
