import { ValidationError } from '../shared/errors.js';

export const MISSING_FORM = 'The selected form does not exist.';

/**
 * The forms a funnel's form step names. Until the forms domain (issue 28 §3) joins, no form exists:
 * a form step is refused and none has a url.
 */
export const FunnelForms = {
  async assertUsable(_formId: number, field: string): Promise<void> {
    throw ValidationError.field(field, MISSING_FORM);
  },
  async urls(_ids: readonly number[]): Promise<Map<number, string>> {
    return new Map();
  },
};
