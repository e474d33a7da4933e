import { Hono } from 'hono';
import { z } from 'zod';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { env } from '@shop/core/shared/env';
import { usePayments } from '@shop/core/order/payments';
import { stripeFromEnv } from '@shop/core/order/stripe';
import { accountRoutes } from './admin/account.js';
import { announcementRoutes, myAnnouncementRoutes } from './admin/announcement.js';
import { attributeRoutes } from './admin/attribute.js';
import { inventoryRoutes } from './admin/inventory.js';
import { productRoutes } from './admin/product.js';
import { warehouseRoutes } from './admin/warehouse.js';
import { poRoutes } from './admin/po.js';
import { summaryRoutes } from './admin/summary.js';
import { supplierRoutes } from './admin/supplier.js';
import { adminAuthRoutes } from './admin/auth.js';
import { blockRoutes } from './admin/block.js';
import { sliderRoutes } from './admin/slider.js';
import { articleRoutes, blogCategoryRoutes } from './admin/blog.js';
import { brandRoutes } from './admin/brand.js';
import { shippingRoutes } from './admin/shipping.js';
import { orderRoutes } from './admin/order.js';
import { configurationRoutes } from './admin/configuration.js';
import { customerRoutes } from './admin/customer.js';
import { editorRoutes } from './admin/editor.js';
import { groupRoutes } from './admin/group.js';
import { menuRoutes } from './admin/menu.js';
import { pageRoutes } from './admin/page.js';
import { roleRoutes } from './admin/role.js';
import { productSheetRoutes, userSheetRoutes } from './admin/sheets.js';
import { uploadRoutes } from './admin/upload.js';
import type { AppEnv } from './context.js';
import { notFound, onError } from './errors.js';
import { adminAuth } from './middleware/auth.js';
import { bodyLimits } from './middleware/limits.js';
import { requestId } from './middleware/request-id.js';
import { doc, openApiDocument } from './openapi.js';
import { Scalar } from '@scalar/hono-api-reference';
import { storeAddressRoutes } from './store/address.js';
import { storeAuthRoutes } from './store/auth.js';
import { storeCartRoutes } from './store/cart.js';
import { storeOrderRoutes } from './store/order.js';
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
import { stripeRoutes } from './store/stripe.js';

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

/** Every /api route of the product; `lambda.ts` wraps this same object for API Gateway. */
const admin = new Hono<AppEnv>()
  .route('/', adminAuthRoutes)
  .use('*', adminAuth)
  .route('/', summaryRoutes)
  .route('/upload', uploadRoutes)
  .route('/editor', editorRoutes)
  .route('/role', roleRoutes)
  .route('/account', accountRoutes)
  .route('/group', groupRoutes)
  .route('/brand', brandRoutes)
  .route('/shipping', shippingRoutes)
  .route('/order', orderRoutes)
  .route('/menu', menuRoutes)
  .route('/page', pageRoutes)
  .route('/block', blockRoutes)
  .route('/slider', sliderRoutes)
  .route('/user', customerRoutes)
  .route('/attribute', attributeRoutes)
  .route('/product', productRoutes)
  .route('/warehouse', warehouseRoutes)
  .route('/configuration', configurationRoutes)
  .route('/inventory', inventoryRoutes)
  .route('/supplier', supplierRoutes)
  .route('/po', poRoutes)
  .route('/article', articleRoutes)
  .route('/category', blogCategoryRoutes)
  .route('/announcement', myAnnouncementRoutes)
  .route('/announcement', announcementRoutes)
  .route('/user', userSheetRoutes)
  .route('/product', productSheetRoutes);

/**
 * The site's root: `/sitemap.xml` and `/robots.txt` (decision 0026). `app` below is this app's `/api`
 * view (Hono's `basePath` shares one router), so the Lambda and the local server answer both.
 */
const root = new Hono<AppEnv>();

export const app = root
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
  .route('/', storeCartRoutes)
  .route('/order', storeOrderRoutes)
  .route('/stripe', stripeRoutes)
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
  c.json(await openApiDocument(app as never)),
);
app.get('/docs', Scalar({ url: '/api/openapi.json', pageTitle: 'Shop API' }));

app.onError(onError);
app.notFound(notFound);

export type Api = typeof app;
