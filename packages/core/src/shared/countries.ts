import { getCountryDataList } from 'countries-list';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Country codes are ISO 3166-1 alpha-3 (`HKG`), as the spec's country list is; the list and the
 * alpha-2 code libphonenumber-js needs come from the maintained `countries-list` package, phone
 * numbers are checked against the country's numbering plan by `libphonenumber-js` (decision 0011).
 * Shared by the server's schemas and the web's country select.
 */
export interface Country {
  alpha3: string;
  alpha2: string;
  /** Continent code (`AS`, `EU` …): the select groups countries by it. */
  continent: string;
  /** International calling codes, e.g. [852]. */
  callingCodes: number[];
  /** English name: the label where the reader's language has none. */
  name: string;
}

/**
 * Every country, in the package's order. Not sorted here: whoever shows the list sorts it by the name
 * in the reader's language (the country select does), and building a collator at load cost ~5 ms of
 * every API cold start (decision 0018).
 */
// Built at load, marked pure so a browser bundle that reaches this module without using it drops it
// and the list's packages (~40 kB gzip): the form modules' index reaches it (decision 0044).
export const COUNTRIES: readonly Country[] = /* @__PURE__ */ (() =>
  getCountryDataList().map((c) => ({
    alpha3: c.iso3,
    alpha2: c.iso2,
    continent: c.continent,
    callingCodes: c.phone,
    name: c.name,
  })))();

/** Continents in the order the select shows them. */
export const CONTINENTS = ['AS', 'EU', 'NA', 'SA', 'OC', 'AF', 'AN'] as const;

const BY_ALPHA3 = /* @__PURE__ */ (() => new Map(COUNTRIES.map((c) => [c.alpha3, c])))();

/** The country of an alpha-3 code, in any letter case. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? BY_ALPHA3.get(code.trim().toUpperCase()) : undefined;
}

/** A phone number valid in the country's numbering plan (national or +international form). */
export function isValidPhone(phone: string, countryCode: string): boolean {
  const country = countryByCode(countryCode);
  if (!country) return false;
  try {
    return isValidPhoneNumber(phone, country.alpha2 as CountryCode);
  } catch {
    return false;
  }
}

/** A phone number in E.164 (`+85291234567`), or undefined when it is not a valid number of the country. */
export function toE164(phone: string | null | undefined, countryCode: string | null | undefined): string | undefined {
  const country = countryByCode(countryCode);
  if (!phone || !country) return undefined;
  try {
    const parsed = parsePhoneNumberFromString(phone, country.alpha2 as CountryCode);
    return parsed?.isValid() ? parsed.number : undefined;
  } catch {
    return undefined;
  }
}
