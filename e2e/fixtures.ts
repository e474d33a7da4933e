import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A storefront page the server rendered (`<html data-ssr>`) is on screen before it is live: its
 * buttons and selects do nothing until the browser has hydrated it (decision 0044), and a person's
 * click in that moment is lost. These tests act as people do once the page works: every navigation
 * (goto, reload, back, forward) waits until such a page is live (`data-live`, set by the storefront
 * layout's first effect). Pages the browser draws itself (the back office) are live at once.
 */

const patched = new WeakSet<Page>();

function waitForLive(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // Locators, not an evaluated function: the site's CSP allows no eval.
      const html = page.locator('html');
      if ((await html.getAttribute('data-ssr')) !== null)
        await page.locator('html[data-live="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      return response;
    };
  }
}

function watch(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForLive);
  context.on('page', waitForLive);
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(watch(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => watch(await newContext(...args));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
