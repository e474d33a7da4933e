// Written by scripts/registry.ts (`npm run registry`) from the folders: do not edit.
import { PERMISSION_GROUPS as access } from '../access/access.permissions.js';
import { PERMISSION_GROUPS as announcement } from '../announcement/announcement.permissions.js';
import { PERMISSION_GROUPS as audit } from '../audit/audit.permissions.js';
import { PERMISSION_GROUPS as blog } from '../blog/blog.permissions.js';
import { PERMISSION_GROUPS as broadcast } from '../broadcast/broadcast.permissions.js';
import { PERMISSION_GROUPS as catalog } from '../catalog/catalog.permissions.js';
import { PERMISSION_GROUPS as commission } from '../commission/commission.permissions.js';
import { PERMISSION_GROUPS as content } from '../content/content.permissions.js';
import { PERMISSION_GROUPS as crm } from '../crm/crm.permissions.js';
import { PERMISSION_GROUPS as customer } from '../customer/customer.permissions.js';
import { PERMISSION_GROUPS as form } from '../form/form.permissions.js';
import { PERMISSION_GROUPS as hr } from '../hr/hr.permissions.js';
import { PERMISSION_GROUPS as inventory } from '../inventory/inventory.permissions.js';
import { PERMISSION_GROUPS as membership } from '../membership/membership.permissions.js';
import { PERMISSION_GROUPS as order } from '../order/order.permissions.js';
import { PERMISSION_GROUPS as pos } from '../pos/pos.permissions.js';
import { PERMISSION_GROUPS as promotion } from '../promotion/promotion.permissions.js';
import { PERMISSION_GROUPS as purchasing } from '../purchasing/purchasing.permissions.js';
import { PERMISSION_GROUPS as service } from '../service/service.permissions.js';
import { PERMISSION_GROUPS as settings } from '../settings/settings.permissions.js';
import { PERMISSION_GROUPS as shipping } from '../shipping/shipping.permissions.js';
import { PERMISSION_GROUPS as tag } from '../tag/tag.permissions.js';

/** Every domain's permission groups (`<domain>/<domain>.permissions.ts`), in the role editor's order. */
export const GROUPS = [
  ...access,
  ...announcement,
  ...audit,
  ...blog,
  ...broadcast,
  ...catalog,
  ...commission,
  ...content,
  ...crm,
  ...customer,
  ...form,
  ...hr,
  ...inventory,
  ...membership,
  ...order,
  ...pos,
  ...promotion,
  ...purchasing,
  ...service,
  ...settings,
  ...shipping,
  ...tag,
] as const;
