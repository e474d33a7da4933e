import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, SERVICE, type BaseItem } from './model.js';
import { ListQuerySchema, type ListQuery } from './paging.js';
import { measureReads } from './read-meter.js';
import { Repository } from './repository.js';

interface ItemRecord extends BaseItem {
  name: string;
  enabled: boolean;
  owner_id?: number;
  kind: string;
}

function items() {
  const name = `slotted${Math.random().toString(36).slice(2, 8)}`;
  const entity = new Entity(
    {
      model: { entity: name, version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        name: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true },
        owner_id: { type: 'number' },
        kind: { type: 'string', required: true },
      },
      indexes: { ...baseIndexes, ...filterIndexes(1, 'enabled'), ...filterIndexes(2, 'owner_id') },
    },
    { client: documentClient, table: TABLE_NAME },
  );
  const repo = new Repository<ItemRecord>({
    name,
    entity,
    sortName: (r) => r.name,
    searchTexts: (r) => [r.name],
    // `kind` has no slot: it filters within a partition, or over the list partition.
    filters: ['enabled', 'owner_id', 'kind'],
  });
  return { repo };
}

const query = (q: Partial<ListQuery> = {}) => ListQuerySchema.parse({ sort: 'id', order: 'asc', ...q });
const ids = (page: { data: ItemRecord[] }) => page.data.map((r) => r.id);

describe('filter slots: a filtered list reads its own partition', () => {
  it('pages one filter in key order with the total from its counter, reading about the page only', async () => {
    const { repo } = items();
    const made: ItemRecord[] = [];
    for (let i = 0; i < 120; i++) {
      made.push(await repo.create({ name: `Item ${String(i).padStart(3, '0')}`, enabled: i % 4 === 0, kind: i % 2 ? 'odd' : 'even' }));
    }
    const enabled = made.filter((r) => r.enabled);
    const { result: first, reads } = await measureReads(() => repo.list(query({ per_page: 10 }), { enabled: true }));
    expect(first.total).toBe(30);
    expect(ids(first)).toEqual(enabled.slice(0, 10).map((r) => r.id));
    // The counter, ten index entries and ten records: not the 120 records nor the 90 disabled ones.
    expect(reads.items).toBeLessThanOrEqual(21);
    expect(reads.requests).toBe(3);

    const third = await repo.list(query({ page: 3, per_page: 10, sort: 'name', order: 'desc' }), { enabled: true });
    expect(third.data.map((r) => r.name)).toEqual(
      enabled
        .map((r) => r.name)
        .sort()
        .reverse()
        .slice(20, 30),
    );
    expect(await repo.list(query({ page: 4, per_page: 10 }), { enabled: true })).toEqual({ data: [], total: 30, page: 4, per_page: 10 });
    expect((await repo.list(query(), { enabled: false })).total).toBe(90);
  });

  it('counters and partitions follow create, update, batch update, delete and batch delete', async () => {
    const { repo } = items();
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((n) => repo.create({ name: n, enabled: true, owner_id: 7, kind: 'x' })));
    const count = async (filters: Record<string, string | number | boolean>) => (await repo.list(query(), filters)).total;
    expect([await count({ enabled: true }), await count({ owner_id: 7 })]).toEqual([3, 3]);

    await repo.update(a!.id, () => ({ enabled: false, owner_id: 8 }));
    expect([
      await count({ enabled: true }),
      await count({ enabled: false }),
      await count({ owner_id: 7 }),
      await count({ owner_id: 8 }),
    ]).toEqual([2, 1, 2, 1]);
    expect(ids(await repo.list(query(), { owner_id: 8 }))).toEqual([a!.id]);

    await repo.updateMany([b!.id, c!.id], { enabled: false });
    expect([await count({ enabled: true }), await count({ enabled: false })]).toEqual([0, 3]);
    // A record without a value is in no partition of that field (sparse), and counts nowhere.
    await repo.update(b!.id, () => ({ owner_id: null }));
    expect([await count({ owner_id: 7 }), await count({ owner_id: 8 })]).toEqual([1, 1]);

    await repo.remove(a!.id);
    expect([await count({ enabled: false }), await count({ owner_id: 8 })]).toEqual([2, 0]);
    await repo.removeMany([b!.id, c!.id]);
    expect([await count({ enabled: false }), await count({ owner_id: 7 })]).toEqual([0, 0]);
    expect((await repo.list(query(), { enabled: false })).data).toEqual([]);
  });

  it('several filters read the smallest partition and filter within it; a filter without a slot filters the list', async () => {
    const { repo } = items();
    const made: ItemRecord[] = [];
    for (let i = 0; i < 40; i++) {
      made.push(await repo.create({ name: `N${String(i)}`, enabled: i % 10 !== 0, owner_id: i < 4 ? 1 : 2, kind: i % 2 ? 'odd' : 'even' }));
    }
    const { result: both, reads } = await measureReads(() => repo.list(query(), { enabled: true, owner_id: 1 }));
    expect(ids(both)).toEqual(made.filter((r) => r.enabled && r.owner_id === 1).map((r) => r.id));
    expect(both.total).toBe(3);
    // Two counters, owner 1's four index entries, three records: never the 36 enabled ones.
    expect(reads.items).toBeLessThanOrEqual(2 + 4 + 3);

    const withKind = await repo.list(query(), { owner_id: 1, kind: 'odd' });
    expect(ids(withKind)).toEqual(made.filter((r) => r.owner_id === 1 && r.kind === 'odd').map((r) => r.id));
    const kindOnly = await repo.list(query({ per_page: 50 }), { kind: 'even' });
    expect(kindOnly.total).toBe(20);
  });
});
