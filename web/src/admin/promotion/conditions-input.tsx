import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { PromotionContract } from '@shop/core/promotion/promotion.contract';
import type { FormOf } from '@shop/core/shared/contract';
import {
  PROMOTION_CHANNELS,
  PROMOTION_CONDITIONS,
  PROMOTION_MESSAGES,
  type PromotionConditionType,
} from '@shop/core/promotion/promotion.schema';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../components/resource';
import { translateMessage } from '../../components/ui/messages';

/** One condition row as the form holds it (the ids as typed until sent). */
type Row = { type: PromotionConditionType; amount?: string; ids?: (number | string)[]; channel?: string };
/** The form's value of `conditions` (the schema's input). */
type Conditions = FormOf<typeof PromotionContract>['conditions'];

const LISTS: readonly PromotionConditionType[] = ['products', 'categories', 'brands', 'membership_tiers'];

const blank = (type: PromotionConditionType): Row =>
  type === 'min_subtotal'
    ? { type, amount: '' }
    : LISTS.includes(type)
      ? { type, ids: [] }
      : type === 'channel'
        ? { type, channel: 'online' }
        : { type };

const idsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((v) => (/^\d+$/.test(v) ? Number(v) : v));

/** The server's (or this row's own) message for a row's part: `conditions.1.type`, `conditions.1.ids`. */
function rowError(errors: unknown, index: number, part: string): string | undefined {
  const row = (errors as { conditions?: Record<number, Record<string, { message?: string }>> }).conditions?.[index];
  return row?.[part]?.message;
}

/**
 * A promotion's conditions (decision 0068): a list of rows, each a condition type and its value (an
 * amount, ids, a channel). A type chosen twice is marked at once with the spec's message
 * (promotion_repeated_conditions); the server says the same on save.
 */
export function ConditionsInput({ field, value, onChange: change, disabled, errors }: WidgetProps<Conditions>) {
  const { t } = useTranslation();
  const rows = (value ?? []) as Row[];
  // The rows are sent as typed; the server's schema checks them.
  const onChange = (next: Row[]) => change(next as unknown as Conditions);
  const set = (index: number, row: Row) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const label = (type: string) => t(`admin:promotion.conditions.${type}`);
  return (
    <Stack gap="2" width="full" role="group" aria-labelledby={field.labelId}>
      {rows.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('admin:promotion.noConditions')}
        </Text>
      )}
      {rows.map((row, index) => {
        const repeated = rows.findIndex((r) => r.type === row.type) !== index;
        const message = repeated
          ? PROMOTION_MESSAGES.repeated
          : (rowError(errors, index, 'type') ?? rowError(errors, index, 'ids') ?? rowError(errors, index, 'amount'));
        return (
          <Stack key={index} gap="1" data-testid="promotion-condition">
            <HStack gap="2" align="start" wrap="wrap">
              <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
                <NativeSelect.Field
                  aria-label={t('admin:promotion.conditionType', { n: index + 1 })}
                  value={row.type}
                  onChange={(e) => set(index, blank(e.target.value as PromotionConditionType))}
                >
                  {PROMOTION_CONDITIONS.map((type) => (
                    <option key={type} value={type}>
                      {label(type)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {row.type === 'min_subtotal' && (
                <Input
                  size="sm"
                  width="40"
                  aria-label={label(row.type)}
                  value={row.amount ?? ''}
                  disabled={disabled}
                  onChange={(e) => set(index, { ...row, amount: e.target.value })}
                />
              )}
              {LISTS.includes(row.type) && (
                <Input
                  size="sm"
                  flex="1"
                  minW="40"
                  aria-label={t('admin:promotion.idsOf', { what: label(row.type) })}
                  placeholder={t('admin:promotion.idsPlaceholder')}
                  value={(row.ids ?? []).join(', ')}
                  disabled={disabled}
                  onChange={(e) => set(index, { ...row, ids: idsOf(e.target.value) })}
                />
              )}
              {row.type === 'channel' && (
                <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
                  <NativeSelect.Field
                    aria-label={label(row.type)}
                    value={row.channel}
                    onChange={(e) => set(index, { ...row, channel: e.target.value })}
                  >
                    {PROMOTION_CHANNELS.map((c) => (
                      <option key={c} value={c}>
                        {t(`admin:promotion.channels.${c}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
              <Button size="sm" variant="outline" disabled={disabled} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                {t('admin:promotion.removeCondition')}
              </Button>
            </HStack>
            {message && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {translateMessage(t, message)}
              </Text>
            )}
          </Stack>
        );
      })}
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={disabled}
        onClick={() => onChange([...rows, blank(PROMOTION_CONDITIONS.find((c) => !rows.some((r) => r.type === c)) ?? 'min_subtotal')])}
      >
        {t('admin:promotion.addCondition')}
      </Button>
    </Stack>
  );
}
