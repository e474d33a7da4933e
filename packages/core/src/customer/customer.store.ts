import { Repository } from '../shared/repository.js';
import { customerEntity, type CustomerRecord } from './customer.entity.js';

/** The customer domain's store: only customer/ imports this file (eslint.config.js). */
export const customerStore = new Repository<CustomerRecord>({
  name: 'customer',
  entity: customerEntity,
  unique: [{ field: 'email', value: (c) => c.email }],
  sortName: (c) => `${c.last_name} ${c.first_name}`,
  searchText: (c) => [c.first_name, c.last_name, c.email, c.phone ?? ''].join(' '),
  filters: ['enabled', 'is_subscribe', 'admin_id'],
});
