import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GridCell } from '../../form/grid-cell';
import { LineItemsTable } from '../../form/line-items-table';
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
        <LineItemsTable
          framed={false}
          aria-labelledby={labelId}
          rows={rows}
          rowKey={(_, index) => index}
          columns={columns.map((column) => ({
            key: column.name,
            header: (
              <>
                {t(column.label)}
                {column.help && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {t(column.help)}
                  </Text>
                )}
              </>
            ),
            renderCell: (row: Record_, index: number) => (
              <GridCell
                errors={errors}
                path={[name, index, column.name]}
                type={column.input}
                inputMode={column.input === 'number' ? 'decimal' : undefined}
                label={t('common:form.rowCell', { row: index + 1, column: t(column.label) })}
                value={row[column.name] === null || row[column.name] === undefined ? '' : String(row[column.name])}
                onChange={(text) => set(index, column.name, text)}
              />
            ),
          }))}
          remove={{
            label: (_, index) => t('common:form.removeRow', { row: index + 1 }),
            onRemove: (_, index) => onChange(rows.filter((__, i) => i !== index)),
          }}
        />
      )}
      <div>
        <Button size="sm" variant="outline" disabled={rows.length >= max} onClick={() => onChange([...rows, newRow(rows)])}>
          {t(addLabel)}
        </Button>
      </div>
    </Stack>
  );
}
