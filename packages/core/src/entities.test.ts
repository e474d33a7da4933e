import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Entity, Service } from 'electrodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_CONFIG, TABLE_NAME } from './shared/dynamo.js';
import { SERVICE } from './shared/model.js';
import { TABLE_INDEXES, TABLE_KEYS } from './shared/table.js';
import { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword } from './access/password.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every entity, whatever its model
type AnyEntity = Entity<any, any, any, any>;

interface IndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** Every entity every `*.entity.ts` exports: there is no list of them to keep (a new file joins by existing). */
async function declaredEntities(): Promise<AnyEntity[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.entity.ts'));
  const declared: AnyEntity[] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(SRC, file)).href)) as Record<string, unknown>;
    declared.push(...(Object.values(module).filter((value) => value instanceof Entity) as AnyEntity[]));
  }
  return declared;
}

/**
 * The one ElectroDB Service over the one table, joined here and nowhere else: ElectroDB checks on
 * joining that every entity shares the service name and agrees on the indexes it shares. No code
 * needs the Service itself; each domain reads and writes through its own entities.
 */
const shop = declaredEntities().then(
  (all) => new Service(Object.fromEntries(all.map((e) => [e.schema.model.entity, e])) as never, ENTITY_CONFIG),
);
let joined: AnyEntity[] = [];
const entities = () => joined;

describe('the ElectroDB model and the table', () => {
  it("runs ElectroDB's model check here (the deployed bundle skips it: stacks/bundle-plugins.ts), so every entity above passed it", () => {
    const model = { entity: 'broken', version: '1', service: SERVICE };
    const indexes = { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } };
    // Only the JSON-schema check refuses this: ElectroDB's own parsing accepts it.
    expect(() => new Entity({ model, attributes: { id: { type: 'string', required: 'yes' } }, indexes } as never)).toThrow(
      'instance.attributes.id.required is not of a type(s) boolean',
    );
    expect(() => new Entity({ model, attributes: { id: { type: 'string', required: true } }, indexes } as never)).not.toThrow();
  });

  beforeAll(async () => {
    joined = Object.values((await shop).entities) as AnyEntity[];
  });

  it('one Service joins every entity of every *.entity.ts, under its own name, on this table', async () => {
    const declared = await declaredEntities();
    expect(declared.length).toBeGreaterThan(20);
    expect(entities().length).toBe(declared.length);
    for (const [name, entity] of Object.entries((await shop).entities as Record<string, AnyEntity>)) {
      expect(entity.schema.model.entity).toBe(name);
      expect(entity.schema.model.service).toBe(SERVICE);
      expect(entity.getTableName()).toBe(TABLE_NAME);
    }
  });

  it('every entity index maps onto the table key or one of its GSIs with the same key fields', () => {
    const gsis = new Map<string, { partitionKey: string; sortKey: string }>(TABLE_INDEXES.map((i) => [i.indexName, i]));
    for (const entity of entities()) {
      const indexes = (entity.schema as unknown as { indexes: Record<string, IndexSchema> }).indexes;
      for (const [name, index] of Object.entries(indexes)) {
        const where = `${entity.schema.model.entity}.${name}`;
        if (!index.index) {
          expect([where, index.pk.field, index.sk?.field]).toEqual([where, TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
        } else {
          const gsi = gsis.get(index.index);
          expect(gsi, `${where} uses unknown index ${index.index}`).toBeDefined();
          expect([where, index.pk.field, index.sk?.field]).toEqual([where, gsi!.partitionKey, gsi!.sortKey]);
        }
      }
    }
  });

  it("every GSI partition of an entity is the entity's own (no list shares `$shop` with another entity's)", () => {
    for (const entity of entities()) {
      const name = entity.schema.model.entity;
      const indexes = (entity.schema as unknown as { indexes: Record<string, IndexSchema> }).indexes;
      for (const [accessPattern, index] of Object.entries(indexes)) {
        if (!index.index) continue;
        // Every composite attribute a string: the key's prefix is what this test is about.
        const values = new Proxy({}, { get: () => '1' });
        const keys = (
          entity.query as unknown as Record<string, (v: object) => { params(): { ExpressionAttributeValues: Record<string, string> } }>
        )[accessPattern]!;
        const pk = keys(values).params().ExpressionAttributeValues[':pk'];
        expect([name, accessPattern, pk?.startsWith(`$${SERVICE}_${name}`)]).toEqual([name, accessPattern, true]);
      }
    }
  });

  it('no two entities share a name', () => {
    const names = entities().map((e) => e.schema.model.entity);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('password hashing', () => {
  it('production parameters are argon2id with at least 19 MiB and t=2', () => {
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ algorithm: 2, timeCost: 2 });
    expect(PASSWORD_HASH_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
  });

  it('hashes are argon2id, salted, and verify only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^\$argon2id\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse')).toBe(true);
    expect(await verifyPassword(a, 'wrong horse')).toBe(false);
    expect(await verifyPassword(undefined, 'x')).toBe(false);
  });
});
