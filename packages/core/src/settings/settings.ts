import { languageSlot } from '../shared/i18n.js';
import { settingsEntity } from './settings.entity.js';
import { SiteSettings } from './settings.schema.js';

let cache: { value: SiteSettings; at: number } | undefined;
const CACHE_MS = 5_000;

export const Settings = {
  /** Current settings with defaults; cached for a few seconds per process (read on every request). */
  async get(): Promise<SiteSettings> {
    if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
    const { data } = await settingsEntity().get({ scope: 'site' }).go();
    const value = SiteSettings.parse(data?.values ?? {});
    cache = { value, at: Date.now() };
    return value;
  },

  async update(patch: Partial<SiteSettings>): Promise<SiteSettings> {
    const current = await Settings.get();
    const value = SiteSettings.parse({ ...current, ...patch });
    await settingsEntity().put({ scope: 'site', values: value, updated_at: new Date().toISOString() }).go();
    cache = { value, at: Date.now() };
    return value;
  },

  /** The storage slot for a requested language (`default` for the main language). */
  async slot(language: string | undefined): Promise<string> {
    const settings = await Settings.get();
    const slot = languageSlot(language, settings.main_language);
    return slot;
  },

  resetCache(): void {
    cache = undefined;
  },
};
