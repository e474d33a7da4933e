import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { valuesLabel } from './variant-grid';
import { restoreBlock, totalStock, type OptionRow, type VariantRow } from './variants';

interface HiddenVariantsProps {
  /** The saved variants set aside (`hidden_stocks`). */
  hidden: VariantRow[];
  options: OptionRow[];
  rows: VariantRow[];
  /** The options' attribute keys, in order. */
  keys: string[];
  onRestore: (key: string) => void;
}

/** Saved variants set aside (not sent): each can come back unless the options or a duplicate block it. */
export function HiddenVariants({ hidden, options, rows, keys, onRestore }: HiddenVariantsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text fontWeight="medium" id="variant-hidden-heading">
        {t('admin:product.variants.hidden', { count: hidden.length })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('admin:product.variants.hiddenHelp')}
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-labelledby="variant-hidden-heading">
        {hidden.map((row) => {
          const block = restoreBlock(options, rows, row);
          // In the options' order, like the grid, when the variant has them all.
          const values =
            keys.length && keys.every((k) => k in row.attributes) ? valuesLabel(row, keys) : Object.values(row.attributes).join(' / ');
          const label = `${row.sku}${values ? ` (${values})` : ''}`;
          return (
            <HStack
              as="li"
              key={row._key}
              gap="3"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="md"
              bg="bg.muted"
              color="fg.muted"
              justify="space-between"
              wrap="wrap"
            >
              <HStack gap="3">
                <Badge>{t('admin:product.variants.hiddenBadge')}</Badge>
                <Text>{label}</Text>
                <Text fontSize="sm">{row.price}</Text>
                {row.inventories && totalStock(row) > 0 && (
                  <Text fontSize="sm">{t('admin:product.stock.open', { count: totalStock(row) })}</Text>
                )}
              </HStack>
              <HStack gap="2">
                {block && (
                  <Text fontSize="xs">
                    {t(block === 'options' ? 'admin:product.variants.restoreOptions' : 'admin:product.variants.restoreDuplicate')}
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  disabled={Boolean(block)}
                  onClick={() => onRestore(row._key)}
                  aria-label={t('admin:product.variants.restoreNamed', { variant: label })}
                >
                  {t('admin:product.variants.restore')}
                </Button>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
