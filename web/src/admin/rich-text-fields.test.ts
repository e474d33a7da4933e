import { richTextSchemas } from '@shop/core/shared/rich-text';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resources } from './resources';

/**
 * Every form field edited with the rich-text editor is declared `richText()` in the schema the API
 * validates with, so the server sanitises it (no rich text can be stored raw).
 */
describe('rich-text fields', () => {
  it('every richText widget edits a field its schema declares as rich text', () => {
    const edited: string[] = [];
    for (const resource of resources) {
      for (const mode of ['create', 'edit'] as const) {
        const schema = resource.schema(mode) as unknown as z.ZodObject;
        for (const field of resource.fields.filter((f) => f.widget.type === 'richText')) {
          edited.push(`${resource.name}.${field.name}`);
          expect(richTextSchemas.has(schema.shape[field.name] as z.ZodType), `${resource.name}.${field.name} (${mode})`).toBe(true);
        }
      }
    }
    expect(new Set(edited)).toEqual(
      new Set([
        'brand.short_description',
        'brand.description',
        'product.description',
        'page.content',
        'block.content',
        'blog/article.content',
        'announcement.content',
        'formbuilder.description',
      ]),
    );
  });
});
