import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AnyContract, Permissions } from '@shop/core/shared/contract';

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

interface RemoteSource {
  /** API path of the resource, e.g. `role`. */
  resource: string;
  /** Field shown as the option text, or a function of the row. */
  label: string | ((row: Row) => string);
  /** The permission that reads the source; by default the list permission of `resource`. */
  permission?: string;
}

/**
 * A paged resource, chosen from with a combobox (decision 0021): typing searches
 * `GET /api/admin/<resource>/options` and the chosen values are labelled by id, so every row is
 * reachable however many there are. Options are narrowed on the server (`params`, the list's own
 * filters), never after paging.
 */
export interface RemoteSearch extends RemoteSource {
  path?: undefined;
  /** List filters sent with every search, e.g. `{ commission_enabled: '1' }`. */
  params?: Record<string, string>;
  filter?: never;
  /**
   * Field used as the value; `id` unless told. A value that is not an id (a page's url, which a
   * menu stores) is shown as it is until a search finds its row.
   */
  value?: string;
  /**
   * A typed text no row has can be chosen as it is (multiple choice, a source whose `value` is a
   * text, e.g. tags by name, which the server creates on save): "Create “…”" is offered below the matches.
   */
  creatable?: boolean;
}

/**
 * A small list another endpoint answers whole (e.g. `menu/flat`, decision 0004), in one request:
 * a native select; its rows may be narrowed here.
 */
export interface RemoteWhole extends RemoteSource {
  /** The endpoint under /api/admin, e.g. `menu/flat`. */
  path: string;
  /** Field used as the value; `id` unless told. */
  value?: string;
  /** Keeps only some rows (e.g. categories); a form passes its context. */
  filter?: (row: Row, ctx?: FormContext) => boolean;
  params?: never;
}

/** Options read from another resource. */
export type RemoteOptions = RemoteSearch | RemoteWhole;

/** Whether a source is searched with a combobox (a paged resource) rather than read whole. */
export const isSearched = (remote: RemoteOptions | undefined): remote is RemoteSearch => Boolean(remote && !remote.path);

/**
 * What a custom widget gets, typed by the value it edits (`V`, the form value of its field) and,
 * when it reads other values, the resource's form (`F`). `value`/`onChange` are its own field; a
 * widget that edits more than one form value (see `FieldDefinition.also`) reads and writes the
 * others through `form`, finds their nested errors (`stocks.3.sku`) in `errors`, and in edit mode
 * sees the loaded `item`. Declared with `customWidget()`, which checks `V` against the field.
 */
export interface WidgetProps<V = unknown, F extends FormValues = FormValues> {
  /** Element ids for labelling (`labelId` names the field's legend), its name and translated label. */
  field: { id: string; labelId: string; name: string; label: string };
  value: V;
  onChange: (value: V) => void;
  /** The field's own message, in the interface language. */
  error?: string;
  disabled: boolean;
  mode: FormMode;
  form: UseFormReturn<F>;
  errors: FieldErrors<F>;
  /** The loaded item (edit mode), in the form's current language. */
  item?: Row;
  itemId?: string;
  language: string;
}

declare const checkedWidget: unique symbol;
/** A custom widget whose value type was checked against its field (`customWidget()`); the screens render it erased. */
export interface CustomWidget {
  readonly [checkedWidget]: true;
}

/** One cell of a `rows` widget. */
export interface RowColumn {
  name: string;
  label: string;
  input: 'text' | 'number';
  /** i18n key of a short hint under the header. */
  help?: string;
}

export type Widget =
  | { type: 'text' | 'textarea' | 'email' | 'password' | 'number' | 'date' | 'switch' | 'image' }
  /** An ISO 3166-1 alpha-3 country code, chosen from the named, grouped list. */
  | { type: 'country' }
  | { type: 'richText'; size?: 'small' | 'medium' }
  | { type: 'select'; options?: Option[]; remote?: RemoteOptions; valueType?: 'string' | 'number' }
  | { type: 'multiSelect'; options?: Option[]; remote?: RemoteOptions; valueType?: 'string' | 'number' }
  /** An ordered list of uploaded images (paths); the first is the main one. */
  | { type: 'imageList'; max?: number }
  /** An editable table of small records (e.g. commission levels), errors per cell (`commissions.1.percentage`). */
  | {
      type: 'rows';
      columns: RowColumn[];
      newRow: (rows: Record<string, unknown>[]) => Record<string, unknown>;
      max?: number;
      addLabel: string;
    }
  | { type: 'custom'; component: CustomWidget };

export interface FormContext<V extends FormValues = FormValues> {
  mode: FormMode;
  values: V;
  id?: string;
  /** The loaded item (edit mode). */
  item?: Row;
  /** The signed-in admin's permission check (fields with a `permission`); without it, all are allowed. */
  can?: (permission: string) => boolean;
}

/** A titled card of the form; fields name it with `section`. */
export interface SectionDefinition {
  name: string;
  label: string;
  /** Columns for the section's fields on wide screens (1 unless told); `span: 'full'` fields take a whole row. */
  columns?: 1 | 2 | 3;
}

/**
 * A text field filled from another field until the user edits it by hand (spec section 5: SKU and
 * url from the name plus the last 4 digits of the time, 1 s debounce).
 */
export interface DeriveRule {
  from: string;
  value: (source: string) => string;
}

/** A help text: an i18n key, or a key with the values it interpolates (`{ key, values: { count } }`). */
export type HelpText = string | { key: string; values: Record<string, string | number> };

export interface FieldDefinition<V extends FormValues = FormValues> {
  name: Extract<keyof V, string>;
  label: string;
  widget: Widget;
  /**
   * A widget that follows the form (a menu's url: a choice of pages for a page menu, text for a
   * link); `widget` where it answers undefined. Both edit the same kind of value.
   */
  widgetFor?: (ctx: FormContext<V>) => Widget | undefined;
  /** Stored per language; everything else is global. */
  translated?: boolean;
  /** Only marks the label; the schema does the checking. */
  required?: boolean | ((ctx: FormContext<V>) => boolean);
  /** An i18n key, or a function of the form (help that follows another field, a length counter with its values). */
  help?: string | ((ctx: FormContext<V>) => HelpText | undefined);
  visible?: (ctx: FormContext<V>) => boolean;
  /**
   * Shown, and sent, only to admins holding this permission (a page's css and scripts): to the others
   * the field is not there, and a save leaves its stored value as it is.
   */
  permission?: string;
  /** An i18n key shown as a warning callout under the field (e.g. role 1 grants full access). */
  warning?: (ctx: FormContext<V>) => string | undefined;
  /** Shown but not editable (e.g. a purchase order's lines once it is ordered). */
  disabled?: (ctx: FormContext<V>) => boolean;
  /** Other form values this (custom) field edits: sent with it, and their server errors come to it. */
  also?: string[];
  section?: string;
  /** Takes a whole row in a multi-column section. */
  span?: 'full';
  derive?: DeriveRule;
  /** Left out of the request when empty (optional password on edit). */
  omitIfEmpty?: boolean;
  autoComplete?: string;
}

export interface ColumnDefinition<T extends Row = Row> {
  /** A field of the list row (a typo is a type error). */
  key: Extract<keyof T, string>;
  label: string;
  /** Server sort field; the column header sorts when set. */
  sortKey?: string;
  kind?: 'text' | 'boolean' | 'date' | 'image';
  render?: (row: T, t: TFunction) => ReactNode;
  /** Makes the cell a link (an admin path), e.g. to the product a stock row belongs to. */
  link?: (row: T) => string | undefined;
  /** The permission the link's screen needs; without it the cell is plain text. */
  linkPermission?: string;
}

/**
 * An extra list filter sent as its own query parameter: a select (static or remote options) or a
 * whole number (thresholds such as "low stock at or below").
 */
export interface FilterDefinition {
  name: string;
  label: string;
  input?: 'select' | 'number' | 'date';
  options?: Option[];
  remote?: RemoteOptions;
}

/** A batch update with its own data (`PUT /{entity}/batch {ids, data}`), e.g. show/hide products. */
export interface CustomBatchAction {
  key: string;
  label: string;
  data: Record<string, unknown>;
}

export type BatchAction = 'enable' | 'disable' | 'delete' | CustomBatchAction;

/**
 * An action per row beside Edit/Delete: a link (a purchase order's printable view) or a dialog of
 * its own (adjusting a stock row).
 */
export type RowAction<T extends Row = Row> = {
  label: string;
  /** Default: the list permission. */
  permission?: string;
} & ({ to: (row: T) => string; dialog?: never } | { dialog: ComponentType<{ row: T }>; to?: never });

/** A screen of its own under the resource's path (`menu/tree`, `po/view/:id`), behind a permission. */
export interface PageDefinition {
  /** Relative to the resource: `tree`, `view/:id`. */
  path: string;
  label: string;
  component: ComponentType;
  /** Default: the list permission (`get <plural>`). */
  permission?: string;
  /** Shown as a button beside Create on the list (pages without a parameter only). */
  listLink?: boolean;
  /** The breadcrumb's and title's words for the id in the address (default: the id itself): an order's number. */
  crumbId?: (id: string) => string;
}

/**
 * A tab of the edit screen beside the form (the customer's Order History): its own reading of the
 * loaded item, mounted when first opened. The form is the first tab; the open one is in `?tab=`.
 */
export interface TabDefinition<I extends Row = Row> {
  /** The `?tab=` value and the tab's element ids. */
  key: string;
  /** i18n key of the tab's title. */
  label: string;
  component: ComponentType<{ id: string; item: I }>;
  /** Shown only to admins holding it (the tab reads another resource). */
  permission?: string;
}

/** What a row rule may know besides the row: the signed-in admin. */
export interface RowContext {
  adminId?: number;
}

/**
 * Why an action on a row can never succeed (an i18n key: deleting your own account, the super
 * admin role, a received purchase order), or undefined when it may. The list shows the action
 * disabled with the reason instead of letting the server refuse it.
 */
export type RowRule<T extends Row = Row> = (row: T, ctx: RowContext) => string | undefined;

export interface SaveContext<T extends Row = Row, V extends FormValues = FormValues> {
  mode: FormMode;
  before?: T;
  saved: T;
  values: V;
  queryClient: QueryClient;
}

/**
 * A resource screen set: `T` is a list row, `I` one item (the edit screen's load), `V` the form's
 * values. `defineResource` infers all three from the resource's core contract.
 */
export interface ResourceDefinition<T extends Row = Row, V extends FormValues = FormValues, I extends Row = T> {
  /** The core contract: API path, permission names, schemas. */
  contract: AnyContract;
  /**
   * The field that names one item in its URLs (`/admin/tag/edit/{name}`, `GET /api/admin/tag/{name}`):
   * `id` unless told. The key never changes once created (its server routes say so too).
   */
  itemKey?: 'id' | 'name';
  /** Route segment under /admin: `customer` → /admin/customer, /admin/customer/create … */
  name: string;
  /** API path under /api/admin: `user` (the contract's). */
  apiPath: string;
  /** i18n keys for the titles. */
  label: { singular: string; plural: string };
  /** The permission guarding each screen and action (the contract's). */
  permissions: Permissions;
  /** Has per-language fields: list and form get a language selector. */
  translated?: boolean;
  columns: ColumnDefinition<T>[];
  filters?: FilterDefinition[];
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
  searchable?: boolean;
  /** i18n key saying what the search matches (name, SKU or barcode). */
  searchHelp?: string;
  /** A list only (no create, edit or delete screens), e.g. stock levels. */
  readOnly?: boolean;
  /** Names a row in confirmations and action labels. */
  rowLabel?: (row: T) => string;
  /**
   * The form's fields in order. Input-schema fields not named here (nor in `formOmit`) follow with a
   * widget from their schema and the label `admin:<name>.fields.<camelName>` (schema-fields.ts).
   */
  fields: FieldDefinition<V>[];
  /** Input fields the form does not edit (set elsewhere: a dialog, the tree, the server). */
  formOmit?: readonly Extract<keyof V, string>[];
  /** Cards of the form, in order; fields without `section` go in a first untitled card. */
  sections?: SectionDefinition[];
  /**
   * Where a successful create goes: the list (default), the new item's edit screen, or a path of it
   * (given what the admin may do, for a path into another resource).
   */
  createRedirect?: 'list' | 'edit' | ((saved: T, can: (permission: string) => boolean) => string);
  /**
   * Where the edit screen returns (after a save, and its Back link) instead of the list, read from the
   * screen's query string: another screen that sent the admin here (`?from=customer-create`).
   */
  returnTo?: (search: URLSearchParams) => string | undefined;
  /** Form width: `narrow` (default) or `wide` (tables such as the variant grid). */
  formWidth?: 'narrow' | 'wide';
  schema: (mode: FormMode) => z.ZodType;
  defaults: Partial<V>;
  toForm?: (item: I) => Partial<V>;
  toPayload?: (payload: Record<string, unknown>, ctx: FormContext<V>) => Record<string, unknown>;
  batchActions?: BatchAction[];
  importable?: boolean;
  exportable?: boolean;
  /** Extra sections under the edit form (dialogs, related tables). */
  formExtras?: ComponentType<{ id: string; item: I }>;
  /** Tabs of the edit screen after the form's own (spec section 2: the customer's Order History). */
  tabs?: TabDefinition<I>[];
  /** The form's tab title when there are `tabs` (an i18n key; default `common:form.basicTab`). */
  formTab?: string;
  /**
   * A screen of its own at `/admin/{name}/create` instead of the generic form (behind the create
   * permission, opened by the list's Create button), for a resource whose creation is not its edit
   * form: an order staff enter for a customer. A read-only resource gets its create route this way.
   */
  createScreen?: ComponentType;
  /** A panel above the list (settings that belong to the resource as a whole). */
  listExtras?: ComponentType;
  afterSave?: (ctx: SaveContext<I, V>) => void;
  /** Extra screens under the resource's path. */
  pages?: PageDefinition[];
  rowActions?: RowAction<T>[];
  /** Edit or delete that can never succeed for a row, with the reason. */
  rowRules?: { edit?: RowRule<T>; delete?: RowRule<T> };
  /** Sidebar placement; lower first. */
  navOrder?: number;
  /** Sidebar heading the entry sits under (an i18n key); entries without one come first. */
  navGroup?: string;
}

/** The erased shape the generic screens work with. */
export type AnyResource = ResourceDefinition<Row, FormValues>;

/** What an author writes: the contract supplies the API path, permission names and default schemas. */
export type ResourceDeclaration<T extends Row, V extends FormValues, I extends Row> = Omit<
  ResourceDefinition<T, V, I>,
  'contract' | 'apiPath' | 'permissions' | 'schema'
> & { schema?: (mode: FormMode) => z.ZodType };

/** What names a row in its edit screen's and item routes' URLs (`itemKey`). */
export const itemKeyOf = (definition: Pick<AnyResource, 'itemKey'>, row: Row): string => String(row[definition.itemKey ?? 'id']);

export interface ListPage<T = Row> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}
