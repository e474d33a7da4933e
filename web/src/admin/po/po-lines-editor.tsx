import { Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { errorAt } from '../../components/resource/nested-errors';
import { translateMessage } from '../../components/ui/messages';
import { api } from '../../lib/api';
import { lineAmount, linesTotal, variantText, type LineRow } from './po-types';

interface ProductHit {
  id: number;
  name: string;
  sku: string;
}
interface ProductDetail {
  id: number;
  name: string;
  stocks: { id: number; sku: string; visibled: boolean; attributes: Record<string, string> }[];
}

const SEARCH_DEBOUNCE_MS = 400;
let counter = 0;

/**
 * The purchase order's lines: one variant each, quantity and unit cost (exact decimal strings),
 * amount and total computed in minor units. Variants are added by finding a product and choosing
 * one of its variants. Locked (read-only) once the order is no longer a draft.
 */
export function PoLinesEditor({ value, onChange, errors, disabled, labelId, mode }: WidgetProps) {
  const { t } = useTranslation();
  const lines = (Array.isArray(value) ? value : []) as LineRow[];
  const set = (key: string, field: 'quantity' | 'unit_cost', text: string) =>
    onChange(lines.map((l) => (l._key === key ? { ...l, [field]: text } : l)));
  const add = (product: ProductDetail, stock: ProductDetail['stocks'][number]) =>
    onChange([
      ...lines,
      { _key: `line-${(counter += 1)}`, stock_id: stock.id, quantity: '1', unit_cost: '', product_name: product.name, sku: stock.sku, attributes: stock.attributes },
    ]);

  return (
    <Stack gap="3">
      {lines.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">{t('admin:po.lines.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
          <Table.Root size="sm" aria-labelledby={labelId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('admin:inventory.fields.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:inventory.fields.variant')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:po.lines.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:po.lines.unitCost')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin:po.lines.amount')}</Table.ColumnHeader>
                {mode === 'edit' && <Table.ColumnHeader textAlign="end">{t('admin:po.lines.received')}</Table.ColumnHeader>}
                {!disabled && (
                  <Table.ColumnHeader>
                    <Box as="span" srOnly>{t('common:list.actions')}</Box>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, index) => {
                const name = `${line.product_name ?? `#${line.stock_id}`} ${variantText(line)}`;
                const stockError = errorAt(errors, 'lines', index, 'stock_id') ?? errorAt(errors, 'lines', index, 'id');
                const cell = (field: 'quantity' | 'unit_cost', label: string) => {
                  const error = errorAt(errors, 'lines', index, field);
                  const errorId = `lines-${index}-${field}-error`;
                  return (
                    <Table.Cell verticalAlign="top" minW="28">
                      <Input
                        size="sm"
                        inputMode={field === 'quantity' ? 'numeric' : 'decimal'}
                        disabled={disabled}
                        aria-label={t('admin:po.lines.cell', { field: t(label), line: name })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        value={line[field]}
                        onChange={(e) => set(line._key, field, e.currentTarget.value)}
                      />
                      {error && (
                        <Text id={errorId} fontSize="xs" color="fg.error" mt="1">
                          {translateMessage(t, error)}
                        </Text>
                      )}
                    </Table.Cell>
                  );
                };
                return (
                  <Table.Row key={line._key}>
                    <Table.Cell verticalAlign="top">
                      {line.product_name ?? `#${line.stock_id}`}
                      {stockError && (
                        <Text fontSize="xs" color="fg.error" mt="1">
                          {translateMessage(t, stockError)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">{variantText(line)}</Table.Cell>
                    {cell('quantity', 'admin:po.lines.quantity')}
                    {cell('unit_cost', 'admin:po.lines.unitCost')}
                    <Table.Cell verticalAlign="top" textAlign="end">
                      {lineAmount(line.quantity, line.unit_cost)}
                    </Table.Cell>
                    {mode === 'edit' && (
                      <Table.Cell verticalAlign="top" textAlign="end">
                        {line.received_quantity ?? 0}
                      </Table.Cell>
                    )}
                    {!disabled && (
                      <Table.Cell verticalAlign="top">
                        <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('admin:po.lines.removeNamed', { line: name })} onClick={() => onChange(lines.filter((l) => l._key !== line._key))}>
                          {t('admin:product.variants.remove')}
                        </Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={4} fontWeight="semibold">
                  {t('admin:po.fields.total')}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {linesTotal(lines)}
                </Table.Cell>
                {mode === 'edit' && <Table.Cell />}
                {!disabled && <Table.Cell />}
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {disabled ? (
        <Text fontSize="sm" color="fg.muted">{t('admin:po.lines.locked')}</Text>
      ) : (
        <VariantPicker taken={new Set(lines.map((l) => l.stock_id))} onPick={add} />
      )}
    </Stack>
  );
}

/** Find a product by name or SKU, then add one of its variants. */
function VariantPicker({ taken, onPick }: { taken: Set<number>; onPick: (product: ProductDetail, stock: ProductDetail['stocks'][number]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const hits = useQuery({
    queryKey: ['admin', 'product', 'list', { search: term, per_page: 10, picker: true }],
    queryFn: ({ signal }) => api.get<{ data: ProductHit[] }>('/admin/product', { search: term, per_page: 10, page: 1 }, { signal }),
    enabled: term.length > 0,
  });
  const product = useQuery({
    queryKey: ['admin', 'product', 'detail', String(productId), 'picker'],
    queryFn: ({ signal }) => api.get<ProductDetail>(`/admin/product/${productId}`, undefined, { signal }),
    enabled: productId !== null,
  });

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root id="po-line-search">
        <Field.Label>{t('admin:po.lines.find')}</Field.Label>
        <Input
          size="sm"
          type="search"
          value={text}
          placeholder={t('admin:product.help.search')}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setProductId(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </Field.Root>
      {term && hits.data && productId === null && (
        hits.data.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">{t('common:list.emptySearch')}</Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            {hits.data.data.map((p) => (
              <Button key={p.id} size="xs" variant="outline" onClick={() => setProductId(p.id)}>
                {p.name} ({p.sku})
              </Button>
            ))}
          </HStack>
        )
      )}
      {productId !== null && product.data && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('admin:po.lines.chooseVariant', { name: product.data.name })}
          </Text>
          <HStack gap="2" wrap="wrap">
            {product.data.stocks
              .filter((s) => s.visibled)
              .map((s) => (
                <Button key={s.id} size="xs" variant="subtle" colorPalette="blue" disabled={taken.has(s.id)} onClick={() => onPick(product.data, s)}>
                  {t('admin:po.lines.add', { variant: variantText(s) })}
                </Button>
              ))}
            <Button size="xs" variant="ghost" onClick={() => setProductId(null)}>
              {t('common:actions.back')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
