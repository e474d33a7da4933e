import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * How a form is checked with the schema the API validates with. The form holds what the screen
 * edits (strings from inputs, every line of an order); `toBody` makes the request body the schema
 * and the API see, and `fieldOf` takes a body path back to the form field that shows its message.
 */
export interface SchemaRules<V extends FieldValues, S extends z.ZodType> {
  /**
   * From core's `*.schema.ts`; a function when it depends on what is chosen (a transfer or a move),
   * or when it is loaded on first use (a public page's form keeps zod out of its first scripts).
   */
  schema: S | ((values: V) => S | Promise<S>);
  toBody?: (values: V) => unknown;
  /**
   * Body path → form path (`from` → `warehouse_id`, the third line sent → its row). Undefined
   * means no field shows it: the message goes to the form as a whole (`errors.root`). By default a
   * path stays as it is when its first segment is a form value.
   */
  fieldOf?: (path: string, values: V) => string | undefined;
  /**
   * Checks only the screen can make (more than is available): form path → message or i18n key.
   * They run with the schema and win where both speak.
   */
  check?: (values: V) => Record<string, string | undefined>;
}

const LEAF_KEYS = new Set(['message', 'type', 'ref', 'types']);

/** Every message in a nested error tree by dotted path; a list's own message (`root`) at the list's path. */
export function flattenErrors(errors: unknown, prefix = ''): [string, string][] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own: [string, string][] = typeof node.message === 'string' && node.message ? [[prefix, node.message]] : [];
  const nested = Object.entries(node)
    .filter(([key]) => !LEAF_KEYS.has(key))
    .flatMap(([key, child]) => flattenErrors(child, key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key));
  return [...own, ...nested];
}

/** Messages by form path as react-hook-form's nested errors (`lines.2.quantity` → `lines[2].quantity`). */
export function nestErrors<V extends FieldValues>(messages: Iterable<[string, string]>, type = 'validate'): FieldErrors<V> {
  const errors = {};
  for (const [path, message] of messages) set(errors, path || 'root', { type, message });
  return errors as FieldErrors<V>;
}

export const defaultFieldOf = (path: string, values: FieldValues) => ((path.split('.')[0] ?? '') in values ? path : undefined);

/**
 * A react-hook-form resolver over a core schema (through `zodResolver`): validates the body the
 * form would send, puts each message on the field that shows it, adds the screen's own checks, and
 * hands the submit handler the parsed body. `rules` is read on every validation, so it may close
 * over the latest props.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  rules: () => SchemaRules<V, S>,
): Resolver<V, unknown, z.output<S>> {
  return async (values, context, options) => {
    const { schema, toBody, fieldOf = defaultFieldOf, check } = rules();
    // The resolver loads with the first check: zod's core comes with it (decision 0044).
    const [chosen, { zodResolver }] = await Promise.all([
      typeof schema === 'function' ? schema(values) : schema,
      import('@hookform/resolvers/zod'),
    ]);
    const body = (toBody ? toBody(values) : values) as FieldValues;
    const result = await zodResolver(chosen as z.ZodType<unknown, FieldValues>)(body, context, {
      ...options,
      shouldUseNativeValidation: false,
    });
    const placed = new Map<string, string>();
    for (const [path, message] of flattenErrors(result.errors)) {
      const target = fieldOf(path, values) ?? '';
      if (!placed.has(target)) placed.set(target, message);
    }
    for (const [path, message] of Object.entries(check?.(values) ?? {})) if (message) placed.set(path, message);
    if (placed.size === 0) return { values: result.values as z.output<S>, errors: {} };
    return { values: {}, errors: nestErrors<V>(placed) };
  };
}
