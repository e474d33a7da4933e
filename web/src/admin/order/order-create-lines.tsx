import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormHandle } from '../../components/form';
import { RemoteCombobox } from '../../components/resource/remote-combobox';
import { FormField } from '../../components/ui/form-field';
import { SectionCard } from '../../components/ui/section-card';
import { attributesText, cellOk, VARIANTS, type CreateValues } from './order-create-form';
import { PathMessage } from './order-create-parts';
import { OrderLinesTable, type Line } from './order-lines-table';
import type { useDebouncedQuote } from './use-order-create-form';

interface LinesSectionProps {
  form: SchemaFormHandle<CreateValues>;
  lines: Line[];
  /** The server's summary of the lines as last sent (`asked`). */
  summary: ReturnType<typeof useDebouncedQuote>;
  money: (amount: string | null | undefined) => string;
}

/** The variants ordered: a search adds one, the table edits their quantities. */
export function LinesSection({ form, lines, summary, money }: LinesSectionProps) {
  const { t } = useTranslation();
  const { asked, quote } = summary;
  const setLines = (next: Line[]) =>
    form.form.setValue('lines', next, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
  const addVariant = (id: string | undefined) => {
    const stockId = Number(id);
    if (!id || !Number.isSafeInteger(stockId)) return;
    // A variant already on the order is not offered again (its quantity is edited in its row).
    if (lines.some((l) => l.stock_id === stockId)) return;
    setLines([...lines, { stock_id: stockId, quantity: '1', label: '' }]);
  };
  const priced = (stockId: number) => quote.data?.lines.find((l) => l.stock_id === stockId);
  const lineName = (line: Line) => {
    const p = priced(line.stock_id);
    if (!p) return line.label || `#${String(line.stock_id)}`;
    const options = attributesText(p.attributes);
    return `${p.name ?? p.sku}${options ? ` (${options})` : ''}`;
  };
  const quoteMessage = (index: number) => {
    if (!quote.data || quote.isPlaceholderData) return undefined;
    const sentIndex = asked.lines.findIndex((l) => l.stock_id === lines[index]?.stock_id);
    if (sentIndex < 0) return undefined;
    const messages =
      quote.data.problems[`lines.${String(sentIndex)}.quantity`] ?? quote.data.problems[`lines.${String(sentIndex)}.stock_id`];
    return messages?.[0];
  };

  return (
    <SectionCard title={t('admin:order.create.lines')} id="order-create-lines-section">
      <FormField id="order-create-add-variant" label={t('admin:order.create.addProduct')} help={t('admin:order.create.addHelp')}>
        <RemoteCombobox remote={VARIANTS} value={[]} onChange={(next) => addVariant(next[0])} exclude={lines.map((l) => l.stock_id)} />
      </FormField>
      {lines.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('admin:order.create.noLines')}
        </Text>
      ) : (
        <OrderLinesTable
          lines={lines}
          errors={form.form.formState.errors}
          priced={priced}
          nameOf={lineName}
          money={money}
          warningOf={(index) => (cellOk(form, index) ? quoteMessage(index) : undefined)}
          onChange={setLines}
        />
      )}
      <PathMessage form={form} path="lines" />
    </SectionCard>
  );
}
