import type { AnyResource } from '../components/resource';
import { accountResource } from './account/account.resource';
import { brandResource } from './brand/brand.resource';
import { customerResource } from './customer/customer.resource';
import { groupResource } from './group/group.resource';
import { roleResource } from './role/role.resource';

/** Every declared admin resource; routes, sidebar and breadcrumbs read this list. */
export const resources: AnyResource[] = [brandResource, customerResource, accountResource, groupResource, roleResource].sort(
  (a, b) => (a.navOrder ?? 100) - (b.navOrder ?? 100),
);
