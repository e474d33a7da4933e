import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { BrandRecord } from '../catalog/brand.entity.js';
import { BrandInfo, brandFields } from '../catalog/brand.schema.js';
import { SupplierInfo } from '../purchasing/supplier.schema.js';
import { fieldSet, valueKind, valueKindFromJsonSchema } from './fields.js';
import { DEFAULT_LANGUAGE } from './i18n.js';
import { richText } from './rich-text.js';
import { booleanish, optionalString, requiredString } from './validation.js';

const Input = z.object({
  title: requiredString(),
  body: richText(),
  code: requiredString(30),
  note: optionalString().nullable(),
  level: z.number().int().default(0),
  kind: z.enum(['a', 'b']),
  enabled: booleanish().default(true),
});
const fields = fieldSet(Input, { translated: ['title', 'body'] });

describe('fieldSet: one input schema gives the stored attributes, the answer and the mapping', () => {
  it('stores every global field as its own attribute, typed and required as the schema says', () => {
    expect(fields.globals).toEqual(['code', 'note', 'level', 'kind', 'enabled']);
    expect(fields.attributes).toEqual({
      code: { type: 'string', required: true },
      note: { type: 'string', required: false },
      level: { type: 'number', required: true },
      kind: { type: ['a', 'b'], required: true },
      enabled: { type: 'boolean', required: true },
    });
  });

  it('answers translated fields as strings and absent optional globals as null', () => {
    const answer = z.object(fields.answer);
    const record = {
      translations: { [DEFAULT_LANGUAGE]: { title: 'Hello', body: '<p>Hi</p>' }, 'zh-HK': { title: '你好' } },
      code: 'X1',
      level: 3,
      kind: 'b' as const,
      enabled: false,
    };
    const shown = fields.present(record, 'zh-HK');
    expect(shown).toEqual({ title: '你好', body: '<p>Hi</p>', code: 'X1', note: null, level: 3, kind: 'b', enabled: false });
    expect(answer.parse(shown)).toEqual(shown);
    expect(answer.safeParse({ ...shown, kind: 'c' }).success).toBe(false);
    expect(answer.safeParse({ ...shown, code: null }).success).toBe(false);
    expectTypeOf(shown).toEqualTypeOf<{
      title: string;
      body: string;
      code: string;
      note: string | null;
      level: number;
      kind: 'a' | 'b';
      enabled: boolean;
    }>();
  });

  it('stores blank optional text as null and keeps the translated values apart', async () => {
    const input = await Input.parseAsync({
      title: ' T ',
      body: '<script>x</script><b>ok</b>',
      code: 'C',
      note: '',
      kind: 'a',
      enabled: '0',
    });
    expect(fields.stored(input)).toEqual({ code: 'C', note: null, level: 0, kind: 'a', enabled: false });
    // A new record gets the texts in the main language too; an update writes only the language's slot.
    const created = fields.translations(input, 'zh_hk');
    expect(created).toEqual({ [DEFAULT_LANGUAGE]: { title: 'T', body: '<b>ok</b>' }, zh_hk: { title: 'T', body: '<b>ok</b>' } });
    const updated = fields.translations({ ...input, title: 'Neu', body: undefined }, 'de', created);
    expect(updated).toEqual({ ...created, de: { title: 'Neu' } });
  });

  it('for a partial update, stores only the fields sent: blank text clears, a field left out is kept', () => {
    expect(fields.changed({ note: '', level: 2, title: 'not a global' })).toEqual({ note: null, level: 2 });
    expect(fields.changed({})).toEqual({});
    expectTypeOf(fields.changed({})).toEqualTypeOf<
      Partial<{ code: string; note: string | null; level: number; kind: 'a' | 'b'; enabled: boolean }>
    >();
  });

  it('refuses a field it cannot store as a scalar, so it is declared by hand', () => {
    expect(() => fieldSet(z.object({ tags: z.array(z.string()) }))).toThrow(/tags/);
  });

  it('drives the real resources: the brand record and answer types follow BrandInput', () => {
    expectTypeOf<BrandRecord['url']>().toEqualTypeOf<string>();
    expectTypeOf<BrandRecord['enabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<BrandRecord['image']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<z.output<typeof BrandInfo>['image']>().toEqualTypeOf<string | null>();
    expectTypeOf<z.output<typeof BrandInfo>['description']>().toEqualTypeOf<string>();
    expectTypeOf<z.output<typeof SupplierInfo>['email']>().toEqualTypeOf<string | null>();
    expect(brandFields.translated).toEqual(['title', 'short_description', 'description']);
    expect(Object.keys(BrandInfo.shape)).toEqual(
      expect.arrayContaining(['title', 'short_description', 'description', 'url', 'enabled', 'image', 'image_path']),
    );
  });
});

describe('valueKind: the reading of zod definitions agrees with the JSON Schema reading', () => {
  /** Every exported object schema of every `*.schema.ts` in core. */
  const coreObjects = async () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.schema.ts'));
    const modules = await Promise.all(files.map(async (f) => [f, (await import(path.join(root, f))) as Record<string, unknown>] as const));
    return modules.flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
        .map(([name, schema]) => [`${file} ${name}`, schema] as const),
    );
  };

  it('on every field of every core schema', async () => {
    const objects = await coreObjects();
    expect(objects.length).toBeGreaterThan(20);
    let checked = 0;
    for (const [where, schema] of objects) {
      for (const [name, field] of Object.entries(schema.shape)) {
        expect(valueKind(field as z.ZodType), `${where}.${name}`).toEqual(valueKindFromJsonSchema(field as z.ZodType));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('on the shapes it reads itself and the ones it leaves to JSON Schema', () => {
    const cases: z.ZodType[] = [
      z.string(),
      z.email().optional(),
      z.number().int().nullable().default(null),
      z.coerce.number(),
      z.boolean().default(false),
      z.enum(['a', 'b']).nullable().optional(),
      z.string().transform((s) => s.length),
      z
        .string()
        .transform((s) => s.trim())
        .nullable(),
      z.string().pipe(z.email()),
      z.preprocess((v) => v, z.string().nullable()),
      z.preprocess(
        (v) => v,
        z
          .string()
          .transform((s) => s.trim())
          .optional(),
      ),
      z.stringbool(),
      z.literal('x'),
      z.literal(['x', 'y']),
      z.union([z.string(), z.null()]),
      z.array(z.string()),
      z.object({ a: z.string() }),
      z.string().readonly(),
      z.string().catch(''),
      z.date(),
      z.any(),
    ];
    for (const field of cases) expect(valueKind(field)).toEqual(valueKindFromJsonSchema(field));
  });
});
