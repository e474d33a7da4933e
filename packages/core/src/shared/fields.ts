import type { CustomAttributeType } from 'electrodb';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, mergeTranslation, pickTranslation, type Translations } from './i18n.js';

/**
 * A resource's fields, declared once: its zod input schema. From it come the stored attributes
 * (ElectroDB), the answer schema (`Info`), and the mapping input → record → answer, so adding a field
 * is one edit in core (plus its locale keys) and the copies cannot disagree. Decision 0016.
 *
 * Fields named in `translated` are per-language strings kept in the record's `translations` map; every
 * other field is global and stored as its own attribute. In answers an absent optional global is
 * `null`, a translated field is a string (`''` when no language has it).
 */

type Shape = z.ZodRawShape;
type Present<T> = Exclude<T, null | undefined>;
type IsRequired<T> = undefined extends T ? false : null extends T ? false : true;

/** The ElectroDB attribute that stores a value of type T. */
export type AttributeFor<T> = [Present<T>] extends [boolean]
  ? { readonly type: 'boolean'; readonly required: IsRequired<T> }
  : [Present<T>] extends [number]
    ? { readonly type: 'number'; readonly required: IsRequired<T> }
    : [Present<T>] extends [string]
      ? string extends Present<T>
        ? { readonly type: 'string'; readonly required: IsRequired<T> }
        : { readonly type: ReturnType<typeof CustomAttributeType<Present<T>>>; readonly required: IsRequired<T> }
      : { readonly type: ReturnType<typeof CustomAttributeType<Present<T>>>; readonly required: IsRequired<T> };

/** A field's value in an answer: an absent optional value is `null`. */
export type AnswerValue<T> = undefined extends T ? Present<T> | null : T;

type Globals<S extends Shape, T extends keyof S> = Exclude<keyof S & string, T>;
type Out<S extends Shape, K extends keyof S> = z.output<S[K]>;

export type StoredAttributes<S extends Shape, T extends keyof S> = {
  -readonly [K in Globals<S, T>]: AttributeFor<Out<S, K>>;
};
export type AnswerShape<S extends Shape, T extends keyof S> = {
  -readonly [K in keyof S & string]: K extends T ? z.ZodString : z.ZodType<AnswerValue<Out<S, K>>>;
};
export type AnswerValues<S extends Shape, T extends keyof S> = {
  [K in keyof S & string]: K extends T ? string : AnswerValue<Out<S, K>>;
};
export type StoredValues<S extends Shape, T extends keyof S> = {
  [K in Globals<S, T>]: AnswerValue<Out<S, K>>;
};

interface JsonType {
  type: 'string' | 'number' | 'boolean';
  nullable: boolean;
  values?: string[];
}

type Kind = Omit<JsonType, 'type'> & { type?: JsonType['type'] };
type Read = { value: { type?: unknown; enum?: unknown }; nullable: boolean };

/**
 * What a field's parsed value is, from its JSON Schema: output first, input where the output cannot
 * be expressed (a transform such as the rich-text sanitiser or the e-mail lowercasing keeps the type).
 * `type` is undefined for a list or an object. The web's forms pick their widgets from it too.
 *
 * The common shapes (a string, number, boolean or string enum under optional, nullable, default and
 * pipe wrappers) are read from zod's definition directly: building each field's JSON Schema cost ~8 ms
 * of every cold start (decision 0018). Anything else is read from `z.toJSONSchema`, and a test checks
 * that both readings agree on every field of every core schema.
 */
export function valueKind(field: z.ZodType): Kind {
  return kindOf((io) => fastRead(field, io) ?? jsonSchemaRead(field, io));
}

/** valueKind through `z.toJSONSchema` only: the reference the fast reading is checked against. */
export function valueKindFromJsonSchema(field: z.ZodType): Kind {
  return kindOf((io) => jsonSchemaRead(field, io));
}

function kindOf(read: (io: 'input' | 'output') => Read): Kind {
  let { value, nullable } = read('output');
  if (value.type === undefined && value.enum === undefined) ({ value, nullable } = read('input'));
  const values = value.enum as string[] | undefined;
  const type = values ? 'string' : value.type === 'integer' ? 'number' : value.type;
  const scalar = type === 'string' || type === 'number' || type === 'boolean' ? type : undefined;
  return { ...(scalar ? { type: scalar } : {}), nullable, ...(values ? { values } : {}) };
}

function jsonSchemaRead(field: z.ZodType, io: 'input' | 'output'): Read {
  const json = z.toJSONSchema(field, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  // A nullable field is `anyOf: [X, {type: 'null'}]`, or `type: [X, 'null']` for a simple type.
  const options = ((json.anyOf as Record<string, unknown>[] | undefined) ?? [json]).flatMap((o) =>
    Array.isArray(o.type) ? o.type.map((type: unknown) => ({ ...o, type })) : [o],
  );
  const nullable = options.some((o) => o.type === 'null');
  const value = options.find((o) => o.type !== 'null') ?? {};
  return { value, nullable };
}

/** The reading of zod's definition, or undefined for a shape it does not know. */
function fastRead(field: z.ZodType, io: 'input' | 'output'): Read | undefined {
  let nullable = false;
  let node = field as z.core.$ZodType;
  for (;;) {
    const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    switch (def.type) {
      case 'optional':
      case 'default':
      case 'prefault':
      case 'readonly':
        node = def.innerType as z.core.$ZodType;
        continue;
      case 'nullable':
        nullable = true;
        node = def.innerType as z.core.$ZodType;
        continue;
      case 'pipe': {
        // As zod's JSON Schema reads a pipe: the input of a preprocess (a transform first) is its target.
        const [input, output] = [def.in, def.out] as z.core.$ZodType[];
        node = io === 'output' || input!._zod.def.type === 'transform' ? output! : input!;
        continue;
      }
      case 'transform':
        // Not expressible: JSON Schema's `{}` (any).
        return io === 'output' ? { value: {}, nullable } : undefined;
      case 'string':
      case 'number':
      case 'boolean':
        return { value: { type: def.type }, nullable };
      case 'enum': {
        const values = Object.values(def.entries as Record<string, unknown>);
        return values.every((v) => typeof v === 'string') ? { value: { type: 'string', enum: values }, nullable } : undefined;
      }
      default:
        return undefined;
    }
  }
}

function jsonType(field: z.ZodType, name: string): JsonType {
  const { type, ...rest } = valueKind(field);
  if (!type) throw new Error(`fieldSet: ${name} is not a string, number or boolean field; declare its attribute and answer by hand`);
  return { type, ...rest };
}

function answerSchema(json: JsonType, optional: boolean): z.ZodType {
  const base =
    json.type === 'boolean'
      ? z.boolean()
      : json.type === 'number'
        ? z.number()
        : json.values
          ? z.enum(json.values as [string, ...string[]])
          : z.string();
  return optional || json.nullable ? base.nullable() : base;
}

export interface FieldSet<S extends Shape, T extends keyof S & string> {
  readonly translated: readonly T[];
  readonly globals: readonly Globals<S, T>[];
  /** The global fields' ElectroDB attributes: spread into the entity's `attributes`. */
  readonly attributes: StoredAttributes<S, T>;
  /** The fields' shape in answers: spread into the `Info` schema. */
  readonly answer: AnswerShape<S, T>;
  /** The global values a write stores: absent optional values and blank optional strings are `null`. */
  stored(input: z.output<z.ZodObject<S>>): StoredValues<S, T>;
  /**
   * For an update that changes only what it sends: the stored values of the global fields `input`
   * holds (blank optional text as `null`); a field left out (`undefined`) is not in the answer.
   */
  changed(input: Partial<z.output<z.ZodObject<S>>>): Partial<StoredValues<S, T>>;
  /**
   * The record's translations after a write in `language`: the sent texts go into that language's
   * slot (fields left out keep their text). A new record (no `current`) also gets them in the main
   * language, so every language has a fallback.
   */
  translations(input: Partial<z.output<z.ZodObject<S>>>, language: string, current?: Translations): Translations;
  /** The fields of an answer, read from a record in one language. */
  present(record: { translations?: Translations } & object, language?: string): AnswerValues<S, T>;
}

export function fieldSet<S extends Shape, const T extends keyof S & string = never>(
  schema: z.ZodObject<S>,
  options: { translated?: readonly T[] } = {},
): FieldSet<S, T> {
  const translated = options.translated ?? [];
  const names = Object.keys(schema.shape) as (keyof S & string)[];
  const globals = names.filter((n) => !(translated as readonly string[]).includes(n)) as Globals<S, T>[];
  /** Fields that may be absent: stored as no attribute, answered as `null`. */
  const optional = new Set<string>();
  const attributes: Record<string, unknown> = {};
  const answer: Record<string, z.ZodType> = {};
  for (const name of names) {
    const field = schema.shape[name] as z.ZodType;
    if ((translated as readonly string[]).includes(name)) {
      answer[name] = z.string();
      continue;
    }
    const json = jsonType(field, name);
    const parsedUndefined = field.safeParse(undefined);
    const isOptional = parsedUndefined.success && parsedUndefined.data === undefined;
    if (isOptional || json.nullable) optional.add(name);
    attributes[name] = { type: json.values ? json.values : json.type, required: !optional.has(name) };
    answer[name] = answerSchema(json, isOptional);
  }
  const blank = (name: string, value: unknown) =>
    value === undefined || value === null || (optional.has(name) && value === '') ? null : value;
  return {
    translated,
    globals,
    attributes: attributes as StoredAttributes<S, T>,
    answer: answer as AnswerShape<S, T>,
    stored: (input) => Object.fromEntries(globals.map((n) => [n, blank(n, (input as Record<string, unknown>)[n])])) as StoredValues<S, T>,
    changed: (input) =>
      Object.fromEntries(
        globals
          .filter((n) => (input as Record<string, unknown>)[n] !== undefined)
          .map((n) => [n, blank(n, (input as Record<string, unknown>)[n])]),
      ) as Partial<StoredValues<S, T>>,
    translations: (input, language, current) => {
      const texts = Object.fromEntries(translated.map((n) => [n, (input as Record<string, string | undefined>)[n]]));
      if (current) return mergeTranslation(current, language, texts);
      const created = mergeTranslation({}, DEFAULT_LANGUAGE, texts);
      return language === DEFAULT_LANGUAGE ? created : mergeTranslation(created, language, texts);
    },
    present: (record, language = DEFAULT_LANGUAGE) =>
      ({
        ...pickTranslation(record.translations, translated, language),
        ...Object.fromEntries(globals.map((n) => [n, (record as Record<string, unknown>)[n] ?? null])),
      }) as AnswerValues<S, T>,
  };
}
