import { Repository } from '../shared/repository.js';
import { applicationEntity, type ApplicationRecord } from './application.entity.js';

/** Applications, newest first by id; their sort name is when they were made. */
export const applicationStore = new Repository<ApplicationRecord>({
  name: 'application',
  entity: applicationEntity,
  sortName: (a) => a.created_at,
  searchTexts: () => [],
  filters: ['customer_id', 'status', 'product_id'],
});
