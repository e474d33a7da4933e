import { Box, Button, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../ui/messages';
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
  /** Errors of this field (`errors[name]`), an array of per-row cell errors. */
  errors?: unknown;
}

function cellError(errors: unknown, index: number, column: string): string | undefined {
  const row = Array.isArray(errors) ? (errors[index] as FieldErrors | undefined) : undefined;
  const message = row?.[column]?.message;
  return typeof message === 'string' ? message : undefined;
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
                  {column.help && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{t(column.help)}</Text>}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader width="1%">
                <Box as="span" srOnly>{t('common:list.actions')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <Table.Row key={index}>
                {columns.map((column) => {
                  const error = cellError(errors, index, column.name);
                  const errorId = `${name}-${index}-${column.name}-error`;
                  return (
                    <Table.Cell key={column.name} verticalAlign="top">
                      <Input
                        size="sm"
                        type={column.input}
                        inputMode={column.input === 'number' ? 'decimal' : undefined}
                        aria-label={t('common:form.rowCell', { row: index + 1, column: t(column.label) })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={row[column.name] === null || row[column.name] === undefined ? '' : String(row[column.name])}
                        onChange={(e) => set(index, column.name, e.currentTarget.value)}
                      />
                      {error && (
                        <Text id={errorId} fontSize="xs" color="fg.error" mt="1">
                          {translateMessage(t, error)}
                        </Text>
                      )}
                    </Table.Cell>
                  );
                })}
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
