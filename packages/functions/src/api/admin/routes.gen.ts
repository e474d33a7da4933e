// Written by scripts/registry.ts (`npm run registry`) from the folders: do not edit.
import { mounts as account } from './account.js';
import { mounts as announcement } from './announcement.js';
import { mounts as application } from './application.js';
import { mounts as attribute } from './attribute.js';
import { mounts as block } from './block.js';
import { mounts as blog } from './blog.js';
import { mounts as brand } from './brand.js';
import { mounts as broadcast } from './broadcast.js';
import { mounts as broadcastMessage } from './broadcast-message.js';
import { mounts as broadcastReceiver } from './broadcast-receiver.js';
import { mounts as calculation } from './calculation.js';
import { mounts as configuration } from './configuration.js';
import { mounts as contact } from './contact.js';
import { mounts as customer } from './customer.js';
import { mounts as editor } from './editor.js';
import { mounts as exportLog } from './export-log.js';
import { mounts as form } from './form.js';
import { mounts as funnel } from './funnel.js';
import { mounts as group } from './group.js';
import { mounts as holiday } from './holiday.js';
import { mounts as inventory } from './inventory.js';
import { mounts as lead } from './lead.js';
import { mounts as membership } from './membership.js';
import { mounts as menu } from './menu.js';
import { mounts as order } from './order.js';
import { mounts as outbox } from './outbox.js';
import { mounts as page } from './page.js';
import { mounts as po } from './po.js';
import { mounts as pos } from './pos.js';
import { mounts as product } from './product.js';
import { mounts as promotion } from './promotion.js';
import { mounts as role } from './role.js';
import { mounts as sheets } from './sheets.js';
import { mounts as shipping } from './shipping.js';
import { mounts as slider } from './slider.js';
import { mounts as status } from './status.js';
import { mounts as store } from './store.js';
import { mounts as summary } from './summary.js';
import { mounts as supplier } from './supplier.js';
import { mounts as tag } from './tag.js';
import { mounts as twoFactor } from './two-factor.js';
import { mounts as upload } from './upload.js';
import { mounts as warehouse } from './warehouse.js';

/** Every back-office router and the path it is mounted at (each module's `mounts`), module by module. */
export const ADMIN_MOUNTS = [
  ...account,
  ...announcement,
  ...application,
  ...attribute,
  ...block,
  ...blog,
  ...brand,
  ...broadcast,
  ...broadcastMessage,
  ...broadcastReceiver,
  ...calculation,
  ...configuration,
  ...contact,
  ...customer,
  ...editor,
  ...exportLog,
  ...form,
  ...funnel,
  ...group,
  ...holiday,
  ...inventory,
  ...lead,
  ...membership,
  ...menu,
  ...order,
  ...outbox,
  ...page,
  ...po,
  ...pos,
  ...product,
  ...promotion,
  ...role,
  ...sheets,
  ...shipping,
  ...slider,
  ...status,
  ...store,
  ...summary,
  ...supplier,
  ...tag,
  ...twoFactor,
  ...upload,
  ...warehouse,
] as const;
