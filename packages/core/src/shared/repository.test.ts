import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { ConflictError, DomainError, NotFoundError, ValidationError } from './errors.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseItem } from './model.js';
import { ListQuerySchema, type ListQuery } from './paging.js';
import { counterAdd, mergeCounterAdds, Repository, type NewRecord, type TransactItem } from './repository.js';
import { MAX_SEARCH_MATCHES, SearchIndex } from './search-index.js';

/**
 * The repository's rules, straight against DynamoDB Local (this file's own table, from the test
 * setup file): ids, unique guards, the row count, optimistic updates, all-or-nothing batches and
 * list paging. Each test gets an entity of its own, so counters and lists start empty.
 */

interface WidgetRecord extends BaseItem {
  /** Unique, always present. */
  code: string;
  /** Unique when present. */
  alias?: string | null;
  label: string;
  color: string;
  enabled: boolean;
  note?: string | null;
}

let serial = 0;

/** A test-only entity built like the real ones (baseAttributes/baseIndexes) and its repository. */
function widgets() {
  serial += 1;
  const name = `repotest${String(serial)}`;
  const entity = new Entity(
    {
      model: { entity: name, version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        code: { type: 'string', required: true },
        alias: { type: 'string' },
        label: { type: 'string', required: true },
        color: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true },
        note: { type: 'string' },
      },
      indexes: {
        ...baseIndexes,
        byColor: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['color'] },
          sk: { field: 'gsi4sk', composite: ['id'] },
        },
      },
    },
    { client: documentClient, table: TABLE_NAME },
  );
  const repo = new Repository<WidgetRecord>({
    name,
    entity,
    unique: [
      { field: 'code', value: (w) => w.code },
      { field: 'alias', value: (w) => w.alias },
    ],
    sortName: (w) => w.label,
    searchTexts: (w) => [w.code, w.label, w.note],
    filters: ['enabled', 'color', 'note'],
  });
  return { repo, entity, name };
}

type Widgets = Repository<WidgetRecord>;

const widget = (code: string, more: Partial<NewRecord<WidgetRecord>> = {}): NewRecord<WidgetRecord> => ({
  code,
  label: `Label ${code}`,
  color: 'red',
  enabled: true,
  ...more,
});

const listQuery = (query: Partial<Record<keyof ListQuery, unknown>> = {}): ListQuery => ListQuerySchema.parse(query);

/** Every record of the entity, read from its list index (what a list page sees). */
async function storedIds(repo: Widgets): Promise<number[]> {
  return repo.matchingIds({ order: 'asc' });
}

/** Awaits `promise` expecting a DomainError; returns it. */
async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(DomainError);
  return error as DomainError;
}

/** The raw guard item of a unique value, if any. */
async function guardItem(name: string, field: string, value: string) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk: `unique#${name}#${field}#${value.trim().toLowerCase()}`, sk: 'unique' } }),
  );
  return Item;
}

/**
 * Unique values and records agree: each record's values are guarded by the record itself, and each
 * of the `values` is either free or owned by a record that holds it.
 */
async function expectGuardsConsistent(repo: Widgets, values: string[]): Promise<void> {
  for (const id of await storedIds(repo)) {
    const record = await repo.get(id);
    expect(await repo.findIdByUnique('code', record.code), `code ${record.code} of #${String(id)}`).toBe(id);
    if (record.alias) expect(await repo.findIdByUnique('alias', record.alias), `alias of #${String(id)}`).toBe(id);
  }
  for (const value of values) {
    const owner = await repo.findIdByUnique('code', value);
    if (owner === undefined) continue;
    const record = await repo.find(owner);
    expect(record, `guard of code "${value}" points at #${String(owner)}, which does not exist`).toBeDefined();
    expect(record?.code.toLowerCase(), `guard of code "${value}"`).toBe(value.toLowerCase());
  }
}

/** Runs `between` once, after the repository's next read of one record and before its write. */
function afterNextGet(repo: Widgets, between: () => Promise<unknown>): void {
  const read = repo.get.bind(repo);
  let pending = true;
  repo.get = async (id: number) => {
    const record = await read(id);
    if (pending) {
      pending = false;
      await between();
    }
    return record;
  };
}

/** Runs `between` once, after the repository's next read of several records and before its write. */
function afterNextGetMany(repo: Widgets, between: () => Promise<unknown>): void {
  const read = repo.getMany.bind(repo);
  let pending = true;
  repo.getMany = async (ids: readonly number[]) => {
    const records = await read(ids);
    if (pending) {
      pending = false;
      await between();
    }
    return records;
  };
}

/** Sets a record's stored updated_at directly (as a writer whose clock is ahead would have). */
async function setStoredUpdatedAt(repo: Widgets, entity: ReturnType<typeof widgets>['entity'], id: number, updatedAt: string) {
  const current = await repo.get(id);
  const { alias, note, ...rest } = current;
  await entity.put({ ...rest, updated_at: updatedAt, ...(alias ? { alias } : {}), ...(note ? { note } : {}) }).go();
}

describe('repository: reading', () => {
  it('find answers undefined for ids that cannot exist, get answers 404 for them and for unknown ids', async () => {
    const { repo } = widgets();
    const created = await repo.create(widget('A1'));
    for (const id of [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(await repo.find(id)).toBeUndefined();
    expect(await repo.find(created.id + 1)).toBeUndefined();
    const missing = await refusal(repo.get(created.id + 1));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.status).toBe(404);
    expect(await repo.get(created.id)).toEqual(created);
  });

  it('getMany keeps the order asked for, leaves out unknown ids, and reads more than 100 ids', async () => {
    const { repo, entity } = widgets();
    // 130 records written directly (fast), so a getMany spans two batch reads.
    const now = new Date().toISOString();
    const items = Array.from({ length: 130 }, (_, i) => ({
      id: i + 1,
      created_at: now,
      updated_at: now,
      sort_name: `w${String(i + 1)}`,
      search_text: `w${String(i + 1)}`,
      code: `W${String(i + 1)}`,
      label: `W${String(i + 1)}`,
      color: 'red',
      enabled: true,
    }));
    await entity.put(items).go();
    const wanted = [120, 3, 999, 57, 1, 130, 101, ...Array.from({ length: 110 }, (_, i) => i + 10)];
    const found = await repo.getMany(wanted);
    expect(found.map((r) => r.id)).toEqual(wanted.filter((id) => id !== 999));
    expect(await repo.getMany([])).toEqual([]);
    expect(await repo.getMany([0, -3])).toEqual([]);
  });

  it('getMany asks again for the keys DynamoDB left unprocessed, and reads only the attributes asked for', async () => {
    const { repo } = widgets();
    const made = [await repo.create(widget('U1')), await repo.create(widget('U2')), await repo.create(widget('U3'))];
    // DynamoDB may answer a BatchGet in part (throttling, 16 MB): the first answer here holds one item.
    let calls = 0;
    const partial = (next: (args: unknown) => Promise<{ output: Record<string, unknown> }>) => async (args: unknown) => {
      const result = await next(args);
      const output = result.output as { Responses?: Record<string, Record<string, unknown>[]>; UnprocessedKeys?: Record<string, unknown> };
      const items = output.Responses?.[TABLE_NAME];
      if (items && items.length > 1 && calls++ === 0) {
        const left = items.splice(1);
        output.UnprocessedKeys = { [TABLE_NAME]: { Keys: left.map((item) => ({ pk: item.pk, sk: item.sk })) } };
      }
      return result;
    };
    documentClient.middlewareStack.add(partial as never, { step: 'initialize', priority: 'high', name: 'partialBatchGet' });
    try {
      expect((await repo.getMany(made.map((m) => m.id))).map((r) => r.code)).toEqual(['U1', 'U2', 'U3']);
      expect(calls).toBeGreaterThan(0);
    } finally {
      documentClient.middlewareStack.remove('partialBatchGet');
    }
    const slim = await repo.getMany([made[1]!.id], ['code']);
    expect(slim).toEqual([{ id: made[1]!.id, code: 'U2' }]);
  });

  it('findByUnique ignores case and surrounding spaces', async () => {
    const { repo } = widgets();
    const created = await repo.create(widget('MixedCase', { alias: 'Nick' }));
    expect(await repo.findIdByUnique('code', '  mixedcase ')).toBe(created.id);
    expect((await repo.findByUnique('alias', 'NICK'))?.id).toBe(created.id);
    expect(await repo.findIdByUnique('code', 'other')).toBeUndefined();
    expect(await repo.findByUnique('alias', 'other')).toBeUndefined();
  });

  it('idsOn lists the ids on a secondary index partition in key order', async () => {
    const { repo } = widgets();
    const a = await repo.create(widget('I1', { color: 'blue' }));
    await repo.create(widget('I2', { color: 'red' }));
    const c = await repo.create(widget('I3', { color: 'blue' }));
    expect(await repo.idsOn('byColor', { color: 'blue' })).toEqual([a.id, c.id]);
    expect(await repo.idsOn('byColor', { color: 'green' })).toEqual([]);
  });
});

describe('repository: create', () => {
  it('allocates ids from a counter: parallel creates get distinct ids and the count matches', async () => {
    const { repo } = widgets();
    const created = await Promise.all(Array.from({ length: 25 }, (_, i) => repo.create(widget(`P${String(i)}`))));
    const ids = created.map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await repo.count()).toBe(25);
    expect(await storedIds(repo)).toEqual(ids);
  });

  it('reserved ids: one counter update sets aside a run of ids, which creates use; later creates continue after them', async () => {
    const { repo } = widgets();
    await repo.create(widget('R0'));
    expect(await repo.reserveIds(0)).toEqual([]);
    const [a, b, c] = await Promise.all([repo.reserveIds(3), repo.reserveIds(2), repo.reserveIds(1)]);
    // Parallel reservations never overlap, and together they are the ids after the first record.
    expect([...a!, ...b!, ...c!].sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(a![1]! - a![0]!).toBe(1);
    const made = await repo.create(widget('R1'), { reservedId: a![0] });
    expect(made.id).toBe(a![0]);
    expect((await repo.create(widget('R2'))).id).toBe(8);
    // A reserved id is still guarded: using it twice is 409.
    expect(await refusal(repo.create(widget('R3'), { reservedId: a![0] }))).toBeInstanceOf(ConflictError);
    expect(await repo.count()).toBe(3);
  });

  it('findIdsByUnique: the owners of many values at once (folded, beyond 100 values), unowned ones left out', async () => {
    const { repo } = widgets();
    const owned = await Promise.all(Array.from({ length: 3 }, (_, i) => repo.create(widget(`U${String(i)}`))));
    const asked = [' u0 ', 'U1', 'u2', ...Array.from({ length: 120 }, (_, i) => `none${String(i)}`)];
    const owners = await repo.findIdsByUnique('code', asked);
    expect(Object.fromEntries(owners)).toEqual({ ' u0 ': owned[0]!.id, U1: owned[1]!.id, u2: owned[2]!.id });
    expect(await repo.findIdsByUnique('code', [])).toEqual(new Map());
  });

  it('stamps created_at = updated_at and derives sort_name and search_tokens (lowercase, trimmed, capped)', async () => {
    const { repo } = widgets();
    const record = await repo.create(widget('D1', { label: `  Zebra ${'x'.repeat(300)}`, note: 'Striped' }));
    expect(record.created_at).toBe(record.updated_at);
    expect(Date.parse(record.created_at)).not.toBeNaN();
    expect(record.sort_name).toBe(`zebra ${'x'.repeat(194)}`);
    expect(record.search_tokens).toEqual(['d1', `zebra ${'x'.repeat(94)}`, 'striped', 'x'.repeat(100)]);
    const blank = await repo.create(widget('D2', { label: '   ' }));
    expect(blank.sort_name).toBe('~');
    expect(await repo.get(record.id)).toEqual(record);
  });

  it('a fixed id is used as given and moves the counter past it; an id already used is 409 and changes nothing', async () => {
    const { repo } = widgets();
    const fixed = await repo.create(widget('F1'), { id: 7 });
    expect(fixed.id).toBe(7);
    const next = await repo.create(widget('F2'));
    expect(next.id).toBe(8);
    const taken = await refusal(repo.create(widget('F3'), { id: 7 }));
    expect(taken).toBeInstanceOf(ConflictError);
    expect(taken.messages).toEqual({ id: ['This id is already used.'] });
    expect(await repo.count()).toBe(2);
    expect((await repo.get(7)).code).toBe('F1');
    expect(await repo.findIdByUnique('code', 'F3')).toBeUndefined();
  });

  it('a taken unique value is 409 beside its field, whatever its case, and writes nothing', async () => {
    const { repo, name } = widgets();
    const first = await repo.create(widget('U1', { alias: 'one' }));
    const clash = await refusal(repo.create(widget(' u1 ')));
    expect(clash).toBeInstanceOf(ConflictError);
    expect(clash.status).toBe(409);
    expect(clash.messages).toEqual({ code: ['Please make sure that code field is unique'] });
    const aliasClash = await refusal(repo.create(widget('U2', { alias: 'ONE' })));
    expect(aliasClash.messages).toEqual({ alias: ['Please make sure that alias field is unique'] });
    // U2's own code guard was in the refused transaction: not written.
    expect(await guardItem(name, 'code', 'U2')).toBeUndefined();
    expect(await repo.count()).toBe(1);
    expect(await storedIds(repo)).toEqual([first.id]);
  });

  it('an absent or blank optional unique value takes no guard (any number of records may lack it)', async () => {
    const { repo, name } = widgets();
    await repo.create(widget('B1'));
    await repo.create(widget('B2', { alias: null }));
    await repo.create(widget('B3', { alias: '   ' }));
    expect(await repo.count()).toBe(3);
    expect(await guardItem(name, 'alias', '')).toBeUndefined();
  });

  it('two parallel creates with the same unique value: exactly one wins, the other is 409, no orphan is left', async () => {
    const { repo, name } = widgets();
    for (let round = 0; round < 5; round++) {
      const value = `SAME${String(round)}`;
      const outcomes = await Promise.allSettled([
        repo.create(widget(value, { label: 'left' })),
        repo.create(widget(value.toLowerCase(), { label: 'right' })),
      ]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o) => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const error = (lost[0] as PromiseRejectedResult).reason as DomainError;
      expect(error).toBeInstanceOf(ConflictError);
      expect(error.status).toBe(409);
      const winner = (won[0] as PromiseFulfilledResult<WidgetRecord>).value;
      const guard = await guardItem(name, 'code', value);
      expect(guard?.owner).toBe(winner.id);
    }
    expect(await repo.count()).toBe(5);
    expect(await storedIds(repo)).toHaveLength(5);
    await expectGuardsConsistent(repo, ['SAME0', 'SAME1', 'SAME2', 'SAME3', 'SAME4']);
  });

  it('a failing extra item cancels the whole create: no record, no guard, count unchanged', async () => {
    const { repo, name } = widgets();
    const other = await repo.create(widget('E1'));
    await repo.update(other.id, () => ({ label: 'moved on' }));
    const stale = other; // read before the update: its check must fail
    const error = await refusal(
      repo.create(widget('E2', { alias: 'extra' }), {
        extra: () => [repo.unchangedItem(stale)],
        conflict: (index) => new ConflictError({ related: [`extra item ${String(index)} failed`] }),
      }),
    );
    expect(error.messages).toEqual({ related: ['extra item 0 failed'] });
    expect(await repo.count()).toBe(1);
    expect(await guardItem(name, 'code', 'E2')).toBeUndefined();
    expect(await guardItem(name, 'alias', 'extra')).toBeUndefined();
    expect(await storedIds(repo)).toEqual([other.id]);
    // With a fresh read the same check passes and the extra item joins the create.
    const fresh = await repo.get(other.id);
    const created = await repo.create(widget('E2', { alias: 'extra' }), { extra: () => [repo.unchangedItem(fresh)] });
    expect(await repo.findIdByUnique('alias', 'extra')).toBe(created.id);
  });

  it('a record too large for one DynamoDB item is 422 beside its largest field, before anything is written', async () => {
    const { repo } = widgets();
    const error = await refusal(repo.create(widget('L1', { note: 'n'.repeat(300_000), label: 'l'.repeat(200_000) })));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(422);
    expect(Object.keys(error.messages)).toEqual(['note']);
    expect(await repo.count()).toBe(0);
    expect(await repo.findIdByUnique('code', 'L1')).toBeUndefined();
  });

  it('more than 100 items in one transaction is 422 and writes nothing', async () => {
    const { repo } = widgets();
    const anchor = await repo.create(widget('T0'));
    const checks: TransactItem[] = Array.from({ length: 98 }, () => repo.unchangedItem(anchor));
    // put + code guard + counter + 98 checks = 101 items.
    const error = await refusal(repo.create(widget('T1'), { extra: () => checks }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.messages).toEqual({ ids: ['Too many records in one request.'] });
    expect(await repo.count()).toBe(1);
  });
});

describe('repository: update', () => {
  it('replaces the record, keeps id and created_at, moves updated_at forward and re-derives the search fields', async () => {
    const { repo } = widgets();
    const created = await repo.create(widget('V1', { note: 'first' }));
    const updated = await repo.update(created.id, (current) => ({ label: `${current.label} Renamed`, note: null }));
    expect(updated).toMatchObject({ id: created.id, created_at: created.created_at, label: 'Label V1 Renamed' });
    expect(updated.updated_at > created.updated_at).toBe(true);
    expect(updated.sort_name).toBe('label v1 renamed');
    expect(updated.search_tokens).toEqual(['label v1 renamed', 'v1 renamed', 'renamed']);
    const stored = await repo.get(created.id);
    expect(stored.note).toBeUndefined();
    expect(stored).toEqual({ ...updated, note: undefined });
    expect(await repo.count()).toBe(1);
  });

  it('updated_at moves forward even when the stored one is ahead of this clock', async () => {
    const { repo, entity } = widgets();
    const created = await repo.create(widget('C1'));
    const ahead = new Date(Date.now() + 60_000).toISOString();
    await setStoredUpdatedAt(repo, entity, created.id, ahead);
    const updated = await repo.update(created.id, () => ({ label: 'later' }));
    expect(updated.updated_at).toBe(new Date(Date.parse(ahead) + 1).toISOString());
  });

  it('an unknown id is 404', async () => {
    const { repo } = widgets();
    expect(await refusal(repo.update(41, () => ({ label: 'x' })))).toBeInstanceOf(NotFoundError);
  });

  it('changing a unique value moves its guard: the old value is free, the new one is taken', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('OLD', { alias: 'nick' }));
    await repo.update(a.id, () => ({ code: 'NEW', alias: null }));
    expect(await guardItem(name, 'code', 'OLD')).toBeUndefined();
    expect(await guardItem(name, 'alias', 'nick')).toBeUndefined();
    expect(await repo.findIdByUnique('code', 'NEW')).toBe(a.id);
    const b = await repo.create(widget('OLD', { alias: 'nick' }));
    expect(await repo.findIdByUnique('code', 'OLD')).toBe(b.id);
    expect((await refusal(repo.create(widget('new')))).messages).toEqual({ code: ['Please make sure that code field is unique'] });
    await expectGuardsConsistent(repo, ['OLD', 'NEW']);
  });

  it('a change of case only keeps the same guard', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('Case'));
    await repo.update(a.id, () => ({ code: 'CASE' }));
    expect((await guardItem(name, 'code', 'case'))?.owner).toBe(a.id);
    expect((await repo.get(a.id)).code).toBe('CASE');
  });

  it('moving to a value another record holds is 409 and changes nothing: both guards stay with their owners', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('MA', { alias: 'alpha' }));
    const b = await repo.create(widget('MB'));
    const error = await refusal(repo.update(a.id, () => ({ code: 'mb', alias: 'beta', label: 'changed' })));
    expect(error.messages).toEqual({ code: ['Please make sure that code field is unique'] });
    expect(await repo.get(a.id)).toEqual(a);
    expect((await guardItem(name, 'code', 'MA'))?.owner).toBe(a.id);
    expect((await guardItem(name, 'code', 'MB'))?.owner).toBe(b.id);
    // The alias guard of the refused update was not written either.
    expect(await guardItem(name, 'alias', 'beta')).toBeUndefined();
    expect((await guardItem(name, 'alias', 'alpha'))?.owner).toBe(a.id);
  });

  it('optimistic: a record changed between read and write is 409, and nothing of the stale write lands', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('OPT'));
    afterNextGet(repo, () => repo.update(a.id, () => ({ label: 'the other writer' })));
    const error = await refusal(repo.update(a.id, () => ({ label: 'stale writer', code: 'OPT2' })));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.messages).toBe('The record was changed by someone else, please reload it.');
    const stored = await repo.get(a.id);
    expect(stored.label).toBe('the other writer');
    expect(stored.code).toBe('OPT');
    expect(await guardItem(name, 'code', 'OPT2')).toBeUndefined();
    expect((await guardItem(name, 'code', 'OPT'))?.owner).toBe(a.id);
  });

  it('parallel updates of one record: each either lands or is 409, and the stored record is one that landed', async () => {
    const { repo } = widgets();
    const a = await repo.create(widget('PAR'));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => repo.update(a.id, () => ({ label: `writer ${String(i)}` }))),
    );
    const landed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(landed.length).toBeGreaterThanOrEqual(1);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as DomainError).status).toBe(409);
    const stored = await repo.get(a.id);
    expect(landed.map((r) => r.updated_at)).toContain(stored.updated_at);
    expect(landed.find((r) => r.updated_at === stored.updated_at)?.label).toBe(stored.label);
  });

  it('extra items join the update; a failing one cancels it and is reported through `conflict` with its own index', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('X1'));
    const other = await repo.create(widget('X2'));
    await repo.update(other.id, () => ({ label: 'changed' }));
    const error = await refusal(
      repo.update(a.id, () => ({ code: 'X1-new' }), {
        extra: () => [repo.unchangedItem(other)],
        conflict: (index) => new ConflictError(`extra ${String(index)}`),
      }),
    );
    expect(error.messages).toBe('extra 0');
    expect(await repo.get(a.id)).toEqual(a);
    expect(await guardItem(name, 'code', 'X1-new')).toBeUndefined();
  });
});

describe('repository: remove', () => {
  it('deletes the record, frees its unique values and decrements the count', async () => {
    const { repo, name } = widgets();
    const a = await repo.create(widget('R1', { alias: 'gone' }));
    const b = await repo.create(widget('R2'));
    expect(await repo.remove(a.id)).toEqual(a);
    expect(await repo.find(a.id)).toBeUndefined();
    expect(await repo.count()).toBe(1);
    expect(await guardItem(name, 'code', 'R1')).toBeUndefined();
    expect(await guardItem(name, 'alias', 'gone')).toBeUndefined();
    expect(await storedIds(repo)).toEqual([b.id]);
    const again = await repo.create(widget('r1', { alias: 'GONE' }));
    expect(await repo.findIdByUnique('code', 'R1')).toBe(again.id);
  });

  it('an unknown id is 404 and changes nothing', async () => {
    const { repo } = widgets();
    await repo.create(widget('R0'));
    expect(await refusal(repo.remove(99))).toBeInstanceOf(NotFoundError);
    expect(await repo.count()).toBe(1);
  });

  it('a failing extra item cancels the delete', async () => {
    const { repo } = widgets();
    const a = await repo.create(widget('RX'));
    const other = await repo.create(widget('RY'));
    await repo.update(other.id, () => ({ label: 'changed' }));
    const error = await refusal(repo.remove(a.id, { extra: () => [repo.unchangedItem(other)] }));
    expect(error).toBeInstanceOf(ConflictError);
    expect(await repo.get(a.id)).toEqual(a);
    expect(await repo.count()).toBe(2);
    expect(await repo.findIdByUnique('code', 'RX')).toBe(a.id);
  });

  // remove() deletes the guards of the record as it READ it, so its delete is conditioned on the
  // updated_at it read: a record changed in between is refused (409) rather than leaving guards behind.
  it('a record whose unique value changed after remove() read it never leaves guards behind or deletes another’s', async () => {
    const { repo } = widgets();
    const a = await repo.create(widget('RACE-X'));
    afterNextGet(repo, async () => {
      await repo.update(a.id, () => ({ code: 'RACE-Y' }));
      await repo.create(widget('RACE-X'));
    });
    await repo.remove(a.id).catch((error: unknown) => expect((error as DomainError).status).toBe(409));
    await expectGuardsConsistent(repo, ['RACE-X', 'RACE-Y']);
    // Whatever the outcome, RACE-X cannot be created twice.
    expect((await refusal(repo.create(widget('race-x')))).status).toBe(409);
  });

  // The same rule for removeMany.
  it('removeMany: a record whose unique value changed after it was read never leaves guards behind', async () => {
    const { repo } = widgets();
    const a = await repo.create(widget('RM-X'));
    const b = await repo.create(widget('RM-B'));
    afterNextGetMany(repo, () => repo.update(a.id, () => ({ code: 'RM-Y' })));
    await repo.removeMany([a.id, b.id]).catch((error: unknown) => expect((error as DomainError).status).toBe(409));
    await expectGuardsConsistent(repo, ['RM-X', 'RM-Y', 'RM-B']);
  });
});

describe('repository: all-or-nothing batches', () => {
  it('removeMany deletes every id (duplicates once), frees their unique values and lowers the count by as many', async () => {
    const { repo, name } = widgets();
    const [a, b, c] = await Promise.all(['BA', 'BB', 'BC'].map((code) => repo.create(widget(code, { alias: `${code}-alias` }))));
    expect(await repo.removeMany([a!.id, b!.id, a!.id])).toBe(2);
    expect(await repo.count()).toBe(1);
    expect(await storedIds(repo)).toEqual([c!.id]);
    for (const code of ['BA', 'BB']) {
      expect(await guardItem(name, 'code', code)).toBeUndefined();
      expect(await guardItem(name, 'alias', `${code}-alias`)).toBeUndefined();
    }
    expect(await repo.findIdByUnique('code', 'BC')).toBe(c!.id);
  });

  it('removeMany with one unknown id is 404 and deletes nothing', async () => {
    const { repo } = widgets();
    const records = await Promise.all(['NA', 'NB'].map((code) => repo.create(widget(code))));
    const ids = records.map((r) => r.id);
    expect(await refusal(repo.removeMany([...ids, 404]))).toBeInstanceOf(NotFoundError);
    expect(await repo.count()).toBe(2);
    expect((await repo.getMany(ids)).map((r) => r.id)).toEqual(ids);
  });

  it('removeMany with a failing extra item deletes nothing', async () => {
    const { repo } = widgets();
    const records = await Promise.all(['QA', 'QB'].map((code) => repo.create(widget(code))));
    const stale = records[1]!;
    await repo.update(stale.id, () => ({ label: 'changed' }));
    await refusal(repo.removeMany([records[0]!.id], { extra: () => [repo.unchangedItem(stale)] }));
    expect(await repo.count()).toBe(2);
    expect(await repo.findIdByUnique('code', 'QA')).toBe(records[0]!.id);
  });

  it('removeMany of more records than one transaction holds is 422 and deletes nothing', async () => {
    const { repo } = widgets();
    // 50 records × (record + code guard) + the counter = 101 items.
    const records = await Promise.all(Array.from({ length: 50 }, (_, i) => repo.create(widget(`MANY${String(i)}`))));
    const error = await refusal(repo.removeMany(records.map((r) => r.id)));
    expect(error.status).toBe(422);
    expect(await repo.count()).toBe(50);
  });

  it('updateMany patches every id, re-deriving the search fields, and leaves the others alone', async () => {
    const { repo } = widgets();
    const [a, b, c] = await Promise.all(['GA', 'GB', 'GC'].map((code) => repo.create(widget(code))));
    expect(await repo.updateMany([a!.id, b!.id], { enabled: false, label: 'Batch' })).toBe(2);
    for (const record of await repo.getMany([a!.id, b!.id])) {
      expect(record).toMatchObject({ enabled: false, label: 'Batch', sort_name: 'batch' });
      expect(record.updated_at > a!.updated_at).toBe(true);
    }
    expect(await repo.get(c!.id)).toEqual(c);
  });

  it('updateMany with one unknown id is 404 and changes nothing', async () => {
    const { repo } = widgets();
    const records = await Promise.all(['HA', 'HB'].map((code) => repo.create(widget(code))));
    expect(await refusal(repo.updateMany([records[0]!.id, 77, records[1]!.id], { enabled: false }))).toBeInstanceOf(NotFoundError);
    expect(await repo.getMany(records.map((r) => r.id))).toEqual(records);
  });

  it('updateMany over a record changed since it was read is 409 and changes none of them', async () => {
    const { repo } = widgets();
    const records = await Promise.all(['KA', 'KB', 'KC'].map((code) => repo.create(widget(code))));
    afterNextGetMany(repo, () => repo.update(records[1]!.id, () => ({ label: 'meanwhile' })));
    const error = await refusal(
      repo.updateMany(
        records.map((r) => r.id),
        { enabled: false },
      ),
    );
    expect(error).toBeInstanceOf(ConflictError);
    const stored = await repo.getMany(records.map((r) => r.id));
    expect(stored.map((r) => r.enabled)).toEqual([true, true, true]);
    expect(stored[1]!.label).toBe('meanwhile');
  });

  it('patchAll applies a patch to already-read records; stale ones are 409 and their transaction writes nothing', async () => {
    const { repo } = widgets();
    const records = await Promise.all(['JA', 'JB'].map((code) => repo.create(widget(code))));
    await repo.update(records[0]!.id, () => ({ label: 'meanwhile' }));
    expect((await refusal(repo.patchAll(records, { color: 'green' }))).status).toBe(409);
    expect((await repo.getMany(records.map((r) => r.id))).map((r) => r.color)).toEqual(['red', 'red']);
    expect(await repo.patchAll(await repo.getMany(records.map((r) => r.id)), { color: 'green' })).toBe(2);
    expect(await repo.idsOn('byColor', { color: 'green' })).toEqual(records.map((r) => r.id).sort((a, b) => a - b));
  });

  // patchItems (updateMany, patchAll, cross-domain patches) stamps max(now, previous + 1 ms) like
  // update(): a writer whose clock is behind never moves updated_at backwards.
  it('updateMany moves updated_at forward even when the stored one is ahead of this clock', async () => {
    const { repo, entity } = widgets();
    const created = await repo.create(widget('Z1'));
    const ahead = new Date(Date.now() + 60_000).toISOString();
    await setStoredUpdatedAt(repo, entity, created.id, ahead);
    await repo.updateMany([created.id], { enabled: false });
    expect((await repo.get(created.id)).updated_at > ahead).toBe(true);
  });
});

describe('repository: lists', () => {
  /** Seven widgets with known labels, colors, flags and notes; created one after another. */
  async function catalogue(repo: Widgets) {
    const rows: [string, string, string, boolean, string | null][] = [
      ['K1', 'Mango', 'red', true, 'summer fruit'],
      ['K2', 'apple', 'green', true, null],
      ['K3', 'Cherry', 'red', false, 'summer'],
      ['K4', 'banana', 'yellow', true, 'winter'],
      ['K5', 'Date', 'brown', false, null],
      ['K6', 'Elderberry', 'black', true, 'summer berry'],
      ['K7', 'fig', 'green', true, 'Autumn'],
    ];
    const created: WidgetRecord[] = [];
    for (const [code, label, color, enabled, note] of rows) {
      created.push(await repo.create(widget(code, { label, color, enabled, note })));
    }
    return created;
  }
  const codes = (page: { data: WidgetRecord[] }) => page.data.map((r) => r.code);

  it('pages by id (newest first by default), with the total from the row count', async () => {
    const { repo } = widgets();
    await catalogue(repo);
    const first = await repo.list(listQuery({ per_page: 10 }));
    expect(first.total).toBe(7);
    expect(codes(first)).toEqual(['K7', 'K6', 'K5', 'K4', 'K3', 'K2', 'K1']);
    const asc = await repo.list(listQuery({ sort: 'id', order: 'asc', per_page: 10 }));
    expect(codes(asc)).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7']);
    // A page size of 10 on 7 rows: page 2 is past the end, empty, with the right total.
    expect(await repo.list(listQuery({ page: 2, per_page: 10 }))).toEqual({ data: [], total: 7, page: 2, per_page: 10 });
  });

  it('sorts by name (case-insensitive) and by updated_at, both ways', async () => {
    const { repo } = widgets();
    const created = await catalogue(repo);
    const byName = await repo.list(listQuery({ sort: 'name', order: 'asc', per_page: 10 }));
    expect(byName.data.map((r) => r.label)).toEqual(['apple', 'banana', 'Cherry', 'Date', 'Elderberry', 'fig', 'Mango']);
    const byNameDesc = await repo.list(listQuery({ sort: 'name', order: 'desc', per_page: 10 }));
    expect(byNameDesc.data.map((r) => r.label)).toEqual(['Mango', 'fig', 'Elderberry', 'Date', 'Cherry', 'banana', 'apple']);
    await repo.update(created[2]!.id, () => ({ note: 'touched' }));
    const recent = await repo.list(listQuery({ sort: 'updated_at', order: 'desc', per_page: 10 }));
    expect(codes(recent)[0]).toBe('K3');
    const oldest = await repo.list(listQuery({ sort: 'updated_at', order: 'asc', per_page: 10 }));
    expect(codes(oldest).at(-1)).toBe('K3');
    expect(codes(oldest).slice(0, 6)).toEqual(['K1', 'K2', 'K4', 'K5', 'K6', 'K7']);
  });

  it('cuts pages exactly: every row appears once across the pages, in order', async () => {
    const { repo } = widgets();
    const created = await catalogue(repo);
    // ListQuery allows page sizes of 10, 20, 50 and 100: read 12 more rows so 10-row pages cut.
    for (let i = 0; i < 12; i++)
      created.push(await repo.create(widget(`M${String(i).padStart(2, '0')}`, { label: `zz ${String(i).padStart(2, '0')}` })));
    const seen: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const result = await repo.list(listQuery({ page, per_page: 10, sort: 'id', order: 'asc' }));
      expect(result.total).toBe(19);
      seen.push(...codes(result));
    }
    expect(seen).toEqual(created.map((r) => r.code));
    const byName = await repo.list(listQuery({ page: 2, per_page: 10, sort: 'name', order: 'asc' }));
    expect(byName.data.map((r) => r.label)).toEqual(Array.from({ length: 9 }, (_, i) => `zz ${String(i + 3).padStart(2, '0')}`));
  });

  it('searches from word starts, case-insensitively, with the total of matches and paging over them', async () => {
    const { repo } = widgets();
    await catalogue(repo);
    const summer = await repo.list(listQuery({ search: 'SUMMER', sort: 'id', order: 'asc' }));
    expect(codes(summer)).toEqual(['K1', 'K3', 'K6']);
    expect(summer.total).toBe(3);
    expect(codes(await repo.list(listQuery({ search: '  k4 ' })))).toEqual(['K4']);
    const none = await repo.list(listQuery({ search: 'durian' }));
    expect(none).toEqual({ data: [], total: 0, page: 1, per_page: 10 });
    const byName = await repo.list(listQuery({ search: 'summer', sort: 'name', order: 'desc' }));
    expect(byName.data.map((r) => r.label)).toEqual(['Mango', 'Elderberry', 'Cherry']);
    // From any word on, not inside a word: "berry" finds "summer berry", "erry" finds nothing.
    expect(codes(await repo.list(listQuery({ search: 'berr' })))).toEqual(['K6']);
    expect((await repo.list(listQuery({ search: 'erry' }))).total).toBe(0);
    const paged = await repo.list(listQuery({ search: 'summer', sort: 'id', order: 'asc', page: 2, per_page: 10 }));
    expect(paged).toMatchObject({ data: [], total: 3, page: 2 });
  });

  it('filters on the configured fields only (exact, contains, combined with search); unknown or undefined filters are ignored', async () => {
    const { repo } = widgets();
    await catalogue(repo);
    const order = { sort: 'id', order: 'asc' } as const;
    expect(codes(await repo.list(listQuery(order), { enabled: false }))).toEqual(['K3', 'K5']);
    expect(codes(await repo.list(listQuery(order), { color: 'green', enabled: true }))).toEqual(['K2', 'K7']);
    expect(codes(await repo.list(listQuery(order), { note: { contains: 'berry' } }))).toEqual(['K6']);
    const both = await repo.list(listQuery({ ...order, search: 'summer' }), { color: 'red', enabled: true });
    expect(codes(both)).toEqual(['K1']);
    expect(both.total).toBe(1);
    // `label` is not a configured filter; `color: undefined` is no filter at all.
    const ignored = await repo.list(listQuery(order), { label: 'Mango', color: undefined });
    expect(ignored.total).toBe(7);
  });

  it('reads past 1,000 ids across several requests for deep pages', async () => {
    const { repo, entity, name } = widgets();
    const now = new Date().toISOString();
    const total = 1_050;
    const items = Array.from({ length: total }, (_, i) => ({
      id: i + 1,
      created_at: now,
      updated_at: now,
      sort_name: `n${String(i + 1).padStart(5, '0')}`,
      search_tokens: ['deep'],
      code: `DEEP${String(i + 1)}`,
      label: `N${String(i + 1)}`,
      color: 'red',
      enabled: true,
    }));
    await entity.put(items).go();
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: `counter#${name}`, sk: 'counter' },
        UpdateExpression: 'SET #count = :n, last_id = :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': total },
      }),
    );
    const page = await repo.list(listQuery({ page: 11, per_page: 100, sort: 'id', order: 'asc' }));
    expect(page.total).toBe(total);
    expect(page.data.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => 1_001 + i));
    const desc = await repo.list(listQuery({ page: 11, per_page: 100, sort: 'name', order: 'desc' }));
    expect(desc.data.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    // A search reads its matches only, at most 500: a broader term counts only those.
    const entries = items
      .flatMap((item) => SearchIndex.changes(name, item.id, [], item.search_tokens))
      .map((t) => ({ PutRequest: { Item: t.Put!.Item } }));
    const batches = Array.from({ length: Math.ceil(entries.length / 25) }, (_, b) => entries.slice(b * 25, b * 25 + 25));
    for (let i = 0; i < batches.length; i += 8) {
      await Promise.all(
        batches.slice(i, i + 8).map((batch) => documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: batch } }))),
      );
    }
    const searched = await repo.list(listQuery({ page: 5, per_page: 100, search: 'deep', sort: 'id', order: 'asc' }));
    expect(searched.total).toBe(MAX_SEARCH_MATCHES);
    expect(searched.data).toHaveLength(100);
  }, 60_000);
});

describe('repository: counters', () => {
  it('one item per counter in a transaction: attributes of one counter item summed, conditional items left where they are', async () => {
    const a = { pk: 'counter#merge-a', sk: 'counter' };
    const b = { pk: 'counter#merge-b', sk: 'counter' };
    const guarded: TransactItem = {
      Update: {
        TableName: TABLE_NAME,
        Key: { pk: 'guarded', sk: 'x' },
        UpdateExpression: 'ADD #c0 :c0',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#c0': 'count' },
        ExpressionAttributeValues: { ':c0': 1 },
      },
    };
    const merged = mergeCounterAdds([
      counterAdd(a, 1),
      guarded,
      counterAdd(b, 2, 'filter#enabled#true'),
      counterAdd(a, 1, 'filter#enabled#true'),
      counterAdd(a, -1, 'filter#enabled#false'),
      counterAdd(a, 2),
    ]);
    expect(merged).toHaveLength(3);
    expect(merged[1]).toBe(guarded);
    const sums = (item: TransactItem) =>
      Object.fromEntries(
        Object.entries(item.Update!.ExpressionAttributeNames!).map(([name, attribute]) => [
          attribute,
          item.Update!.ExpressionAttributeValues![`:${name.slice(1)}`],
        ]),
      );
    expect([merged[0]!.Update!.Key, sums(merged[0]!)]).toEqual([a, { count: 3, 'filter#enabled#true': 1, 'filter#enabled#false': -1 }]);
    expect([merged[2]!.Update!.Key, sums(merged[2]!)]).toEqual([b, { 'filter#enabled#true': 2 }]);
    // Merging what was merged changes nothing, and DynamoDB takes it.
    expect(mergeCounterAdds(merged)).toEqual(merged);
    await documentClient.send(new UpdateCommand(merged[0]!.Update as never));
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: a }));
    expect(Item).toMatchObject({ count: 3, 'filter#enabled#true': 1, 'filter#enabled#false': -1 });
  });
});
