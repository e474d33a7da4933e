/**
 * Type-level tests, checked by `npm test`'s typecheck step (never run): every `@ts-expect-error`
 * below must stay an error, so a screen naming a field its contract does not have cannot compile.
 */
import { BrandContract } from '@shop/core/catalog/brand.contract';
import { client } from '../../lib/client';
import { defineResource } from './define-resource';

export const misspelled = defineResource(BrandContract, {
  name: 'brand',
  label: { singular: 'admin:brand.singular', plural: 'admin:brand.plural' },
  columns: [
    { key: 'title', label: 'admin:brand.fields.title' },
    // @ts-expect-error a column naming a field brand rows do not have
    { key: 'titel', label: 'admin:brand.fields.title' },
  ],
  fields: [
    { name: 'url', label: 'admin:brand.fields.url', widget: { type: 'text' } },
    // @ts-expect-error a form field the brand input does not have
    { name: 'urll', label: 'admin:brand.fields.url', widget: { type: 'text' } },
  ],
  // @ts-expect-error a default for a field the brand input does not have
  defaults: { colour: 'red' },
  rowLabel: (row) => row.title,
});

export async function typedCalls() {
  const brand = await client.api.admin.brand[':id{[0-9]+}'].$get({ param: { id: '1' }, query: {} }).then((r) => r.json());
  // @ts-expect-error the answer is the contract's BrandInfo, which has no `name`
  void brand.name;
  // @ts-expect-error the body must be the brand input (title and url are required)
  await client.api.admin.brand.index.$post({ json: { titel: 'Acme' } });
}
