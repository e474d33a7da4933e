import { ConflictError, isDomainError, ValidationError } from '../shared/errors.js';
import { fieldMessages } from '../shared/validation.js';
import type { LeadSource } from '../shared/lead-source.schema.js';
import { Tag } from '../tag/tag.js';
import type { CustomerRecord } from './customer.entity.js';
import { LeadInput, leadFieldSet, type CustomerInfo } from './customer.schema.js';
import { assertAdminExists, assignment, editableFields, toInfo } from './customer.js';
import { customerStore } from './customer.store.js';
import { grantAfter, withdrawBefore } from './email-consent.js';

/** A lead's save: the customer as it was (undefined for a new one) and as it is now. */
export interface LeadSaved {
  before: CustomerInfo | undefined;
  after: CustomerInfo;
}

function leadRecord(input: LeadInput) {
  return {
    ...editableFields({ ...input, is_subscribe: input.is_subscribe ?? false, gender: input.gender ?? undefined }),
    ...leadFieldSet.stored(input),
  };
}

/** A saved lead's change: without `is_subscribe` (the lead form does not show it) the stored flag stays. */
function leadPatch(input: LeadInput) {
  const { is_subscribe: _flag, ...fields } = leadRecord(input);
  return input.is_subscribe === undefined ? fields : { ...fields, is_subscribe: input.is_subscribe };
}

/** What a form submission tells about its sender (decision 0063); only the e-mail is needed. */
export interface FormLead {
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  phone?: string | undefined;
  country_code?: string | undefined;
  language: string;
  lead_source: LeadSource;
}

/** Names a form may leave out: the part of the e-mail before @, and `-` for the family name. */
function formNames(lead: FormLead) {
  return {
    first_name: lead.first_name?.trim() || lead.email.split('@')[0]!.slice(0, 100),
    last_name: lead.last_name?.trim() || '-',
  };
}

/**
 * Customers as the CRM's leads (spec §3: the customer is the CRM record): created without a password,
 * and saved with the lead's fields, which the customer form shows read-only. The CRM domain decides
 * what a status change sets off; this domain only keeps the record.
 */
export const CustomerLeads = {
  async create(input: LeadInput): Promise<LeadSaved> {
    await assertAdminExists(input.admin_id);
    // New tag names become tags, as for any customer (decision 0060).
    await Tag.ensure(input.tags ?? []);
    const record = await customerStore.create(leadRecord(input), { extra: (c) => assignment.extra(c), conflict: assignment.conflict });
    // The flag is the e-mail consent staff record (decision 0072).
    await grantAfter(undefined, record, 'staff');
    return { before: undefined, after: toInfo(record) };
  },

  async update(id: number, input: LeadInput): Promise<LeadSaved> {
    await assertAdminExists(input.admin_id);
    await Tag.ensure(input.tags ?? []);
    // Consent withdrawn before the write, granted after it (decision 0072).
    await withdrawBefore(await customerStore.find(id), input.is_subscribe, 'staff');
    let previous: CustomerRecord | undefined;
    const record = await customerStore.update(
      id,
      (current) => {
        previous = current;
        return leadPatch(input);
      },
      { extra: assignment.extra, conflict: assignment.conflict },
    );
    await grantAfter(previous, record, 'staff');
    return { before: previous && toInfo(previous), after: toInfo(record) };
  },

  /**
   * The lead a form submission names by e-mail: created (no password, `lead_source` as given) when no
   * customer has the address, else updated with what the form told (names, phone) — its first source is
   * kept. Two parallel first submissions by one address: the one that loses the e-mail guard updates.
   * Field errors (an e-mail or a phone the customer schema refuses) are thrown as the customer's
   * fields (`email`, `phone`), which a form names its fields too.
   */
  async fromForm(lead: FormLead): Promise<{ customer_id: number; created: boolean }> {
    const existing = await customerStore.findByUnique('email', lead.email);
    if (existing) {
      const told = {
        ...(lead.first_name?.trim() ? { first_name: lead.first_name.trim().slice(0, 100) } : {}),
        ...(lead.last_name?.trim() ? { last_name: lead.last_name.trim().slice(0, 100) } : {}),
        ...(lead.phone?.trim()
          ? { phone: lead.phone.trim(), country_code: lead.country_code?.trim() || existing.country_code || null }
          : {}),
      };
      await customerStore.update(existing.id, (current) => ({
        ...told,
        ...(current.lead_source ? {} : { lead_source: lead.lead_source }),
      }));
      return { customer_id: existing.id, created: false };
    }
    const parsed = await LeadInput.safeParseAsync({
      email: lead.email,
      ...formNames(lead),
      phone: lead.phone?.trim() || null,
      country_code: lead.country_code?.trim() || null,
      lead_source: lead.lead_source,
    });
    if (!parsed.success) throw new ValidationError(fieldMessages(parsed.error));
    const input = parsed.data;
    try {
      const record = await customerStore.create(
        { ...leadRecord(input), language: lead.language },
        { extra: (c) => assignment.extra(c), conflict: assignment.conflict },
      );
      return { customer_id: record.id, created: true };
    } catch (error) {
      if (isDomainError(error) && error.status === 409 && (await customerStore.findByUnique('email', lead.email)))
        return CustomerLeads.fromForm(lead);
      throw error;
    }
  },

  /** A signed-in shopper who sends a form becomes a lead from it, unless they already came from elsewhere. */
  async markSource(id: number, source: LeadSource): Promise<void> {
    await customerStore.update(id, (current) => (current.lead_source ? {} : { lead_source: source }));
  },

  /**
   * Moves a lead to a status (the funnel board's drag). `from` is the status the mover saw: when the
   * lead has left it since, nothing changes (409), so two people dragging the same card set off one
   * change, not two.
   */
  async moveStatus(id: number, from: number | null, to: number): Promise<LeadSaved> {
    let previous: CustomerRecord | undefined;
    const record = await customerStore.update(id, (current) => {
      if ((current.status_id ?? null) !== from) throw new ConflictError('The lead was moved by someone else, please reload the board.');
      previous = current;
      return { status_id: to };
    });
    return { before: previous && toInfo(previous), after: toInfo(record) };
  },
};
