import { Box, Button, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GridCell } from '../../form/grid-cell';
import type { RowColumn } from '../types';

type Record_ = Record<string, unknown>;

interface RowsInputProps {
  id: string;
  labelId: string;
  name: string;
  value: unknown;
  onChange: (rows: Record_[]) => void;
  columns: RowColumn[];
  newRow: (rows: Record_[]) => Record_;
  addLabel: string;
  max?: number;
  /** The form's errors; a cell's message sits at `<name>.<row>.<column>` (`commissions.1.percentage`). */
  errors?: unknown;
}

/** An editable table of small records; each cell shows its own error (`commissions.1.percentage`). */
export function RowsInput({ id, labelId, name, value, onChange, columns, newRow, addLabel, max = 20, errors }: RowsInputProps) {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? (value as Record_[]) : [];
  const set = (index: number, column: string, cell: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [column]: cell } : row)));

  return (
    <Stack gap="2" id={id}>
      {rows.length > 0 && (
        <Table.Root size="sm" aria-labelledby={labelId}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.name}>
                  {t(column.label)}
                  {column.help && (
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {t(column.help)}
                    </Text>
                  )}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader width="1%">
                <Box as="span" srOnly>
                  {t('common:list.actions')}
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={index}>
                {columns.map((column) => (
                  <GridCell
                    key={column.name}
                    errors={errors}
                    path={[name, index, column.name]}
                    type={column.input}
                    inputMode={column.input === 'number' ? 'decimal' : undefined}
                    label={t('common:form.rowCell', { row: index + 1, column: t(column.label) })}
                    value={row[column.name] === null || row[column.name] === undefined ? '' : String(row[column.name])}
                    onChange={(text) => set(index, column.name, text)}
                  />
                ))}
                <Table.Cell verticalAlign="top">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('common:form.removeRow', { row: index + 1 })}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  >
                    ×
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <div>
        <Button size="sm" variant="outline" disabled={rows.length >= max} onClick={() => onChange([...rows, newRow(rows)])}>
          {t(addLabel)}
        </Button>
      </div>
    </Stack>
  );
}
