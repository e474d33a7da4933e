import { Button, Field, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { PO_MESSAGES, PoReceiveInput } from '@shop/core/purchasing/po.schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateMessage } from '../../components/ui/messages';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/toast';
import { variantText, type PoLine, type PurchaseOrder } from './po-types';
import { FormDialog } from '../../components/ui/form-dialog';

interface Entry {
  quantity: string;
  expiry_date: string;
}

/**
 * Books a delivery: per outstanding line how many arrived now (all by default, fewer for a partial
 * receipt, empty or 0 to skip) and, for goods with expiry dates, the batch's date.
 */
export function ReceiveDialog({ po, onDone }: { po: PurchaseOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const open = (po.lines ?? []).filter((l) => l.outstanding_quantity > 0);
  const initial = () => Object.fromEntries(open.map((l) => [l.id, { quantity: String(l.outstanding_quantity), expiry_date: '' }]));
  const [isOpen, setOpen] = useState(false);
  const [entries, setEntries] = useState<Record<number, Entry>>(initial);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const receive = useMutation({
    mutationFn: (body: unknown) => api.post<PurchaseOrder>(`/admin/po/${po.id}/receive`, body),
    onSuccess: () => {
      notify.success(t('common:toasts.submitSuccess'));
      setOpen(false);
      setRemark('');
      onDone();
    },
    onError: (error, body) => {
      const sent = (body as { lines: { line_id: number }[] }).lines;
      if (error instanceof ApiError) {
        const next: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
          const line = match ? sent[Number(match[1])] : undefined;
          next[line ? `${line.line_id}.${match?.[2]}` : field] = messages.map((m) => translateMessage(t, m)).join(' ');
        }
        setErrors(next);
      }
      notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
    },
  });

  const set = (id: number, field: keyof Entry, value: string) =>
    setEntries((current) => ({ ...current, [id]: { ...(current[id] ?? { quantity: '', expiry_date: '' }), [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open.filter((l) => {
      const q = (entries[l.id]?.quantity ?? '').trim();
      return q !== '' && q !== '0';
    });
    const body = {
      lines: chosen.map((l) => ({ line_id: l.id, quantity: entries[l.id]?.quantity.trim(), expiry_date: entries[l.id]?.expiry_date || null })),
      remark: remark.trim() || null,
    };
    const next: Record<string, string> = {};
    const parsed = PoReceiveInput.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const line = typeof index === 'number' ? chosen[index] : undefined;
        next[line ? `${line.id}.${String(field)}` : String(issue.path[0] ?? '_')] = translateMessage(t, issue.message);
      }
    }
    chosen.forEach((l) => {
      if (!next[`${l.id}.quantity`] && Number(entries[l.id]?.quantity) > l.outstanding_quantity) {
        next[`${l.id}.quantity`] = translateMessage(t, PO_MESSAGES.lessThanTotal);
      }
    });
    if (chosen.length === 0) next._ = t('admin:po.receive.nothing');
    setErrors(next);
    if (Object.keys(next).length === 0) receive.mutate(body);
  };

  const cell = (line: PoLine, field: keyof Entry) => {
    const error = errors[`${line.id}.${field}`];
    const label = t(field === 'quantity' ? 'admin:po.receive.quantity' : 'admin:inventory.fields.expiryDate');
    return (
      <Table.Cell verticalAlign="top">
        <Input
          size="sm"
          type={field === 'quantity' ? 'number' : 'date'}
          min={field === 'quantity' ? 0 : undefined}
          aria-label={`${label}: ${line.product_name ?? ''} ${variantText(line)}`}
          aria-invalid={error ? true : undefined}
          value={entries[line.id]?.[field] ?? ''}
          onChange={(e) => set(line.id, field, e.currentTarget.value)}
        />
        {error && <Text fontSize="xs" color="fg.error" mt="1">{error}</Text>}
      </Table.Cell>
    );
  };

  return (
    <FormDialog
      open={isOpen}
      size="xl"
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setEntries(initial());
          setErrors({});
        }
      }}
      trigger={
        <Button size="sm" colorPalette="green">
          {t('admin:po.actions.receive')}
        </Button>
      }
      title={t('admin:po.receive.title', { number: po.number })}
      onSubmit={submit}
      submitLabel={t('admin:po.receive.submit')}
      submitColor="green"
      pending={receive.isPending}
    >
      <Stack gap="3">
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
              {open.map((line) => (
                <Table.Row key={line.id}>
                  <Table.Cell verticalAlign="top">
                    <Text>{line.product_name ?? `#${line.stock_id}`}</Text>
                    <Text fontSize="xs" color="fg.muted">{variantText(line)}</Text>
                  </Table.Cell>
                  <Table.Cell verticalAlign="top" textAlign="end">{line.outstanding_quantity}</Table.Cell>
                  {cell(line, 'quantity')}
                  {cell(line, 'expiry_date')}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Field.Root id="receive-remark">
          <Field.Label>{t('admin:inventory.fields.remark')}</Field.Label>
          <Textarea size="sm" rows={2} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
        </Field.Root>
        {(errors._ ?? errors.lines) && <Text color="fg.error" fontSize="sm">{errors._ ?? errors.lines}</Text>}
      </Stack>
    </FormDialog>
  );
}
