import common from './common.json';
import server from './server.json';
import store from './store.json';

/** The storefront's zh-HK texts, loaded when the interface switches to zh-HK (lib/i18n.ts). */
export default { common, store, server };
