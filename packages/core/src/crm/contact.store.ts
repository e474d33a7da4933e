import { Repository } from '../shared/repository.js';
import { contactEntity, type ContactRecord } from './contact.entity.js';

/** A contact's sort name is when it happened (UTC), so "by name" is the log's time order. */
export const contactStore = new Repository<ContactRecord>({
  name: 'lead_contact',
  entity: contactEntity,
  sortName: (c) => new Date(c.happened_at).toISOString(),
  searchTexts: (c) => [c.outcome, c.description],
  filters: ['lead_id', 'type', 'admin_id'],
});
