import { test as base, expect, type APIRequestContext } from '../fixtures';
import { apiAdminToken, bearer } from '../helpers';

/** What `PUT /api/admin/configuration` takes (core/settings/settings.schema.ts ConfigurationInput). */
export type SettingsPatch = Record<string, unknown>;

export interface Site {
  /**
   * Changes these settings now (`PUT /api/admin/configuration`). The server's own settings cache is
   * refreshed by the write, but a browser keeps `GET /api/configs` for up to 30 s: open the pages
   * that must see a change in a new browser context.
   */
  set(patch: SettingsPatch): Promise<void>;
}

async function configuration(request: APIRequestContext, token: string, patch?: SettingsPatch): Promise<SettingsPatch> {
  const response = patch
    ? await request.put('/api/admin/configuration', { headers: bearer(token), data: patch })
    : await request.get('/api/admin/configuration', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SettingsPatch;
}

/**
 * Specs that change the site settings (they run on their own server, one at a time:
 * playwright.config.ts). `site.set(…)` changes settings for this test; afterwards, whether the test
 * passed or failed, every key it changed is put back as it was before the test's first change.
 */
export const test = base.extend<{ site: Site }>({
  site: async ({ request }, use) => {
    const token = await apiAdminToken(request);
    const before: SettingsPatch = {};
    await use({
      async set(patch) {
        const current = await configuration(request, token);
        for (const key of Object.keys(patch)) if (!(key in before)) before[key] = current[key];
        await configuration(request, token, patch);
      },
    });
    if (Object.keys(before).length > 0) await configuration(request, token, before);
  },
});

export { expect };
