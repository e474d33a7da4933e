import { queryOptions } from '@tanstack/react-query';
import type { WidgetType } from '@shop/core/content/widget.schema';
import { client, publicClient, unwrap, type AnswerOf } from '../../lib/client';
import { fileUrl } from '../../lib/format';
import { storeLanguage } from '../../lib/preferences';
import { currentQueryClient } from '../../lib/query-client';
import { renderScope } from '../../lib/render-scope';
import { storeKeys } from '../../lib/query-keys';
import { getToken } from '../../lib/session';
import { siteConfigQuery } from '../../lib/site-config';
import { contentLanguage } from '../shell/store-context';

/**
 * The homepage (decision 0035) is composed, in this order, of: the slider `home`, the block `home`,
 * the product widgets (featured, new, hot: each shown when it has products), the latest articles and
 * the brands. Staff choose what it shows by editing those: the slider and block named `home`, the
 * products' featured/new/hot flags, the articles. Nothing of it is required: an empty part is left out.
 */
export const HOME_IDENTIFIER = 'home';
export const HOME_WIDGETS = [
  'featured_products',
  'new_products',
  'hot_products',
  'latest_articles',
] as const satisfies readonly WidgetType[];
/** Items each homepage widget shows: one row of four on wide screens. */
const WIDGET_LIMIT = 4;

/** `GET /api/brand`: the enabled brands in a content language (`default`: the site's main language). */
const fetchBrands = (language: string, signal?: AbortSignal) =>
  unwrap(publicClient.api.brand.$get({ query: { language } }, signal ? { init: { signal } } : undefined));

export const brandsQuery = (language: string) =>
  queryOptions({
    queryKey: storeKeys.brands(language),
    queryFn: ({ signal }) => fetchBrands(language, signal),
  });

/** `GET /api/slider?identifier=home`: the slider with the slides showing now, or none. */
const fetchSlider = async (language: string) =>
  (await unwrap(publicClient.api.slider.$get({ query: { identifier: HOME_IDENTIFIER, language } }))).data[0] ?? null;

export const homeSliderQuery = (language: string) =>
  queryOptions({
    queryKey: ['store', 'slider', HOME_IDENTIFIER, language] as const,
    queryFn: () => fetchSlider(language),
  });
export type HomeSlider = NonNullable<AnswerOf<typeof publicClient.api.slider.$get>['data'][number]>;

/** `POST /api/block {identifier: 'home'}`: the block, or null when there is none (404). */
export const homeBlockQuery = (language: string) =>
  queryOptions({
    queryKey: ['store', 'block', HOME_IDENTIFIER, language] as const,
    queryFn: async () => {
      try {
        return await unwrap(publicClient.api.block.$post({ json: { identifier: HOME_IDENTIFIER, language } }));
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });

/**
 * `POST /api/widget`, with the shopper's token when there is one (a members-only site shows prices to
 * members, so a guest's copy and a signed-in shopper's are kept apart).
 */
export const widgetQuery = (type: (typeof HOME_WIDGETS)[number], language: string, shopper: boolean) =>
  queryOptions({
    queryKey: ['store', 'widget', type, language, shopper ? 'shopper' : 'guest'] as const,
    queryFn: () => unwrap(client.api.widget.$post({ json: { type, language, data: { limit: WIDGET_LIMIT } } })),
    // The guest's copy (the server's) stays on screen while a signed-in shopper's is read.
    placeholderData: (previous, query) => (query?.queryKey[2] === type && query.queryKey[3] === language ? previous : undefined),
  });
export type HomeWidget = AnswerOf<typeof client.api.widget.$post>;

/** How long the first render waits for the page's parts before it shows placeholders instead. */
const HOME_WAIT_MS = 3000;

/**
 * The first slide's picture is the homepage's largest paint: it starts downloading as soon as the
 * slider is known, with high priority, instead of after the page's first render (the carousel's
 * `<img>` then finds it in the cache).
 */
function preloadFirstSlide(slider: HomeSlider | null | undefined): void {
  const href = fileUrl(slider?.slides[0]?.image_path);
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * The homepage's route loader: reads every part of the page while its chunk downloads, so the page
 * is drawn once, whole, instead of parts that push each other down as they arrive (CLS). Errors are
 * left to the page's own queries (error state, retry).
 *
 * On a first load the settings are not in yet, and they decide the page's language (is the chosen
 * one still offered?). Rather than wait for them, the brands and the slider (which names the largest
 * picture) are asked for at once in the language the page will most likely have (the chosen one,
 * else the main one: `default`, the url index.html preloads), and again only if the settings say
 * otherwise: one round trip less before the page shows.
 */
export async function loadHome(): Promise<null> {
  if (renderScope()) return loadHomeOnServer();
  const queryClient = currentQueryClient();
  try {
    const chosen = storeLanguage.get();
    const settings = siteConfigQuery();
    const first = !queryClient.getQueryData(settings.queryKey);
    const guess = chosen ?? 'default';
    const earlyBrands = first ? fetchBrands(guess).catch(() => undefined) : undefined;
    const earlySlider = first ? fetchSlider(guess).catch(() => undefined) : undefined;
    void earlySlider?.then(preloadFirstSlide);
    const config = await queryClient.ensureQueryData(settings);
    const language = contentLanguage(config, chosen);
    const guessed = chosen ? chosen === language : language === config.main_language;
    const settle = async <T>(
      early: Promise<T | undefined> | undefined,
      query: { queryKey: readonly unknown[] },
      prefetch: () => Promise<unknown>,
    ) => {
      const data = guessed ? await early : undefined;
      if (data !== undefined) queryClient.setQueryData(query.queryKey, data);
      else await prefetch();
    };
    const shopper = Boolean(getToken('customer'));
    const parts = [
      settle(earlyBrands, brandsQuery(language), () => queryClient.prefetchQuery(brandsQuery(language))),
      settle(earlySlider, homeSliderQuery(language), async () => {
        preloadFirstSlide(await queryClient.fetchQuery(homeSliderQuery(language)).catch(() => undefined));
      }),
      queryClient.prefetchQuery(homeBlockQuery(language)),
      ...HOME_WIDGETS.map((type) => queryClient.prefetchQuery(widgetQuery(type, language, shopper))),
    ];
    await Promise.race([Promise.all(parts), new Promise((resolve) => setTimeout(resolve, HOME_WAIT_MS))]);
  } catch {
    // the page shows the error
  }
  return null;
}

/**
 * On the server every part is read before the page is drawn, as a guest (the HTML is shared); the
 * slider's first picture is in the HTML itself, so the browser finds it at once.
 */
async function loadHomeOnServer(): Promise<null> {
  const queryClient = currentQueryClient();
  const config = await queryClient.ensureQueryData(siteConfigQuery());
  const language = contentLanguage(config, storeLanguage.get());
  await Promise.all([
    queryClient.prefetchQuery(brandsQuery(language)),
    queryClient.prefetchQuery(homeSliderQuery(language)),
    queryClient.prefetchQuery(homeBlockQuery(language)),
    ...HOME_WIDGETS.map((type) => queryClient.prefetchQuery(widgetQuery(type, language, false))),
  ]);
  return null;
}
