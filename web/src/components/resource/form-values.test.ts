import { describe, expect, it } from 'vitest';
import { toFormValues, toRequestBody } from './form-values';
import { z } from 'zod';
import { permissionGroup } from '@shop/core/access/permissions';
import { contract } from '@shop/core/shared/contract';
import { customField } from './custom-widget';
import { defineResource } from './define-resource';

const Values = z.object({
  name: z.string(),
  kind: z.string(),
  extra: z.string().optional(),
  images: z.array(z.string()).optional(),
  stocks: z.array(z.unknown()),
  options: z.array(z.unknown()),
});
const ThingContract = contract({
  group: permissionGroup('product'),
  path: 'thing',
  input: Values,
  info: Values.extend({ id: z.number() }),
});

const definition = defineResource(ThingContract, {
  name: 'thing',
  label: { singular: 'a', plural: 'b' },
  translated: true,
  columns: [],
  fields: [
    { name: 'name', label: 'n', widget: { type: 'text' } },
    { name: 'kind', label: 'k', widget: { type: 'text' } },
    { name: 'extra', label: 'e', widget: { type: 'text' }, visible: ({ values }) => values.kind === 'service' },
    { name: 'images', label: 'i', widget: { type: 'imageList' }, permission: 'update thing_images' },
    customField({ name: 'stocks', label: 's', component: () => null, also: ['options'] }),
  ],
  defaults: { name: '', kind: 'general', stocks: [], options: [] },
});

describe('form values', () => {
  it('loads the values a custom widget also edits, and empty lists for list widgets', () => {
    const values = toFormValues(definition, {
      id: 1,
      name: null,
      stocks: [{ sku: 'A' }],
      options: [{ key: 'size', values: ['S'] }],
      images: null,
    });
    expect(values).toMatchObject({ name: '', images: [], stocks: [{ sku: 'A' }], options: [{ key: 'size', values: ['S'] }] });
  });

  it('sends visible fields with the values their widgets also edit, and the language', () => {
    const body = toRequestBody(
      definition,
      { name: 'x', kind: 'general', extra: 'hidden', images: [], stocks: [1], options: [2], hidden_stocks: [3] },
      'create',
      'zh_hk',
    );
    expect(body).toEqual({ name: 'x', kind: 'general', images: [], stocks: [1], options: [2], language: 'zh_hk' });
  });

  it('leaves out a field guarded by a permission the admin does not hold, so the server keeps its value', () => {
    const values = { name: 'x', kind: 'general', images: ['uploads/a.png'], stocks: [], options: [] };
    const without = toRequestBody(definition, values, 'edit', 'default', '1', (p) => p !== 'update thing_images');
    expect(without).not.toHaveProperty('images');
    expect(toRequestBody(definition, values, 'edit', 'default', '1', () => true)).toHaveProperty('images', ['uploads/a.png']);
  });
});
