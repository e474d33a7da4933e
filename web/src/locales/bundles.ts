import enCommon from './en-US/common.json';
import enServer from './en-US/server.json';
import enStore from './en-US/store.json';

/**
 * The storefront's texts as the app loads them: English (the default and the fallback) with the
 * entry chunk, the other languages as chunks of their own when the interface switches to them
 * (decision 0020). `./index.ts` has all of them at once, for tests.
 */
export const englishResources = { common: enCommon, store: enStore, server: enServer };

export const loadResources = {
  'zh-HK': () => import('./zh-HK/bundle').then((m) => m.default),
  'zh-CN': () => import('./zh-CN/bundle').then((m) => m.default),
};
