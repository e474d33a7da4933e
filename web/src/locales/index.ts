import enCommon from './en-US/common.json';
import enServer from './en-US/server.json';
import enStore from './en-US/store.json';
import hkCommon from './zh-HK/common.json';
import hkServer from './zh-HK/server.json';
import hkStore from './zh-HK/store.json';
import cnCommon from './zh-CN/common.json';
import cnServer from './zh-CN/server.json';
import cnStore from './zh-CN/store.json';

/**
 * Namespaces every page needs; the admin namespace is in `./admin.ts`. `server` translates the
 * messages the API sends, keyed by their English text (decision 0011).
 */
export const storefrontResources = {
  'en-US': { common: enCommon, store: enStore, server: enServer },
  'zh-HK': { common: hkCommon, store: hkStore, server: hkServer },
  'zh-CN': { common: cnCommon, store: cnStore, server: cnServer },
};
