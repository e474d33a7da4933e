/**
 * What a shopper types into a search box, made searchable (decision 0042). Plain functions without
 * zod, so the storefront's header (its first script) uses the same rule as the server.
 *
 * Letters (any script), combining marks and digits are searched; everything else — punctuation,
 * symbols, emoji, `%`, quotes — is ignored: it separates words, except an apostrophe inside a word
 * ("O'Brien" is the word "obrien"). Chinese and Japanese are written without spaces, so spaces next
 * to their characters are dropped: "越野 T 恤", "T 恤" and "T恤" are the same text. Full-width
 * letters and digits ("Ｔ恤") are their ordinary forms (NFKC). Product names are indexed through the
 * same function, so a name and a keyword always meet in the same form.
 */

/** Characters a keyword may have as typed; longer is refused (a paste of a page is not a search). */
export const SEARCH_KEYWORD_MAX = 1000;
/** Characters of the cleaned text that are searched (the index's tokens are no longer: search-index.ts). */
export const SEARCH_TEXT_MAX = 100;
/** Words a keyword is split into at most when its whole text finds nothing. */
export const SEARCH_WORDS_MAX = 5;

/** Scripts written without spaces between words. */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const APOSTROPHE_IN_WORD = /(?<=[\p{L}\p{N}])['\u2019\u02BC]+(?=[\p{L}\p{N}])/gu;
const IGNORED = /[^\p{L}\p{M}\p{N}]+/gu;
const SPACE_BY_UNSPACED = new RegExp(String.raw` (?=[${UNSPACED}])|(?<=[${UNSPACED}]) `, 'gu');
const UNSPACED_CHAR = new RegExp(`^[${UNSPACED}]$`, 'u');
/** Where a run of Chinese or Japanese characters meets other letters or digits. */
const SCRIPT_CHANGE = new RegExp(String.raw`(?<=[${UNSPACED}])(?=[^${UNSPACED}\s])|(?<=[^${UNSPACED}\s])(?=[${UNSPACED}])`, 'gu');

/** Lowercased, apostrophes inside words dropped, every run of other ignored characters one space. */
const spaced = (text: string): string => text.normalize('NFKC').toLowerCase().replace(APOSTROPHE_IN_WORD, '').replace(IGNORED, ' ').trim();

/**
 * The searchable form of a text: NFKC, lowercased, apostrophes inside words dropped, every run of
 * other ignored characters one space, no space next to a Chinese or Japanese character, at most
 * `max` characters (never half a character). '' when nothing in it can be searched. Names are indexed
 * whole (`max` Infinity); a keyword is searched up to SEARCH_TEXT_MAX.
 */
export function searchableText(text: string, max = SEARCH_TEXT_MAX): string {
  const cleaned = spaced(text).replace(SPACE_BY_UNSPACED, '');
  return cleaned.length <= max ? cleaned : Array.from(cleaned).slice(0, max).join('').trim();
}

/** Whether a keyword holds characters the search ignores (the storefront says so beside the box). */
export function hasIgnoredCharacters(text: string): boolean {
  return /[^\p{L}\p{M}\p{N}\s]/u.test(text.normalize('NFKC'));
}

/**
 * The words of a keyword, for when its whole text finds nothing: its parts between ignored
 * characters and spaces, a run of Chinese or Japanese characters being a word of its own ("越野 tee"
 * is "越野" and "tee"); the longest first, at most SEARCH_WORDS_MAX. A single Latin letter or digit
 * is left out when there are other words: alone it would match most of the catalogue.
 */
export function searchWords(text: string): string[] {
  const bounded = Array.from(spaced(text)).slice(0, SEARCH_TEXT_MAX).join('');
  const words = [...new Set(bounded.replace(SCRIPT_CHANGE, ' ').split(' ').filter(Boolean))];
  const meaningful = words.filter((w) => Array.from(w).length > 1 || UNSPACED_CHAR.test(w));
  return (meaningful.length ? meaningful : words).sort((a, b) => b.length - a.length).slice(0, SEARCH_WORDS_MAX);
}

/** A keyword that reads as a SKU or barcode (letters, digits, `.`, `-`, `_`; no space), for their prefix index. */
export function codeTerm(text: string): string | undefined {
  const code = text.trim();
  return code.length <= 64 && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(code) ? code : undefined;
}
