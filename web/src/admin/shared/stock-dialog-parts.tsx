import { Box, HStack, SegmentGroup, Stack, Table, Text } from '@chakra-ui/react';
import { DEFAULT_REASON } from '@shop/core/inventory/inventory.schema';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField, TextField, type SchemaFormHandle } from '../../components/form';
import { translateValue } from '../../components/ui/messages';
import type { InventoryRow, StockAction } from './stock-queries';
import { STOCK_ACTIONS, type StockValues } from './stock-form';

/** A warehouse the dialog lists or offers. */
export interface StockPlace {
  id: number;
  name: string;
}

interface StockTableProps {
  rows: StockPlace[];
  byWarehouse: Map<number, InventoryRow>;
  hasExpiryDate: boolean;
}

/** The variant's stock per warehouse: quantity, available and (when the product has one) the expiry date. */
export function StockTable({ rows, byWarehouse, hasExpiryDate }: StockTableProps) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

interface StockMoveFieldsProps {
  stock: SchemaFormHandle<StockValues>;
  stockId: number;
  action: StockAction;
  /** The source warehouse chosen (a transfer goes anywhere else). */
  source: string;
  /** The warehouses a movement starts from, and those a transfer may go to. */
  sources: StockPlace[];
  destinations: StockPlace[];
  withExpiry: boolean;
}

/** The movement: its kind (add, subtract, transfer, set), the warehouses, quantity, reason, expiry and remark. */
export function StockMoveFields({ stock, stockId, action, source, sources: rows, destinations, withExpiry }: StockMoveFieldsProps) {
  const { t } = useTranslation();
  const options = (list: StockPlace[], exclude?: string) =>
    list.filter((w) => String(w.id) !== exclude).map((w) => ({ value: w.id, label: w.name }));
  return (
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
        {withExpiry && (
          <Box width="44">
            <TextField form={stock} name="expiry_date" size="sm" type="date" label={t('admin:inventory.fields.expiryDate')} />
          </Box>
        )}
      </HStack>
      <TextareaField form={stock} name="remark" size="sm" label={t('admin:inventory.fields.remark')} />
    </Stack>
  );
}
