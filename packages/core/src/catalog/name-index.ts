import { TABLE_NAME } from '../shared/dynamo.js';
import { keys, SEARCH_PARTITIONS } from '../shared/keys.js';
import { DEFAULT_LANGUAGE, type Translations } from '../shared/i18n.js';
import type { TransactItem } from '../shared/repository.js';
import { productIdsOnPrefix } from './prefix-query.js';

/**
 * Product search by name without reading the product list (decision 0010). Each product has a few
 * name entries, one per word start of its name in every language: "Zebra striped scarf" is found by
 * "zebra", "striped sc" or "scarf"; "柔軟T恤" by "柔軟" or "t恤" (words come from `Intl.Segmenter`,
 * which knows Chinese and Japanese words). An entry is the lowercased name from that word on, so a
 * search is one key-range Query: `gsi5pk = pname`, `begins_with(gsi5sk, term)`.
 *
 * The entries a product has are kept on the product (`name_tokens`), so a save adds and deletes
 * exactly the entries that changed, in the product's own transaction.
 */
export const MAX_NAME_TOKENS = 12;
/** Longer than a search term can be (paging.ts: 100), so an entry matches every term it starts with. */
const MAX_TOKEN_LENGTH = 100;

// Built on first use: creating it loads ICU's word-break data, ~5 ms that no cold start needs (decision 0018).
let segmenter: Intl.Segmenter | undefined;
const wordSegments = (name: string): Intl.Segments => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' })).segment(name);

/** Lowercase, inner whitespace collapsed: how names are indexed and terms are looked up. */
export const normalizeSearch = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The entries for a product's names: each language's whole name first (the main language's before
 * the others), then the names from each later word on, at most MAX_NAME_TOKENS in all.
 */
export function nameTokens(translations: Translations): string[] {
  const slots = Object.keys(translations).sort((a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : a.localeCompare(b)));
  const names = [...new Set(slots.map((slot) => normalizeSearch(translations[slot]?.name ?? '')).filter((n) => n !== ''))];
  const whole = names.map((name) => name.slice(0, MAX_TOKEN_LENGTH));
  const words = names.flatMap((name) =>
    [...wordSegments(name)].filter((s) => s.isWordLike && s.index > 0).map((s) => name.slice(s.index, s.index + MAX_TOKEN_LENGTH)),
  );
  return [...new Set([...whole, ...words])].slice(0, MAX_NAME_TOKENS);
}

export const NameIndex = {
  put(productId: number, token: string): TransactItem {
    return {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...keys.productName(productId, token), product_id: productId, ...keys.productNameIndex(productId, token) },
      },
    };
  },

  remove(productId: number, token: string): TransactItem {
    return { Delete: { TableName: TABLE_NAME, Key: keys.productName(productId, token) } };
  },

  /** Puts and deletes that turn the `before` entries of a product into `after`. */
  changes(productId: number, before: readonly string[], after: readonly string[]): TransactItem[] {
    const old = new Set(before);
    const next = new Set(after);
    return [
      ...after.filter((t) => !old.has(t)).map((t) => NameIndex.put(productId, t)),
      ...before.filter((t) => !next.has(t)).map((t) => NameIndex.remove(productId, t)),
    ];
  },

  /** Ids of products with a word of a name starting with the term (ids only, at most `limit`). */
  async productIds(term: string, limit: number): Promise<number[]> {
    const prefix = normalizeSearch(term).slice(0, MAX_TOKEN_LENGTH);
    if (!prefix) return [];
    return productIdsOnPrefix('gsi5', SEARCH_PARTITIONS.productName, prefix, limit);
  },
};
