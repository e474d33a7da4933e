import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../lib/preferences';
import { useStore } from '../shell/store-context';
import { filtered, type Listing, type ListingState } from './listing-data';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

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

/**
 * A facet's values as native checkboxes (decision 0044: the category page's first script stays as
 * light as the homepage's; a native box is keyboard-usable and announced as it is), each with its
 * label, in a native fieldset and legend.
 */
function CheckList({
  legend,
  items,
}: {
  legend: string;
  items: { key: string; label: string; checked: boolean; toggle: (on: boolean) => void }[];
}) {
  return (
    <fieldset className="shop-filters__group">
      <legend className="shop-filters__legend">{legend}</legend>
      <div className="shop-filters__list">
        {items.map((item) => (
          <label key={item.key} className="shop-filters__option">
            <input type="checkbox" checked={item.checked} onChange={(e) => item.toggle(e.currentTarget.checked)} />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An amount as a shopper types it: digits, at most two decimals. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const isAmount = (value: string) => value.trim() === '' || AMOUNT.test(value.trim());

/**
 * The price range: a form of its own, so "Apply price" and Enter in either box send it. Amounts are
 * checked here, in the shopper's language, before they reach the URL: a malformed amount or a maximum
 * under the minimum is said beside the box, never sent to fail on the server. (Two boxes and two rules:
 * plain state, no form library in the category page's first script.)
 */
function PriceRange({ listing, state, onChange }: FiltersProps) {
  const { t } = useTranslation();
  const { currency } = useStore();
  const legendId = useId();
  const [values, setValues] = useState({ min: toShown(state.min, currency), max: toShown(state.max, currency) });
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  // The URL is the truth: another filter, a back button or a currency change puts its amounts back.
  useEffect(() => {
    setValues({ min: toShown(state.min, currency), max: toShown(state.max, currency) });
    setErrors({});
  }, [state.min, state.max, currency]);
  const bounds = listing.facets.price;
  const invalid = t('store:listing.priceInvalid');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [low, high] = [values.min.trim(), values.max.trim()];
    const found = {
      ...(isAmount(low) ? {} : { min: invalid }),
      ...(!isAmount(high) ? { max: invalid } : low && high && Number(high) < Number(low) ? { max: t('store:listing.priceRange') } : {}),
    };
    setErrors(found);
    if (found.min || found.max) return;
    onChange({ ...state, page: 1, min: toBase(values.min, currency, 'down'), max: toBase(values.max, currency, 'up') });
  };
  // A box and what is wrong with it, tied together as Chakra's field ties them.
  const box = (name: 'min' | 'max', label: string, placeholder: string) => (
    <div role="group" className="shop-field">
      <input
        className="shop-input"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={errors[name] ? true : undefined}
        aria-errormessage={errors[name] ? `${legendId}-${name}` : undefined}
        placeholder={placeholder}
        value={values[name]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, [name]: value }));
        }}
      />
      {errors[name] && (
        <span id={`${legendId}-${name}`} aria-live="polite" className="shop-field__error">
          {errors[name]}
        </span>
      )}
    </div>
  );
  return (
    <form onSubmit={submit} aria-labelledby={legendId} noValidate>
      <fieldset className="shop-filters__group">
        <legend id={legendId} className="shop-filters__legend">
          {t('store:listing.price')}
          {currency ? ` (${currency.mark})` : ''}
        </legend>
        <div className="shop-filters__price">
          <div className="shop-filters__boxes">
            {box('min', t('store:listing.minPrice'), toShown(bounds?.min, currency))}
            {box('max', t('store:listing.maxPrice'), toShown(bounds?.max, currency))}
          </div>
          <button type="submit" className="shop-button shop-button--outline shop-filters__start">
            {t('store:listing.applyPrice')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/**
 * Brand, price range and option values, from the listing's facets; every change goes to page 1.
 * Plain elements and the classes of `listing.css` (decision 0044).
 */
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
    <div className="shop-filters">
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
        <button
          type="button"
          className="shop-button shop-button--ghost shop-filters__start"
          onClick={() => onChange({ ...state, page: 1, brands: [], min: undefined, max: undefined, attributes: {} })}
        >
          {t('store:listing.clearFilters')}
        </button>
      )}
    </div>
  );
}
