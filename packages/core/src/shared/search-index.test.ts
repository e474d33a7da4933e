import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { keys } from './keys.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseItem } from './model.js';
import { ListQuerySchema } from './paging.js';
import { Repository } from './repository.js';
import { phoneDigits, searchTerms, searchTokens } from './search-index.js';

describe('search tokens: each text whole, then from every later word start', () => {
  it('finds words in Latin text, e-mail addresses and Chinese', () => {
    expect(searchTokens(['Zebra  Striped Scarf'])).toEqual(['zebra striped scarf', 'striped scarf', 'scarf']);
    expect(searchTokens(['John.Smith@Example.com'])).toEqual(['john.smith@example.com', 'smith@example.com', 'example.com']);
    expect(searchTokens(['AB-123/x'])).toEqual(['ab-123/x', '123/x', 'x']);
    // A token that starts another is left out: every term it matches, the longer one matches too.
    expect(searchTokens(['Tea', 'Tea cup', 'cup'])).toEqual(['tea cup', 'cup']);
    expect(searchTokens(['柔軟純棉T恤'])).toContain('純棉t恤');
  });

  it('starts Chinese and Japanese text at every character too, after the word starts (decision 0042)', () => {
    expect(searchTokens(['柔軟純棉T恤'])).toEqual(['柔軟純棉t恤', '純棉t恤', 't恤', '恤', '軟純棉t恤', '棉t恤']);
    // Those come last: a full budget keeps the whole texts and word starts first.
    expect(searchTokens(['柔軟純棉T恤', 'Soft cotton tee'], 5)).toEqual(['柔軟純棉t恤', 'soft cotton tee', '純棉t恤', 't恤', '恤']);
  });

  it('puts every whole text before the later words, drops blanks and repeats, and caps the count and length', () => {
    expect(searchTokens(['a b', null, '', 'A B', 'c d'])).toEqual(['a b', 'c d', 'b', 'd']);
    expect(searchTokens(['one two three four'], 2)).toEqual(['one two three four', 'two three four']);
    expect(searchTokens(['x'.repeat(150)])[0]).toHaveLength(100);
  });

  it('looks a phone-like term up as written and as digits', () => {
    expect(phoneDigits('+852 9123-4567')).toBe('85291234567');
    expect(phoneDigits('12')).toBeUndefined();
    expect(searchTerms(' 9123 4567 ')).toEqual(['9123 4567', '91234567']);
    expect(searchTerms('Jo  Smith')).toEqual(['jo smith']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

interface NoteRecord extends BaseItem {
  title: string;
  phone?: string;
}

function notes() {
  const name = `note${Math.random().toString(36).slice(2, 8)}`;
  const entity = new Entity(
    {
      model: { entity: name, version: '1', service: SERVICE },
      attributes: { ...baseAttributes, title: { type: 'string', required: true }, phone: { type: 'string' } },
      indexes: baseIndexes,
    },
    { client: documentClient, table: TABLE_NAME },
  );
  const repo = new Repository<NoteRecord>({
    name,
    entity,
    sortName: (n) => n.title,
    searchTexts: (n) => [n.title, n.phone, phoneDigits(n.phone)],
  });
  return { repo, name };
}

const query = (search: string) => ListQuerySchema.parse({ search, sort: 'id', order: 'asc' });

/** The search entries stored for a record (its own partition). */
async function storedEntries(name: string, id: number): Promise<string[]> {
  const { Items } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.searchEntry(name, id, '').pk },
    }),
  );
  return (Items ?? []).map((i) => i.sk as string).sort();
}

describe('search entries follow every write of a record', () => {
  it('are written with the record, changed exactly on update, and removed with it', async () => {
    const { repo, name } = notes();
    const note = await repo.create({ title: 'Winter coat', phone: '9123 4567' });
    expect(await storedEntries(name, note.id)).toEqual([...note.search_tokens!].sort());
    expect((await repo.list(query('coat'))).data.map((n) => n.id)).toEqual([note.id]);
    expect((await repo.list(query('91234567'))).data.map((n) => n.id)).toEqual([note.id]);
    expect((await repo.list(query('9123 4567'))).total).toBe(1);

    const renamed = await repo.update(note.id, () => ({ title: 'Summer hat', phone: null }));
    expect(await storedEntries(name, note.id)).toEqual(['hat', 'summer hat']);
    expect(renamed.search_tokens).toEqual(['summer hat', 'hat']);
    expect((await repo.list(query('coat'))).total).toBe(0);
    expect((await repo.list(query('hat'))).total).toBe(1);

    await repo.remove(note.id);
    expect(await storedEntries(name, note.id)).toEqual([]);
    expect((await repo.list(query('summer'))).total).toBe(0);
  });

  it('a batch update that changes a searched field moves the entries in the same transaction; batch delete removes them', async () => {
    const { repo, name } = notes();
    const created = await Promise.all(['Red', 'Green', 'Blue'].map((title) => repo.create({ title })));
    const ids = created.map((n) => n.id);
    await repo.updateMany(ids.slice(0, 2), { title: 'Plain' });
    expect((await repo.list(query('plain'))).data.map((n) => n.id)).toEqual(ids.slice(0, 2).sort((x, y) => x - y));
    expect((await repo.list(query('red'))).total).toBe(0);
    expect(await storedEntries(name, ids[0]!)).toEqual(['plain']);

    // Deleting 40 records with 2 entries each stays one transaction (entries go after it commits).
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => repo.create({ title: `Bulk item${String(i)}` })));
    await repo.removeMany([...ids, ...many.map((n) => n.id)]);
    expect((await repo.list(query('bulk'))).total).toBe(0);
    for (const id of [ids[0]!, many[0]!.id, many[39]!.id]) expect(await storedEntries(name, id)).toEqual([]);
  });

  it('finds a text whatever follows the term: CJK, emoji (outside the basic plane) or nothing', async () => {
    const { repo } = notes();
    const made = await Promise.all(['Tea😀cup', 'Tea 柔軟', 'Tea', 'Teapot', 'Tee'].map((title) => repo.create({ title })));
    const found = async (term: string) => (await repo.list(query(term))).data.map((n) => n.title).sort();
    expect(await found('tea')).toEqual(['Tea', 'Tea 柔軟', 'Tea😀cup', 'Teapot'].sort());
    expect(await found('tea😀')).toEqual(['Tea😀cup']);
    expect(await found('柔')).toEqual(['Tea 柔軟']);
    expect(made).toHaveLength(5);
  });

  it('a failed write leaves the entries as they were', async () => {
    const { repo, name } = notes();
    const note = await repo.create({ title: 'Original words' });
    const before = await storedEntries(name, note.id);
    await expect(
      repo.update(note.id, () => ({ title: 'New words' }), {
        extra: () => [
          {
            ConditionCheck: {
              TableName: TABLE_NAME,
              Key: keys.counter('never-there'),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        ],
      }),
    ).rejects.toThrow();
    expect(await storedEntries(name, note.id)).toEqual(before);
    expect((await repo.list(query('new'))).total).toBe(0);
  });
});
