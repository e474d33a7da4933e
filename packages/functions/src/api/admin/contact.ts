import { LeadContact } from '@shop/core/crm/contact';
import { ContactContract } from '@shop/core/crm/contact.contract';
import { resourceRouter } from '../resource.js';

/** Contacts with leads, narrowed to the leads the admin sees; "who" is the signed-in admin unless the form names another. */
export const contactRoutes = resourceRouter(ContactContract, {
  list: (query, filters, { actor }) => LeadContact.list(actor, query, filters),
  options: (query, filters, { language, actor }) => LeadContact.options(actor, query, language, filters),
  get: (id, { actor }) => LeadContact.get(actor, id),
  add: (input, { language, actor }) => LeadContact.create(actor, { ...input, admin_id: input.admin_id ?? actor.id }, language),
  edit: (id, input, { language, actor }) => LeadContact.update(actor, id, { ...input, admin_id: input.admin_id ?? actor.id }, language),
  remove: (id, { actor }) => LeadContact.remove(actor, id),
  batchRemove: (ids, { actor }) => LeadContact.batchRemove(actor, ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/contact', contactRoutes]] as const;
