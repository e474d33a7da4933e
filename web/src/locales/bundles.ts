import enCommon from './en-US/common.json';
import enStore from './en-US/store.json';

/**
 * The storefront's texts as the app loads them: English (the default and the fallback) with the
 * entry chunk, the other languages as chunks of their own when the interface switches to them
 * (decision 0020). English server messages come with the module that shows them
 * (components/ui/messages.ts), not with the first script (decision 0031). `./index.ts` has all of
 * them at once, for tests.
 */
export const englishResources = { common: enCommon, store: enStore };

export const loadResources = {
  'zh-HK': () => import('./zh-HK/bundle').then((m) => m.default),
  'zh-CN': () => import('./zh-CN/bundle').then((m) => m.default),
};
