import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../components/form';
import { FormDialog } from '../../components/ui/form-dialog';
import { moveStock, useStockMoved, type InventoryRow, type StockAction, type WarehouseRow } from './stock-queries';
import { stockBody, stockCheck, stockFieldOf, stockSchema, type StockValues } from './stock-form';
import { StockMoveFields, StockTable } from './stock-dialog-parts';

interface StockDialogProps {
  productId: number;
  hasExpiryDate: boolean;
  stockId: number;
  /** Names the variant: its SKU and option values. */
  variantLabel: string;
  inventories: InventoryRow[];
  warehouses: WarehouseRow[];
  canUpdate: boolean;
  /** The opening button: the variant's total stock (product form) or "Adjust stock" (stock list). */
  trigger?: 'total' | 'adjust';
  /** One stock row's dialog (the stock list): movements start from this warehouse only. */
  fixedWarehouse?: { id: number; name: string | null };
}

/**
 * Stock of one variant per warehouse, and the four movements (spec section 5): add, subtract,
 * transfer and set, each `POST /api/admin/inventory/{plus,minus,transfer,update}`, checked with the
 * API's own schemas; subtracting or moving more than is available is refused here too.
 */
export function StockDialog(props: StockDialogProps) {
  const { productId, hasExpiryDate, stockId, variantLabel, inventories, warehouses, canUpdate, trigger = 'total', fixedWarehouse } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const moved = useStockMoved(productId);

  const total = inventories.reduce((sum, i) => sum + i.quantity, 0);
  const byWarehouse = new Map(inventories.map((i) => [i.warehouse_id, i]));
  const known = new Map(warehouses.map((w) => [w.id, w]));
  // Every enabled warehouse, plus any other that holds this variant.
  const all = [
    ...warehouses.filter((w) => w.enabled || byWarehouse.has(w.id)).map((w) => ({ id: w.id, name: w.name })),
    ...inventories.filter((i) => !known.has(i.warehouse_id)).map((i) => ({ id: i.warehouse_id, name: `#${i.warehouse_id}` })),
  ];
  const fixed = fixedWarehouse
    ? { id: fixedWarehouse.id, name: fixedWarehouse.name ?? known.get(fixedWarehouse.id)?.name ?? `#${fixedWarehouse.id}` }
    : undefined;
  // The table and the source warehouse; a transfer may go to any enabled warehouse.
  const rows = fixed ? [fixed] : all;
  const destinations = fixed ? warehouses.filter((w) => w.enabled && w.id !== fixed.id).map((w) => ({ id: w.id, name: w.name })) : all;
  const withExpiry = (action: StockAction) => hasExpiryDate && (action === 'plus' || action === 'update');

  const stock = useSchemaForm({
    id: `stock-${stockId}`,
    defaultValues: {
      action: 'plus',
      warehouse_id: fixed ? String(fixed.id) : '',
      to: '',
      quantity: '',
      reason: '',
      remark: '',
      expiry_date: '',
    } as StockValues,
    schema: stockSchema,
    toBody: (values: StockValues) => stockBody(values, { stockId, withExpiry: withExpiry(values.action) }),
    fieldOf: stockFieldOf,
    check: (values: StockValues) => stockCheck(values, (id) => byWarehouse.get(id)?.available_inventories ?? 0),
    submit: (body, values) => moveStock(values.action, body),
    onSuccess: (_, values, form) => {
      form.reset({ ...values, quantity: '', remark: '' });
      moved();
    },
  });
  const action = useWatch({ control: stock.form.control, name: 'action' });
  const source = useWatch({ control: stock.form.control, name: 'warehouse_id' });

  return (
    <FormDialog
      form={stock}
      open={open}
      onOpenChange={setOpen}
      size="lg"
      trigger={
        trigger === 'adjust' ? (
          <Button size="xs" variant="outline" aria-label={t('admin:inventory.adjustNamed', { name: variantLabel })}>
            {t('admin:inventory.adjust')}
          </Button>
        ) : (
          <Button size="xs" variant="outline" aria-label={t('admin:product.stock.openNamed', { name: variantLabel, count: total })}>
            {t('admin:product.stock.open', { count: total })}
          </Button>
        )
      }
      title={t('admin:product.stock.title', { name: variantLabel })}
      dismissLabel={t('common:actions.close')}
      keepValues
      submitLabel={canUpdate ? t(`admin:inventory.submit.${action}`) : undefined}
    >
      <StockTable rows={rows} byWarehouse={byWarehouse} hasExpiryDate={hasExpiryDate} />
      {canUpdate && (
        <StockMoveFields
          stock={stock}
          stockId={stockId}
          action={action}
          source={source}
          sources={rows}
          destinations={destinations}
          withExpiry={withExpiry(action)}
        />
      )}
    </FormDialog>
  );
}
