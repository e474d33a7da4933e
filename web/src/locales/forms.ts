import forms from './en-US/common-forms.json';
import { i18n } from '../lib/i18n';

/**
 * The English `common` texts of forms, lists and the back office's widgets (validation messages,
 * import, editor, upload, list, combobox): not in the storefront's first script (decision 0044), added
 * to `common` by the modules that show them when they load (messages.ts, the admin chunk, the order
 * list). The other languages' bundles hold them already.
 */
export function addFormTexts(): void {
  if (i18n.exists('common:validation.required', { lng: 'en-US' })) return;
  i18n.addResourceBundle('en-US', 'common', forms, true, false);
}
