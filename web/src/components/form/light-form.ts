import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * A public page's form (decision 0044: `/contact-us`, and the CRM's forms and funnels after it):
 * native inputs the browser keeps, read when the form is sent, so the page's first scripts carry
 * neither react-hook-form nor zod nor the message catalogue. The checks (the API's own schema, its
 * messages translated), the answer's placement beside the fields and the toasts load with
 * `light-form-checks.ts` when a field is first focused, or at the latest when the form is sent.
 * Errors show beside their fields; after a first send, each change checks again.
 */
export interface LightFormOptions<S extends z.ZodType, R> {
  /** Prefix of the fields' element ids (unique on the page). */
  id: string;
  /** The inputs' names, as the schema knows them. */
  fields: readonly string[];
  /** The API's schema, loaded on first use (zod with it). */
  schema: () => Promise<S>;
  /** Body path → the field that shows its message (default: the path when it is a field). */
  fieldOf?: (path: string) => string | undefined;
  submit: (body: z.output<S>) => Promise<R>;
  successTitle: string;
  failTitle: string;
}

export interface LightFormHandle {
  id: string;
  /** Field name → its message, translated. */
  errors: Readonly<Record<string, string>>;
  /** What no field shows (a server answer about the form as a whole), translated. */
  message: string | undefined;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  /** Starts loading the checks (the first focus in the form). */
  prefetch: () => void;
}

const loadChecks = () => import('./light-form-checks');

/** The fields' values as the inputs hold them. */
function valuesOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));
}

/** Focuses the first field (in the form's order) that has a message. */
function focusFirst(form: HTMLFormElement, errors: Record<string, string>): void {
  const names = new Set(Object.keys(errors));
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && names.has(element.getAttribute('name') ?? '')) return element.focus();
  }
}

export function useLightForm<S extends z.ZodType, R>(options: LightFormOptions<S, R>): LightFormHandle {
  const { t } = useTranslation();
  const latest = useRef(options);
  latest.current = options;
  const [shown, setShown] = useState<{ errors: Record<string, string>; message?: string }>({ errors: {} });
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const sent = useRef(false);

  const check = async (form: HTMLFormElement) => {
    const { fields, schema, fieldOf } = latest.current;
    const values = valuesOf(form, fields);
    const [checks, chosen] = await Promise.all([loadChecks(), schema()]);
    return { checks, result: checks.checkValues(t, chosen, values, fieldOf ?? ((path) => (fields.includes(path) ? path : undefined))) };
  };

  const send = async (form: HTMLFormElement) => {
    const { checks, result } = await check(form);
    if (!result.ok) {
      setShown({ errors: result.errors });
      focusFirst(form, result.errors);
      return;
    }
    const current = latest.current;
    try {
      await current.submit(result.body as z.output<S>);
    } catch (error) {
      const placed = checks.placeFailure(t, error, current.fieldOf ?? ((path) => (current.fields.includes(path) ? path : undefined)));
      setShown({ errors: placed.errors, message: placed.rest.join(' ') || undefined });
      focusFirst(form, placed.errors);
      checks.notifyFailure(t, current.failTitle, error);
      return;
    }
    setShown({ errors: {} });
    sent.current = false;
    form.reset();
    checks.notifySuccess(current.successTitle);
  };

  return {
    id: options.id,
    errors: shown.errors,
    message: shown.message,
    pending,
    prefetch: () => void loadChecks(),
    onSubmit: (event) => {
      event.preventDefault();
      event.stopPropagation();
      // One request at a time: a double click or a second Enter sends nothing more.
      if (sending.current) return;
      sending.current = true;
      sent.current = true;
      setPending(true);
      void send(event.currentTarget).finally(() => {
        sending.current = false;
        setPending(false);
      });
    },
    onChange: (event) => {
      if (!sent.current || sending.current) return;
      void check(event.currentTarget).then(({ result }) => setShown((now) => ({ ...now, errors: result.ok ? {} : result.errors })));
    },
  };
}
