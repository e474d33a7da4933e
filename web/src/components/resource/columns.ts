import type { ColumnDefinition as Column, Row } from './types';

/** The list columns most resources share (spec: id, updated_at date part, enabled …); each needs its field on the row. */
export const idColumn = <T extends Row>(): Column<T> => ({
  key: 'id' as Extract<keyof T, string>,
  label: 'common:fields.id',
  sortKey: 'id',
});
export const nameColumn = <T extends Row & { name: unknown }>(): Column<T> => ({
  key: 'name' as Extract<keyof T, string>,
  label: 'common:fields.name',
  sortKey: 'name',
});
export const enabledColumn = <T extends Row & { enabled: unknown }>(): Column<T> => ({
  key: 'enabled' as Extract<keyof T, string>,
  label: 'common:fields.enabled',
  kind: 'boolean',
});
export const updatedAtColumn = <T extends Row & { updated_at: unknown }>(): Column<T> => ({
  key: 'updated_at' as Extract<keyof T, string>,
  label: 'common:fields.updatedAt',
  kind: 'date',
  sortKey: 'updated_at',
});
