import type { AnyResource, FieldDefinition, FormContext, FormMode, FormValues, Row, HelpText } from './types';

const TEXT_WIDGETS = new Set(['text', 'textarea', 'email', 'password', 'date', 'richText', 'image']);
const LIST_WIDGETS = new Set(['multiSelect', 'imageList', 'rows']);

export function isVisible(field: FieldDefinition, ctx: FormContext): boolean {
  if (field.permission && ctx.can && !ctx.can(field.permission)) return false;
  return field.visible ? field.visible(ctx) : true;
}

export function isRequired(field: FieldDefinition, ctx: FormContext): boolean {
  return typeof field.required === 'function' ? field.required(ctx) : Boolean(field.required);
}

export function helpOf(field: FieldDefinition, ctx: FormContext): HelpText | undefined {
  return typeof field.help === 'function' ? field.help(ctx) : field.help;
}

/** Every form value a field edits: its own and those it declares in `also`. */
export const namesOf = (field: FieldDefinition): string[] => [field.name, ...(field.also ?? [])];

/** The loaded item as form values: defaults first, nulls turned into what each widget edits. */
export function toFormValues(definition: AnyResource, item: Row): FormValues {
  const values: FormValues = { ...definition.defaults };
  for (const field of definition.fields) {
    const value = item[field.name];
    if (value === undefined || value === null) {
      values[field.name] = TEXT_WIDGETS.has(field.widget.type)
        ? ''
        : (definition.defaults[field.name] ?? (LIST_WIDGETS.has(field.widget.type) ? [] : null));
    } else {
      values[field.name] = value;
    }
    if (field.widget.type === 'password') values[field.name] = '';
    for (const name of field.also ?? []) values[name] = item[name] ?? definition.defaults[name] ?? null;
  }
  return { ...values, ...(definition.toForm?.(item) ?? {}) };
}

/** The request body: visible fields only, empty optional ones dropped, language for translated resources. */
export function toRequestBody(
  definition: AnyResource,
  values: FormValues,
  mode: FormMode,
  language: string,
  id?: string,
  can?: (permission: string) => boolean,
): Record<string, unknown> {
  const ctx: FormContext = { mode, values, id, can };
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (!isVisible(field, ctx)) continue;
    const value = values[field.name];
    if (field.omitIfEmpty && (value === '' || value === undefined || value === null)) continue;
    body[field.name] = value;
    for (const name of field.also ?? []) body[name] = values[name];
  }
  if (definition.translated) body.language = language;
  return definition.toPayload ? definition.toPayload(body, ctx) : body;
}
