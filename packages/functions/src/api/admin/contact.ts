import { LeadContact } from '@shop/core/crm/contact';
import { ContactContract } from '@shop/core/crm/contact.contract';
import { resourceRouter } from '../resource.js';

/** Contacts with leads; "who" is the signed-in admin unless the form names another. */
export const contactRoutes = resourceRouter(ContactContract, {
  list: (query, filters, { language }) => LeadContact.list(query, language, filters),
  options: (query, filters, { language }) => LeadContact.options(query, language, filters),
  get: (id) => LeadContact.get(id),
  add: (input, { language, actor }) => LeadContact.create({ ...input, admin_id: input.admin_id ?? actor.id }, language),
  edit: (id, input, { language, actor }) => LeadContact.update(id, { ...input, admin_id: input.admin_id ?? actor.id }, language),
  remove: (id) => LeadContact.remove(id),
  batchRemove: (ids) => LeadContact.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/contact', contactRoutes]] as const;
