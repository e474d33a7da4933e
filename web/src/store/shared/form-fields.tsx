import { useTranslation } from 'react-i18next';
import formTexts from '../../locales/en-US/store-form.json';
import { addPageTexts } from '../../locales/page-texts';
import type { StoreFormAnswer } from './form-query';

addPageTexts(formTexts);

type Field = StoreFormAnswer['tabs'][number]['fields'][number];

/** One field as a plain control named by its key (checkboxes as `key[]`), its message beside it. */
export function FormField({ field, error }: { field: Field; error?: string | undefined }) {
  const { t } = useTranslation();
  const id = `form-field-${field.key}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.key,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const className = ['shop-form__field', field.class].filter(Boolean).join(' ');
  const label = (
    <span className="shop-form__label-row">
      <span className="shop-form__label" id={`${id}-label`}>
        {field.title}
      </span>
      {field.required && (
        <span className="shop-form__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  const message = error ? (
    <span className="shop-form__error" id={errorId} aria-live="polite">
      {error}
    </span>
  ) : null;

  if (field.type === 'multiple_checkbox') {
    return (
      <fieldset className={className} aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined}>
        {label}
        {field.additional_options.map((option, i) => (
          <label key={option} className="shop-form__option">
            <input type="checkbox" name={`${field.key}[]`} value={option} id={`${id}-${String(i)}`} /> {option}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {field.type === 'textarea' ? (
        <textarea className="shop-textarea" rows={5} placeholder={field.placeholder ?? undefined} {...common} />
      ) : field.type === 'single_select' ? (
        <select className="shop-input shop-input--md" defaultValue="" {...common}>
          <option value="" disabled>
            {field.placeholder || t('store:form.choose')}
          </option>
          {field.additional_options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <input className="shop-input shop-input--md" type="file" accept=".pdf,.jpg,.jpeg,.png,.gif,.webp,.docx,.xlsx" {...common} />
      ) : (
        <input
          className="shop-input shop-input--md"
          type={field.key === 'email' ? 'email' : 'text'}
          placeholder={field.placeholder ?? undefined}
          {...common}
        />
      )}
      {message}
    </div>
  );
}
