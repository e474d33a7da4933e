import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export * from 'react-i18next';

const bound = new WeakMap<I18n, TFunction>();

/**
 * `useTranslation` as the server build has it (vite.config.ts puts it in place of react-i18next's
 * there, and only there): a render never changes language and has every text loaded, so it needs
 * none of the original's subscriptions, readiness checks or per-component copy of the instance, which
 * cost ~2 ms a page (decision 0044). Keys always name their namespace (`store:home.title`).
 */
export function useTranslation() {
  const { i18n } = useContext(I18nContext);
  let t = bound.get(i18n);
  if (!t) {
    t = i18n.getFixedT(null, null) as TFunction;
    bound.set(i18n, t);
  }
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
