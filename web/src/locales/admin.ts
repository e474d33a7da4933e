import en from './en-US/admin.json';
import hk from './zh-HK/admin.json';
import cn from './zh-CN/admin.json';
import { i18n } from '../lib/i18n';
import { addFormTexts } from './forms';

/** Registers the back-office texts; imported only by the admin chunk. */
export function addAdminTranslations(): void {
  addFormTexts();
  if (i18n.hasResourceBundle('en-US', 'admin')) return;
  i18n.addResourceBundle('en-US', 'admin', en);
  i18n.addResourceBundle('zh-HK', 'admin', hk);
  i18n.addResourceBundle('zh-CN', 'admin', cn);
}
