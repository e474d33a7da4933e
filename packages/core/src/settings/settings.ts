import { MESSAGES, ValidationError } from '../shared/errors.js';
import { resolveLanguage, type ResolvedLanguage } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { settingsEntity } from './settings.entity.js';
import { SiteSettings } from './settings.schema.js';

/**
 * Settings are read on every request, so each process keeps them for a few seconds (concurrent misses
 * share one read). A process's own `update` refreshes it at once; other processes (Lambda instances)
 * see a change within CACHE_MS. There is no reset: a test file runs in its own process with its own
 * table (vitest forks).
 */
const CACHE_MS = 5_000;
const cache = new PublicCache<SiteSettings>(CACHE_MS, 1);

export const Settings = {
  /** Current settings with defaults; cached for a few seconds per process (read on every request). */
  async get(): Promise<SiteSettings> {
    return cache.get('site', async () => {
      const { data } = await settingsEntity.get({ scope: 'site' }).go();
      return SiteSettings.parse(data?.values ?? {});
    });
  },

  async update(patch: Partial<SiteSettings>): Promise<SiteSettings> {
    const current = await Settings.get();
    const value = SiteSettings.parse({ ...current, ...patch });
    await settingsEntity.put({ scope: 'site', values: value, updated_at: new Date().toISOString() }).go();
    cache.set('site', value);
    return value;
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

  /** Whether the settings item was ever saved (the seed saves the defaults on first start). */
  async stored(): Promise<boolean> {
    const { data } = await settingsEntity.get({ scope: 'site' }).go();
    return data !== null;
  },
};
