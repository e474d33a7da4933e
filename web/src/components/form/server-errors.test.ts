import { AttributeInput } from '@shop/core/catalog/attribute.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import { createFormControl, type FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { hk, RESOLVE } from './form-testing';
import { cellError } from './cell-error';
import { defaultFieldOf, schemaResolver } from './schema-resolver';
import { fieldsNamed, placeServerErrors, setPlacedErrors } from './server-errors';

describe("a dialog's server answer", () => {
  it('keeps what no field shows for the whole form: unknown fields, a plain 409 text, a lost connection', () => {
    const unknown = new ApiError(422, { key: ['Choose another admin.'], position: ['The selected admin does not exist.'] });
    expect(placeServerErrors(hk, unknown, fieldsNamed(['key', 'label']))).toEqual({
      fields: [['key', '請選擇另一位管理員。']],
      rest: ['所選管理員不存在。'],
    });
    expect(placeServerErrors(hk, new ApiError(409, 'The selected admin has no commission enabled.'), fieldsNamed(['to_admin_id']))).toEqual(
      {
        fields: [],
        rest: ['所選管理員未啟用佣金。'],
      },
    );
    expect(placeServerErrors(hk, new ApiError(0, ''), fieldsNamed(['to_admin_id'])).rest).toEqual([hk('common:errors.network')]);
  });

  it('lands on the form field by path (the form default: a path whose first part is a form value) and focuses only the first', () => {
    const values = { to_admin_id: '4' };
    const error = new ApiError(422, { to_admin_id: ['The selected admin has no commission enabled.'], other: ['Choose another admin.'] });
    const form = createFormControl<FieldValues>({ defaultValues: values });
    const setError = vi.fn(form.setError);
    const rest = setPlacedErrors(
      placeServerErrors(hk, error, (path) => defaultFieldOf(path, values)),
      setError,
    );
    expect(rest).toEqual(['請選擇另一位管理員。']);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('to_admin_id', { type: 'server', message: '所選管理員未啟用佣金。' }, { shouldFocus: true });
    expect(cellError(form.control._formState.errors, 'to_admin_id')).toBe('所選管理員未啟用佣金。');
  });
});

describe("a dialog's own check with the core schema", () => {
  it('checks a form whose values are the body as they are (a new option)', async () => {
    const resolve = schemaResolver(() => ({ schema: AttributeInput }));
    const { errors } = await resolve({ key: 'Fit', label: '' }, undefined, RESOLVE);
    expect(cellError(errors, 'key')).toBe(MESSAGES.keyFormatStart);
    expect(cellError(errors, 'label')).toBe(MESSAGES.required);
  });
});
