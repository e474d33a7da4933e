import { permissionGroup } from '@shop/core/access/permissions';
import { BrandInfo, BrandInput } from '@shop/core/catalog/brand.schema';
import { contract } from '@shop/core/shared/contract';
import { richText } from '@shop/core/shared/rich-text';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandResource } from './brand/brand.resource';
import { completeForm, widgetFor } from '../components/resource/schema-fields';
import { defineResource } from '../components/resource';

/** The brand as it would be after one edit in core: `position` added to `BrandInput`. */
const Input = BrandInput.extend({ position: z.number().int().default(0), featured: z.boolean().optional() });
const NextBrand = contract({
  group: permissionGroup('brand'),
  path: 'brand',
  input: Input,
  info: BrandInfo.extend({ position: z.number() }),
});

describe('form fields from the core schema', () => {
  it('a field added to the input schema shows in the form with no edit in the web', () => {
    const next = defineResource(NextBrand, {
      name: 'brand',
      label: { singular: 'a', plural: 'b' },
      columns: [],
      fields: [{ name: 'title', label: 'admin:brand.fields.title', widget: { type: 'text' } }],
      defaults: { title: '' },
    });
    const added = next.fields.slice(1).map((f) => [f.name, f.label, f.widget.type, f.required]);
    expect(added).toEqual([
      ['short_description', 'admin:brand.fields.shortDescription', 'richText', false],
      ['description', 'admin:brand.fields.description', 'richText', false],
      ['url', 'admin:brand.fields.url', 'text', true],
      ['enabled', 'admin:brand.fields.enabled', 'switch', false],
      ['image', 'admin:brand.fields.image', 'text', false],
      ['position', 'admin:brand.fields.position', 'number', false],
      ['featured', 'admin:brand.fields.featured', 'switch', false],
    ]);
    expect(next.defaults).toMatchObject({ title: '', position: 0, enabled: true, featured: false, url: '' });
  });

  it('declared fields keep their widget and place; formOmit leaves a field out', () => {
    const form = completeForm('brand', [Input], {
      fields: brandResource.fields,
      defaults: brandResource.defaults,
      omit: ['featured'],
    });
    expect(form.added).toEqual(['position']);
    expect(form.fields.slice(0, brandResource.fields.length)).toEqual(brandResource.fields);
  });

  it('picks widgets by type and asks for a declaration where it cannot', () => {
    expect(widgetFor(richText())).toEqual({ type: 'richText', size: 'medium' });
    expect(widgetFor(z.enum(['a', 'b']))).toMatchObject({ type: 'select', options: [{ value: 'a' }, { value: 'b' }] });
    expect(widgetFor(z.array(z.string()))).toBeUndefined();
    expect(() => completeForm('thing', [z.object({ tags: z.array(z.string()) })], { fields: [], defaults: {} })).toThrow(
      /thing: declare a widget for tags or list them in formOmit/,
    );
  });
});
