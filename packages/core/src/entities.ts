import { adminEntity } from './access/admin.entity.js';
import { groupEntity } from './access/group.entity.js';
import { passwordResetEntity } from './access/password-reset.entity.js';
import { roleEntity } from './access/role.entity.js';
import { sessionEntity } from './access/session.entity.js';
import { throttleEntity } from './access/throttle.entity.js';
import { attributeEntity } from './catalog/attribute.entity.js';
import { brandEntity } from './catalog/brand.entity.js';
import { productEntity } from './catalog/product.entity.js';
import { inventoryEntity, inventoryHistoryEntity } from './inventory/inventory.entity.js';
import { warehouseEntity } from './inventory/warehouse.entity.js';
import { poEntity } from './purchasing/po.entity.js';
import { supplierEntity } from './purchasing/supplier.entity.js';
import { customerEntity } from './customer/customer.entity.js';
import { menuEntity } from './content/menu.entity.js';
import { processedEventEntity } from './events/processed.entity.js';
import { importFailureEntity, importJobEntity } from './imports/import-job.entity.js';
import { settingsEntity } from './settings/settings.entity.js';

/** Every ElectroDB entity on the table; a test asserts they only use the table's keys and GSIs. */
export const allEntities = () => [
  adminEntity(),
  groupEntity(),
  passwordResetEntity(),
  roleEntity(),
  sessionEntity(),
  throttleEntity(),
  brandEntity(),
  attributeEntity(),
  productEntity(),
  inventoryEntity(),
  inventoryHistoryEntity(),
  warehouseEntity(),
  supplierEntity(),
  poEntity(),
  customerEntity(),
  menuEntity(),
  processedEventEntity(),
  importJobEntity(),
  importFailureEntity(),
  settingsEntity(),
];
