import type { ColumnDefinition as Column, CustomBatchAction, FilterDefinition, Row } from './types';

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

/** Shown to shoppers or not (`visibled`: products, articles, blog categories): the column, its filter and batch actions. */
export const visibilityColumn = <T extends Row & { visibled: unknown }>(label: string): Column<T> => ({
  key: 'visibled' as Extract<keyof T, string>,
  label,
  render: (row, t) => t(row.visibled ? 'common:states.visible' : 'common:states.hidden'),
});
export const visibilityFilter = (label: string): FilterDefinition => ({
  name: 'visibled',
  label,
  options: [
    { value: 'true', label: 'common:states.visible' },
    { value: 'false', label: 'common:states.hidden' },
  ],
});
export const VISIBILITY_ACTIONS: CustomBatchAction[] = [
  { key: 'show', label: 'common:actions.showSelected', data: { visibled: true } },
  { key: 'hide', label: 'common:actions.hideSelected', data: { visibled: false } },
];
