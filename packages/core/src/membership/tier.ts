import { NotFoundError, ValidationError } from '../shared/errors.js';
import { DEFAULT_LANGUAGE, mergeTranslation, pickTranslation } from '../shared/i18n.js';
import { toMinor } from '../shared/money.js';
import { membershipProgramEntity, membershipTierEntity, type MembershipTierRecord } from './membership.entity.js';
import {
  MAX_TIERS,
  MEMBERSHIP_MESSAGES,
  type MembershipProgramInfo,
  type MembershipProgramInput,
  type MembershipTierInfo,
  type MembershipTierInput,
} from './tier.schema.js';

const SCOPE = 'membership';

/** The tier's title in a language; a tier without one is `Level {id}` (spec §3). */
export const tierTitle = (record: MembershipTierRecord, language: string): string =>
  pickTranslation(record.translations, ['title'], language).title || `Level ${String(record.level)}`;

function toInfo(r: MembershipTierRecord, language: string): MembershipTierInfo {
  return {
    id: r.level,
    enabled: r.enabled,
    title: tierTitle(r, language),
    earn_rate_dollar: r.earn_rate_dollar,
    earn_rate_point: r.earn_rate_point,
    use_rate_dollar: r.use_rate_dollar,
    use_rate_point: r.use_rate_point,
    limit_percent_per_order: r.limit_percent_per_order,
    accumulation_spending_amount: r.accumulation_spending_amount,
    spending_amount: r.spending_amount,
    keep_spending_amount: r.keep_spending_amount,
    downgrade_tier_id: r.downgrade_tier_id ?? null,
    awards_enabled: r.awards_enabled,
    birthday_points: r.birthday_points,
    renew_success_points: r.renew_success_points,
    updated_at: r.updated_at,
  };
}

const DEFAULT_PROGRAM: MembershipProgramInfo = { point_expiry: 'never', point_expiry_date: null, expiry_notice_days: 14 };

/** Membership tiers (`/admin/membership`): a handful of items in one partition, read whole. */
export const Tiers = {
  /** Every tier, by level (one Query). */
  async records(): Promise<MembershipTierRecord[]> {
    const { data } = await membershipTierEntity.query.byLevel({ scope: SCOPE }).go({ pages: 'all' });
    return data.sort((a, b) => a.level - b.level);
  },

  async list(language: string): Promise<MembershipTierInfo[]> {
    return (await Tiers.records()).map((r) => toInfo(r, language));
  },

  async get(level: number, language: string): Promise<MembershipTierInfo> {
    const { data } = await membershipTierEntity.get({ scope: SCOPE, level }).go();
    if (!data) throw new NotFoundError();
    return toInfo(data, language);
  },

  /** Creates or replaces tier `level`; the title goes into the language given (default: the main one). */
  async put(level: number, input: MembershipTierInput, language = DEFAULT_LANGUAGE): Promise<MembershipTierInfo> {
    if (!Number.isInteger(level) || level < 1 || level > MAX_TIERS) throw new NotFoundError();
    if (input.downgrade_tier_id === level) throw ValidationError.field('downgrade_tier_id', MEMBERSHIP_MESSAGES.downgradeSelf);
    const all = await Tiers.records();
    if (input.downgrade_tier_id && !all.some((t) => t.level === input.downgrade_tier_id)) {
      throw ValidationError.field('downgrade_tier_id', MEMBERSHIP_MESSAGES.downgradeMissing);
    }
    const current = all.find((t) => t.level === level);
    const { language: _language, title, downgrade_tier_id, ...fields } = input;
    const record = {
      scope: SCOPE,
      level,
      ...fields,
      translations: mergeTranslation(current?.translations, language, { title }),
      ...(downgrade_tier_id ? { downgrade_tier_id } : {}),
      updated_at: new Date().toISOString(),
    };
    await membershipTierEntity.put(record).go();
    return toInfo(record as MembershipTierRecord, language);
  },

  /** Staff may give a customer only an enabled tier (422 on `membership_tier_id` otherwise); none is fine. */
  async assertSelectable(level: number | null | undefined): Promise<void> {
    if (!level) return;
    const { data } = await membershipTierEntity.get({ scope: SCOPE, level }).go();
    if (!data?.enabled) throw ValidationError.field('membership_tier_id', MEMBERSHIP_MESSAGES.downgradeMissing);
  },

  /** The enabled tiers, for a customer's tier select (`id`, `title`). */
  async options(language: string): Promise<{ id: number; title: string }[]> {
    return (await Tiers.records()).filter((t) => t.enabled).map((t) => ({ id: t.level, title: tierTitle(t, language) }));
  },

  /**
   * The tier a customer's spending earns: the highest enabled tier whose accumulated amount the
   * total reaches, or whose single-order amount (when above 0) this order reaches (decision 0069).
   */
  earned(tiers: readonly MembershipTierRecord[], accumulatedCents: number, orderCents: number): MembershipTierRecord | undefined {
    return [...tiers]
      .filter((t) => t.enabled)
      .sort((a, b) => b.level - a.level)
      .find(
        (t) =>
          accumulatedCents >= toMinor(t.accumulation_spending_amount) ||
          (toMinor(t.spending_amount) > 0 && orderCents >= toMinor(t.spending_amount)),
      );
  },

  async program(): Promise<MembershipProgramInfo> {
    const { data } = await membershipProgramEntity.get({ scope: SCOPE }).go();
    if (!data) return DEFAULT_PROGRAM;
    return {
      point_expiry: data.point_expiry,
      point_expiry_date: data.point_expiry_date ?? null,
      expiry_notice_days: data.expiry_notice_days,
    };
  },

  async setProgram(input: MembershipProgramInput): Promise<MembershipProgramInfo> {
    const date = input.point_expiry === 'specific_date' ? input.point_expiry_date : null;
    await membershipProgramEntity
      .put({
        scope: SCOPE,
        point_expiry: input.point_expiry,
        ...(date ? { point_expiry_date: date } : {}),
        expiry_notice_days: input.expiry_notice_days,
        updated_at: new Date().toISOString(),
      })
      .go();
    return { point_expiry: input.point_expiry, point_expiry_date: date ?? null, expiry_notice_days: input.expiry_notice_days };
  },
};
