import { Box, Button, IconButton, Table } from '@chakra-ui/react';
import { Fragment, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addFormTexts } from '../../locales/forms';

// The actions column's hidden header is a list text, kept out of the storefront's first script.
addFormTexts();

/** One column of a line-items table. */
export interface LineColumn<Row> {
  key: string;
  header: ReactNode;
  /** Numbers and amounts sit at the end of their cell. */
  align?: 'end';
  /** The cell's content, in a top-aligned cell … */
  cell?: (row: Row, index: number) => ReactNode;
  /** … or the whole cell, for an editable one (a `GridCell` is its own cell). */
  renderCell?: (row: Row, index: number) => ReactNode;
}

interface LineRemove<Row> {
  /** Names the button for assistive technology: "Remove Tea 500 g". */
  label: (row: Row, index: number) => string;
  onRemove: (row: Row, index: number) => void;
  /** The button's visible text; without one, a small "×" icon button. */
  text?: ReactNode;
}

interface LineItemsTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** `false` leaves a column out (a column only some modes show). */
  columns: readonly (LineColumn<Row> | false)[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** A remove button at the end of each row; without it, no actions column. */
  remove?: LineRemove<Row>;
  /** Attributes on each row (`data-variant`, for tests and styles). */
  rowProps?: (row: Row, index: number) => Record<`data-${string}`, string>;
  /** The footer's rows (a total). */
  footer?: ReactNode;
  /** Inside a bordered, scrolling frame (the default), or bare inside a form field. */
  framed?: boolean;
}

/**
 * The table of lines every editor of a document's lines draws: the order being created, a product's
 * variants, a purchase order's lines and a resource's small row tables. Each column says its header
 * and its cell; the table adds the top alignment, the remove button with its accessible name, and
 * the actions column's hidden header.
 */
export function LineItemsTable<Row>({ rows, rowKey, columns, remove, rowProps, footer, framed = true, ...aria }: LineItemsTableProps<Row>) {
  const { t } = useTranslation();
  const shown = columns.filter((column): column is LineColumn<Row> => column !== false);
  const table = (
    <Table.Root size="sm" {...aria}>
      <Table.Header>
        <Table.Row>
          {shown.map((column) => (
            <Table.ColumnHeader key={column.key} textAlign={column.align}>
              {column.header}
            </Table.ColumnHeader>
          ))}
          {remove && (
            <Table.ColumnHeader width={remove.text ? undefined : '1%'}>
              <Box as="span" srOnly>
                {t('common:list.actions')}
              </Box>
            </Table.ColumnHeader>
          )}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={rowKey(row, index)} {...rowProps?.(row, index)}>
            {shown.map((column) =>
              column.renderCell ? (
                <Fragment key={column.key}>{column.renderCell(row, index)}</Fragment>
              ) : (
                <Table.Cell key={column.key} verticalAlign="top" textAlign={column.align}>
                  {column.cell?.(row, index)}
                </Table.Cell>
              ),
            )}
            {remove && (
              <Table.Cell verticalAlign="top">
                <RemoveButton label={remove.label(row, index)} text={remove.text} onClick={() => remove.onRemove(row, index)} />
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
      {footer && <Table.Footer>{footer}</Table.Footer>}
    </Table.Root>
  );
  if (!framed) return table;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      {table}
    </Table.ScrollArea>
  );
}

function RemoveButton({ label, text, onClick }: { label: string; text?: ReactNode; onClick: () => void }) {
  if (text === undefined) {
    return (
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
        ×
      </IconButton>
    );
  }
  return (
    <Button size="xs" variant="ghost" colorPalette="red" aria-label={label} onClick={onClick}>
      {text}
    </Button>
  );
}
