import { Table, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Cell styling (alignment, wrapping) for this column. */
  props?: TableCellProps;
}

/**
 * A small read-only table (a tab's history, a log, a page of results) that scrolls inside its card:
 * named by `label`, one header per column, one row per record. Lists with sorting, filters and
 * actions use the resource list instead.
 */
export function SimpleTable<R>({
  label,
  columns,
  rows,
  rowKey,
  busy,
}: {
  label: string;
  columns: SimpleColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  busy?: boolean;
}) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label} aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={c.props?.textAlign}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.header} {...c.props}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
