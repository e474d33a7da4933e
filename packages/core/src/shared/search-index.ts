import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME, type TransactItem } from './dynamo.js';
import { keys } from './keys.js';

/**
 * Text search without reading a list (decision 0019, after 0010). A record has a few search entries,
 * small items keyed `search#<entity>#<id>` / `<token>`: one per word start of each searchable text,
 * the lowercased text from that word on. "Zebra striped scarf" is found by "zebra", "striped sc" or
 * "scarf"; "柔軟T恤" by "柔軟" or "t恤" (words come from `Intl.Segmenter`, which knows Chinese and
 * Japanese words); "john.smith@example.com" by "john", "smith" or "example". The entries carry gsi5
 * `search#<entity>` / `<token>#<id>`, so a search is one key-range Query: `begins_with(gsi5sk, term)`,
 * whose cost follows the matches, never the list.
 *
 * The record keeps its tokens (`search_tokens`), so a save puts and deletes exactly the entries that
 * changed, in the record's own transaction (shared/repository.ts).
 */

/** Longer than a search term can be (paging.ts: 100), so an entry matches every term it starts with. */
export const MAX_TOKEN_LENGTH = 100;
/** Entries a record has at most, unless its store says otherwise. */
export const DEFAULT_MAX_TOKENS = 16;
/** Matches a search reads at most; a broader term counts only these (narrow the term). */
export const MAX_SEARCH_MATCHES = 500;

// Built on first use: creating it loads ICU's word-break data, ~5 ms that no cold start needs (decision 0018).
let segmenter: Intl.Segmenter | undefined;
const wordStarts = (text: string): number[] => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  const starts = new Set<number>();
  for (const s of segmenter.segment(text)) if (s.isWordLike && s.index > 0) starts.add(s.index);
  // Inside user names and codes ("ab-123" from "123"); in an e-mail address only before its domain:
  // "john.smith@example.com" from "smith" (and from "example.com", a word of its own), not from "com".
  const at = text.indexOf('@');
  for (const m of text.matchAll(/[._@+\-/:](?=[\p{L}\p{N}])/gu)) if (at < 0 || m.index <= at) starts.add(m.index + 1);
  return [...starts].sort((a, b) => a - b);
};

/**
 * Where a Chinese or Japanese character starts inside a word. These scripts put no space between
 * words and the word breaker's words are not always the shopper's ("T恤" inside "純棉T恤"), so any
 * character may begin a term: its tokens come last, filling what room the word starts leave.
 */
const innerStarts = (text: string): number[] => {
  const starts: number[] = [];
  for (const m of text.matchAll(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)) if (m.index > 0) starts.push(m.index);
  return starts;
};

/** Lowercase, inner whitespace collapsed: how texts are indexed and terms are looked up. */
export const normalizeSearch = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A phone number's digits alone, so "9123 4567", "+852 91234567" and "91234567" find each other. */
export const phoneDigits = (phone: string | null | undefined): string | undefined => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
};

/**
 * The tokens for a record's texts: each whole text first (in the order given), then each text from
 * every later word start on, then from every other Chinese or Japanese character; lowercased, unique,
 * none the start of another, at most `max`.
 */
export function searchTokens(texts: readonly (string | null | undefined)[], max = DEFAULT_MAX_TOKENS): string[] {
  const normalized = [...new Set(texts.map((t) => normalizeSearch(t ?? '')).filter((t) => t !== ''))];
  const whole = normalized.map((t) => t.slice(0, MAX_TOKEN_LENGTH));
  const later = normalized.flatMap((t) => wordStarts(t).map((i) => t.slice(i, i + MAX_TOKEN_LENGTH)));
  const inner = normalized.flatMap((t) => innerStarts(t).map((i) => t.slice(i, i + MAX_TOKEN_LENGTH)));
  const all = [...new Set([...whole, ...later, ...inner])];
  // A token another one starts with finds nothing the longer one does not: each is one item to write.
  return all.filter((t) => !all.some((other) => other !== t && other.startsWith(t))).slice(0, max);
}

/** The terms a search looks up: the term itself, and its digits alone when it reads as a phone number. */
export function searchTerms(term: string): string[] {
  const prefix = normalizeSearch(term).slice(0, MAX_TOKEN_LENGTH);
  if (!prefix) return [];
  const digits = /^[\d\s+().-]+$/.test(prefix) ? phoneDigits(prefix) : undefined;
  return digits && digits !== prefix ? [prefix, digits] : [prefix];
}

export const SearchIndex = {
  /** Puts and deletes that turn a record's `before` entries into `after` (for its transaction). */
  changes(entity: string, id: number, before: readonly string[], after: readonly string[]): TransactItem[] {
    const old = new Set(before);
    const next = new Set(after);
    return [
      ...after
        .filter((t) => !old.has(t))
        .map((t) => ({
          Put: { TableName: TABLE_NAME, Item: { ...keys.searchEntry(entity, id, t), ...keys.searchEntryIndex(entity, id, t), id } },
        })),
      ...before.filter((t) => !next.has(t)).map((t) => ({ Delete: { TableName: TABLE_NAME, Key: keys.searchEntry(entity, id, t) } })),
    ];
  },

  /**
   * Deletes the entries of deleted records, after their delete committed: a batch delete then stays
   * within one transaction's 100 items. An entry left behind by a failure here names a record that is
   * gone, and a search skips it (it reads the records).
   */
  async removeAll(entity: string, records: readonly { id: number; search_tokens?: readonly string[] | undefined }[]): Promise<void> {
    const requests = records.flatMap((r) =>
      (r.search_tokens ?? []).map((t) => ({ DeleteRequest: { Key: keys.searchEntry(entity, r.id, t) } })),
    );
    for (let i = 0; i < requests.length; i += 25) {
      let pending: typeof requests | undefined = requests.slice(i, i + 25);
      for (let attempt = 0; pending?.length && attempt < 5; attempt++) {
        const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending } }));
        pending = UnprocessedItems?.[TABLE_NAME] as typeof requests | undefined;
      }
    }
  },

  /** Whether an entity's entries were rebuilt by this version of its search rule (one GetItem). */
  async ruleApplied(entity: string, version: number): Promise<boolean> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.searchRule(entity) }));
    return typeof Item?.version === 'number' && Item.version >= version;
  },

  /** Records that an entity's entries now follow this version of its search rule. */
  async markRule(entity: string, version: number): Promise<void> {
    await documentClient.send(
      new PutCommand({ TableName: TABLE_NAME, Item: { ...keys.searchRule(entity), version, at: new Date().toISOString() } }),
    );
  },

  /** Ids of the records with a token starting with the term (or its phone digits), at most `limit`. */
  async ids(entity: string, term: string, limit = MAX_SEARCH_MATCHES): Promise<number[]> {
    const found = await Promise.all(
      searchTerms(term).map((prefix) => idsOnPrefix('gsi5', keys.searchPartition(entity), prefix, limit, 'id')),
    );
    return [...new Set(found.flat())].slice(0, limit);
  },
};

/**
 * The `attribute` (a record id) of the index entries whose sort key starts with `prefix` on one index
 * partition, a page (at most `pageSize` entries, or DynamoDB's 1 MB) at a time, in key order.
 */
async function* prefixPages(
  index: 'gsi5' | 'gsi6',
  partition: string,
  prefix: string,
  attribute: string,
  pageSize?: number,
): AsyncGenerator<number[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: index,
        // "Starts with" as a key range: the same items as `begins_with` (keys compare as UTF-8 bytes,
        // and U+10FFFF is the last code point), but DynamoDB Local answers `begins_with` by walking
        // the whole partition, so its cost grew with the table (decision 0019).
        KeyConditionExpression: `${index}pk = :pk AND ${index}sk BETWEEN :prefix AND :last`,
        ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix, ':last': `${prefix}\u{10FFFF}` },
        ExpressionAttributeNames: { '#id': attribute },
        ProjectionExpression: '#id',
        ...(pageSize ? { Limit: pageSize } : {}),
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []).map((item) => item[attribute] as number);
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * The `attribute` (a record id) of the index entries whose sort key starts with `prefix` on one index
 * partition: a key-range Query reading only that attribute, stopping once `limit` distinct ids are found.
 */
export async function idsOnPrefix(
  index: 'gsi5' | 'gsi6',
  partition: string,
  prefix: string,
  limit: number,
  attribute: string,
): Promise<number[]> {
  const ids = new Set<number>();
  for await (const page of prefixPages(index, partition, prefix, attribute)) {
    for (const id of page) ids.add(id);
    if (ids.size >= limit) break;
  }
  return [...ids].slice(0, limit);
}

/**
 * The ids a term finds, in the index's key order (token, then id), a batch of at most `size` new ids
 * per Query: a caller that stops early reads only the entries it used (a combobox's first 20
 * matches among thousands, decision 0021). Stops after MAX_SEARCH_MATCHES distinct ids.
 */
export async function* searchIdBatches(entity: string, term: string, size: number): AsyncGenerator<number[]> {
  const seen = new Set<number>();
  for (const prefix of searchTerms(term)) {
    for await (const page of prefixPages('gsi5', keys.searchPartition(entity), prefix, 'id', size)) {
      const fresh = [...new Set(page)].filter((id) => !seen.has(id));
      for (const id of fresh) seen.add(id);
      if (fresh.length) yield fresh;
      if (seen.size >= MAX_SEARCH_MATCHES) return;
    }
  }
}
