import { Form } from '../form/form.js';
import { NotFoundError, ValidationError } from '../shared/errors.js';

export const MISSING_FORM = 'The selected form does not exist.';

/** The forms a funnel's form steps name (the forms domain, issue 28 §3). */
export const FunnelForms = {
  /** Refuses a form step whose form does not exist. */
  async assertUsable(formId: number, field: string): Promise<void> {
    try {
      await Form.record(formId);
    } catch (error) {
      if (error instanceof NotFoundError) throw ValidationError.field(field, MISSING_FORM);
      throw error;
    }
  },

  /** The storefront urls of these forms (one BatchGet); a deleted form has none. */
  async urls(ids: readonly number[]): Promise<Map<number, string>> {
    return Form.urls(ids);
  },

  /** The form of a funnel's form step, as the submission takes it. */
  record: (formId: number) => Form.record(formId),
};
