import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnyResource, FormMode, FormValues } from './types';

/** Spec section 9: name-to-SKU debounce. */
export const DERIVE_DEBOUNCE_MS = 1000;

/** The last 4 digits of the current time in seconds (spec section 5): the same for codes filled together. */
export const timeDigits = (now = Date.now()): string => String(Math.floor(now / 1000)).slice(-4);

/**
 * A code made of the name's letters and digits (other characters become one separator) plus the
 * time digits: `Soft Tee!` → `SOFT-TEE-1234` (upper) or `soft-tee-1234` (lower). A name with no
 * latin letters or digits (e.g. only Chinese) gives the digits alone.
 */
export function codeFrom(parts: string[], options: { upper?: boolean; separator?: string; digits?: string } = {}): string {
  const separator = options.separator ?? '-';
  const words = parts
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const text = [...words, options.digits ?? timeDigits()].join(separator);
  return options.upper ? text.toUpperCase() : text.toLowerCase();
}

/**
 * Keeps `derive` fields filled from their source while the user has not edited them by hand: one
 * second after the source stops changing each such field gets `rule.value(source)`. A field the
 * user types into is left alone from then on (clearing it hands it back to the auto-fill); in edit
 * mode a field that already holds a value counts as edited.
 */
export function useDerivedFields(definition: AnyResource, form: UseFormReturn<FormValues>, mode: FormMode, loadedKey: unknown) {
  const manual = useRef(new Set<string>());
  const rules = definition.fields.filter((f) => f.derive);

  // A newly loaded item: whatever it already holds was chosen by someone.
  useEffect(() => {
    manual.current = new Set(mode === 'edit' ? rules.filter((f) => String(form.getValues(f.name) ?? '') !== '').map((f) => f.name) : []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new item resets the memory
  }, [loadedKey, mode]);

  useEffect(() => {
    if (rules.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || !name) return;
      if (rules.some((f) => f.name === name)) {
        if (String(values[name] ?? '') === '') manual.current.delete(name);
        else manual.current.add(name);
        return;
      }
      const targets = rules.filter((f) => f.derive?.from === name);
      if (!targets.length) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const source = String(form.getValues(name) ?? '');
        for (const field of targets) {
          if (manual.current.has(field.name) || !field.derive) continue;
          form.setValue(field.name, source.trim() ? field.derive.value(source) : '', {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
        }
      }, DERIVE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules are static per definition
  }, [form, definition]);
}
