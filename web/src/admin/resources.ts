import type { AnyResource } from '../components/resource';
import { accountResource } from './account/account.resource';
import { announcementResource } from './announcement/announcement.resource';
import { attributeResource } from './attribute/attribute.resource';
import { articleResource } from './blog/article.resource';
import { blogCategoryResource } from './blog/blog-category.resource';
import { brandResource } from './brand/brand.resource';
import { blockResource } from './content/block.resource';
import { pageResource } from './content/page.resource';
import { sliderResource } from './slider/slider.resource';
import { customerResource } from './customer/customer.resource';
import { groupResource } from './group/group.resource';
import { inventoryResource } from './inventory/inventory.resource';
import { menuResource } from './menu/menu.resource';
import { poResource } from './po/po.resource';
import { productResource } from './product/product.resource';
import { roleResource } from './role/role.resource';
import { shippingResource } from './shipping/shipping.resource';
import { orderResource } from './order/order.resource';
import { supplierResource } from './supplier/supplier.resource';
import { warehouseResource } from './warehouse/warehouse.resource';

/** Every declared admin resource; routes, sidebar and breadcrumbs read this list. */
export const resources: AnyResource[] = [
  brandResource,
  customerResource,
  accountResource,
  groupResource,
  roleResource,
  productResource,
  attributeResource,
  inventoryResource,
  warehouseResource,
  supplierResource,
  poResource,
  menuResource,
  pageResource,
  blockResource,
  sliderResource,
  shippingResource,
  orderResource,
  blogCategoryResource,
  articleResource,
  announcementResource,
].sort((a, b) => (a.navOrder ?? 100) - (b.navOrder ?? 100));
