import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellMessage, GridCell, LineItemsTable } from '../../components/form';
import type { WidgetProps } from '../../components/resource';
import { lineAmount, linesTotal, variantText, type LineRow } from './po-types';
import { useProductSearch, useProductVariants, type ProductVariants } from './queries';

const SEARCH_DEBOUNCE_MS = 400;
let counter = 0;

/** A line's name in accessible labels: its product and variant. */
const lineName = (line: LineRow) => `${line.product_name ?? `#${line.stock_id}`} ${variantText(line)}`;

/**
 * The purchase order's lines: one variant each, quantity and unit cost (exact decimal strings),
 * amount and total computed in minor units. Variants are added by finding a product and choosing
 * one of its variants. Locked (read-only) once the order is no longer a draft.
 */
export function PoLinesEditor({ value, onChange, errors, disabled, field, mode }: WidgetProps<LineRow[]>) {
  const { t } = useTranslation();
  const lines = value ?? [];
  const set = (key: string, column: 'quantity' | 'unit_cost', text: string) =>
    onChange(lines.map((l) => (l._key === key ? { ...l, [column]: text } : l)));
  const add = (product: ProductVariants, stock: ProductVariants['stocks'][number]) =>
    onChange([
      ...lines,
      {
        _key: `line-${(counter += 1)}`,
        stock_id: stock.id,
        quantity: '1',
        unit_cost: '',
        product_name: product.name,
        sku: stock.sku,
        attributes: stock.attributes,
      },
    ]);

  return (
    <Stack gap="3">
      {lines.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:po.lines.empty')}
        </Text>
      ) : (
        <LineItemsTable
          aria-labelledby={field.labelId}
          rows={lines}
          rowKey={(line) => line._key}
          columns={[
            {
              key: 'product',
              header: t('admin:inventory.fields.product'),
              cell: (line, index) => (
                <>
                  {line.product_name ?? `#${line.stock_id}`}
                  <CellMessage errors={errors} path={['lines', index, 'stock_id']} />
                  <CellMessage errors={errors} path={['lines', index, 'id']} />
                </>
              ),
            },
            { key: 'variant', header: t('admin:inventory.fields.variant'), cell: (line) => variantText(line) },
            ...(['quantity', 'unit_cost'] as const).map((cell) => ({
              key: cell,
              header: t(cell === 'quantity' ? 'admin:po.lines.quantity' : 'admin:po.lines.unitCost'),
              renderCell: (line: LineRow, index: number) => (
                <GridCell
                  errors={errors}
                  path={['lines', index, cell]}
                  minW="28"
                  inputMode={cell === 'quantity' ? 'numeric' : 'decimal'}
                  disabled={disabled}
                  label={t('admin:po.lines.cell', {
                    field: t(cell === 'quantity' ? 'admin:po.lines.quantity' : 'admin:po.lines.unitCost'),
                    line: lineName(line),
                  })}
                  value={line[cell]}
                  onChange={(text) => set(line._key, cell, text)}
                />
              ),
            })),
            { key: 'amount', header: t('admin:po.lines.amount'), align: 'end', cell: (line) => lineAmount(line.quantity, line.unit_cost) },
            mode === 'edit' && {
              key: 'received',
              header: t('admin:po.lines.received'),
              align: 'end',
              cell: (line) => line.received_quantity ?? 0,
            },
          ]}
          remove={
            disabled
              ? undefined
              : {
                  label: (line) => t('admin:po.lines.removeNamed', { line: lineName(line) }),
                  text: t('admin:product.variants.remove'),
                  onRemove: (line) => onChange(lines.filter((l) => l._key !== line._key)),
                }
          }
          footer={
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
          }
        />
      )}
      {disabled ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:po.lines.locked')}
        </Text>
      ) : (
        <VariantPicker taken={new Set(lines.map((l) => l.stock_id))} onPick={add} />
      )}
    </Stack>
  );
}

/** Find a product by name or SKU, then add one of its variants. */
function VariantPicker({
  taken,
  onPick,
}: {
  taken: Set<number>;
  onPick: (product: ProductVariants, stock: ProductVariants['stocks'][number]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const hits = useProductSearch(term);
  const product = useProductVariants(productId);

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
      {term &&
        hits.data &&
        productId === null &&
        (hits.data.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('common:list.emptySearch')}
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap">
            {hits.data.data.map((p) => (
              <Button key={p.id} size="xs" variant="outline" onClick={() => setProductId(p.id)}>
                {p.name} ({p.sku})
              </Button>
            ))}
          </HStack>
        ))}
      {productId !== null && product.data && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('admin:po.lines.chooseVariant', { name: product.data.name })}
          </Text>
          <HStack gap="2" wrap="wrap">
            {product.data.stocks
              .filter((s) => s.visibled)
              .map((s) => (
                <Button
                  key={s.id}
                  size="xs"
                  variant="subtle"
                  colorPalette="blue"
                  disabled={taken.has(s.id)}
                  onClick={() => onPick(product.data, s)}
                >
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
