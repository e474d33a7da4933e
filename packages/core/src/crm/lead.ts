import { CustomerLeads, type LeadSaved } from '../customer/customer-leads.js';
import { Customer } from '../customer/customer.js';
import { EmailConsent } from '../customer/email-consent.js';
import type { CustomerInfo, LeadInput } from '../customer/customer.schema.js';
import { publish } from '../events/define.js';
import { Admin, type AdminActor } from '../access/admin.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { LeadRow } from './lead.contract.js';
import { LeadStatusChanged } from './lead.events.js';
import { messagesOf } from '../messaging/history.js';
import { Consent, type ConsentInfo } from '../messaging/consent.js';
import type { Channel } from '../messaging/channels.js';
import { toE164 } from '../shared/countries.js';
import { parseTrigger } from './status.schema.js';
import { Status } from './status.js';

const MISSING_STATUS = 'The selected status does not exist.';
export const NO_ADDRESS = 'The lead has no valid address on this channel (an e-mail, or a phone with its country).';

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

export const OUTSIDE_TEAM = 'You may see only the leads of your sales team.';

/**
 * Who sees which leads (docs/decisions/0061): holders of `get users` (the customer list) see every lead; anyone else
 * with the lead permissions sees the leads assigned to them and to the admins below them in the sales
 * tree (`parent_id`). Undefined means all.
 */
async function visibleAdmins(actor: AdminActor): Promise<Set<number> | undefined> {
  return actor.permissions.includes('get users') ? undefined : Admin.team(actor.id);
}

/** The list's admin filter within what the actor sees: their own leads unless they name a team member. */
async function scoped(actor: AdminActor, filters: LeadFilters): Promise<LeadFilters> {
  const team = await visibleAdmins(actor);
  if (!team) return filters;
  const adminId = filters.admin_id ?? actor.id;
  if (!team.has(adminId)) throw ValidationError.field('admin_id', OUTSIDE_TEAM);
  return { ...filters, admin_id: adminId };
}

/** A lead the actor may not see is not found for them (404), so its existence is not told. */
async function assertVisible(actor: AdminActor, lead: CustomerInfo): Promise<CustomerInfo> {
  const team = await visibleAdmins(actor);
  if (team && !(lead.admin_id && team.has(lead.admin_id))) throw new NotFoundError('Lead not found');
  return lead;
}

/**
 * Leads (`/admin/lead`): customers seen as the CRM sees them, with their status and source. Entering
 * a status publishes `lead.status_changed`, which runs the status's trigger (e-mail, e-book, WhatsApp,
 * SMS) through EventBridge.
 */
export const Lead = {
  /** Whether the actor sees every lead (holds `get users`); otherwise only their sales team's. */
  seesAll(actor: AdminActor): boolean {
    return actor.permissions.includes('get users');
  },

  /**
   * The leads among these ids the actor may see (the contact log's rule, decision 0065): all that exist
   * for a holder of `get users`, else those assigned within their team. One BatchGet of the leads.
   */
  async visibleIds(actor: AdminActor, ids: readonly number[]): Promise<Set<number>> {
    const [leads, team] = await Promise.all([Customer.many(ids), visibleAdmins(actor)]);
    return new Set(leads.filter((lead) => !team || (lead.admin_id && team.has(lead.admin_id))).map((lead) => lead.id));
  },

  /** A page of leads, each with its status's title (one read of the page's statuses). */
  async list(actor: AdminActor, query: ListQuery, filters: LeadFilters = {}, language = 'default'): Promise<Page<LeadRow>> {
    const page = await Customer.list(query, await scoped(actor, filters));
    const ids = [...new Set(page.data.flatMap((lead) => (lead.status_id ? [lead.status_id] : [])))];
    const titles = new Map((await Status.findMany(ids)).map((s) => [s.id, Status.toInfo(s, language).title]));
    return {
      ...page,
      data: page.data.map((lead) => ({ ...lead, status_title: lead.status_id ? (titles.get(lead.status_id) ?? null) : null })),
    };
  },

  /** A combobox's leads: searched by name, e-mail or phone, or labelled by id (decision 0021). */
  async options(actor: AdminActor, query: OptionsQuery, filters: LeadFilters = {}): Promise<Options<LeadRow>> {
    const found = await Customer.options(query, await scoped(actor, filters));
    return { ...found, data: found.data.map((lead) => ({ ...lead, status_title: null })) };
  },

  /** The leads among these ids the actor may see (one BatchGet), in the ids' order: a board's page. */
  async visibleAmong(actor: AdminActor, ids: readonly number[]): Promise<CustomerInfo[]> {
    const team = await visibleAdmins(actor);
    const found = new Map((await Customer.many(ids)).map((lead) => [lead.id, lead]));
    return ids.flatMap((id) => {
      const lead = found.get(id);
      return lead && (!team || (lead.admin_id && team.has(lead.admin_id))) ? [lead] : [];
    });
  },

  async get(actor: AdminActor, id: number): Promise<CustomerInfo> {
    return assertVisible(actor, await Customer.get(id));
  },

  /** A lead created by someone who sees only their team is assigned within it (to them unless told). */
  async create(actor: AdminActor, input: LeadInput): Promise<CustomerInfo> {
    const team = await visibleAdmins(actor);
    if (team && input.admin_id && !team.has(input.admin_id)) throw ValidationError.field('admin_id', OUTSIDE_TEAM);
    if (team && !input.admin_id) input = { ...input, admin_id: actor.id };
    await assertStatusExists(input.status_id);
    return announce(await CustomerLeads.create(input), actor.id);
  },

  /** Someone who sees only their team may reassign a lead only within it. */
  async update(actor: AdminActor, id: number, input: LeadInput): Promise<CustomerInfo> {
    await Lead.get(actor, id);
    const team = await visibleAdmins(actor);
    if (team && !(input.admin_id && team.has(input.admin_id))) throw ValidationError.field('admin_id', OUTSIDE_TEAM);
    await assertStatusExists(input.status_id);
    return announce(await CustomerLeads.update(id, input), actor.id);
  },

  /** The lead's messages (triggers, broadcasts), newest first, with their delivery state. */
  async messages(actor: AdminActor, id: number, cursor?: string) {
    await Lead.get(actor, id);
    return messagesOf(id, 20, cursor);
  },

  /** The lead's consent per channel. */
  async consents(actor: AdminActor, id: number): Promise<ConsentInfo[]> {
    await Lead.get(actor, id);
    return Consent.of(id);
  },

  /**
   * Staff record consent the lead gave them (a call, a signed form) or its withdrawal, for a channel at
   * the lead's address on it (e-mail, or the phone in E.164); a channel without an address is refused.
   * E-mail consent moves the customer's newsletter flag with it (decision 0072).
   */
  async setConsent(actor: AdminActor, id: number, channel: Channel, granted: boolean): Promise<ConsentInfo[]> {
    const lead = await Lead.get(actor, id);
    if (granted) {
      const address = channel === 'email' ? lead.email : toE164(lead.phone, lead.country_code);
      if (!address) throw ValidationError.field('channel', NO_ADDRESS);
      if (channel === 'email') await EmailConsent.grant(id, address, 'staff');
      else await Consent.grant(id, channel, address, 'staff');
    } else if (channel === 'email') {
      await EmailConsent.withdraw(id, 'staff');
    } else {
      await Consent.withdraw(id, channel, 'staff');
    }
    return Consent.of(id);
  },

  /** The funnel board's drag: from the status the mover saw to another (409 when it moved since). */
  async moveStatus(actor: AdminActor, id: number, from: number | null, to: number): Promise<CustomerInfo> {
    await Lead.get(actor, id);
    await assertStatusExists(to);
    return announce(await CustomerLeads.moveStatus(id, from, to), actor.id);
  },
};
