import { ConflictError } from '../shared/errors.js';
import { Tag } from '../tag/tag.js';
import type { CustomerRecord } from './customer.entity.js';
import { leadFieldSet, type CustomerInfo, type LeadInput } from './customer.schema.js';
import { assertAdminExists, assignment, editableFields, toInfo } from './customer.js';
import { customerStore } from './customer.store.js';

/** A lead's save: the customer as it was (undefined for a new one) and as it is now. */
export interface LeadSaved {
  before: CustomerInfo | undefined;
  after: CustomerInfo;
}

function leadRecord(input: LeadInput) {
  return { ...editableFields({ ...input, gender: input.gender ?? undefined }), ...leadFieldSet.stored(input) };
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
    return { before: undefined, after: toInfo(record) };
  },

  async update(id: number, input: LeadInput): Promise<LeadSaved> {
    await assertAdminExists(input.admin_id);
    await Tag.ensure(input.tags ?? []);
    let previous: CustomerRecord | undefined;
    const record = await customerStore.update(
      id,
      (current) => {
        previous = current;
        return leadRecord(input);
      },
      { extra: assignment.extra, conflict: assignment.conflict },
    );
    return { before: previous && toInfo(previous), after: toInfo(record) };
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
