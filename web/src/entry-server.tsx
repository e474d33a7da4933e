import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { Providers } from './app/providers';
import { BROWSER_ONLY_PATHS, routes } from './app/routes';
import { SERVER_DATA_ID, type SentError, type ServerData } from './app/server-data';
import type { RouteHandle } from './app/lazy';
import { ApiError } from './lib/api-error';
import { headHtml, jsonForScript, winningHead, escapeHtml } from './lib/head-tags';
import { i18n } from './lib/i18n';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './lib/languages';
import { makeQueryClient } from './lib/query-client';
import { setRenderScopeSource, type RenderScope } from './lib/render-scope';
import { storefrontResources } from './locales';

/**
 * The server side of the storefront (decision 0044): the same routes, loaders and components as the
 * browser, rendered to HTML per request. Built by Vite as its own bundle (`vite build --ssr`) and
 * used by the renderer in packages/functions (`render/`), which caches, invalidates and serves it.
 */

// Every language's texts, loaded once, and one instance per interface language, made once: a render
// takes its language's (a per-request instance, or a language switch per request, cost ~3 ms a page).
for (const [language, namespaces] of Object.entries(storefrontResources)) {
  for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, ns, texts, true, false);
}
const languages = new Map(UI_LANGUAGES.map((lng) => [lng, i18n.cloneInstance({ lng, initAsync: false })] as const));
const inLanguage = (language: UiLanguage) => languages.get(language)!;

const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());
const handler = createStaticHandler(routes);

/** The client build's manifest (`dist/.vite/manifest.json`): which files a source module became. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export interface RenderInput {
  /** The page's request, its URL on the site's origin. */
  request: Request;
  /** The `Cookie` header the page may depend on: the language and currency choices only. */
  cookies: string;
  /** Answers an `/api` request in the same process. */
  api: (request: Request) => Promise<Response>;
}

export type Rendered =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The interface language the page was drawn in (`en-US` …). */
      language: string;
      /** A part of the page could not be read (not a 404): keep it out of shared caches. */
      degraded: boolean;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The browser's app, unrendered: the back office, the card page, or a page the server could not draw. */
  | { kind: 'shell'; status: number; html: string };

/** What a failed query hands the browser: enough to draw its state, nothing of the server's internals. */
function sentError(query: Query): SentError {
  const error = query.state.error;
  if (error instanceof ApiError)
    return {
      status: error.status,
      messages: typeof error.messages === 'string' ? error.messages : '',
      ...(error.movedTo ? { movedTo: error.movedTo } : {}),
    };
  return { status: 0, messages: '' };
}

export function createRenderer(options: { template: string; manifest: Manifest }) {
  const template = prepareTemplate(options.template, options.manifest);
  const preloadedByEntry = entryFiles(options.manifest);

  async function render(input: RenderInput): Promise<Rendered> {
    const url = new URL(input.request.url);
    if (BROWSER_ONLY_PATHS.test(url.pathname)) return { kind: 'shell', status: 200, html: template.shell };

    const queryClient = makeQueryClient();
    const scope: RenderScope = {
      queryClient,
      i18n: inLanguage(DEFAULT_UI_LANGUAGE),
      inLanguage,
      cookies: input.cookies,
      url,
      fetch: input.api,
      head: [],
      rootStyle: {},
    };
    return scopes.run(scope, async () => {
      const context = await handler.query(input.request);
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      if (context.errors) {
        const error = Object.values(context.errors as Record<string, unknown>)[0];
        throw error instanceof Error ? error : new Error(`A loader failed: ${JSON.stringify(error)}`);
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <Providers render={{ queryClient, i18n: scope.i18n }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
      );

      const failed = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'error');
      const language = scope.i18n.language as UiLanguage;
      const dehydrated = dehydrate(queryClient, {
        shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error',
      });
      for (const query of dehydrated.queries) {
        if (query.state.status === 'error') {
          const source = queryClient.getQueryCache().get(query.queryHash);
          (query.state as { error: unknown }).error = source ? sentError(source) : { status: 0, messages: '' };
        }
      }
      const data: ServerData = {
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        query: dehydrated,
        language,
      };
      const head = winningHead(scope.head);
      const chunks = chunkFiles(options.manifest, context, preloadedByEntry);
      const rootStyle = Object.entries(scope.rootStyle)
        .map(([name, value]) => `${name}:${value}`)
        .join(';');
      const html = template.page({
        lang: language,
        rootStyle,
        chunks,
        // Plain elements styled by the page's stylesheets: no runtime styles to gather (decision 0045).
        head: head ? headHtml(head.tags) : '',
        body,
        data: `<script type="application/json" id="${SERVER_DATA_ID}">${jsonForScript(data)}</script>`,
      });
      const degraded = failed.some((q) => !(q.state.error instanceof ApiError && q.state.error.status === 404));
      return { kind: 'page', status: context.statusCode, html, language, degraded };
    });
  }

  return { render, shell: template.shell };
}

/** The files the entry script already brings (index.html preloads them). */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
  return files;
}

/** The matched pages' chunks and what they import, less what the entry brings: preloaded beside it. */
const CHAKRA_SCOPE = 'src/components/ui/chakra-scope.tsx';

function chunkFiles(manifest: Manifest, context: StaticHandlerContext, skip: ReadonlySet<string>): string[] {
  const files: string[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(walk);
  };
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.chunk) walk(handle.chunk);
    // A shopper's own page is drawn with Chakra in the browser (app/lazy.ts, decision 0045).
    if (handle?.personal) walk(CHAKRA_SCOPE);
  }
  return files;
}

interface PageParts {
  lang: string;
  rootStyle: string;
  /** The matched pages' chunks, preloaded when the scripts start. */
  chunks: string[];
  head: string;
  body: string;
  data: string;
}

/** `text` cut at the first `marker`, which is dropped; a template without it is a build fault. */
function cut(text: string, marker: RegExp): [string, string] {
  const match = marker.exec(text);
  if (!match) throw new Error(`index.html has no ${String(marker)}`);
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/**
 * index.html as Vite built it (its script and style links), made into the two documents the server
 * sends: the shell (the browser's app, unrendered) and a rendered page, whose own head and data
 * replace the template's `<title>` and the preloads of the browser's first reads. Parts are joined,
 * never passed through `String.replace` (a `$&` in a page's text must stay text).
 */
function prepareTemplate(html: string, manifest: Manifest) {
  const boot = manifest['src/boot.ts']?.file;
  if (!boot) throw new Error('the browser build has no src/boot.ts entry (web/vite.config.ts)');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const trimmed = html
    .replace(/[ \t]*<!--[^>]*-->\s*(?=<link rel="preload" href="\/api\/)/, '')
    .replace(/[ \t]*<link rel="preload" href="\/api\/[^"]*"[^>]*>\s*/g, '')
    .replace(/[ \t]*<title>[^<]*<\/title>\s*/, '')
    // The page is drawn without its scripts: src/boot.ts loads them once the page has loaded what it
    // shows (decision 0044), from the addresses on <html>.
    .replace(/[ \t]*<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '')
    .replace(/[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  const [doctype, afterHtml] = cut(trimmed, /<html[^>]*>/);
  const [head, afterHead] = cut(afterHtml, /<\/head>/);
  const [beforeRoot, afterRoot] = cut(afterHead, /<div id="root"><\/div>/);
  const [beforeEnd, end] = cut(afterRoot, /<\/body>/);
  // The shell's pages (the back office, the card page) draw with Chakra, which comes in a chunk of its
  // own (decision 0045): preloaded beside the entry, not found only once the entry runs.
  const [shellHead, shellRest] = cut(html, /<\/head>/);
  const entryBrings = entryFiles(manifest);
  const chakra: string[] = [];
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryBrings.has(chunk.file) || chakra.includes(chunk.file)) return;
    chakra.push(chunk.file);
    chunk.imports?.forEach(walk);
  };
  walk(CHAKRA_SCOPE);
  const chakraLinks = chakra.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join('');
  return {
    shell: [shellHead, chakraLinks, '</head>', shellRest].join(''),
    page: (parts: PageParts) =>
      [
        doctype,
        // `data-ssr`: drawn by the server; the storefront layout adds `data-live` once the page is hydrated.
        `<html lang="${escapeHtml(parts.lang)}" data-ssr data-entry="${escapeHtml(entry)}"`,
        ` data-preload="${escapeHtml([...preloads, ...parts.chunks.map((file) => `/${file}`)].join(' '))}"`,
        parts.rootStyle ? ` style="${escapeHtml(parts.rootStyle)}"` : '',
        '>',
        head,
        `<script type="module" crossorigin src="/${escapeHtml(boot)}"></script>`,
        parts.head,
        '</head>',
        beforeRoot,
        `<div id="root">${parts.body}</div>`,
        beforeEnd,
        parts.data,
        '</body>',
        end,
      ].join(''),
  };
}
