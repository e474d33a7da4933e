import i18next from 'i18next';
import type { createFormControl, FieldValues } from 'react-hook-form';
import { storefrontResources } from '../../locales';

/**
 * What the form tests share: a zh-HK translator over the shipped catalogues (so a message that
 * reaches the user untranslated fails), the resolver options react-hook-form passes, and a form's
 * error store read outside React.
 */
const i18n = i18next.createInstance();
await i18n.init({
  resources: storefrontResources,
  lng: 'zh-HK',
  fallbackLng: 'en-US',
  ns: ['common', 'store', 'server'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
export const hk = i18n.getFixedT('zh-HK');

export const RESOLVE = { fields: {}, shouldUseNativeValidation: false } as const;

/** react-hook-form's own error store, outside React: what a grid's `errors` is. */
export const errorsOf = (form: ReturnType<typeof createFormControl<FieldValues>>) => form.control._formState.errors;
