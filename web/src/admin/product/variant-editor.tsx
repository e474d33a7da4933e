import { Badge, Button, CloseButton, Field, HStack, IconButton, Input, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { MAX_VARIANTS } from '@shop/core/catalog/product.schema';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cellError } from '../../components/form';
import { useCan, type Row, type WidgetProps } from '../../components/resource';
import { DERIVE_DEBOUNCE_MS } from '../../components/resource/derive';
import { useRemoteRows } from '../../components/resource/use-resource';
import { translateMessage } from '../../components/ui/messages';
import { useWarehouses } from '../shared/stock-queries';
import { NewOptionDialog } from './new-option-dialog';
import type { ProductForm } from './product-form';
import { inventoriesOf, useProductStock, type ProductStock } from './queries';
import { HiddenVariants } from './hidden-variants';
import { VariantGrid } from './variant-grid';
import { generate, refill, removeRow, restore, type OptionRow, type VariantRow } from './variants';

const MAX_OPTIONS = 5;
/**
 * The product form's custom widget: options (attributes with values), the variant grid they
 * generate (sku, barcode, price, special price, visible per row, errors per cell) and, in edit mode,
 * each saved variant's stock per warehouse with the movement dialog. It owns the form values
 * `stocks` (its own), `options` and `hidden_stocks` (saved variants set aside, not sent).
 */
export function VariantEditor({ form, errors, value, onChange, mode, itemId, item, field }: WidgetProps<VariantRow[], ProductForm>) {
  const { t } = useTranslation();
  const can = useCan();
  const rows = value;
  const options: OptionRow[] = useWatch({ control: form.control, name: 'options' }) ?? [];
  // Watched values come from the form's runtime state: a value not set yet reads as empty.
  const hidden = useWatch({ control: form.control, name: 'hidden_stocks' }) ?? [];
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const attributes = useRemoteRows({ resource: 'attribute' });
  const labels = new Map((attributes.data ?? []).map((a: Row) => [String(a.key), String(a.label || a.key)]));
  const keys = options.map((o) => o.key).filter(Boolean);
  const stock = useProductStock(mode === 'edit' ? itemId : undefined, item as unknown as ProductStock | undefined);
  const warehouses = useWarehouses();
  const showStock = mode === 'edit' && can('get inventory');

  const setOptions = (next: OptionRow[]) =>
    form.setValue('options', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setHidden = (next: VariantRow[]) => form.setValue('hidden_stocks', next, { shouldDirty: true });
  const setRows = (next: VariantRow[]) => onChange(next);

  useCodesFollowName(rows, name, onChange);

  const setCell = (key: string, field: 'sku' | 'barcode' | 'price' | 'special_price', text: string) =>
    setRows(
      rows.map((r) => {
        if (r._key !== key) return r;
        const next = { ...r, [field]: text };
        // Typing into a code stops its auto-fill; clearing it hands it back.
        if ((field === 'sku' || field === 'barcode') && r._auto) next._auto = { ...r._auto, [field]: text === '' };
        return next;
      }),
    );

  const onGenerate = () => {
    const result = generate(options, rows, hidden, name);
    setRows(result.rows.slice(0, MAX_VARIANTS));
    setHidden(result.hidden);
  };

  const onRemove = (key: string) => {
    const result = removeRow(rows, hidden, key);
    setRows(result.rows);
    setHidden(result.hidden);
  };

  // A new option goes into the first option row without one, else into a new row.
  const onOptionCreated = (key: string) => {
    const empty = options.findIndex((o) => !o.key);
    if (empty >= 0) setOptions(options.map((o, i) => (i === empty ? { ...o, key } : o)));
    else if (options.length < MAX_OPTIONS) setOptions([...options, { key, values: [] }]);
  };
  const noAttributes = attributes.isSuccess && (attributes.data ?? []).length === 0;

  const onRestore = (key: string) => {
    const result = restore(options, rows, hidden, key);
    setOptions(result.options);
    setRows(result.rows);
    setHidden(result.hidden);
  };

  const optionsError = cellError(errors, ['options']);
  return (
    <Stack gap="5">
      <Stack gap="3" role="group" aria-labelledby="variant-options-heading">
        <Text id="variant-options-heading" fontWeight="medium">
          {t('admin:product.variants.options')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin:product.variants.optionsHelp')}
        </Text>
        {options.map((option, index) => (
          <OptionEditor
            key={index}
            index={index}
            option={option}
            attributes={(attributes.data ?? []).filter((a) => a.key === option.key || !keys.includes(String(a.key)))}
            errors={errors}
            onChange={(next) => setOptions(options.map((o, i) => (i === index ? next : o)))}
            onRemove={() => setOptions(options.filter((_, i) => i !== index))}
          />
        ))}
        {optionsError && (
          <Text fontSize="sm" color="fg.error">
            {translateMessage(t, optionsError)}
          </Text>
        )}
        {noAttributes && (
          <Text fontSize="sm">
            {t(can('create attribute') ? 'admin:product.variants.noOptionsCreate' : 'admin:product.variants.noOptionsAsk')}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={options.length >= MAX_OPTIONS}
            onClick={() => setOptions([...options, { key: '', values: [] }])}
          >
            {t('admin:product.variants.addOption')}
          </Button>
          {can('create attribute') && <NewOptionDialog onCreated={onOptionCreated} />}
          <Button size="sm" colorPalette="blue" variant="subtle" onClick={onGenerate}>
            {t('admin:product.variants.generate')}
          </Button>
        </HStack>
      </Stack>

      <Stack gap="2">
        <Text fontWeight="medium" id="variant-grid-heading">
          {t('admin:product.variants.grid', { count: rows.length })}
        </Text>
        {rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('admin:product.variants.empty')}
          </Text>
        ) : (
          <VariantGrid
            rows={rows}
            keys={keys}
            labels={labels}
            errors={errors}
            labelledBy={`${field.labelId} variant-grid-heading`}
            stock={
              showStock
                ? {
                    productId: Number(itemId),
                    hasExpiryDate: Boolean(item?.has_expiry_date),
                    inventoriesOf: (row) => (stock.data ? inventoriesOf(stock.data, row.id) : (row.inventories ?? [])),
                    warehouses,
                    canUpdate: can('update inventory'),
                  }
                : undefined
            }
            setCell={setCell}
            setVisible={(key, visible) => setRows(rows.map((r) => (r._key === key ? { ...r, visibled: visible } : r)))}
            onRemove={onRemove}
          />
        )}
      </Stack>

      {hidden.length > 0 && <HiddenVariants hidden={hidden} options={options} rows={rows} keys={keys} onRestore={onRestore} />}
    </Stack>
  );
}

/** Codes still following the name change one second after the name does (spec section 5). */
function useCodesFollowName(rows: VariantRow[], name: string, onChange: (rows: VariantRow[]) => void) {
  const latestRows = useRef(rows);
  latestRows.current = rows;
  const firstName = useRef(true);
  useEffect(() => {
    if (firstName.current) {
      firstName.current = false;
      return;
    }
    const timer = setTimeout(() => {
      const current = latestRows.current;
      if (current.some((r) => r._auto?.sku || r._auto?.barcode)) onChange(refill(current, name));
    }, DERIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the name restarts the debounce
  }, [name]);
}

interface OptionEditorProps {
  index: number;
  option: OptionRow;
  attributes: Row[];
  errors: unknown;
  onChange: (option: OptionRow) => void;
  onRemove: () => void;
}

/** One option: which attribute, and its values typed as tags (Enter or comma adds one). */
function OptionEditor({ index, option, attributes, errors, onChange, onRemove }: OptionEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyError = cellError(errors, ['options', index, 'key']);
  const valuesError =
    cellError(errors, ['options', index, 'values']) ??
    option.values.map((_, j) => cellError(errors, ['options', index, 'values', j])).find(Boolean);

  const add = () => {
    const values = text
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v && !option.values.includes(v));
    if (values.length) onChange({ ...option, values: [...option.values, ...new Set(values)] });
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && option.values.length) {
      onChange({ ...option, values: option.values.slice(0, -1) });
    }
  };

  return (
    <HStack gap="3" align="start" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root id={`option-${index}-key`} invalid={Boolean(keyError)} width={{ base: 'full', md: '56' }} required>
        <Field.Label>{t('admin:product.variants.option', { number: index + 1 })}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={option.key} onChange={(e) => onChange({ ...option, key: e.currentTarget.value })}>
            <option value="">{t('common:form.choose')}</option>
            {attributes.map((a) => (
              <option key={String(a.id)} value={String(a.key)}>
                {`${String(a.label || a.key)} (${String(a.key)})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{keyError && translateMessage(t, keyError)}</Field.ErrorText>
      </Field.Root>
      <Field.Root id={`option-${index}-values`} invalid={Boolean(valuesError)} flex="1" minW="60" required>
        <Field.Label>{t('admin:product.variants.values')}</Field.Label>
        <Wrap gap="1" align="center" borderWidth="1px" borderRadius="md" px="2" py="1" width="full">
          {option.values.map((v) => (
            <Badge key={v} size="md" variant="subtle" colorPalette="blue" gap="1">
              {v}
              <CloseButton
                size="2xs"
                aria-label={t('admin:product.variants.removeValue', { value: v })}
                onClick={() => onChange({ ...option, values: option.values.filter((x) => x !== v) })}
              />
            </Badge>
          ))}
          <Input
            size="sm"
            variant="flushed"
            border="none"
            flex="1"
            minW="32"
            value={text}
            placeholder={t('admin:product.variants.valuesPlaceholder')}
            data-testid={`option-${index + 1}-values`}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={add}
          />
        </Wrap>
        <Field.ErrorText>{valuesError && translateMessage(t, valuesError)}</Field.ErrorText>
      </Field.Root>
      <IconButton
        size="sm"
        variant="ghost"
        colorPalette="red"
        mt="6"
        aria-label={t('admin:product.variants.removeOption', { number: index + 1 })}
        onClick={onRemove}
      >
        ×
      </IconButton>
    </HStack>
  );
}
