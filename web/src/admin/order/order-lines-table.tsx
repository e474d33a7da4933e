import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CellMessage, GridCell, LineItemsTable } from '../../components/form';
import { translateMessage } from '../../components/ui/messages';
import type { useOrderQuote } from './queries';

export interface Line {
  stock_id: number;
  quantity: string;
  /** What the variant search showed: the line's name until the server's summary names it. */
  label: string;
}

/** A line as the server's summary prices it. */
export type PricedLine = NonNullable<ReturnType<typeof useOrderQuote>['data']>['lines'][number];

interface OrderLinesTableProps {
  lines: Line[];
  /** The form's errors (react-hook-form's tree). */
  errors: unknown;
  /** The summary's line for a variant, once priced. */
  priced: (stockId: number) => PricedLine | undefined;
  /** The line's name: the summary's, else what the search showed. */
  nameOf: (line: Line) => string;
  /** An amount in the order's currency. */
  money: (amount: string | null | undefined) => string;
  /** The summary's warning for a line (short stock), when the form has none of its own. */
  warningOf: (index: number) => string | undefined;
  onChange: (lines: Line[]) => void;
}

/** The order's lines being created: the summary's prices and stock beside an editable quantity. */
export function OrderLinesTable({ lines, errors, priced, nameOf, money, warningOf, onChange }: OrderLinesTableProps) {
  const { t } = useTranslation();
  /** A priced amount of the line, once the summary has it. */
  const amount = (field: 'unit_price' | 'line_total') => (line: Line) => {
    const p = priced(line.stock_id);
    return p ? money(p[field]) : '';
  };
  return (
    <LineItemsTable
      aria-label={t('admin:order.create.lines')}
      rows={lines}
      rowKey={(line) => line.stock_id}
      columns={[
        {
          key: 'product',
          header: t('admin:order.fields.product'),
          cell: (line, index) => (
            <>
              {nameOf(line)}
              <CellMessage errors={errors} path={['lines', index, 'stock_id']} />
            </>
          ),
        },
        { key: 'sku', header: t('admin:product.fields.sku'), cell: (line) => priced(line.stock_id)?.sku ?? '' },
        { key: 'unit_price', header: t('admin:order.fields.unitPrice'), align: 'end', cell: amount('unit_price') },
        {
          key: 'quantity',
          header: t('admin:order.fields.quantity'),
          renderCell: (line, index) => (
            <GridCell
              errors={errors}
              path={['lines', index, 'quantity']}
              minW="24"
              inputMode="numeric"
              label={t('admin:order.create.quantityOf', { line: nameOf(line) })}
              value={line.quantity}
              onChange={(text) => onChange(lines.map((l) => (l === line ? { ...l, quantity: text } : l)))}
            />
          ),
        },
        {
          key: 'available',
          header: t('admin:order.create.available'),
          align: 'end',
          cell: (line, index) => {
            const p = priced(line.stock_id);
            const warning = warningOf(index);
            return (
              <>
                {p ? (p.available_inventories ?? t('admin:order.create.untracked')) : ''}
                {warning && (
                  <Text fontSize="xs" color="fg.error" mt="1" role="status">
                    {translateMessage(t, warning)}
                  </Text>
                )}
              </>
            );
          },
        },
        { key: 'line_total', header: t('admin:order.fields.lineTotal'), align: 'end', cell: amount('line_total') },
      ]}
      remove={{
        label: (line) => t('admin:order.create.removeNamed', { line: nameOf(line) }),
        text: t('admin:order.create.remove'),
        onRemove: (line) => onChange(lines.filter((l) => l !== line)),
      }}
    />
  );
}
