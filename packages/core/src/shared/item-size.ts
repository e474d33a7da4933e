import { utf8Length } from './validation.js';

/**
 * DynamoDB's item size, estimated before a write (AWS "Item sizes and formats"): every attribute
 * name plus its value — strings and binaries by their bytes, numbers about one byte per two
 * significant digits plus one, booleans and nulls one byte, lists and maps 3 bytes plus one per
 * element plus their contents (map keys count like names). The estimate errs on the large side.
 */
export const MAX_ITEM_BYTES = 400 * 1024;

function numberSize(value: number | bigint): number {
  const digits = String(value).replace(/^-/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '');
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1 + (String(value).startsWith('-') ? 1 : 0);
}

export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8Length(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberSize(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + valueSize(v) + 1, 3);
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + valueSize(v) + 1, 3);
  if (typeof value === 'object') {
    return Object.entries(value).reduce((sum, [key, v]) => sum + utf8Length(key) + valueSize(v) + 1, 3);
  }
  return utf8Length(String(value));
}

/** The estimated size of a whole item (attribute names and values). */
export function itemSize(item: Record<string, unknown>): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + utf8Length(name) + valueSize(value), 0);
}

/**
 * The field to name when an item is too large: the path to its largest piece of text, as the API
 * names fields. A translated field is named without its language (`translations.zh_hk.description`
 * → `description`); a list element keeps its index (`stocks.3.sku`).
 */
export function largestField(item: Record<string, unknown>, skip: readonly string[] = []): string {
  let best: { path: string[]; size: number } = { path: [], size: -1 };
  const visit = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof Set)) {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
      return;
    }
    const size = valueSize(value);
    if (size > best.size) best = { path, size };
  };
  for (const [name, value] of Object.entries(item)) if (!skip.includes(name)) visit(value, [name]);
  const [head, , ...rest] = best.path;
  return head === 'translations' && rest.length ? rest.join('.') : best.path.join('.');
}
