import { z } from 'zod';
import { booleanish } from './validation.js';

/**
 * A resource declared once: where it lives in the API, which permission group names it, and the zod
 * shapes of what it accepts (`input`, `update`, `filters`, `batchData`) and answers (`info` for one
 * item, `row` for a list row). The server's router and OpenAPI document, the permission guards and
 * the web's resource definition all read this object; nothing repeats a field or a name.
 * Imports only zod and plain modules, so the web bundle reuses it.
 */
/** A permission group's names (an entry of `access/permissions.ts`' catalogue, passed in by the schema file). */
export interface GroupNames {
  key: string;
  singular: string;
  plural: string;
}

export interface ContractShape {
  /** The permission group (`permissionGroup('brand')`): its key, singular and plural names. */
  group: GroupNames;
  /** URL segment under /api/admin: `brand`, `user`. */
  path: string;
  input: z.ZodType;
  update?: z.ZodType;
  info: z.ZodType;
  row?: z.ZodType;
  filters?: z.ZodObject;
  batchData?: z.ZodObject;
  /**
   * A route guarded by another permission than its group's (spec section 6: creating a shipping
   * method counts as `update configuration`).
   */
  permissions?: Partial<Permissions>;
}

/** The permission string that guards each route of a resource. */
export interface Permissions {
  list: string;
  get: string;
  create: string;
  update: string;
  destroy: string;
  batchUpdate: string;
  batchDestroy: string;
}

interface Names {
  singular: string;
  plural: string;
  /** The guard of each route, from the group's names (and the shape's own `permissions`). */
  permissions: Permissions;
}

export type Contract<S extends ContractShape> = Omit<S, 'update' | 'row' | 'filters' | 'permissions'> &
  Names & {
    update: S['update'] extends z.ZodType ? S['update'] : S['input'];
    row: S['row'] extends z.ZodType ? S['row'] : S['info'];
    filters: S['filters'] extends z.ZodObject ? S['filters'] : z.ZodObject<Record<never, never>>;
  };

/** Any resource's contract, as the generic router and screens see it. */
export interface AnyContract extends Names {
  group: GroupNames;
  path: string;
  input: z.ZodType;
  update: z.ZodType;
  info: z.ZodType;
  row: z.ZodType;
  filters: z.ZodObject;
  batchData?: z.ZodObject;
}

/** What a list answers: one page of rows. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), page: z.number(), per_page: z.number() });

/** What an options request answers (decision 0021): the records, and whether the term finds more. */
export const optionsOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), more: z.boolean() });

export const enabledFilter = z.object({ enabled: booleanish().optional() });

export function contract<S extends ContractShape>(shape: S): Contract<S> {
  const { singular, plural } = shape.group;
  return {
    ...shape,
    singular,
    plural,
    update: shape.update ?? shape.input,
    row: shape.row ?? shape.info,
    filters: shape.filters ?? z.object({}),
    permissions: {
      list: `get ${plural}`,
      get: `get ${singular}`,
      create: `create ${singular}`,
      update: `update ${singular}`,
      destroy: `destroy ${singular}`,
      batchUpdate: `batch_update ${plural}`,
      batchDestroy: `batch_destroy ${plural}`,
      ...shape.permissions,
    },
  } as Contract<S>;
}

export type InfoOf<C extends AnyContract> = z.output<C['info']>;
export type RowOf<C extends AnyContract> = z.output<C['row']>;
export type InputOf<C extends AnyContract> = z.output<C['input']>;
export type UpdateOf<C extends AnyContract> = z.output<C['update']>;
export type FiltersOf<C extends AnyContract> = z.output<C['filters']>;
export type FormOf<C extends AnyContract> = z.input<C['input']>;
