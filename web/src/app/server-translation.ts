import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

export * from 'react-i18next';

const bound = new WeakMap<I18n, TFunction>();

/**
 * `t` with its plain lookups remembered: a text named by its key alone is the same on every render
 * in the language (the server loads every text before the first), and i18next's lookup, with its
 * namespace split, fallbacks and nesting, is ~1 ms of a page's render when done afresh each time.
 */
function remembering(t: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const lookup = t as unknown as (...args: unknown[]) => unknown;
  return ((...args: unknown[]) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string') return lookup(...args);
    let text = texts.get(key);
    if (text === undefined) {
      text = lookup(key);
      texts.set(key, text);
    }
    return text;
  }) as unknown as TFunction;
}

/**
 * `useTranslation` as the server build has it (vite.config.ts puts it in place of react-i18next's
 * there, and only there): a render never changes language and has every text loaded, so it needs
 * none of the original's subscriptions, readiness checks or per-component copy of the instance, which
 * cost ~2 ms a page, and its plain lookups are remembered (decision 0044). Keys always name their namespace (`store:home.title`).
 */
export function useTranslation() {
  const { i18n } = useContext(I18nContext);
  let t = bound.get(i18n);
  if (!t) {
    t = remembering(i18n.getFixedT(null, null) as TFunction);
    bound.set(i18n, t);
  }
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
