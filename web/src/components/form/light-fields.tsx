import type { ReactNode } from 'react';
import { BusyLabel } from '../ui/busy-label';
import type { LightFormHandle } from './light-form';
import './light-fields.css';

interface LightFieldProps {
  form: LightFormHandle;
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/**
 * A light form's field: the browser keeps its value; its message comes from the form. Plain
 * elements drawn as Chakra's field (`light-fields.css`): the page is server-rendered (decision 0045).
 * The asterisk sits beside the label, not in it, so the label text is exactly the field name.
 */
export function LightField({ form, name, label, required, type = 'text', autoComplete, rows }: LightFieldProps) {
  const error = form.errors[name];
  const id = `${form.id}-${name}`;
  // The ids and ARIA Chakra's Field gave them: the message is the control's error message, not its description.
  const errorId = `field::${id}::error-text`;
  const control = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-errormessage': error ? errorId : undefined,
  };
  return (
    <div className="shop-form__field" id={`field::${id}`} role="group">
      <div className="shop-form__label-row">
        <label className="shop-form__label" id={`${id}-label`} htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="shop-form__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {rows ? (
        <textarea className="shop-textarea" rows={rows} {...control} />
      ) : (
        <input className="shop-input shop-input--md" type={type} autoComplete={autoComplete} {...control} />
      )}
      {error && (
        <span className="shop-form__error" id={errorId} aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}

/** The `<form>`: checks load with the first focus; the form's own message at the end. */
export function LightForm({ form, label, children }: { form: LightFormHandle; label: string; children: ReactNode }) {
  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit} onChange={form.onChange} onFocus={form.prefetch}>
      {children}
      {form.message && (
        <p role="alert" className="shop-form__message" data-form-message="">
          {form.message}
        </p>
      )}
    </form>
  );
}

/** Submit, unavailable while the call is on its way. */
export function LightSubmit({ form, children }: { form: LightFormHandle; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="shop-button shop-button--md shop-button--solid shop-palette-blue"
      disabled={form.pending}
      data-loading={form.pending ? '' : undefined}
    >
      <BusyLabel busy={form.pending}>{children}</BusyLabel>
    </button>
  );
}
