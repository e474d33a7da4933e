import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '@shop/core/access/permissions';
import { registry } from './registry.js';

describe('the lists that join every domain', () => {
  it('are what scripts/registry.ts writes from the folders (run `npm run registry` after adding a domain or router)', async () => {
    for (const { file, text } of await registry()) {
      expect(readFileSync(file, 'utf8'), `${path.basename(file)} is not what \`npm run registry\` writes`).toBe(text);
    }
  });

  it("hold every domain's permission groups once, and no permission twice", () => {
    const keys = PERMISSION_GROUPS.map((g) => g.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['role', 'brand', 'order', 'page', 'holiday']));
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});
