import { getCookie, removeCookie, setCookie } from './cookies';
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from './languages';

/** Storefront language (a content language code such as `en_us`), kept in the `language` cookie. */
export const storeLanguage = {
  get: (): string | undefined => getCookie('language'),
  set: (code: string): void => setCookie('language', code, 365),
};

/** Chosen currency identifier; the base currency is the default. */
export const storeCurrency = {
  get: (): string | undefined => getCookie('currency'),
  set: (identifier: string): void => setCookie('currency', identifier, 365),
  clear: (): void => removeCookie('currency'),
};

/** Admin interface language; the back office defaults to en-US. */
export const adminLanguage = {
  get: (): UiLanguage => {
    const value = getCookie('admin_language');
    return isUiLanguage(value) ? value : DEFAULT_UI_LANGUAGE;
  },
  set: (code: UiLanguage): void => setCookie('admin_language', code, 365),
};

export interface Currency {
  identifier: string;
  rate: number;
  mark: string;
}

/** Spec section 9: mark plus amount times rate, two decimals. */
export function formatMoney(amount: number, currency: Pick<Currency, 'rate' | 'mark'>): string {
  return `${currency.mark}${(amount * currency.rate).toFixed(2)}`;
}
