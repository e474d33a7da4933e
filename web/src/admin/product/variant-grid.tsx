import { Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CellMessage, GridCell, LineItemsTable, type LineColumn } from '../../components/form';
import { StockDialog } from '../shared/stock-dialog';
import type { InventoryRow, WarehouseRow } from '../shared/stock-queries';
import type { VariantRow } from './variants';

const CELLS = [
  { name: 'sku', label: 'admin:product.fields.sku', minW: '44', required: true },
  { name: 'barcode', label: 'admin:product.fields.barcode', minW: '44', required: false },
  { name: 'price', label: 'admin:product.fields.price', minW: '28', inputMode: 'decimal', required: true },
  { name: 'special_price', label: 'admin:product.fields.specialPrice', minW: '28', inputMode: 'decimal', required: false },
] as const;
type CellName = (typeof CELLS)[number]['name'];

/** Attribute values as one label: `M / red`. */
export const valuesLabel = (row: Pick<VariantRow, 'attributes'>, keys: string[]) =>
  keys
    .map((k) => row.attributes[k])
    .filter(Boolean)
    .join(' / ');

/** The variant's name in accessible labels: its values, else its SKU, else its place. */
const variantLabel = (row: VariantRow, index: number, keys: string[]) => valuesLabel(row, keys) || row.sku || `#${index + 1}`;

/** Each saved variant's stock per warehouse, with the movement dialog (edit mode, with permission). */
export interface VariantStock {
  productId: number;
  hasExpiryDate: boolean;
  inventoriesOf: (row: VariantRow & { id: number }) => InventoryRow[];
  warehouses: WarehouseRow[];
  canUpdate: boolean;
}

interface VariantGridProps {
  rows: VariantRow[];
  /** The option keys, in the product's order, and their labels. */
  keys: string[];
  labels: Map<string, string>;
  errors: unknown;
  labelledBy: string;
  stock?: VariantStock;
  setCell: (key: string, cell: CellName, text: string) => void;
  setVisible: (key: string, visible: boolean) => void;
  onRemove: (key: string) => void;
}

/** The variant grid: one row per variant, its values, codes, prices, visibility and stock. */
export function VariantGrid({ rows, keys, labels, errors, labelledBy, stock, setCell, setVisible, onRemove }: VariantGridProps) {
  const { t } = useTranslation();
  const columns: (LineColumn<VariantRow> | false)[] = [
    ...keys.map((k, i): LineColumn<VariantRow> => ({
      key: `option-${k}`,
      header: labels.get(k) ?? k,
      cell: (row, index) => (
        <>
          <Text>{row.attributes[k] ?? '—'}</Text>
          {i === 0 && <CellMessage errors={errors} path={['stocks', index, 'attributes']} />}
        </>
      ),
    })),
    ...CELLS.map((cell): LineColumn<VariantRow> => ({
      key: cell.name,
      header: `${t(cell.label)}${cell.required ? ' *' : ''}`,
      renderCell: (row, index) => (
        <GridCell
          errors={errors}
          path={['stocks', index, cell.name]}
          minW={cell.minW}
          inputMode={'inputMode' in cell ? cell.inputMode : undefined}
          label={t('admin:product.variants.cell', { field: t(cell.label), variant: variantLabel(row, index, keys) })}
          value={row[cell.name] ?? ''}
          onChange={(text) => setCell(row._key, cell.name, text)}
        />
      ),
    })),
    {
      key: 'visibled',
      header: t('admin:product.fields.visibled'),
      cell: (row, index) => (
        <Switch.Root size="sm" checked={row.visibled} onCheckedChange={(e) => setVisible(row._key, e.checked)}>
          <Switch.HiddenInput aria-label={t('admin:product.variants.visibleNamed', { variant: variantLabel(row, index, keys) })} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      ),
    },
    stock !== undefined && {
      key: 'stock',
      header: t('admin:product.stock.column'),
      cell: (row) =>
        row.id !== undefined ? (
          <StockDialog
            productId={stock.productId}
            hasExpiryDate={stock.hasExpiryDate}
            stockId={row.id}
            variantLabel={`${row.sku}${valuesLabel(row, keys) ? ` (${valuesLabel(row, keys)})` : ''}`}
            inventories={stock.inventoriesOf({ ...row, id: row.id })}
            warehouses={stock.warehouses}
            canUpdate={stock.canUpdate}
          />
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {t('admin:product.stock.afterSave')}
          </Text>
        ),
    },
  ];
  return (
    <LineItemsTable
      aria-labelledby={labelledBy}
      rows={rows}
      rowKey={(row) => row._key}
      rowProps={(row, index) => ({ 'data-variant': variantLabel(row, index, keys) })}
      columns={columns}
      remove={{
        label: (row, index) => t('admin:product.variants.removeNamed', { variant: variantLabel(row, index, keys) }),
        text: t('admin:product.variants.remove'),
        onRemove: (row) => onRemove(row._key),
      }}
    />
  );
}
