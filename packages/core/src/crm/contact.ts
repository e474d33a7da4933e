import { Admin } from '../access/admin.js';
import { Customer } from '../customer/customer.js';
import { crudFacade } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import type { Page } from '../shared/paging.js';
import type { ContactRecord } from './contact.entity.js';
import { contactFields, type ContactInfo, type ContactInput } from './contact.schema.js';
import { contactStore } from './contact.store.js';

const MISSING_LEAD = 'The selected lead does not exist.';
const MISSING_ADMIN = 'The selected admin does not exist.';

const toInfo = (record: ContactRecord, names: { lead?: string; admin?: string } = {}): ContactInfo => ({
  id: record.id,
  ...contactFields.present(record),
  lead_name: names.lead ?? null,
  admin_name: names.admin ?? null,
  created_at: record.created_at,
  updated_at: record.updated_at,
});

/** Rows with their lead's and admin's names: one read of each for the page. */
async function named(records: ContactRecord[]): Promise<ContactInfo[]> {
  const [leads, admins] = await Promise.all([
    Customer.names(records.map((r) => r.lead_id)),
    Admin.names(records.flatMap((r) => (r.admin_id ? [r.admin_id] : []))),
  ]);
  return records.map((r) => toInfo(r, { lead: leads.get(r.lead_id), admin: r.admin_id ? admins.get(r.admin_id) : undefined }));
}

const plain = crudFacade({
  store: contactStore,
  toInfo: (record: ContactRecord) => toInfo(record),
  toRecord: (input: ContactInput) => contactFields.stored(input),
  check: async (input) => {
    const [lead, admin] = await Promise.all([
      Customer.names([input.lead_id]),
      input.admin_id ? Admin.exists(input.admin_id) : Promise.resolve(true),
    ]);
    if (!lead.has(input.lead_id)) throw ValidationError.field('lead_id', MISSING_LEAD);
    if (!admin) throw ValidationError.field('admin_id', MISSING_ADMIN);
  },
});

/** Contacts with leads (`/admin/contact`): the plain operations, rows and answers naming the lead and the admin. */
export const LeadContact = {
  ...plain,
  async list(...args: Parameters<typeof plain.list>): Promise<Page<ContactInfo>> {
    const [query, , filters = {}] = args;
    const page = await contactStore.list(query, filters);
    return { ...page, data: await named(page.data) };
  },
  async get(id: number): Promise<ContactInfo> {
    return (await named([await contactStore.get(id)]))[0]!;
  },
  async create(input: ContactInput, language: string): Promise<ContactInfo> {
    const created = await plain.create(input, language);
    return LeadContact.get(created.id);
  },
  async update(id: number, input: ContactInput, language: string): Promise<ContactInfo> {
    await plain.update(id, input, language);
    return LeadContact.get(id);
  },
};
