import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';

/**
 * A resource definition is the whole admin screen set for one entity, declared: list columns,
 * form fields and their widgets, the zod schema, permissions, batch actions and import/export.
 * `ResourceList`, `ResourceForm` and `resourceRoutes` read nothing else. Labels are i18n keys.
 */
export type Row = { id: number | string } & Record<string, unknown>;
export type FormValues = Record<string, unknown>;
export type FormMode = 'create' | 'edit';

export interface Option {
  value: string | number;
  /** An i18n key (`common:gender.female`) or, for remote options, the text itself. */
  label: string;
}

/** Options read from another resource's list endpoint. */
export interface RemoteOptions {
  /** API path of the resource, e.g. `role`. */
  resource: string;
  /** Field shown as the option text, or a function of the row. */
  label: string | ((row: Row) => string);
  /** Field used as the value; `id` unless told. */
  value?: string;
  /** Keeps only some rows (e.g. commission-enabled admins). */
  filter?: (row: Row) => boolean;
}

export interface WidgetProps {
  id: string;
  labelId: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  mode: FormMode;
}

export type Widget =
  | { type: 'text' | 'textarea' | 'email' | 'password' | 'number' | 'switch' | 'image' }
  | { type: 'richText'; size?: 'small' | 'medium' }
  | { type: 'select'; options?: Option[]; remote?: RemoteOptions; valueType?: 'string' | 'number' }
  | { type: 'multiSelect'; options?: Option[]; remote?: RemoteOptions; valueType?: 'string' | 'number' }
  | { type: 'custom'; component: ComponentType<WidgetProps> };

export interface FormContext<V extends FormValues = FormValues> {
  mode: FormMode;
  values: V;
  id?: string;
}

export interface FieldDefinition<V extends FormValues = FormValues> {
  name: Extract<keyof V, string>;
  label: string;
  widget: Widget;
  /** Stored per language; everything else is global. */
  translated?: boolean;
  /** Only marks the label; the schema does the checking. */
  required?: boolean | ((ctx: FormContext<V>) => boolean);
  help?: string;
  visible?: (ctx: FormContext<V>) => boolean;
  /** Left out of the request when empty (optional password on edit). */
  omitIfEmpty?: boolean;
  autoComplete?: string;
}

export interface ColumnDefinition<T extends Row = Row> {
  key: string;
  label: string;
  /** Server sort field; the column header sorts when set. */
  sortKey?: string;
  kind?: 'text' | 'boolean' | 'date';
  render?: (row: T, t: TFunction) => ReactNode;
}

/** An extra list filter sent as its own query parameter. */
export interface FilterDefinition {
  name: string;
  label: string;
  options: Option[];
}

export type BatchAction = 'enable' | 'disable' | 'delete';

export interface SaveContext<T extends Row = Row, V extends FormValues = FormValues> {
  mode: FormMode;
  before?: T;
  saved: T;
  values: V;
  queryClient: QueryClient;
}

export interface ResourceDefinition<T extends Row = Row, V extends FormValues = FormValues> {
  /** Route segment under /admin: `customer` → /admin/customer, /admin/customer/create … */
  name: string;
  /** API path under /api/admin: `user`. */
  apiPath: string;
  /** i18n keys for the titles. */
  label: { singular: string; plural: string };
  /** Permission resource names from `@shop/core/access/permissions`. */
  permissions: { singular: string; plural: string };
  /** Has per-language fields: list and form get a language selector. */
  translated?: boolean;
  columns: ColumnDefinition<T>[];
  filters?: FilterDefinition[];
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  searchable?: boolean;
  /** Names a row in confirmations and action labels. */
  rowLabel?: (row: T) => string;
  fields: FieldDefinition<V>[];
  schema: (mode: FormMode) => z.ZodType;
  defaults: Partial<V>;
  toForm?: (item: T) => Partial<V>;
  toPayload?: (payload: Record<string, unknown>, ctx: FormContext<V>) => Record<string, unknown>;
  batchActions?: BatchAction[];
  importable?: boolean;
  exportable?: boolean;
  /** Extra sections under the edit form (dialogs, related tables). */
  formExtras?: ComponentType<{ id: string; item: T }>;
  afterSave?: (ctx: SaveContext<T, V>) => void;
  /** Sidebar placement; lower first. */
  navOrder?: number;
}

/** The erased shape the generic screens work with. */
export type AnyResource = ResourceDefinition<Row, FormValues>;

/** Keeps an author's types while declaring, then erases them for the generic screens. */
export function defineResource<T extends Row, V extends FormValues>(definition: ResourceDefinition<T, V>): AnyResource {
  return definition as unknown as AnyResource;
}

export interface ListPage<T = Row> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}
