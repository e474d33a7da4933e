import { requireRecaptcha } from '../settings/recaptcha.js';
import { Admin } from '../access/admin.js';
import type { Grantor } from '../access/grants.js';
import { hashPassword } from '../access/password.js';
import { passwordLogin } from '../access/login.js';
import { PasswordReset, type ResetAccounts } from '../access/password-reset.js';
import { REGISTER_PER_ADDRESS, takeAttempt } from '../access/throttle.js';
import { endSessions, issueToken, revokeToken, type IssuedToken } from '../access/token.js';
import { publish } from '../events/define.js';
import { Settings } from '../settings/settings.js';
import { distinctTags, Tag } from '../tag/tag.js';
import { ConflictError, DomainError, ForbiddenError, MESSAGES, NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import { writeSheet, type ImportFailure, type SheetAccess, type SheetImporter, type SheetRow } from '../shared/sheet.js';
import { fieldMessages } from '../shared/validation.js';
import type { CustomerRecord } from './customer.entity.js';
import { CustomerRegistered } from './customer.events.js';
import {
  CUSTOMER_SHEET_COLUMNS,
  CustomerImportRow,
  customerFieldSet,
  leadFieldSet,
  type CustomerCreateInput,
  type CustomerUpdateInput,
  type CustomerInfo,
  type ProfileUpdateInput,
  type RegisterInput,
} from './customer.schema.js';
import { customerStore } from './customer.store.js';
import { EmailConsent, grantAfter, withdrawBefore } from './email-consent.js';
import type { LeadSource } from '../shared/lead-source.schema.js';

export interface CustomerActor {
  type: 'customer';
  id: number;
  jti: string;
}

export function toInfo(c: CustomerRecord): CustomerInfo {
  return {
    id: c.id,
    ...customerFieldSet.present(c),
    gender: c.gender ?? null,
    emails: c.emails ?? [],
    mobiles: c.mobiles ?? [],
    tags: c.tags ?? [],
    ...leadFieldSet.present(c),
    lead_inputs: c.lead_inputs ?? null,
    language: c.language ?? null,
    membership_tier_id: c.membership_tier_id ?? null,
    membership_tier_expiry_date: c.membership_tier_expiry_date ?? null,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

const MISSING_ADMIN = 'The selected admin does not exist.';

/** The assigned staff member must exist, or the customer could never be transferred. */
export async function assertAdminExists(adminId: number | null | undefined): Promise<void> {
  if (adminId && !(await Admin.exists(adminId))) throw ValidationError.field('admin_id', MISSING_ADMIN);
}

/**
 * Every write that sets, changes or clears `admin_id` moves the customer between the admins'
 * assignment sets in the same transaction (`Admin.customers`); the first item checks that the new
 * admin still exists, so an admin deleted after the check above fails the write instead.
 */
export const assignment = {
  extra: (next: Pick<CustomerRecord, 'id' | 'admin_id' | 'tags'>, previous?: Pick<CustomerRecord, 'admin_id' | 'tags'>) => [
    ...Admin.customers.move(next.id, previous?.admin_id, next.admin_id),
    // The tags' sets of customers follow in the same transaction (decision 0060).
    ...Tag.customerItems(next.id, previous?.tags ?? [], next.tags ?? []),
  ],
  conflict: (extraIndex: number) =>
    extraIndex === 0
      ? ValidationError.field('admin_id', MISSING_ADMIN)
      : new ConflictError('The record was changed by someone else, please reload it.'),
};

/** Customers moved per transaction by a transfer: their puts plus the admin check and both set changes. */
const TRANSFER_CHUNK = 97;

/** Shopper accounts as the password reset sees them: `/reset-password`, sessions end on reset. */
const CUSTOMER_ACCOUNTS: ResetAccounts = {
  type: 'customer',
  page: '/reset-password',
  find: (email) => customerStore.findByUnique('email', email),
  setPassword: (id, password) => Customer.setPassword(id, password),
};

export type Editable = Omit<CustomerCreateInput, 'password' | 'password_confirmation' | 'gender'> & {
  gender?: CustomerCreateInput['gender'];
};

/** A birthday with its month-day key (the sparse gsi4 of the birthday points job); none clears both. */
function birthdayKeys(birthday: string | null | undefined) {
  return birthday ? { birthday, birthday_md: birthday.slice(5, 10) } : { birthday: undefined, birthday_md: undefined };
}

export function editableFields(input: Editable) {
  return {
    ...customerFieldSet.stored(input),
    ...birthdayKeys(input.birthday),
    gender: input.gender,
    // A list a form does not edit (the lead form has no additional e-mails) is kept as it is.
    ...(input.emails === undefined ? {} : { emails: input.emails }),
    ...(input.mobiles === undefined ? {} : { mobiles: input.mobiles }),
    ...(input.tags === undefined ? {} : { tags: distinctTags(input.tags) }),
  };
}

/** Customers per page read from a tag's set of customer ids. */
const TAG_CHUNK = 100;

/**
 * The customers carrying a tag (`GET /api/admin/user?tag=VIP`): the tag's set of customer ids is one
 * item, so a page is that GetItem and one BatchGet, in id order (the only order this filter has).
 * With a search or another filter too, the tag's customers are read in chunks of 100 and filtered:
 * the reads follow the tag's size, never the table's (decision 0060).
 */
async function listByTag(
  tag: string,
  query: ListQuery,
  filters: { enabled?: boolean; admin_id?: number; status_id?: number },
): Promise<Page<CustomerInfo>> {
  const ids = await Tag.customerIds(tag);
  if (query.order === 'desc') ids.reverse();
  const term = query.search?.trim().toLowerCase();
  const narrowed = term || filters.enabled !== undefined || filters.admin_id !== undefined || filters.status_id !== undefined;
  const start = (query.page - 1) * query.per_page;
  if (!narrowed) {
    const records = await customerStore.getMany(ids.slice(start, start + query.per_page));
    const byId = new Map(records.map((r) => [r.id, r]));
    const data = ids.slice(start, start + query.per_page).flatMap((id) => (byId.has(id) ? [toInfo(byId.get(id)!)] : []));
    return { data, total: ids.length, page: query.page, per_page: query.per_page };
  }
  const matches: CustomerRecord[] = [];
  for (let i = 0; i < ids.length; i += TAG_CHUNK) {
    const chunk = ids.slice(i, i + TAG_CHUNK);
    const byId = new Map((await customerStore.getMany(chunk)).map((r) => [r.id, r]));
    for (const id of chunk) {
      const c = byId.get(id);
      if (!c) continue;
      if (filters.enabled !== undefined && c.enabled !== filters.enabled) continue;
      if (filters.admin_id !== undefined && c.admin_id !== filters.admin_id) continue;
      if (filters.status_id !== undefined && c.status_id !== filters.status_id) continue;
      if (term && !customerMatches(c, term)) continue;
      matches.push(c);
    }
  }
  return {
    data: matches.slice(start, start + query.per_page).map(toInfo),
    total: matches.length,
    page: query.page,
    per_page: query.per_page,
  };
}

/** A search term within a tag's customers: a word of the name, e-mail or phone starting with it. */
function customerMatches(c: CustomerRecord, term: string): boolean {
  const texts = [c.first_name, c.last_name, `${c.first_name} ${c.last_name}`, c.email, c.phone ?? '', ...(c.emails ?? [])];
  return texts.some(
    (t) =>
      t
        .toLowerCase()
        .split(/[\s@._+-]+/)
        .some((w) => w.startsWith(term)) || t.toLowerCase().startsWith(term),
  );
}

/** A year from today (UTC), as YYYY-MM-DD: when a tier given today is renewed or downgraded. */
export function yearFrom(day: Date): string {
  const next = new Date(day);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next.toISOString().slice(0, 10);
}

/** Staff choosing a tier: a new tier runs a year from today; none clears the date; the same one keeps it. */
function tierChange(current: CustomerRecord, tierId: number | null) {
  if ((current.membership_tier_id ?? null) === tierId) return {};
  return tierId === null
    ? { membership_tier_id: undefined, membership_tier_expiry_date: undefined }
    : { membership_tier_id: tierId, membership_tier_expiry_date: yearFrom(new Date()) };
}

export const Customer = {
  async list(
    query: ListQuery,
    filters: { enabled?: boolean; admin_id?: number; status_id?: number; tag?: string } = {},
  ): Promise<Page<CustomerInfo>> {
    const { tag, ...slotted } = filters;
    if (tag) return listByTag(tag, query, slotted);
    const page = await customerStore.list(query, slotted);
    return { ...page, data: page.data.map(toInfo) };
  },

  /** A combobox's customers: searched, or labelled by id (decision 0021). */
  async options(
    query: OptionsQuery,
    filters: { enabled?: boolean; admin_id?: number; status_id?: number; tag?: string } = {},
  ): Promise<Options<CustomerInfo>> {
    const { tag: _tag, ...slotted } = filters;
    const found = await customerStore.options(query, slotted);
    return { ...found, data: found.data.map(toInfo) };
  },

  /** Names of the customers among these ids that exist (one BatchGet): list rows that name their customer. */
  async names(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    const found = unique.length ? await customerStore.getMany(unique) : [];
    return new Map(found.map((c) => [c.id, `${c.first_name} ${c.last_name}`.trim() || c.email]));
  },

  async get(id: number): Promise<CustomerInfo> {
    return toInfo(await customerStore.get(id));
  },

  async create(input: CustomerCreateInput): Promise<CustomerInfo> {
    await assertAdminExists(input.admin_id);
    await Tag.ensure(input.tags ?? []);
    const record = await customerStore.create(
      { ...editableFields(input), password_hash: await hashPassword(input.password), lead_inputs: input.lead_inputs ?? null },
      { extra: (c) => assignment.extra(c), conflict: assignment.conflict },
    );
    // The newsletter flag is the e-mail consent staff record (decision 0072).
    await grantAfter(undefined, record, 'staff');
    return toInfo(record);
  },

  async update(id: number, input: CustomerUpdateInput): Promise<CustomerInfo> {
    await assertAdminExists(input.admin_id);
    await Tag.ensure(input.tags ?? []);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    // Consent withdrawn before the write, granted after it (decision 0072).
    const before = await customerStore.find(id);
    await withdrawBefore(before, input.is_subscribe, 'staff');
    const record = await customerStore.update(
      id,
      (current) => ({
        ...editableFields(input),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        ...(input.membership_tier_id === undefined ? {} : tierChange(current, input.membership_tier_id)),
      }),
      { extra: assignment.extra, conflict: assignment.conflict },
    );
    await grantAfter(before, record, 'staff');
    // A password set by staff signs the shopper out everywhere.
    if (passwordHash) await endSessions('customer', id);
    return toInfo(record);
  },

  async remove(id: number): Promise<void> {
    await customerStore.remove(id, { extra: (c) => [...Admin.customers.move(c.id, c.admin_id, null), ...Tag.customersLeaving([c])] });
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    return customerStore.updateMany(ids, data);
  },

  async batchRemove(ids: number[]): Promise<number> {
    return customerStore.removeMany(ids, {
      extra: (records) => [
        ...Admin.customers.dropAll(records.map((c) => ({ id: c.id, target: c.admin_id }))),
        ...Tag.customersLeaving(records),
      ],
    });
  },

  /**
   * Reassigns every customer of admin `id` to another admin (`PUT /api/admin/account/{id}/transfer/customer`):
   * access checks the admins and the grantor, then the customers move in transactions of up to 97,
   * each also moving them between the two admins' assignment sets.
   */
  async transferFromAdmin(id: number, toAdminId: number, grantor: Grantor): Promise<number> {
    await Admin.assertTransferable(id, toAdminId, grantor);
    const ids = await customerStore.idsOn('filter3ById', { admin_id: id });
    for (let i = 0; i < ids.length; i += TRANSFER_CHUNK) {
      const chunk = ids.slice(i, i + TRANSFER_CHUNK);
      await customerStore.updateMany(
        chunk,
        { admin_id: toAdminId },
        {
          extra: () => [Admin.customers.exists(toAdminId), Admin.customers.add(toAdminId, chunk), Admin.customers.drop(id, chunk)],
          conflict: (extraIndex) =>
            extraIndex === 0
              ? ValidationError.field('to_admin_id', MISSING_ADMIN)
              : new ConflictError('A record was changed by someone else, please retry.'),
        },
      );
    }
    return ids.length;
  },

  /**
   * Brings the admins' assignment sets of customers saved before the sets existed up to date
   * (idempotent: set ADD; one index Query per admin). Run by the seed on every start.
   */
  async syncAssignments(): Promise<void> {
    for (const adminId of await Admin.allIds()) {
      await Admin.customers.backfill(adminId, await customerStore.idsOn('filter3ById', { admin_id: adminId }));
    }
  },

  /**
   * The customers the list shows for these filters and search term (all without them) as .xlsx, read
   * page by page in id order; answers the workbook and its row count (the export log records it).
   */
  async exportSheet(
    filters: { enabled?: boolean; admin_id?: number; status_id?: number; tag?: string; search?: string } = {},
  ): Promise<{ file: Buffer; rows: number }> {
    const { search, ...listFilters } = filters;
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; ; page++) {
      const result = await Customer.list({ page, per_page: 100, order: 'asc', sort: 'id', ...(search ? { search } : {}) }, listFilters);
      for (const info of result.data) {
        rows.push({
          ...info,
          emails: info.emails.join(','),
          mobiles: info.mobiles.join(','),
          tags: info.tags.join(','),
          admin_id: info.admin_id ?? '',
          password: '',
        });
      }
      if (page * 100 >= result.total || result.data.length === 0) break;
    }
    return { file: await writeSheet('customers', CUSTOMER_SHEET_COLUMNS, rows), rows: rows.length };
  },

  // ---- shopper side ----

  /** Throttled per address (REGISTER_PER_ADDRESS), counted before any work. */
  async register(input: RegisterInput, ip: string): Promise<IssuedToken> {
    await takeAttempt([[`register:ip:${ip}`, REGISTER_PER_ADDRESS]]);
    await requireRecaptcha('register', input.recaptcha_token, ip);
    const record = await customerStore.create({
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      password_hash: await hashPassword(input.password),
      enabled: true,
      is_subscribe: input.is_subscribe ?? false,
      language: input.language ?? null,
    });
    // The form's unticked box: news by e-mail only when the shopper asks (decision 0072).
    await grantAfter(undefined, record, 'register');
    await publish(CustomerRegistered, {
      customer_id: record.id,
      email: record.email,
      first_name: record.first_name,
      language: record.language ?? null,
    });
    return issueToken('customer', record.id, (await Settings.get()).token_lifetime_minutes);
  },

  /** Counted per address and account first; then reCAPTCHA when it guards `login`; then the password. */
  async login(email: string, password: string, ip: string, recaptchaToken?: string): Promise<IssuedToken> {
    return passwordLogin(
      'customer',
      email,
      password,
      ip,
      (key) => customerStore.findByUnique('email', key),
      () => requireRecaptcha('login', recaptchaToken, ip),
    );
  },

  async logout(actor: CustomerActor): Promise<void> {
    await revokeToken(actor.jti);
  },

  async actor(id: number, jti: string): Promise<CustomerActor> {
    const customer = await customerStore.find(id);
    if (!customer || !customer.enabled) throw new DomainError(401, 'Unauthenticated.');
    return { type: 'customer', id, jti };
  },

  async info(actor: CustomerActor): Promise<CustomerInfo> {
    return toInfo(await customerStore.get(actor.id));
  },

  async updateProfile(actor: CustomerActor, input: ProfileUpdateInput): Promise<CustomerInfo> {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const record = await customerStore.update(actor.id, (current) => ({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      country_code: input.country_code || null,
      phone: input.phone || null,
      gender: input.gender ?? current.gender ?? null,
      ...(input.birthday === undefined ? {} : birthdayKeys(input.birthday)),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    }));
    if (passwordHash) await endSessions('customer', actor.id, actor.jti);
    return toInfo(record);
  },

  /** Signs this shopper out everywhere but the current session; answers how many ended. */
  async logoutOthers(actor: CustomerActor): Promise<number> {
    return endSessions('customer', actor.id, actor.jti);
  },

  /** The customers among these ids that exist, as answers (one BatchGet per 100): a broadcast's chunk. */
  async many(ids: readonly number[]): Promise<CustomerInfo[]> {
    return ids.length ? (await customerStore.getMany([...new Set(ids)])).map(toInfo) : [];
  },

  /** Every customer id in a lead status (its filter partition, ids only): a broadcast's audience. */
  async idsWithStatus(statusId: number): Promise<number[]> {
    return customerStore.idsOn('filter4ById', { status_id: statusId });
  },

  /** Every customer id with a lead source (the sparse gsi6 partition, ids only): a broadcast's audience. */
  async idsWithLeadSource(source: LeadSource): Promise<number[]> {
    return customerStore.idsOn('byLeadSource', { lead_source: source });
  },

  /**
   * Every customer id assigned to an admin of a sales group (decision 0065: a "customer group" is the
   * sales group of the customer's admin): the group's admins from their index, then each admin's
   * assignment set, one GetItem each.
   */
  async idsInGroup(groupId: number): Promise<number[]> {
    const admins = await Admin.idsInGroup(groupId);
    const sets = await Promise.all(admins.map((adminId) => Admin.customers.ids(adminId)));
    return [...new Set(sets.flat())].sort((a, b) => a - b);
  },

  /** An unsubscribe link: withdraws the e-mail consent at this address, then stops the newsletter flag; answers the customer's id, if any. */
  async unsubscribe(email: string): Promise<number | undefined> {
    return EmailConsent.unsubscribeAddress(email);
  },

  /** Moves a customer to a tier (or none) with its renewal date (the membership jobs, decision 0069). */
  async setTier(id: number, tierId: number | null, expiryDate: string | null): Promise<void> {
    await customerStore.update(id, () => ({
      membership_tier_id: tierId ?? undefined,
      membership_tier_expiry_date: (tierId && expiryDate) || undefined,
    }));
  },

  /**
   * The customers celebrating on `day` (YYYY-MM-DD; the sparse gsi4 partitions, ids only): those born
   * on its month-day, and on 28 February of a year that is not a leap year also those born on the 29th.
   */
  async idsWithBirthdayOn(day: string): Promise<number[]> {
    const md = day.slice(5, 10);
    const year = Number(day.slice(0, 4));
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const days = md === '02-28' && !leap ? ['02-28', '02-29'] : [md];
    const ids = await Promise.all(days.map((d) => customerStore.idsOn('byBirthday', { birthday_md: d })));
    return ids.flat();
  },

  /**
   * The customer ids whose tier is renewed on this day: in each of these tiers' gsi5 partitions, the
   * day's key range (one Query per tier: a handful, the membership's levels).
   */
  async idsWithTierExpiring(day: string, tierIds: readonly number[]): Promise<number[]> {
    const ids = await Promise.all(
      tierIds.map((tier) => customerStore.idsOn('byTier', { membership_tier_id: tier, membership_tier_expiry_date: day })),
    );
    return ids.flat().sort((a, b) => a - b);
  },

  /** Every customer id in a membership tier (its sparse gsi5 partition, ids only): a broadcast's audience. */
  async idsWithTier(tierId: number): Promise<number[]> {
    return (await customerStore.idsOn('byTier', { membership_tier_id: tierId })).sort((a, b) => a - b);
  },

  async findByEmail(email: string): Promise<CustomerRecord | undefined> {
    return customerStore.findByUnique('email', email);
  },

  /** Mails a reset link to a shopper email (the same answer whether or not it is known). */
  async requestPasswordReset(email: string, ip: string) {
    return PasswordReset.request(CUSTOMER_ACCOUNTS, email, ip);
  },

  /** Sets a shopper password with a mailed token; every session of that shopper ends. */
  async resetPassword(email: string, token: string, password: string) {
    return PasswordReset.reset(CUSTOMER_ACCOUNTS, email, token, password);
  },

  async setPassword(id: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await customerStore.update(id, () => ({ password_hash: passwordHash }));
    await endSessions('customer', id);
  },
};

/** A saved customer as import cells (absent and blank cells of its row keep these). */
function storedRow(c: CustomerRecord): Record<string, unknown> {
  const { created_at: _created, updated_at: _updated, gender, ...info } = toInfo(c);
  return { ...info, gender: gender ?? undefined };
}

/**
 * One imported row: a row naming a saved customer (by `id`, else by `email`) updates only the
 * cells it fills and needs `update user`; any other row creates one and needs `create user`. The
 * password of a saved customer is never set by import: such a row is refused (decision 0007).
 */
async function importRow(values: Record<string, string>, access: SheetAccess, knownNew?: { id: number | undefined }): Promise<void> {
  const id = /^\d{1,12}$/.test(values.id ?? '') ? Number(values.id) : undefined;
  const existing = knownNew
    ? undefined
    : id
      ? await customerStore.find(id)
      : values.email
        ? await customerStore.findByUnique('email', values.email)
        : undefined;
  // A saved customer's row is checked as it would be stored: its cells over the stored values.
  const parsed = CustomerImportRow.safeParse(existing ? { ...storedRow(existing), ...values } : values);
  if (!parsed.success) throw new ValidationError(fieldMessages(parsed.error));
  const input = parsed.data;
  if ('tags' in values || !existing) await Tag.ensure(input.tags ?? []);
  if (existing) {
    if (!access.update) throw new ForbiddenError('Permission denied: update user');
    if (input.password) throw ValidationError.field('password', MESSAGES.importPasswordOfExisting);
    if ('admin_id' in values) await assertAdminExists(input.admin_id);
    // Blank cells and columns the sheet lacks keep the stored value.
    const patch = Object.fromEntries(Object.entries(editableFields(input)).filter(([key]) => key in values));
    // A row turning the newsletter flag off withdraws the e-mail consent first; one turning it on grants it after (decision 0072).
    await withdrawBefore(existing, 'is_subscribe' in values ? input.is_subscribe : undefined, 'staff');
    const saved = await customerStore.update(existing.id, () => patch, { extra: assignment.extra, conflict: assignment.conflict });
    await grantAfter(existing, saved, 'import');
  } else if (input.id) {
    throw new NotFoundError();
  } else {
    if (!access.create) throw new ForbiddenError('Permission denied: create user');
    if (!input.gender) throw ValidationError.field('gender', MESSAGES.required);
    await assertAdminExists(input.admin_id);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const created = await customerStore.create(
      { ...editableFields(input), gender: input.gender, password_hash: passwordHash },
      { reservedId: knownNew?.id, extra: (c) => assignment.extra(c), conflict: assignment.conflict },
    );
    await grantAfter(undefined, created, 'import');
  }
}

/**
 * Customers import row by row; each row is saved, or fails, on its own. Rows naming the same id or
 * email form one unit, so they are saved one after the other, in sheet order.
 */
export const customerImporter: SheetImporter = {
  permissions: { create: 'create user', update: 'update user' },
  units(rows) {
    const units = new Map<string, SheetRow[]>();
    for (const r of rows) {
      const key = r.values.id ? `id:${r.values.id}` : r.values.email ? `email:${r.values.email.trim().toLowerCase()}` : `row:${r.row}`;
      units.set(key, [...(units.get(key) ?? []), r]);
    }
    return [...units.values()];
  },
  /**
   * A chunk's reads made once: the first row of a unit that names no id is a new customer unless its
   * email is already someone's, so the owners of all those emails are read in one BatchGet and the
   * new customers' ids taken in one counter update. A later row of the same unit (the same email) is
   * looked up as usual, as the first may have created it. Should a customer with that email be saved
   * in between (another import of the same sheet), the create's unique guard refuses it and the row is
   * saved again the usual way: found by its email, it updates that customer.
   */
  async chunk(units, access) {
    const leads = units.map((unit) => unit[0]!.values).filter((v) => !v.id && v.email);
    const owners = await customerStore.findIdsByUnique(
      'email',
      leads.map((v) => v.email!),
    );
    const fresh = leads.filter((v) => !owners.has(v.email!));
    const ids = access.create ? await customerStore.reserveIds(fresh.length) : [];
    const reserved = new Map(fresh.map((values, i) => [values, ids[i]]));
    return async (unit) => {
      const failures: ImportFailure[] = [];
      for (const [index, { row, values }] of unit.entries()) {
        try {
          const knownNew = index === 0 && reserved.has(values) ? { id: reserved.get(values) } : undefined;
          await importRow(values, access, knownNew).catch((error: unknown) => {
            if (knownNew && error instanceof ConflictError) return importRow(values, access);
            throw error;
          });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          failures.push({ row, messages: error.messages });
        }
      }
      return failures;
    };
  },
};
