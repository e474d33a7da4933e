import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { HeadEntry } from './head-tags';
import type { UiLanguage } from './languages';

/**
 * What one server render knows about its request (the storefront's public pages are rendered on the
 * server: decision 0044). Modules that the browser keeps as singletons — the query cache, the
 * interface language, the cookies, the API's fetch — ask here first, so the same loaders and
 * components serve both sides and no request sees another's state. In the browser there is no
 * scope: `renderScope()` is undefined and those modules use their singletons.
 */
export interface RenderScope {
  queryClient: QueryClient;
  /** The interface texts the page is drawn in; a loader switches it with `inLanguage`. */
  i18n: I18n;
  inLanguage: (language: UiLanguage) => I18n;
  /** The request's cookies as a `Cookie` header: only the language and currency choices, never a token. */
  cookies: string;
  /** The page's address on the site's origin (`APP_URL`), with its query. */
  url: URL;
  /** The API, answered in the same process (no network hop, the same routes and caches). */
  fetch: (request: Request) => Promise<Response>;
  /** The head each rendered part asks for; the most specific one is written into the page. */
  head: HeadEntry[];
  /** The document's root variables (the template's colours) as CSS declarations. */
  rootStyle: Record<string, string>;
}

let source: () => RenderScope | undefined = () => undefined;

/** Set once by the server entry: where the current render's scope is kept (an AsyncLocalStorage). */
export function setRenderScopeSource(get: () => RenderScope | undefined): void {
  source = get;
}

/** The current server render's scope; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return source();
}
