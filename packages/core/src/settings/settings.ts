import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { env } from '../shared/env.js';
import { scriptLines } from '../shared/script-field.js';
import { scriptOrigins } from '../shared/security-headers.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { ConflictError, ForbiddenError, MESSAGES, ValidationError } from '../shared/errors.js';
import { fieldMessages } from '../shared/validation.js';
import { resolveLanguage, type ResolvedLanguage } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { unmetered } from '../shared/read-meter.js';
import { settingsEntity } from './settings.entity.js';
import { checkSiteSettings, RECAPTCHA_KEYS_NEEDED, SiteSettings } from './settings.schema.js';

const CheckedSettings = SiteSettings.superRefine(checkSiteSettings);

/** The picture settings: a new key must be an uploaded file. */
const PICTURES = ['logo', 'icon', 'banner', 'admin_logo', 'bank_qr_image'] as const;

/** Tries of a settings write that meets another write between its read and its own (then it reads again). */
const WRITE_TRIES = 3;

/**
 * Settings are read on every request, so each process keeps them for a few seconds (concurrent misses
 * share one read). A process's own `update` refreshes it at once; other processes (Lambda instances)
 * see a change within CACHE_MS. There is no reset: a test file runs in its own process with its own
 * table (vitest forks).
 */
const CACHE_MS = 5_000;
const cache = new PublicCache<SiteSettings>(CACHE_MS, 1);

export const SITE_SCRIPTS_FORBIDDEN = 'Only staff allowed to edit page scripts may change the site scripts.';
const SCRIPT_KEYS = ['header_script', 'footer_script'] as const;

/**
 * The site's header and footer scripts run on every storefront page: changing them takes
 * `update page_scripts` (decision 0033's permission; the caller says whether the admin holds it), and
 * each address's origin must be one the CSP allows (`SCRIPT_ORIGINS`). Sending the stored value back
 * unchanged is not a change.
 */
function checkScripts(patch: Partial<SiteSettings>, current: SiteSettings, mayEditScripts: boolean): void {
  const changed = SCRIPT_KEYS.filter((key) => patch[key] !== undefined && patch[key] !== current[key]);
  if (!changed.length) return;
  if (!mayEditScripts) throw new ForbiddenError(SITE_SCRIPTS_FORBIDDEN);
  const allowed = new Set(scriptOrigins(env().SCRIPT_ORIGINS));
  const problems: Record<string, string[]> = {};
  for (const key of changed) {
    const refused = scriptLines(patch[key]).find((line) => !allowed.has(new URL(line).origin));
    if (refused) problems[key] = [`The site does not allow scripts from ${new URL(refused).origin} (SCRIPT_ORIGINS).`];
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
}

/** The keys a patch sends (a key left out, or undefined, keeps its value: the reCAPTCHA secret). */
const sent = (patch: Partial<SiteSettings>) =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<SiteSettings>;

export const Settings = {
  /** Current settings with defaults; cached for a few seconds per process (read on every request). */
  async get(): Promise<SiteSettings> {
    // The refresh is the process's, every few seconds, not the request's that happens to meet it:
    // a read meter (tests, benchmarks) leaves it out of that request's figure.
    return cache.get('site', () =>
      unmetered(async () => {
        const { data } = await settingsEntity.get({ scope: 'site' }).go();
        return SiteSettings.parse(data?.values ?? {});
      }),
    );
  },

  /**
   * Applies a change to the stored settings (not the cached copy) and checks the result as a whole
   * (422 beside the field, nothing written). The write is conditional on the item being as read, so
   * two admins saving different tabs at once both land: the later one reads again and re-applies its
   * own keys instead of writing back the other's old values.
   */
  async update(input: Partial<SiteSettings>, options: { mayEditScripts: boolean } = { mayEditScripts: true }): Promise<SiteSettings> {
    const patch = sent(input);
    for (let attempt = 1; ; attempt++) {
      const { data } = await settingsEntity.get({ scope: 'site' }).go({ consistent: true });
      const current = SiteSettings.parse(data?.values ?? {});
      checkScripts(patch, current, options.mayEditScripts);
      const checked = CheckedSettings.safeParse({ ...current, ...patch });
      if (!checked.success) throw new ValidationError(fieldMessages(checked.error));
      const value = checked.data;
      if (value.enable_recaptcha_forms.length && (!value.recaptcha_site_key || !value.recaptcha_secret))
        throw ValidationError.field('enable_recaptcha_forms', RECAPTCHA_KEYS_NEEDED);
      await Files.requireUploaded(PICTURES.flatMap((key) => newImages(key, value[key], current[key])));
      const updated_at = new Date().toISOString();
      try {
        if (data) {
          await settingsEntity
            .patch({ scope: 'site' })
            .set({ values: value, updated_at })
            .where((attr, op) => op.eq(attr.updated_at, data.updated_at))
            .go();
        } else {
          await settingsEntity.create({ scope: 'site', values: value, updated_at }).go();
        }
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        if (attempt >= WRITE_TRIES) throw new ConflictError(MESSAGES.changedElsewhere);
        continue;
      }
      cache.set('site', value);
      // Every page carries the settings (the shop's name, logo, template, scripts): decision 0043.
      if (JSON.stringify(value) !== JSON.stringify(current)) await pagesChanged([PagePaths.all]);
      return value;
    }
  },

  /**
   * The site language a request names: its code and its storage slot (`default` for the main
   * language). One the site does not support is refused with 422 beside `language`.
   */
  async language(language: string | undefined): Promise<ResolvedLanguage> {
    const resolved = resolveLanguage(language, await Settings.get());
    if (!resolved) throw ValidationError.field('language', MESSAGES.languageUnsupported);
    return resolved;
  },

  /** The storage slot for a requested language (`default` for the main language); 422 if unsupported. */
  async slot(language: string | undefined): Promise<string> {
    return (await Settings.language(language)).slot;
  },

  /** The stored settings, read consistently (the admin's form: never a few seconds old). */
  async current(): Promise<SiteSettings> {
    const { data } = await settingsEntity.get({ scope: 'site' }).go({ consistent: true });
    return SiteSettings.parse(data?.values ?? {});
  },

  /** Whether the settings item was ever saved (the seed saves the defaults on first start). */
  async stored(): Promise<boolean> {
    const { data } = await settingsEntity.get({ scope: 'site' }).go();
    return data !== null;
  },
};
