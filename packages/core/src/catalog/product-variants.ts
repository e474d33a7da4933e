import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { MESSAGES, ValidationError, type FieldMessages } from '../shared/errors.js';
import { keys } from '../shared/keys.js';
import { Attribute } from './attribute.js';
import type { Variant } from './product.entity.js';
import type { ProductInput } from './product.schema.js';

const UNIQUE_SKU = 'Please make sure that sku field is unique';

/** Reserves `count` stock ids with one counter update. */
export async function allocateStockIds(count: number): Promise<number[]> {
  if (count === 0) return [];
  const { Attributes } = await documentClient.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.counter('stock'),
      UpdateExpression: 'ADD last_id :n',
      ExpressionAttributeValues: { ':n': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const last = Attributes?.last_id as number;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/**
 * Checks options and variants against each other: option keys exist as attributes and do not repeat,
 * every variant names exactly the options with one of their values, no two variants share a
 * combination, and no SKU repeats within the product.
 */
export async function validateVariants(input: ProductInput): Promise<void> {
  const messages: FieldMessages = {};
  const add = (path: string, message: string) => (messages[path] ??= []).push(message);
  const keys = input.options.map((o) => o.key);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) add(`options.${i}.key`, 'Key can not be repeated');
  });
  const known = await Attribute.byKeys(keys);
  input.options.forEach((option, i) => {
    if (!known.has(option.key)) add(`options.${i}.key`, 'The option does not exist.');
    option.values.forEach((value, j) => {
      if (option.values.indexOf(value) !== j) add(`options.${i}.values.${j}`, 'This input can not be repeated');
    });
  });
  if (!input.options.length && input.stocks.length > 1) {
    add('stocks', 'Add options to have more than one variant.');
  }
  const combinations = new Map<string, number>();
  const skus = new Map<string, string>([[input.sku.toLowerCase(), 'sku']]);
  input.stocks.forEach((stock, i) => {
    const names = Object.keys(stock.attributes).sort();
    if (names.join() !== [...keys].sort().join()) add(`stocks.${i}.attributes`, 'Choose a value for every option.');
    for (const option of input.options) {
      const value = stock.attributes[option.key];
      if (value !== undefined && !option.values.includes(value)) add(`stocks.${i}.attributes.${option.key}`, 'Please check your input.');
    }
    const combination = keys.map((k) => stock.attributes[k] ?? '').join('\u0000');
    if (combinations.has(combination)) add(`stocks.${i}.attributes`, 'This input can not be repeated');
    combinations.set(combination, i);
    const sku = stock.sku.toLowerCase();
    if (skus.has(sku)) add(`stocks.${i}.sku`, UNIQUE_SKU);
    else skus.set(sku, `stocks.${i}.sku`);
  });
  if (Object.keys(messages).length) throw new ValidationError(messages);
}

/**
 * The variants to store: sent ones in the order sent (new ones get ids), then saved variants the
 * request left out, hidden rather than dropped (recoverable by sending them again).
 */
export async function mergeVariants(sent: ProductInput['stocks'], saved: Variant[], productSku: string): Promise<Variant[]> {
  const savedById = new Map(saved.map((s) => [s.id, s]));
  sent.forEach((stock, i) => {
    if (stock.id !== undefined && !savedById.has(stock.id)) throw ValidationError.field(`stocks.${i}.id`, 'ID not exists');
  });
  const sentIds = new Set(sent.map((s) => s.id));
  const hidden = saved.filter((old) => !sentIds.has(old.id)).map((old) => ({ ...old, visibled: false }));
  // Checked before any stock id is reserved: a refused request costs nothing.
  assertNoHiddenSku(sent, productSku, hidden);
  const ids = await allocateStockIds(sent.filter((s) => s.id === undefined).length);
  const next: Variant[] = sent.map((stock) => ({
    id: stock.id ?? ids.shift()!,
    sku: stock.sku,
    barcode: stock.barcode || null,
    price: stock.price,
    special_price: stock.special_price ?? null,
    visibled: stock.visibled,
    attributes: stock.attributes,
  }));
  return [...next, ...hidden];
}

/**
 * SKUs stay unique within a product including its hidden variants, which keep their SKU (and stock)
 * to be restored. A sent variant — or the product itself — taking a hidden variant's SKU is refused
 * beside the field: the way back is restoring the hidden variant (sending it again with its id).
 */
function assertNoHiddenSku(sent: ProductInput['stocks'], productSku: string, hidden: Variant[]): void {
  const hiddenSkus = new Set(hidden.map((s) => s.sku.toLowerCase()));
  const messages: FieldMessages = {};
  if (hiddenSkus.has(productSku.toLowerCase())) messages.sku = [MESSAGES.hiddenVariantSku];
  sent.forEach((stock, i) => {
    if (hiddenSkus.has(stock.sku.toLowerCase())) messages[`stocks.${i}.sku`] = [MESSAGES.hiddenVariantSku];
  });
  if (Object.keys(messages).length) throw new ValidationError(messages);
}
