import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { itemSize, largestField, MAX_ITEM_BYTES } from './item-size.js';
import { explainItemSize, type TransactItem } from './repository.js';
import { ValidationError } from './errors.js';
import { utf8Length } from './validation.js';

/** An item whose estimated size is `target` bytes, most of it one Chinese text (3 bytes a character). */
function itemOfSize(target: number, key: string): Record<string, unknown> {
  const base = { pk: key, sk: 'size', translations: { zh_hk: { description: '' } }, n: 12345 };
  const missing = target - itemSize(base);
  const text = '中'.repeat(Math.floor(missing / 3)) + 'a'.repeat(missing % 3);
  const item = { ...base, translations: { zh_hk: { description: text } } };
  expect(itemSize(item)).toBe(target);
  return item;
}

const put = (item: Record<string, unknown>) => documentClient.send(new PutCommand({ TableName: TABLE_NAME, Item: item }));

describe('item size', () => {
  it('counts text in UTF-8 bytes, as DynamoDB does', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('中文')).toBe(6);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('中文😀é')).toBe(new TextEncoder().encode('中文😀é').length);
  });

  it('never underestimates: what the estimate allows, DynamoDB stores; a little more and DynamoDB refuses', async () => {
    await expect(put(itemOfSize(MAX_ITEM_BYTES, 'fits'))).resolves.toBeDefined();
    await expect(put(itemOfSize(MAX_ITEM_BYTES + 64, 'too-large'))).rejects.toThrow(/item size/i);
  });

  it('names the largest piece of text, without its language, as the field to shorten', () => {
    const record = {
      id: 1,
      search_text: 'x'.repeat(4000),
      translations: { default: { name: 'Tee', description: 'a'.repeat(100) }, zh_hk: { description: '中'.repeat(200) } },
      stocks: [{ sku: 'A', remark: 'b'.repeat(50) }],
    };
    expect(largestField(record, ['search_text'])).toBe('description');
    expect(largestField({ stocks: [{ sku: 'A' }, { sku: 'B'.repeat(30) }] })).toBe('stocks.1.sku');
  });

  it("maps DynamoDB's own item-size refusal of a transaction to 422 beside the largest field", async () => {
    const item = itemOfSize(MAX_ITEM_BYTES + 1024, 'too-large-tx');
    const items: TransactItem[] = [{ Put: { TableName: TABLE_NAME, Item: item } }];
    const error = await documentClient.send(new TransactWriteCommand({ TransactItems: items })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    const mapped = explainItemSize(error, items);
    expect(mapped).toBeInstanceOf(ValidationError);
    expect(mapped?.status).toBe(422);
    expect(mapped?.messages).toEqual({ description: ['This record is too large to save; please shorten this field.'] });
    expect(explainItemSize(new Error('something else'), items)).toBeUndefined();
  });
});
