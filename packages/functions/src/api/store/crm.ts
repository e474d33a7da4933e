import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { storeEbookRoutes } from './ebook.js';
import { storeFormPageRoutes, storeFormRoutes } from './form.js';
import { storeFunnelPageRoutes, storeFunnelRoutes } from './funnel.js';
import { storeMembershipRoutes } from './membership.js';
import { storeServicePageRoutes, storeServiceRoutes } from './service.js';
import { storeUnsubscribeRoutes } from './unsubscribe.js';

/**
 * The CRM's storefront calls — e-book links, funnels, forms and their submissions, services and
 * applications, unsubscribe — one group the API loads with the first request under one of its paths,
 * not at a cold start (decision 0051; `CRM_PATHS` in app.ts). The rendering function reads the form,
 * funnel and service pages' GETs in its own process (`storefront-reads.ts`).
 */
export const storeCrmRoutes = new Hono<AppEnv>()
  .route('/', storeEbookRoutes)
  .route('/', storeFunnelPageRoutes)
  .route('/', storeFunnelRoutes)
  .route('/', storeFormPageRoutes)
  .route('/', storeFormRoutes)
  .route('/', storeServicePageRoutes)
  .route('/', storeServiceRoutes)
  .route('/', storeUnsubscribeRoutes)
  // The shopper's membership tier and points (issue 29).
  .route('/', storeMembershipRoutes);
