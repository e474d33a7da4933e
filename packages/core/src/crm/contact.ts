import { Admin } from '../access/admin.js';
import { Customer } from '../customer/customer.js';
import { crudFacade } from '../shared/crud.js';
import type { AdminActor } from '../access/admin.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { Lead } from './lead.js';
import type { ContactRecord } from './contact.entity.js';
import { contactFields, type ContactFilters as ContactFiltersSchema, type ContactInfo, type ContactInput } from './contact.schema.js';
import type { z } from 'zod';

type ContactFilters = z.output<typeof ContactFiltersSchema>;
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

export const CHOOSE_LEAD = 'Choose a lead to see its contacts.';

/**
 * Contacts of leads the actor may not see are not found for them (404). An admin without `get users`
 * sees the leads of their sales team only (decision 0061), so they see the contacts of those leads only
 * (decision 0065).
 */
async function assertLeadsVisible(actor: AdminActor, leadIds: readonly number[]): Promise<void> {
  if (Lead.seesAll(actor)) return;
  const visible = await Lead.visibleIds(actor, leadIds);
  if (leadIds.some((id) => !visible.has(id))) throw new NotFoundError();
}

/**
 * Contacts with leads (`/admin/contact`): the plain operations, rows and answers naming the lead and
 * the admin, narrowed to the leads the actor sees. Someone who sees only their team lists one lead's
 * contacts at a time (`lead_id`, the lead's own filter partition): a list of every contact filtered to
 * the team would read the whole log for one page.
 */
export const LeadContact = {
  async list(actor: AdminActor, query: ListQuery, filters: ContactFilters = {}): Promise<Page<ContactInfo>> {
    if (!Lead.seesAll(actor)) {
      if (!filters.lead_id) throw ValidationError.field('lead_id', CHOOSE_LEAD);
      if (!(await Lead.visibleIds(actor, [filters.lead_id])).has(filters.lead_id)) throw ValidationError.field('lead_id', MISSING_LEAD);
    }
    const page = await contactStore.list(query, filters);
    return { ...page, data: await named(page.data) };
  },
  async options(actor: AdminActor, query: OptionsQuery, language: string, filters: ContactFilters = {}): Promise<Options<ContactInfo>> {
    if (!Lead.seesAll(actor) && !filters.lead_id) throw ValidationError.field('lead_id', CHOOSE_LEAD);
    if (filters.lead_id) await assertLeadsVisible(actor, [filters.lead_id]);
    return plain.options(query, language, filters);
  },
  async get(actor: AdminActor, id: number): Promise<ContactInfo> {
    const record = await contactStore.get(id);
    await assertLeadsVisible(actor, [record.lead_id]);
    return (await named([record]))[0]!;
  },
  async create(actor: AdminActor, input: ContactInput, language: string): Promise<ContactInfo> {
    await assertLeadsVisible(actor, [input.lead_id]).catch(() => {
      throw ValidationError.field('lead_id', MISSING_LEAD);
    });
    const created = await plain.create(input, language);
    return LeadContact.get(actor, created.id);
  },
  /** The contact's lead, as stored and as given, must both be the actor's to see. */
  async update(actor: AdminActor, id: number, input: ContactInput, language: string): Promise<ContactInfo> {
    await LeadContact.get(actor, id);
    await assertLeadsVisible(actor, [input.lead_id]).catch(() => {
      throw ValidationError.field('lead_id', MISSING_LEAD);
    });
    await plain.update(id, input, language);
    return LeadContact.get(actor, id);
  },
  async remove(actor: AdminActor, id: number): Promise<void> {
    await LeadContact.get(actor, id);
    await plain.remove(id);
  },
  /** Each contact's lead must be the actor's to see (one BatchGet of contacts, one of leads), else nothing is deleted. */
  async batchRemove(actor: AdminActor, ids: number[]): Promise<number> {
    if (!Lead.seesAll(actor))
      await assertLeadsVisible(
        actor,
        (await contactStore.getMany(ids)).map((c) => c.lead_id),
      );
    return plain.batchRemove(ids);
  },
};
