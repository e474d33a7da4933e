import { Hono } from 'hono';
import type { AppEnv } from '../context.js';
import { accountRoutes } from './account.js';
import { announcementRoutes, myAnnouncementRoutes } from './announcement.js';
import { attributeRoutes } from './attribute.js';
import { inventoryRoutes } from './inventory.js';
import { productRoutes } from './product.js';
import { warehouseRoutes } from './warehouse.js';
import { poRoutes } from './po.js';
import { summaryRoutes } from './summary.js';
import { supplierRoutes } from './supplier.js';
import { blockRoutes } from './block.js';
import { sliderRoutes } from './slider.js';
import { articleRoutes, blogCategoryRoutes } from './blog.js';
import { brandRoutes } from './brand.js';
import { shippingRoutes } from './shipping.js';
import { orderRoutes } from './order.js';
import { configurationRoutes } from './configuration.js';
import { customerRoutes } from './customer.js';
import { editorRoutes } from './editor.js';
import { groupRoutes } from './group.js';
import { menuRoutes } from './menu.js';
import { pageRoutes } from './page.js';
import { roleRoutes } from './role.js';
import { productSheetRoutes, userSheetRoutes } from './sheets.js';
import { uploadRoutes } from './upload.js';

/**
 * Every back-office route behind the admin sign-in, mounted under `/api/admin` after `adminAuth`. The
 * app loads this module with the first such request (app.ts), not at a cold start: a storefront
 * request never needs these routers, their schemas or the back-office-only domains.
 */
export const adminRoutes = new Hono<AppEnv>()
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
