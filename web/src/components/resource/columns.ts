import type { ColumnDefinition as Column, Row } from './types';

/** The list columns most resources share (spec: id, updated_at date part, enabled …). */
export const idColumn = <T extends Row>(): Column<T> => ({ key: 'id', label: 'common:fields.id', sortKey: 'id' });
export const nameColumn = <T extends Row>(): Column<T> => ({ key: 'name', label: 'common:fields.name', sortKey: 'name' });
export const enabledColumn = <T extends Row>(): Column<T> => ({ key: 'enabled', label: 'common:fields.enabled', kind: 'boolean' });
export const updatedAtColumn = <T extends Row>(): Column<T> => ({
  key: 'updated_at',
  label: 'common:fields.updatedAt',
  kind: 'date',
  sortKey: 'updated_at',
});
