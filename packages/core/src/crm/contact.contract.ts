import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { ContactFilters, ContactInfo, ContactInput } from './contact.schema.js';

/** Contacts with leads: `/api/admin/contact`. */
export const ContactContract = contract({
  group: permissionGroup('contact'),
  path: 'contact',
  input: ContactInput,
  info: ContactInfo,
  filters: ContactFilters,
});
