import { Service } from 'electrodb';
import { adminEntity } from './access/admin.entity.js';
import { groupEntity } from './access/group.entity.js';
import { passwordResetEntity } from './access/password-reset.entity.js';
import { roleEntity } from './access/role.entity.js';
import { sessionEntity } from './access/session.entity.js';
import { throttleEntity } from './access/throttle.entity.js';
import { announcementEntity } from './announcement/announcement.entity.js';
import { articleEntity } from './blog/article.entity.js';
import { blogCategoryEntity } from './blog/blog-category.entity.js';
import { cartEntity } from './cart/cart.entity.js';
import { attributeEntity } from './catalog/attribute.entity.js';
import { brandEntity } from './catalog/brand.entity.js';
import { productEntity } from './catalog/product.entity.js';
import { orderEntity } from './order/order.entity.js';
import { blockEntity } from './content/block.entity.js';
import { sliderEntity } from './content/slider.entity.js';
import { menuEntity } from './content/menu.entity.js';
import { pageEntity } from './content/page.entity.js';
import { customerEntity } from './customer/customer.entity.js';
import { processedEventEntity } from './events/processed.entity.js';
import { importFailureEntity, importJobEntity } from './imports/import-job.entity.js';
import { inventoryEntity, inventoryHistoryEntity } from './inventory/inventory.entity.js';
import { warehouseEntity } from './inventory/warehouse.entity.js';
import { poEntity } from './purchasing/po.entity.js';
import { supplierEntity } from './purchasing/supplier.entity.js';
import { settingsEntity } from './settings/settings.entity.js';
import { shippingEntity } from './shipping/shipping.entity.js';
import { ENTITY_CONFIG } from './shared/dynamo.js';
import { wishlistEntity } from './wishlist/wishlist.entity.js';

/**
 * The one ElectroDB Service over the one table: every entity, each a module constant of its domain
 * (`<thing>.entity.ts`, private to that domain). ElectroDB checks on joining that they share the service
 * name and agree on the indexes they share; the model-vs-table test (entities.test.ts) checks that
 * each index is the table's key or one of its GSIs. Raw items (guards, counters, search entries,
 * reference sets) are not entities: their keys are built in shared/keys.ts.
 */
export const shop = new Service(
  {
    admin: adminEntity,
    group: groupEntity,
    password_reset: passwordResetEntity,
    role: roleEntity,
    session: sessionEntity,
    throttle: throttleEntity,
    brand: brandEntity,
    attribute: attributeEntity,
    product: productEntity,
    inventory: inventoryEntity,
    inventory_history: inventoryHistoryEntity,
    warehouse: warehouseEntity,
    supplier: supplierEntity,
    po: poEntity,
    customer: customerEntity,
    menu: menuEntity,
    page: pageEntity,
    block: blockEntity,
    announcement: announcementEntity,
    slider: sliderEntity,
    processed_event: processedEventEntity,
    import_job: importJobEntity,
    import_failure: importFailureEntity,
    settings: settingsEntity,
    shipping: shippingEntity,
    cart: cartEntity,
    order: orderEntity,
    wishlist: wishlistEntity,
    blog_category: blogCategoryEntity,
    article: articleEntity,
  },
  ENTITY_CONFIG,
);
