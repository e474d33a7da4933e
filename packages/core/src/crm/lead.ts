import { CustomerLeads, type LeadSaved } from '../customer/customer-leads.js';
import { Customer } from '../customer/customer.js';
import type { CustomerInfo, LeadInput } from '../customer/customer.schema.js';
import { publish } from '../events/define.js';
import { ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { LeadRow } from './lead.contract.js';
import { LeadStatusChanged } from './lead.events.js';
import { parseTrigger } from './status.schema.js';
import { Status } from './status.js';

const MISSING_STATUS = 'The selected status does not exist.';

export interface LeadFilters {
  status_id?: number;
  admin_id?: number;
  enabled?: boolean;
}

async function assertStatusExists(statusId: number | null | undefined, field = 'status_id'): Promise<void> {
  if (statusId && !(await Status.find(statusId))) throw ValidationError.field(field, MISSING_STATUS);
}

/** Publishes the change when the save moved the lead into another status. */
async function announce({ before, after }: LeadSaved, changedBy: number | null): Promise<CustomerInfo> {
  const from = before?.status_id ?? null;
  const to = after.status_id ?? null;
  if (to === null || to === from) return after;
  const status = await Status.find(to);
  const trigger = status?.trigger ? parseTrigger(status.trigger) : null;
  await publish(LeadStatusChanged, {
    customer_id: after.id,
    status_id: to,
    previous_status_id: from,
    channel: trigger?.channel ?? null,
    audience: trigger?.audience ?? null,
    changed_by: changedBy,
  });
  return after;
}

/**
 * Leads (`/admin/lead`): customers seen as the CRM sees them, with their status and source. Entering
 * a status publishes `lead.status_changed`, which runs the status's trigger (e-mail, e-book, WhatsApp,
 * SMS) through EventBridge.
 */
export const Lead = {
  /** A page of leads, each with its status's title (one read of the page's statuses). */
  async list(query: ListQuery, filters: LeadFilters = {}, language = 'default'): Promise<Page<LeadRow>> {
    const page = await Customer.list(query, filters);
    const ids = [...new Set(page.data.flatMap((lead) => (lead.status_id ? [lead.status_id] : [])))];
    const titles = new Map((await Status.findMany(ids)).map((s) => [s.id, Status.toInfo(s, language).title]));
    return {
      ...page,
      data: page.data.map((lead) => ({ ...lead, status_title: lead.status_id ? (titles.get(lead.status_id) ?? null) : null })),
    };
  },

  /** A combobox's leads: searched by name, e-mail or phone, or labelled by id (decision 0021). */
  async options(query: OptionsQuery, filters: LeadFilters = {}): Promise<Options<LeadRow>> {
    const found = await Customer.options(query, filters);
    return { ...found, data: found.data.map((lead) => ({ ...lead, status_title: null })) };
  },

  get(id: number): Promise<CustomerInfo> {
    return Customer.get(id);
  },

  async create(input: LeadInput, changedBy: number | null): Promise<CustomerInfo> {
    await assertStatusExists(input.status_id);
    return announce(await CustomerLeads.create(input), changedBy);
  },

  async update(id: number, input: LeadInput, changedBy: number | null): Promise<CustomerInfo> {
    await assertStatusExists(input.status_id);
    return announce(await CustomerLeads.update(id, input), changedBy);
  },

  /** The funnel board's drag: from the status the mover saw to another (409 when it moved since). */
  async moveStatus(id: number, from: number | null, to: number, changedBy: number | null): Promise<CustomerInfo> {
    await assertStatusExists(to);
    return announce(await CustomerLeads.moveStatus(id, from, to), changedBy);
  },
};
