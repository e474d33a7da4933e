import { Outlet, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { PageSpinner } from '../components/ui/states';
import { loadUiLanguage } from '../lib/i18n';
import { adminLanguage } from '../lib/preferences';
import { RequireCustomer } from '../store/account/require-customer';
import { loadArticle, loadBlogCategory } from '../store/blog/blog-loader';
import { loadCategory, loadSearch } from '../store/category/listing-loader';
import { loadFunnel } from '../store/funnel/funnel-data';
import { loadService, loadServices } from '../store/service/service-data';
import { loadHome } from '../store/home/home-data';
import { loadForm } from '../store/form/form-data';
import { loadPage } from '../store/pages/page-loader';
import { NotFoundRoute } from '../store/shared/not-found-page';
import { loadProduct } from '../store/product/product-loader';
import { notFound } from '../store/shell/record-loader';
import { loadStore } from '../store/shell/store-context';
import { ClientOnly } from './client-only';
import { StorefrontLayout } from './layouts/storefront-layout';
import { lazyRoute, page } from './lazy';
import { RouteError } from './route-error';

/**
 * Every page is a chunk of its own, fetched when its route matches (decision 0020): the entry holds
 * the providers, the storefront frame (header, footer) and the libraries every page uses. The
 * storefront's loaders read what a page shows — on the server before it renders the page's HTML
 * (decision 0044), in the browser while the page's chunk downloads — so the page is drawn once, whole.
 *
 * The back office is reached only through these dynamic imports: never import src/admin statically
 * here. Its login page is a chunk of its own, without the back office's screens and editors. The
 * server sends the back office (and the card page) the browser's app, unrendered.
 */
/** Back-office pages are first drawn in the admin's interface language (its texts load first). */
const loadAdminLanguage = async () => {
  await loadUiLanguage(adminLanguage.get());
  return null;
};

/** A shopper's own page: the server's HTML has the frame and a spinner, the browser draws the page. */
function Personal({ page: Page }: { page: ComponentType }) {
  return (
    <ClientOnly fallback={<PageSpinner />}>
      <Page />
    </ClientOnly>
  );
}
const personal = { personal: { wrap: Personal } };

/** Login-only pages (/account, /wishlist): guests go to /login, decided in the browser (the token is there). */
const signedIn = (
  <ClientOnly fallback={<PageSpinner />}>
    <RequireCustomer>
      <Outlet />
    </RequireCustomer>
  </ClientOnly>
);

/** The storefront's pages, inside its layout. */
const storefront: RouteObject[] = [
  { index: true, loader: loadHome, ...page('store/home/home-page', () => import('../store/home/home-page').then((m) => m.HomePage)) },
  { path: 'login', ...page('store/auth/login-page', () => import('../store/auth/login-page').then((m) => m.LoginPage), personal) },
  {
    path: 'register',
    ...page('store/auth/register-page', () => import('../store/auth/register-page').then((m) => m.RegisterPage), personal),
  },
  {
    path: 'password/reset',
    ...page('store/auth/password-reset-page', () => import('../store/auth/password-reset-page').then((m) => m.PasswordResetPage), personal),
  },
  {
    path: 'reset-password',
    ...page('store/auth/reset-password-page', () => import('../store/auth/reset-password-page').then((m) => m.ResetPasswordPage), personal),
  },
  {
    path: 'unsubscribe',
    ...page(
      'store/unsubscribe/unsubscribe-page',
      () => import('../store/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
      personal,
    ),
  },
  {
    path: 'service',
    loader: loadServices,
    ...page('store/service/services-page', () => import('../store/service/services-page').then((m) => m.ServicesPage)),
  },
  {
    path: 'service/:url',
    loader: loadService,
    ...page('store/service/service-page', () => import('../store/service/service-page').then((m) => m.ServicePage)),
  },
  {
    path: 'funnel/:url',
    loader: loadFunnel,
    ...page('store/funnel/funnel-page', () => import('../store/funnel/funnel-page').then((m) => m.FunnelPage)),
  },
  { path: 'ebook', ...page('store/ebook/ebook-page', () => import('../store/ebook/ebook-page').then((m) => m.EbookPage), personal) },
  {
    path: 'account',
    element: signedIn,
    handle: { personal: true },
    children: [
      {
        index: true,
        ...page('store/account/account-page', () => import('../store/account/account-page').then((m) => m.AccountPage), { chakra: true }),
      },
    ],
  },
  {
    path: 'wishlist',
    element: signedIn,
    handle: { personal: true },
    children: [
      {
        index: true,
        ...page('store/wishlist/wishlist-page', () => import('../store/wishlist/wishlist-page').then((m) => m.WishlistPage), {
          chakra: true,
        }),
      },
    ],
  },
  {
    path: 'product/:url',
    loader: loadProduct,
    ...page('store/product/product-page', () => import('../store/product/product-page').then((m) => m.ProductPage)),
  },
  {
    path: 'category/:url',
    loader: loadCategory,
    ...page('store/category/category-page', () => import('../store/category/category-page').then((m) => m.CategoryPage)),
  },
  {
    path: 'search/:keyword',
    loader: loadSearch,
    ...page('store/category/category-page', () => import('../store/category/category-page').then((m) => m.SearchPage)),
  },
  {
    path: 'blog/category/:url',
    loader: loadBlogCategory,
    ...page('store/blog/blog-category-page', () => import('../store/blog/blog-category-page').then((m) => m.BlogCategoryPage)),
  },
  {
    path: 'blog/article/:url',
    loader: loadArticle,
    ...page('store/blog/article-page', () => import('../store/blog/article-page').then((m) => m.ArticlePage)),
  },
  {
    path: 'checkout',
    ...page('store/checkout/checkout-page', () => import('../store/checkout/checkout-page').then((m) => m.CheckoutPage), personal),
  },
  {
    path: 'order/success',
    ...page(
      'store/checkout/order-result-page',
      () => import('../store/checkout/order-result-page').then((m) => m.OrderSuccessPage),
      personal,
    ),
  },
  {
    path: 'order/cancel',
    ...page(
      'store/checkout/order-result-page',
      () => import('../store/checkout/order-result-page').then((m) => m.OrderCancelPage),
      personal,
    ),
  },
  {
    path: 'order/fail',
    ...page('store/checkout/order-result-page', () => import('../store/checkout/order-result-page').then((m) => m.OrderFailPage), personal),
  },
  // A form's page: the guest's copy rendered on the server; the login and limit_submit guards after hydration (decision 0063).
  { path: 'form/:url', loader: loadForm, ...page('store/form/form-page', () => import('../store/form/form-page').then((m) => m.FormPage)) },
  { path: 'contact-us', ...page('store/contact/contact-page', () => import('../store/contact/contact-page').then((m) => m.ContactPage)) },
  // Static pages (decision 0033). `:url` ranks below every path above, so it never takes theirs;
  // core's RESERVED_PAGE_URLS keeps pages off those first segments.
  {
    path: 'page/:url',
    loader: loadPage,
    ...page('store/pages/static-page', () => import('../store/pages/static-page').then((m) => m.StaticPage)),
  },
  {
    path: ':url',
    loader: loadPage,
    ...page('store/pages/static-page', () => import('../store/pages/static-page').then((m) => m.StaticPage)),
  },
  // Any other address: the frame and a not-found page, with the status 404 (decision 0044).
  { path: '*', loader: notFound, element: <NotFoundRoute /> },
];

export const routes: RouteObject[] = [
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
    // The texts are loaded on the way in (and by the language select): moving between back-office
    // screens need not wait for the loader again, so a click commits at once and nothing (a list's
    // debounced search) can start another navigation in between.
    shouldRevalidate: () => false,
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
    id: 'store',
    path: '/',
    element: <StorefrontLayout />,
    loader: loadStore,
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: storefront,
  },
];

/** Paths the server sends the browser's app for, unrendered: the back office and the card page. */
export const BROWSER_ONLY_PATHS = /^\/(admin(\/|-reset-password|$)|stripe(\/|$))/;
