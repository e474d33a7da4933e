import enCommonBase from './en-US/common.json';
import enCommonForms from './en-US/common-forms.json';
import enServer from './en-US/server.json';
import enStoreBase from './en-US/store.json';
import enStoreContact from './en-US/store-contact.json';
import enStoreListing from './en-US/store-listing.json';
import enStorePersonal from './en-US/store-personal.json';
import enStoreWishlist from './en-US/store-wishlist.json';
import hkCommon from './zh-HK/common.json';
import hkServer from './zh-HK/server.json';
import hkStore from './zh-HK/store.json';
import cnCommon from './zh-CN/common.json';
import cnServer from './zh-CN/server.json';
import cnStore from './zh-CN/store.json';

/** English `common`, whole: the browser loads its form and list texts with the code that shows them (./forms.ts). */
const enCommon = { ...enCommonBase, ...enCommonForms };
/** English `store`, whole: pages bring their own part with them (./page-texts.ts). */
const enStore = { ...enStoreBase, ...enStoreContact, ...enStoreListing, ...enStorePersonal, ...enStoreWishlist };

/**
 * Namespaces every page needs; the admin namespace is in `./admin.ts`. `server` translates the
 * messages the API sends, keyed by their English text (decision 0011).
 */
export const storefrontResources = {
  'en-US': { common: enCommon, store: enStore, server: enServer },
  'zh-HK': { common: hkCommon, store: hkStore, server: hkServer },
  'zh-CN': { common: cnCommon, store: cnStore, server: cnServer },
};
