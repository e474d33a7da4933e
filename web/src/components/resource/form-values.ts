import type { AnyResource, FieldDefinition, FormContext, FormMode, FormValues, Row } from './types';

const TEXT_WIDGETS = new Set(['text', 'textarea', 'email', 'password', 'richText', 'image']);

export function isVisible(field: FieldDefinition, ctx: FormContext): boolean {
  return field.visible ? field.visible(ctx) : true;
}

export function isRequired(field: FieldDefinition, ctx: FormContext): boolean {
  return typeof field.required === 'function' ? field.required(ctx) : Boolean(field.required);
}

/** The loaded item as form values: defaults first, nulls turned into what each widget edits. */
export function toFormValues(definition: AnyResource, item: Row): FormValues {
  const values: FormValues = { ...definition.defaults };
  for (const field of definition.fields) {
    const value = item[field.name];
    if (value === undefined || value === null) {
      values[field.name] = TEXT_WIDGETS.has(field.widget.type) ? '' : definition.defaults[field.name] ?? null;
    } else {
      values[field.name] = value;
    }
    if (field.widget.type === 'password') values[field.name] = '';
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
): Record<string, unknown> {
  const ctx: FormContext = { mode, values, id };
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (!isVisible(field, ctx)) continue;
    const value = values[field.name];
    if (field.omitIfEmpty && (value === '' || value === undefined || value === null)) continue;
    body[field.name] = value;
  }
  if (definition.translated) body.language = language;
  return definition.toPayload ? definition.toPayload(body, ctx) : body;
}
