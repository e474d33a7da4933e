import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { usePayments } from '@shop/core/order/payments';
import { stripeFromEnv } from '@shop/core/order/stripe';
import type { AppEnv } from './context.js';
import { notFound, onError } from './errors.js';
import { requestId } from './middleware/request-id.js';
import { storeBlogRoutes } from './store/blog.js';
import { storeCatalogRoutes } from './store/catalog.js';
import { storeCategoryRoutes } from './store/category.js';
import { storeContentRoutes } from './store/content.js';
import { storeFormPageRoutes } from './store/form.js';
import { storeFunnelPageRoutes } from './store/funnel.js';
import { storeServicePageRoutes } from './store/service.js';
import { storeMenuRoutes } from './store/menu.js';
import { storeProductRoutes } from './store/product.js';

// The settings say whether card payments are offered; they read it from the same provider as the API.
usePayments(stripeFromEnv);

/**
 * The API as the rendering function asks it (decision 0044): the same storefront routers, middleware
 * and error mapping as `app.ts`, mounted at the same paths, without the back office, the shopper's
 * own routes or payments' webhooks — what a public page reads (settings, menu, brands, sliders,
 * blocks, widgets, products, listings, pages, the blog, forms, funnels, services), answered in the renderer's own process.
 */
export const storefrontReads = new Hono<AppEnv>()
  .basePath('/api')
  .use('*', requestId)
  .use('*', secureHeaders())
  .route('/', storeCatalogRoutes)
  .route('/', storeMenuRoutes)
  .route('/', storeProductRoutes)
  .route('/', storeCategoryRoutes)
  .route('/', storeContentRoutes)
  .route('/', storeBlogRoutes)
  .route('/', storeFormPageRoutes)
  .route('/', storeFunnelPageRoutes)
  .route('/', storeServicePageRoutes);

storefrontReads.onError(onError);
storefrontReads.notFound(notFound);
