import { Button, Field, HStack, Input, NativeSelect, SegmentGroup, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { DEFAULT_REASON, InventoryMoveInput, InventoryTransferInput, INVENTORY_MESSAGES } from '@shop/core/inventory/inventory.schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateMessage, translateValue } from '../../components/ui/messages';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/toast';
import { useRefreshStock, type WarehouseRow } from './product-stock';
import type { InventoryRow } from './variants';
import { FormDialog } from '../../components/ui/form-dialog';

const ACTIONS = ['plus', 'minus', 'transfer', 'update'] as const;
type Action = (typeof ACTIONS)[number];
type Errors = Partial<Record<'warehouse_id' | 'from' | 'to' | 'quantity' | 'reason' | 'remark' | 'expiry_date', string>>;

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
 * transfer and set, each `POST /api/admin/inventory/{plus,minus,transfer,update}`. The API's own
 * schemas check the input first; subtracting or moving more than is available is refused here too.
 */
export function StockDialog(props: StockDialogProps) {
  const { productId, hasExpiryDate, stockId, variantLabel, inventories, warehouses, canUpdate, trigger = 'total', fixedWarehouse } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action>('plus');
  const [warehouse, setWarehouse] = useState(fixedWarehouse ? String(fixedWarehouse.id) : '');
  const [to, setTo] = useState('');
  const [quantity, setQuantity] = useState('');
  // Empty means the default reason (Correction), shown translated as the placeholder.
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const refresh = useRefreshStock(productId);

  const total = inventories.reduce((sum, i) => sum + i.quantity, 0);
  const byWarehouse = new Map(inventories.map((i) => [i.warehouse_id, i]));
  const known = new Map(warehouses.map((w) => [w.id, w]));
  // Every enabled warehouse, plus any other that holds this variant.
  const all = [
    ...warehouses.filter((w) => w.enabled || byWarehouse.has(w.id)).map((w) => ({ id: w.id, name: w.name })),
    ...inventories.filter((i) => !known.has(i.warehouse_id)).map((i) => ({ id: i.warehouse_id, name: `#${i.warehouse_id}` })),
  ];
  const fixed = fixedWarehouse ? { id: fixedWarehouse.id, name: fixedWarehouse.name ?? known.get(fixedWarehouse.id)?.name ?? `#${fixedWarehouse.id}` } : undefined;
  // The table and the source warehouse; a transfer may go to any enabled warehouse.
  const rows = fixed ? [fixed] : all;
  const destinations = fixed ? warehouses.filter((w) => w.enabled && w.id !== fixed.id).map((w) => ({ id: w.id, name: w.name })) : all;
  const source = action === 'transfer' ? 'from' : 'warehouse_id';
  const withExpiry = hasExpiryDate && (action === 'plus' || action === 'update');

  const move = useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post(`/admin/inventory/${action}`, body),
    onSuccess: () => {
      notify.success(t('common:toasts.submitSuccess'));
      setQuantity('');
      setRemark('');
      setErrors({});
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const next: Errors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const key = (field === 'stock_id' || field === 'inventory_id' ? 'quantity' : field) as keyof Errors;
          next[key] = messages.map((m) => translateMessage(t, m)).join(' ');
        }
        setErrors(next);
      }
      notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
    },
  });

  const submit = (event: FormEvent) => {
    // The dialog sits inside the product form in React's tree: keep its submit to itself.
    event.preventDefault();
    event.stopPropagation();
    const base = { stock_id: stockId, quantity: quantity.trim(), reason: reason.trim(), remark: remark.trim() || null };
    const body: Record<string, unknown> =
      action === 'transfer'
        ? { ...base, from: warehouse ? Number(warehouse) : undefined, to: to ? Number(to) : undefined }
        : { ...base, warehouse_id: warehouse ? Number(warehouse) : undefined, ...(withExpiry && expiry ? { expiry_date: expiry } : {}) };
    const parsed = action === 'transfer' ? InventoryTransferInput.safeParse(body) : InventoryMoveInput.safeParse(body);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'quantity') as keyof Errors;
        next[key] ??= translateMessage(t, issue.message);
      }
    }
    if (!warehouse) next[source] = t('common:validation.required');
    const available = byWarehouse.get(Number(warehouse))?.available_inventories ?? 0;
    if (!next.quantity && (action === 'minus' || action === 'transfer') && Number(quantity) > available) {
      next.quantity = translateMessage(t, INVENTORY_MESSAGES.lessThanTotal);
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    move.mutate(body);
  };

  const select = (id: string, value: string, onChange: (v: string) => void, label: string, options: { id: number; name: string }[], error?: string, exclude?: string) => (
    <Field.Root id={id} invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('common:form.choose')}</option>
          {options
            .filter((w) => String(w.id) !== exclude)
            .map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormDialog
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
      onSubmit={submit}
      dismissLabel={t('common:actions.close')}
      submitLabel={canUpdate ? t(`admin:inventory.submit.${action}`) : undefined}
      pending={move.isPending}
    >
      <Stack gap="4">
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
        {rows.length === 0 && <Text fontSize="sm" color="fg.muted">{t('admin:product.stock.noWarehouses')}</Text>}

        {canUpdate && (
          <Stack gap="3" borderTopWidth="1px" pt="3">
            <Text fontWeight="medium" id={`stock-action-${stockId}`}>{t('admin:product.stock.adjust')}</Text>
            <SegmentGroup.Root
              size="sm"
              value={action}
              onValueChange={(e) => {
                setAction((e.value ?? 'plus') as Action);
                setErrors({});
              }}
              aria-labelledby={`stock-action-${stockId}`}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={ACTIONS.map((a) => ({ value: a, label: t(`admin:inventory.actions.${a}`) }))} />
            </SegmentGroup.Root>
            <HStack gap="3" align="start" wrap="wrap">
              {select(
                `stock-${stockId}-warehouse`,
                warehouse,
                setWarehouse,
                t(action === 'transfer' ? 'admin:inventory.fields.from' : 'admin:inventory.fields.warehouse'),
                rows,
                errors[source],
              )}
              {action === 'transfer' && select(`stock-${stockId}-to`, to, setTo, t('admin:inventory.fields.to'), destinations, errors.to, warehouse)}
            </HStack>
            <HStack gap="3" align="start" wrap="wrap">
              <Field.Root id={`stock-${stockId}-quantity`} invalid={Boolean(errors.quantity)} required width="40">
                <Field.Label>{t(action === 'update' ? 'admin:inventory.fields.newQuantity' : 'admin:inventory.fields.quantity')}</Field.Label>
                <Input size="sm" type="number" min={1} step={1} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
                <Field.ErrorText>{errors.quantity}</Field.ErrorText>
              </Field.Root>
              <Field.Root id={`stock-${stockId}-reason`} invalid={Boolean(errors.reason)} flex="1" minW="40">
                <Field.Label>{t('admin:inventory.fields.reason')}</Field.Label>
                <Input size="sm" value={reason} placeholder={translateValue(t, DEFAULT_REASON)} onChange={(e) => setReason(e.currentTarget.value)} />
                <Field.ErrorText>{errors.reason}</Field.ErrorText>
              </Field.Root>
              {withExpiry && (
                <Field.Root id={`stock-${stockId}-expiry`} invalid={Boolean(errors.expiry_date)} width="44">
                  <Field.Label>{t('admin:inventory.fields.expiryDate')}</Field.Label>
                  <Input size="sm" type="date" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)} />
                  <Field.ErrorText>{errors.expiry_date}</Field.ErrorText>
                </Field.Root>
              )}
            </HStack>
            <Field.Root id={`stock-${stockId}-remark`} invalid={Boolean(errors.remark)}>
              <Field.Label>{t('admin:inventory.fields.remark')}</Field.Label>
              <Textarea size="sm" rows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
              <Field.ErrorText>{errors.remark}</Field.ErrorText>
            </Field.Root>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
