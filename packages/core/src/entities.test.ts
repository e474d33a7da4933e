import { describe, expect, it } from 'vitest';
import { allEntities } from './entities.js';
import { TABLE_INDEXES, TABLE_KEYS } from './shared/table.js';
import { PASSWORD_HASH_OPTIONS, hashPassword, verifyPassword } from './access/password.js';

interface IndexSchema {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

describe('the ElectroDB model and the table', () => {
  it('every entity index maps onto the table key or one of its GSIs with the same key fields', () => {
    const gsis = new Map<string, { partitionKey: string; sortKey: string }>(TABLE_INDEXES.map((i) => [i.indexName, i]));
    for (const entity of allEntities()) {
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

  it('no two entities share a name', () => {
    const names = allEntities().map((e) => e.schema.model.entity);
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
