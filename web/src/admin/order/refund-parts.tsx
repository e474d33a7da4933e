import { Checkbox, Field, HStack, Input, Button, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { fromMinor } from '@shop/core/shared/money';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from './queries';
import { quantityOf, type RefundForm } from './use-refund-form';

interface RefundPartProps {
  order: AdminOrder;
  canRestock: boolean;
  refund: RefundForm;
}

/** The review before the second, explicit confirmation: the total, the units, the reason. */
export function RefundReview({ order, canRestock, refund }: RefundPartProps) {
  const { t } = useTranslation();
  const { rows, money } = refund;
  return (
    <Stack gap="2" data-testid="refund-review">
      <Text fontWeight="semibold">
        {t('admin:order.refund.confirmText', { amount: money(fromMinor(refund.totalMinor)), number: order.order_number })}
      </Text>
      {order.lines.map((l, i) =>
        quantityOf(rows[i]) > 0 ? (
          <Text key={l.id}>
            {l.name ?? l.sku} × {quantityOf(rows[i])}
            {canRestock && rows[i]!.restock ? ` · ${t('admin:order.refund.restocked')}` : ''}
          </Text>
        ) : null,
      )}
      <Text>
        {t('admin:order.refund.reason')}: {refund.reason.trim()}
      </Text>
    </Stack>
  );
}

/** Per line: its price, the units left to refund, how many to refund and whether they go back to stock. */
function RefundLinesTable({ order, canRestock, refund }: RefundPartProps) {
  const { t } = useTranslation();
  const { rows, setRow, fieldError, leftOf, money } = refund;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('admin:order.fields.product')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin:order.fields.unitPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('admin:order.refund.left')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('admin:order.refund.quantity')}</Table.ColumnHeader>
            {canRestock && <Table.ColumnHeader>{t('admin:order.refund.restock')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((l, i) => {
            const name = l.name ?? l.sku;
            const error = fieldError(`lines.${String(i)}.quantity`) ?? fieldError(`lines.${String(i)}.line_id`);
            return (
              <Table.Row key={l.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.unit_price)}</Table.Cell>
                <Table.Cell textAlign="end">{leftOf(i)}</Table.Cell>
                <Table.Cell>
                  <Field.Root invalid={Boolean(error)} disabled={leftOf(i) === 0}>
                    <Input
                      size="sm"
                      w="20"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={leftOf(i)}
                      aria-label={t('admin:order.refund.quantityOf', { line: name })}
                      value={rows[i]?.quantity ?? ''}
                      onChange={(e) => setRow(i, { quantity: e.currentTarget.value })}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                </Table.Cell>
                {canRestock && (
                  <Table.Cell>
                    <Checkbox.Root
                      checked={rows[i]?.restock ?? false}
                      disabled={leftOf(i) === 0}
                      onCheckedChange={(e) => setRow(i, { restock: e.checked === true })}
                    >
                      <Checkbox.HiddenInput aria-label={t('admin:order.refund.restockOf', { line: name })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** What to refund: units per line, or an amount; the reason; and the total against what is left. */
export function RefundFields({ order, canRestock, refund }: RefundPartProps) {
  const { t } = useTranslation();
  const { fieldError, money, totalMinor } = refund;
  return (
    <>
      <RefundLinesTable order={order} canRestock={canRestock} refund={refund} />
      {fieldError('lines') && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {fieldError('lines')}
        </Text>
      )}
      {!canRestock && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:order.refund.noRestock')}
        </Text>
      )}
      <Field.Root invalid={Boolean(fieldError('amount'))}>
        <Field.Label>{t('admin:order.refund.amount', { currency: order.base_currency })}</Field.Label>
        <Input inputMode="decimal" value={refund.amount} onChange={(e) => refund.setAmount(e.currentTarget.value)} />
        <Field.HelperText>{t('admin:order.refund.amountHelp')}</Field.HelperText>
        {fieldError('amount') && <Field.ErrorText>{fieldError('amount')}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={Boolean(fieldError('reason'))}>
        <Field.Label>
          {t('admin:order.refund.reason')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={2} value={refund.reason} onChange={(e) => refund.setReason(e.currentTarget.value)} />
        {fieldError('reason') && <Field.ErrorText>{fieldError('reason')}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="space-between" wrap="wrap">
        <Button size="xs" variant="ghost" onClick={refund.fillAll}>
          {t('admin:order.refund.everything')}
        </Button>
        <Text fontWeight="semibold" data-testid="refund-total">
          {t('admin:order.refund.total', {
            amount: Number.isNaN(totalMinor) ? '—' : money(fromMinor(totalMinor)),
            left: money(fromMinor(refund.leftMinor)),
          })}
        </Text>
      </HStack>
    </>
  );
}
