import { valueKind } from '@shop/core/shared/fields';
import { richTextSchemas } from '@shop/core/shared/rich-text';
import { z } from 'zod';
import type { FieldDefinition, FormValues, Widget } from './types';

/**
 * The form fields a resource gets from its core input schema without declaring them: a field added
 * to the schema in core shows in the form (label `admin:<resource>.fields.<camelName>`, widget from
 * its type) with no edit in the web but its locale keys. Declared fields keep their place and
 * widget; these follow them. `formOmit` names input fields the form does not edit.
 */

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The widget a schema field gets unless the resource declares one; undefined for a list or an
 * object, which needs a declared widget (or `formOmit`).
 */
export function widgetFor(field: z.ZodType): Widget | undefined {
  if (richTextSchemas.has(field)) return { type: 'richText', size: 'medium' };
  const kind = valueKind(field);
  if (kind.values) return { type: 'select', options: kind.values.map((v) => ({ value: v, label: v })) };
  if (kind.type === 'boolean') return { type: 'switch' };
  if (kind.type === 'number') return { type: 'number' };
  if (kind.type === 'string') return { type: 'text' };
  return undefined;
}

/** A new record's value for a field: the schema's default, else an empty value of its widget. */
export function defaultFor(field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  if (parsed.success && parsed.data !== undefined) return parsed.data;
  return widgetFor(field)?.type === 'switch' ? false : '';
}

export function isRequired(field: z.ZodType): boolean {
  return !field.safeParse(undefined).success;
}

function inputShape(schemas: z.ZodType[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const schema of schemas) {
    if (schema instanceof z.ZodObject) Object.assign(shape, schema.shape);
  }
  return shape;
}

/**
 * The declared fields followed by one for every other field of the input schemas, with their
 * defaults from the schemas.
 */
export function completeForm<V extends FormValues>(
  resource: string,
  schemas: z.ZodType[],
  declared: { fields: FieldDefinition<V>[]; defaults: Partial<V>; omit?: readonly string[] },
): { fields: FieldDefinition<V>[]; defaults: Partial<V>; added: string[] } {
  const shape = inputShape(schemas);
  const named = new Set<string>(declared.fields.flatMap((f) => [f.name, ...(f.also ?? [])]));
  const omitted = new Set(declared.omit ?? []);
  const added = Object.keys(shape).filter((name) => !named.has(name) && !omitted.has(name));
  const unplaced = added.filter((name) => !widgetFor(shape[name]!));
  if (unplaced.length) {
    throw new Error(`${resource}: declare a widget for ${unplaced.join(', ')} or list them in formOmit`);
  }
  const fields = [
    ...declared.fields,
    ...added.map(
      (name) =>
        ({
          name,
          label: `admin:${resource}.fields.${camel(name)}`,
          widget: widgetFor(shape[name]!) as Widget,
          required: isRequired(shape[name]!),
        }) as FieldDefinition<V>,
    ),
  ];
  const defaults: Record<string, unknown> = { ...declared.defaults };
  for (const name of added) if (!(name in defaults)) defaults[name] = defaultFor(shape[name]!);
  return { fields, defaults: defaults as Partial<V>, added };
}
