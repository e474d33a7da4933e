import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { DomainError, MovedError } from './errors.js';
import { keys } from './keys.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseItem } from './model.js';
import { Repository, type NewRecord } from './repository.js';
import { MovedUrl, UrlHistory } from './url-history.js';

/**
 * Renamed urls (decision 0040) at the repository, straight against DynamoDB Local: the url's guard
 * item becomes a marker naming the record when an update moves it off the url, and the marker goes
 * in the transaction of whatever claims the url next. Each test gets an entity of its own.
 */

interface DocRecord extends BaseItem {
  url: string;
  /** Unique, without history: a value left is simply freed. */
  code: string;
  /** Only "listed" docs hold a url guard (as only category menus do). */
  listed: boolean;
}

let serial = 0;

function docs() {
  serial += 1;
  const name = `urltest${String(serial)}`;
  const entity = new Entity(
    {
      model: { entity: name, version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        url: { type: 'string', required: true },
        code: { type: 'string', required: true },
        listed: { type: 'boolean', required: true },
      },
      indexes: { ...baseIndexes },
    },
    { client: documentClient, table: TABLE_NAME },
  );
  const repo = new Repository<DocRecord>({
    name,
    entity,
    unique: [
      { field: 'url', value: (d) => (d.listed ? d.url : null), history: true },
      { field: 'code', value: (d) => d.code },
    ],
    sortName: (d) => d.url,
    searchTexts: () => [],
  });
  return { repo, name };
}

type Docs = Repository<DocRecord>;

let n = 0;
const doc = (url: string, more: Partial<NewRecord<DocRecord>> = {}): NewRecord<DocRecord> => ({
  url,
  code: `code-${String(++n)}`,
  listed: true,
  ...more,
});

async function guard(name: string, field: string, value: string) {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.unique(name, field, value) }));
  return Item;
}

/** Where a url leads now: the record holding it, the url of the record it was renamed away from, or nowhere. */
async function leads(repo: Docs, url: string): Promise<{ holder: number } | { movedTo: string } | 'nowhere'> {
  const found = await repo.findByUniqueOrMoved('url', url);
  if (!found) return 'nowhere';
  if ('record' in found) return { holder: found.record.id };
  const moved = await repo.find(found.moved);
  return moved ? { movedTo: moved.url } : 'nowhere';
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the call to be refused').toBeInstanceOf(DomainError);
  return error as DomainError;
}

/**
 * The url's guard and the records agree: a held url is held by a record that has it, a marker names a
 * record that no longer has it (or none), and no record holds a url its guard does not say it holds.
 */
async function expectConsistent(repo: Docs, name: string, url: string, ids: readonly number[]): Promise<void> {
  const item = await guard(name, 'url', url);
  const state = UrlHistory.state(item);
  const records = (await repo.getMany(ids)).filter((r) => r.url.toLowerCase() === url.toLowerCase());
  if (state && 'owner' in state) {
    expect(records.map((r) => r.id)).toEqual([state.owner]);
    expect(item?.moved_id, 'a held url carries no marker').toBeUndefined();
  } else {
    expect(records, `no record holds ${url} while its guard says ${JSON.stringify(item)}`).toEqual([]);
  }
}

describe('url history: renames keep the old url leading to the record', () => {
  it('a rename leaves the old url as a marker naming the record, which reads as free to every unique lookup', async () => {
    const { repo, name } = docs();
    const a = await repo.create(doc('old-url'));
    await repo.update(a.id, () => ({ url: 'new-url' }));
    expect(await guard(name, 'url', 'old-url')).toEqual({ ...keys.unique(name, 'url', 'old-url'), field: 'url', moved_id: a.id });
    expect(await leads(repo, 'old-url')).toEqual({ movedTo: 'new-url' });
    expect(await leads(repo, 'new-url')).toEqual({ holder: a.id });
    expect(await repo.findIdByUnique('url', 'old-url')).toBeUndefined();
    expect(await repo.findByUnique('url', 'old-url')).toBeUndefined();
    expect(await repo.findIdsByUnique('url', ['old-url', 'new-url'])).toEqual(new Map([['new-url', a.id]]));
    expect(await UrlHistory.movedFrom(name, ' OLD-URL ')).toBe(a.id);
    expect(await UrlHistory.movedFrom(name, 'new-url')).toBeUndefined();
  });

  it('a chain A → B → C leaves A and B leading to C', async () => {
    const { repo } = docs();
    const a = await repo.create(doc('chain-a'));
    await repo.update(a.id, () => ({ url: 'chain-b' }));
    await repo.update(a.id, () => ({ url: 'chain-c' }));
    expect(await leads(repo, 'chain-a')).toEqual({ movedTo: 'chain-c' });
    expect(await leads(repo, 'chain-b')).toEqual({ movedTo: 'chain-c' });
    expect(await leads(repo, 'chain-c')).toEqual({ holder: a.id });
  });

  it('a create with an old url takes it: the marker is replaced in the create’s own transaction', async () => {
    const { repo, name } = docs();
    const a = await repo.create(doc('reused'));
    await repo.update(a.id, () => ({ url: 'moved-on' }));
    const b = await repo.create(doc('REUSED'));
    expect(await guard(name, 'url', 'reused')).toEqual({ ...keys.unique(name, 'url', 'reused'), field: 'url', owner: b.id });
    expect(await leads(repo, 'reused')).toEqual({ holder: b.id });
    // And the url is taken again, like any held url.
    expect((await refusal(repo.create(doc('reused')))).status).toBe(409);
  });

  it('another record renamed to an old url takes it, and leaves its own old url a marker', async () => {
    const { repo } = docs();
    const a = await repo.create(doc('first-a'));
    const b = await repo.create(doc('first-b'));
    await repo.update(a.id, () => ({ url: 'second-a' }));
    await repo.update(b.id, () => ({ url: 'first-a' }));
    expect(await leads(repo, 'first-a')).toEqual({ holder: b.id });
    expect(await leads(repo, 'first-b')).toEqual({ movedTo: 'first-a' });
    expect(await leads(repo, 'second-a')).toEqual({ holder: a.id });
  });

  it('renaming back A → B → A: A is held again and B leads to A', async () => {
    const { repo, name } = docs();
    const a = await repo.create(doc('back-a'));
    await repo.update(a.id, () => ({ url: 'back-b' }));
    await repo.update(a.id, () => ({ url: 'back-a' }));
    expect(await leads(repo, 'back-a')).toEqual({ holder: a.id });
    expect(await leads(repo, 'back-b')).toEqual({ movedTo: 'back-a' });
    expect((await guard(name, 'url', 'back-a'))?.moved_id).toBeUndefined();
  });

  it('a deleted record’s old urls lead nowhere, and a new record may take them', async () => {
    const { repo } = docs();
    const a = await repo.create(doc('gone-a'));
    await repo.update(a.id, () => ({ url: 'gone-b' }));
    await repo.remove(a.id);
    expect(await leads(repo, 'gone-a')).toBe('nowhere');
    expect(await leads(repo, 'gone-b')).toBe('nowhere');
    const b = await repo.create(doc('gone-a'));
    expect(await leads(repo, 'gone-a')).toEqual({ holder: b.id });
  });

  it('a field without history frees its old value; a url that stops being guarded leaves no marker', async () => {
    const { repo, name } = docs();
    const a = await repo.create(doc('plain', { code: 'plain-code' }));
    await repo.update(a.id, () => ({ code: 'plain-code-2' }));
    expect(await guard(name, 'code', 'plain-code')).toBeUndefined();
    // No longer listed (as a category menu retyped to a link): its url is simply freed.
    await repo.update(a.id, () => ({ listed: false, url: 'plain-2' }));
    expect(await guard(name, 'url', 'plain')).toBeUndefined();
    expect(await guard(name, 'url', 'plain-2')).toBeUndefined();
  });

  it('a rename away from a url racing a create with it: one outcome, and a marker never stands beside a live holder', async () => {
    const { repo, name } = docs();
    for (let round = 0; round < 6; round++) {
      const url = `race-away-${String(round)}`;
      const a = await repo.create(doc(url));
      const [renamed, created] = await Promise.allSettled([repo.update(a.id, () => ({ url: `${url}-new` })), repo.create(doc(url))]);
      for (const outcome of [renamed, created]) {
        if (outcome.status === 'rejected') expect((outcome.reason as DomainError).status).toBe(409);
      }
      const ids = [a.id, ...(created.status === 'fulfilled' ? [created.value.id] : [])];
      await expectConsistent(repo, name, url, ids);
      await expectConsistent(repo, name, `${url}-new`, ids);
      const now = await leads(repo, url);
      if (created.status === 'fulfilled') expect(now).toEqual({ holder: created.value.id });
      else if (renamed.status === 'fulfilled') expect(now).toEqual({ movedTo: `${url}-new` });
      else expect(now).toEqual({ holder: a.id });
    }
  });

  it('a rename to an old url racing a create with it: exactly one holds it, and nothing else leads there', async () => {
    const { repo, name } = docs();
    for (let round = 0; round < 6; round++) {
      const url = `race-to-${String(round)}`;
      const a = await repo.create(doc(url));
      await repo.update(a.id, () => ({ url: `${url}-moved` }));
      const b = await repo.create(doc(`${url}-b`));
      const [renamed, created] = await Promise.allSettled([repo.update(b.id, () => ({ url })), repo.create(doc(url))]);
      const winners = [renamed, created].filter((o) => o.status === 'fulfilled');
      expect(winners.length, `round ${String(round)}`).toBeLessThanOrEqual(1);
      for (const outcome of [renamed, created]) {
        if (outcome.status === 'rejected') expect((outcome.reason as DomainError).status).toBe(409);
      }
      const ids = [a.id, b.id, ...(created.status === 'fulfilled' ? [created.value.id] : [])];
      await expectConsistent(repo, name, url, ids);
      await expectConsistent(repo, name, `${url}-b`, ids);
      const now = await leads(repo, url);
      if (created.status === 'fulfilled') expect(now).toEqual({ holder: created.value.id });
      else if (renamed.status === 'fulfilled') expect(now).toEqual({ holder: b.id });
      else expect(now).toEqual({ movedTo: `${url}-moved` });
    }
  });
});

describe('url history: the storefront’s answers', () => {
  it('answer unwraps a cached answer: the record, undefined for a plain miss, MovedError with the url for a renamed one', () => {
    expect(UrlHistory.answer({ id: 1 })).toEqual({ id: 1 });
    expect(UrlHistory.answer(null)).toBeUndefined();
    expect(() => UrlHistory.answer(new MovedUrl('canvas-tote-bag'))).toThrow(MovedError);
    try {
      UrlHistory.answer(new MovedUrl('canvas-tote-bag'));
    } catch (error) {
      expect(error).toMatchObject({ status: 404, movedTo: 'canvas-tote-bag', messages: 'ID not exists' });
    }
  });

  it('moved names the record’s url only while the storefront shows it', () => {
    expect(UrlHistory.moved({ url: 'now' }, true)).toEqual(new MovedUrl('now'));
    expect(UrlHistory.moved({ url: 'now' }, false)).toBeNull();
    expect(UrlHistory.moved(undefined, true)).toBeNull();
  });
});
