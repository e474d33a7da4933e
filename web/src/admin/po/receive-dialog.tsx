import { Button, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GridCell, TextareaField, useSchemaForm } from '../../components/form';
import { FormDialog } from '../../components/ui/form-dialog';
import { variantText, type PurchaseOrder } from './po-types';
import { receivePo, usePoChanged } from './queries';
import { receiveBody, receiveCheck, receiveDefaults, receiveFieldOf, receiveSchema, type ReceiveValues } from './receive-form';

/**
 * Books a delivery: per outstanding line how many arrived now (all by default, fewer for a partial
 * receipt, empty or 0 to skip) and, for goods with expiry dates, the batch's date.
 */
export function ReceiveDialog({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const changed = usePoChanged();
  const open = (po.lines ?? []).filter((l) => l.outstanding_quantity > 0);
  const receipt = useSchemaForm({
    id: 'receive',
    defaultValues: receiveDefaults(open),
    schema: receiveSchema,
    toBody: receiveBody,
    fieldOf: receiveFieldOf,
    check: (values: ReceiveValues) => receiveCheck(values, open),
    submit: (body) => receivePo(po.id, body),
    onSuccess: () => {
      setOpen(false);
      changed(po, { received: true });
    },
  });
  const lines = useWatch({ control: receipt.form.control, name: 'lines' });
  const errors = receipt.form.formState.errors;
  const set = (index: number, field: 'quantity' | 'expiry_date', text: string) =>
    receipt.form.setValue(`lines.${index}.${field}`, text, { shouldDirty: true });

  return (
    <FormDialog
      form={receipt}
      open={isOpen}
      size="xl"
      onOpenChange={(next) => {
        setOpen(next);
        // Each opening starts from what is outstanding now.
        if (next) receipt.form.reset(receiveDefaults(open));
      }}
      trigger={
        <Button size="sm" colorPalette="green">
          {t('admin:po.actions.receive')}
        </Button>
      }
      title={t('admin:po.receive.title', { number: po.number })}
      submitLabel={t('admin:po.receive.submit')}
      submitColor="green"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('admin:po.receive.help', { warehouse: po.warehouse_name ?? `#${po.warehouse_id}` })}
      </Text>
      <Table.ScrollArea position="relative">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin:inventory.fields.product')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin:po.lines.outstanding')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin:po.receive.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin:inventory.fields.expiryDate')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {open.map((line, index) => {
              const name = `${line.product_name ?? ''} ${variantText(line)}`;
              return (
                <Table.Row key={line.id}>
                  <Table.Cell verticalAlign="top">
                    <Text>{line.product_name ?? `#${line.stock_id}`}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {variantText(line)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">
                    {line.outstanding_quantity}
                  </Table.Cell>
                  <GridCell
                    errors={errors}
                    path={['lines', index, 'quantity']}
                    type="number"
                    min={0}
                    label={`${t('admin:po.receive.quantity')}: ${name}`}
                    value={lines?.[index]?.quantity ?? ''}
                    onChange={(text) => set(index, 'quantity', text)}
                  />
                  <GridCell
                    errors={errors}
                    path={['lines', index, 'expiry_date']}
                    type="date"
                    label={`${t('admin:inventory.fields.expiryDate')}: ${name}`}
                    value={lines?.[index]?.expiry_date ?? ''}
                    onChange={(text) => set(index, 'expiry_date', text)}
                  />
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TextareaField form={receipt} name="remark" size="sm" label={t('admin:inventory.fields.remark')} />
    </FormDialog>
  );
}
