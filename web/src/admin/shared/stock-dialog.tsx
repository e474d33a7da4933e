import { Box, Button, HStack, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { DEFAULT_REASON } from '@shop/core/inventory/inventory.schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField, TextField, useSchemaForm } from '../../components/form';
import { FormDialog } from '../../components/ui/form-dialog';
import { translateValue } from '../../components/ui/messages';
import { moveStock, useStockMoved, type InventoryRow, type StockAction, type WarehouseRow } from './stock-queries';
import { STOCK_ACTIONS, stockBody, stockCheck, stockFieldOf, stockSchema, type StockValues } from './stock-form';

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
  const options = (list: { id: number; name: string }[], exclude?: string) =>
    list.filter((w) => String(w.id) !== exclude).map((w) => ({ value: w.id, label: w.name }));

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
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('admin:inventory.fields.warehouse')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin:inventory.fields.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin:inventory.fields.available')}</Table.ColumnHeader>
            {hasExpiryDate && <Table.ColumnHeader>{t('admin:inventory.fields.expiryDate')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((w) => {
            const row = byWarehouse.get(w.id);
            return (
              <Table.Row key={w.id}>
                <Table.Cell>{w.name}</Table.Cell>
                <Table.Cell textAlign="end">{row?.quantity ?? 0}</Table.Cell>
                <Table.Cell textAlign="end">{row?.available_inventories ?? 0}</Table.Cell>
                {hasExpiryDate && <Table.Cell>{row?.expiry_date ?? ''}</Table.Cell>}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:product.stock.noWarehouses')}
        </Text>
      )}

      {canUpdate && (
        <Stack gap="3" borderTopWidth="1px" pt="3">
          <Text fontWeight="medium" id={`stock-action-${stockId}`}>
            {t('admin:product.stock.adjust')}
          </Text>
          <SegmentGroup.Root
            size="sm"
            value={action}
            onValueChange={(e) => {
              stock.form.setValue('action', (e.value ?? 'plus') as StockAction);
              stock.form.clearErrors();
            }}
            aria-labelledby={`stock-action-${stockId}`}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={STOCK_ACTIONS.map((a) => ({ value: a, label: t(`admin:inventory.actions.${a}`) }))} />
          </SegmentGroup.Root>
          <HStack gap="3" align="start" wrap="wrap">
            <Box flex="1" minW="40">
              <SelectField
                form={stock}
                name="warehouse_id"
                size="sm"
                required
                label={t(action === 'transfer' ? 'admin:inventory.fields.from' : 'admin:inventory.fields.warehouse')}
                options={options(rows)}
              />
            </Box>
            {action === 'transfer' && (
              <Box flex="1" minW="40">
                <SelectField
                  form={stock}
                  name="to"
                  size="sm"
                  required
                  label={t('admin:inventory.fields.to')}
                  options={options(destinations, source)}
                />
              </Box>
            )}
          </HStack>
          <HStack gap="3" align="start" wrap="wrap">
            <Box width="40">
              <TextField
                form={stock}
                name="quantity"
                size="sm"
                type="number"
                min={1}
                inputMode="numeric"
                required
                label={t(action === 'update' ? 'admin:inventory.fields.newQuantity' : 'admin:inventory.fields.quantity')}
              />
            </Box>
            <Box flex="1" minW="40">
              <TextField
                form={stock}
                name="reason"
                size="sm"
                label={t('admin:inventory.fields.reason')}
                placeholder={translateValue(t, DEFAULT_REASON)}
              />
            </Box>
            {withExpiry(action) && (
              <Box width="44">
                <TextField form={stock} name="expiry_date" size="sm" type="date" label={t('admin:inventory.fields.expiryDate')} />
              </Box>
            )}
          </HStack>
          <TextareaField form={stock} name="remark" size="sm" label={t('admin:inventory.fields.remark')} />
        </Stack>
      )}
    </FormDialog>
  );
}
