import enCommon from './en-US/common.json';
import enStore from './en-US/store.json';
import hkCommon from './zh-HK/common.json';
import hkStore from './zh-HK/store.json';
import cnCommon from './zh-CN/common.json';
import cnStore from './zh-CN/store.json';

/** Namespaces every page needs; the admin namespace is in `./admin.ts`. */
export const storefrontResources = {
  'en-US': { common: enCommon, store: enStore },
  'zh-HK': { common: hkCommon, store: hkStore },
  'zh-CN': { common: cnCommon, store: cnStore },
};
