import { Hono } from 'hono';
import { z } from 'zod';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { env } from '@shop/core/shared/env';
import { usePayments } from '@shop/core/order/payments';
import { stripeFromEnv } from '@shop/core/order/stripe';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath } from 'hono/types';
import { adminAuthRoutes } from './admin/auth.js';
import type { adminRoutes } from './admin/routes.js';
import type { AppEnv } from './context.js';
import { notFound, onError } from './errors.js';
import { adminAuth } from './middleware/auth.js';
import { bodyLimits } from './middleware/limits.js';
import { requestId } from './middleware/request-id.js';
import { routesOnFirstUse, type LazyRoutes } from './on-first-use.js';
import { doc, openApiDocument } from './openapi.js';
import { storeAddressRoutes } from './store/address.js';
import { storeAuthRoutes } from './store/auth.js';
import { storeCartRoutes } from './store/cart.js';
import type { storeCrmRoutes } from './store/crm.js';
import type { storeOrderRoutes } from './store/order.js';
import { storeShippingRoutes } from './store/shipping.js';
import { storeProductRoutes } from './store/product.js';
import { storeBlogRoutes } from './store/blog.js';
import { storeCategoryRoutes } from './store/category.js';
import { storeContentRoutes } from './store/content.js';
import { storeContactRoutes } from './store/contact.js';
import { siteRoutes } from './site.js';
import { storeCatalogRoutes } from './store/catalog.js';
import { storeMenuRoutes } from './store/menu.js';
import { storeWishlistRoutes } from './store/wishlist.js';
import type { stripeRoutes } from './store/stripe.js';

// Card payments through Stripe when its keys are configured (read per request: they are bound values).
usePayments(stripeFromEnv);

/**
 * CORS for the site's origin only (APP_URL; on AWS the CloudFront URL, a bound value: read on the
 * first request, as it may still be on its way while this module loads). API Gateway's own CORS is
 * off (stacks/api.ts), so preflights reach this and nothing answers `*`.
 */
function siteOnlyCors() {
  let site: string | undefined;
  return cors({
    origin: (origin) => (origin === (site ??= new URL(env().APP_URL).origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Listed, not '*': browsers never let a wildcard cover `authorization`. Add headers the client sends here.
    allowHeaders: ['content-type', 'authorization', 'accept-language', 'x-request-id'],
    exposeHeaders: ['x-request-id', 'content-disposition'],
    maxAge: 3600,
  });
}

/**
 * Route groups loaded with the first request under their path, not at a cold start (decision 0051):
 * the back office behind its sign-in (admin/routes.ts), a shopper's orders, and Stripe's webhook.
 */
const adminOnFirstUse = routesOnFirstUse('/api/admin', () => import('./admin/routes.js').then((m) => m.adminRoutes));
const ordersOnFirstUse = routesOnFirstUse('/api/order', () => import('./store/order.js').then((m) => m.storeOrderRoutes));
const stripeOnFirstUse = routesOnFirstUse('/api/stripe', () => import('./store/stripe.js').then((m) => m.stripeRoutes));
const crmOnFirstUse = routesOnFirstUse('/api', () => import('./store/crm.js').then((m) => m.storeCrmRoutes));
const LAZY_GROUPS: readonly LazyRoutes[] = [adminOnFirstUse, ordersOnFirstUse, stripeOnFirstUse, crmOnFirstUse];

/** Where the CRM's storefront calls answer (store/crm.ts): each path sends its requests into that group. */
const CRM_PATHS = [
  '/ebook',
  '/funnel/*',
  '/form/*',
  '/service',
  '/service/*',
  '/application',
  '/submit_histories',
  '/submit_histories/*',
  '/unsubscribe/*',
  // The shopper's membership and points (issue 29, store/membership.ts).
  '/membership',
  '/points',
];

/** Every /api route of the product; `lambda.ts` wraps this same object for API Gateway. */
const admin = new Hono<AppEnv>().route('/', adminAuthRoutes).use('*', adminAuth);
// Outside the chain, so the app's type takes the routes' own types instead (Api, below).
admin.all('*', adminOnFirstUse);

/**
 * The site's root: `/sitemap.xml` and `/robots.txt` (decision 0026). `app` below is this app's `/api`
 * view (Hono's `basePath` shares one router), so the Lambda and the local server answer both.
 */
const root = new Hono<AppEnv>();

const head = root
  .basePath('/api')
  .use('*', requestId)
  .use('*', siteOnlyCors())
  .use('*', secureHeaders())
  .use('*', bodyLimits)
  .get('/health', doc({ summary: 'Liveness', response: z.object({ status: z.literal('ok') }) }), (c) =>
    c.json({ status: 'ok' as const }, 200),
  )
  .route('/admin', admin)
  .route('/', storeAuthRoutes)
  .route('/', storeCatalogRoutes)
  .route('/', storeMenuRoutes)
  .route('/', storeProductRoutes)
  .route('/', storeCartRoutes);
// Where `.route('/order', …)` and `.route('/stripe', …)` were; outside the chain, as the admin group.
head.all('/order/*', ordersOnFirstUse).all('/stripe/*', stripeOnFirstUse);
for (const path of CRM_PATHS) head.all(path, crmOnFirstUse);

export const app = head
  .route('/shipping', storeShippingRoutes)
  .route('/', storeCategoryRoutes)
  .route('/', storeContentRoutes)
  .route('/', storeContactRoutes)
  .route('/', storeBlogRoutes)
  .route('/address', storeAddressRoutes)
  .route('/wishlist', storeWishlistRoutes);

root.route('/', siteRoutes);

// The document describes the routes above, so it is mounted after them (and is left out of itself).
app.get('/openapi.json', doc({ summary: 'This document', response: z.record(z.string(), z.unknown()) }), async (c) =>
  c.json(await openApiDocument(await everyRoute())),
);
app.get('/docs', async (c, next) => {
  const { Scalar } = await import('@scalar/hono-api-reference');
  return Scalar({ url: '/api/openapi.json', pageTitle: 'Shop API' })(c as never, next);
});

app.onError(onError);
app.notFound(notFound);

/**
 * The app with the back office's routes loaded and mounted where they answer (behind the sign-in):
 * every route at once, for the OpenAPI document and for tests that walk the routes.
 */
export async function everyRoute(): Promise<Hono<never>> {
  const full = new Hono<AppEnv>();
  // In the app's order, so the document lists the paths as before.
  const mounted = new Set<LazyRoutes>();
  for (const route of root.routes) {
    const group = LAZY_GROUPS.find((g) => g === route.handler);
    // A group answering several paths (the CRM's) is mounted once.
    if (group && !mounted.has(group)) full.route(group.base, await group.load());
    else if (!group) full.on(route.method, route.path, route.handler);
    if (group) mounted.add(group);
  }
  return full as never;
}

/** A Hono app type's parts: its environment, route schema, base path and current path. */
type Parts<T> = T extends HonoBase<infer E, infer S, infer B, infer C> ? { env: E; schema: S; base: B; current: C } : never;
type AppParts = Parts<typeof app>;

/** The API's type for the typed client: the app's own routes and the groups loaded on first use, as if mounted. */
export type Api = HonoBase<
  AppParts['env'],
  | AppParts['schema']
  | MergeSchemaPath<Parts<typeof adminRoutes>['schema'], '/api/admin'>
  | MergeSchemaPath<Parts<typeof storeOrderRoutes>['schema'], '/api/order'>
  | MergeSchemaPath<Parts<typeof stripeRoutes>['schema'], '/api/stripe'>
  | MergeSchemaPath<Parts<typeof storeCrmRoutes>['schema'], '/api'>,
  AppParts['base'],
  AppParts['current']
>;
