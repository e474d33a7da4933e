import { Button, Checkbox, Field, Fieldset, HStack, Input, Stack } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../lib/preferences';
import { useStore } from '../shell/store-context';
import { filtered, type Listing, type ListingState } from './listing-data';

interface FiltersProps {
  listing: Listing;
  state: ListingState;
  onChange: (next: ListingState) => void;
}

/** Amounts are typed in the chosen currency and sent in the base currency (mark + amount × rate, spec section 9). */
const toShown = (base: string | undefined, currency: Currency | undefined) =>
  base === undefined ? '' : currency ? (Number(base) * currency.rate).toFixed(2) : base;
function toBase(shown: string, currency: Currency | undefined, round: 'down' | 'up'): string | undefined {
  const value = Number(shown.trim());
  if (shown.trim() === '' || !Number.isFinite(value) || value < 0) return undefined;
  const base = (value / (currency?.rate ?? 1)) * 100;
  return ((round === 'down' ? Math.floor(base + 1e-6) : Math.ceil(base - 1e-6)) / 100).toFixed(2);
}

function CheckList({
  legend,
  items,
}: {
  legend: string;
  items: { key: string; label: string; checked: boolean; toggle: (on: boolean) => void }[];
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Fieldset.Content gap="1">
        {items.map((item) => (
          <Checkbox.Root key={item.key} size="sm" checked={item.checked} onCheckedChange={(e) => item.toggle(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** An amount as a shopper types it: digits, at most two decimals. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const isAmount = (value: string) => value.trim() === '' || AMOUNT.test(value.trim());

/**
 * The price range: a form of its own (react-hook-form), so "Apply price" and Enter in either box
 * send it. Amounts are checked here, in the shopper's language, before they reach the URL: a malformed
 * amount or a maximum under the minimum is said beside the box, never sent to fail on the server.
 */
function PriceRange({ listing, state, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const { currency } = useStore();
  const legendId = useId();
  const shown = { min: toShown(state.min, currency), max: toShown(state.max, currency) };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ min: string; max: string }>({ defaultValues: shown });
  // The URL is the truth: another filter, a back button or a currency change puts its amounts back.
  useEffect(() => reset(shown), [state.min, state.max, currency]); // eslint-disable-line react-hooks/exhaustive-deps
  const bounds = listing.facets.price;
  const submit = handleSubmit(({ min, max }) => {
    onChange({ ...state, page: 1, min: toBase(min, currency, 'down'), max: toBase(max, currency, 'up') });
  });
  const invalid = t('store:listing.priceInvalid');
  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={legendId} noValidate>
      <Fieldset.Root>
        <Fieldset.Legend id={legendId} fontWeight="semibold">
          {t('store:listing.price')}
          {currency ? ` (${currency.mark})` : ''}
        </Fieldset.Legend>
        <Fieldset.Content>
          <HStack gap="2" align="flex-start">
            <Field.Root invalid={!!errors.min}>
              <Input
                size="sm"
                inputMode="decimal"
                aria-label={t('store:listing.minPrice')}
                placeholder={toShown(bounds?.min, currency)}
                {...register('min', { validate: (v) => isAmount(v) || invalid })}
              />
              <Field.ErrorText>{errors.min?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.max}>
              <Input
                size="sm"
                inputMode="decimal"
                aria-label={t('store:listing.maxPrice')}
                placeholder={toShown(bounds?.max, currency)}
                {...register('max', {
                  validate: (v, all) => {
                    if (!isAmount(v)) return invalid;
                    const [low, high] = [all.min.trim(), v.trim()];
                    return !low || !high || !isAmount(low) || Number(high) >= Number(low) || t('store:listing.priceRange');
                  },
                })}
              />
              <Field.ErrorText>{errors.max?.message}</Field.ErrorText>
            </Field.Root>
          </HStack>
          <Button type="submit" size="sm" variant="outline" alignSelf="flex-start">
            {t('store:listing.applyPrice')}
          </Button>
        </Fieldset.Content>
      </Fieldset.Root>
    </form>
  );
}

/** Brand, price range and option values, from the listing's facets; every change goes to page 1. */
export function ListingFilters({ listing, state, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const { brands, attributes } = listing.facets;
  const toggleBrand = (id: number, on: boolean) =>
    onChange({ ...state, page: 1, brands: on ? [...state.brands, id] : state.brands.filter((b) => b !== id) });
  const toggleValue = (key: string, value: string, on: boolean) => {
    const current = Object.hasOwn(state.attributes, key) ? state.attributes[key]! : [];
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    const rest = Object.fromEntries(Object.entries(state.attributes).filter(([k]) => k !== key));
    onChange({ ...state, page: 1, attributes: next.length ? { ...rest, [key]: next } : rest });
  };
  return (
    <Stack gap="5">
      {brands.length > 0 && (
        <CheckList
          legend={t('store:listing.brand')}
          items={brands.map((b) => ({
            key: String(b.id),
            label: t('store:listing.facet', { label: b.title, count: b.count }),
            checked: state.brands.includes(b.id),
            toggle: (on) => toggleBrand(b.id, on),
          }))}
        />
      )}
      {!listing.prices_hidden && <PriceRange listing={listing} state={state} onChange={onChange} />}
      {attributes.map((a) => (
        <CheckList
          key={a.key}
          legend={a.label}
          items={a.values.map((v) => ({
            key: v.value,
            label: t('store:listing.facet', { label: v.value, count: v.count }),
            checked: Object.hasOwn(state.attributes, a.key) && state.attributes[a.key]!.includes(v.value),
            toggle: (on) => toggleValue(a.key, v.value, on),
          }))}
        />
      ))}
      {filtered(state) && (
        <Button
          size="sm"
          variant="ghost"
          alignSelf="flex-start"
          onClick={() => onChange({ ...state, page: 1, brands: [], min: undefined, max: undefined, attributes: {} })}
        >
          {t('store:listing.clearFilters')}
        </Button>
      )}
    </Stack>
  );
}
