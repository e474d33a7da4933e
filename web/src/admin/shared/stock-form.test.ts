import { INVENTORY_MESSAGES } from '@shop/core/inventory/inventory.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import { describe, expect, it } from 'vitest';
import { cellError } from '../../components/form/cell-error';
import { schemaResolver } from '../../components/form/schema-resolver';
import { placeServerErrors } from '../../components/form/server-errors';
import { ApiError } from '../../lib/api-error';
import { hk, RESOLVE } from '../../components/form/form-testing';
import { stockBody, stockCheck, stockFieldOf, stockSchema, type StockValues } from './stock-form';

const stockValues = (values: Partial<StockValues>): StockValues => ({
  action: 'plus',
  warehouse_id: '',
  to: '',
  quantity: '',
  reason: '',
  remark: '',
  expiry_date: '',
  ...values,
});
/** The stock dialog's rules: stock row 7, 3 available in warehouse 1. */
const stockRules = () => ({
  schema: stockSchema,
  toBody: (values: StockValues) => stockBody(values, { stockId: 7, withExpiry: false }),
  fieldOf: stockFieldOf,
  check: (values: StockValues) => stockCheck(values, (id) => (id === 1 ? 3 : 0)),
});

describe('the stock dialog', () => {
  it('puts a 422 beside the fields it shows: `from` on the source select, the variant on the quantity, translated and joined', () => {
    const error = new ApiError(422, {
      from: [MESSAGES.required],
      stock_id: ['The selected variant does not exist.'],
      quantity: [INVENTORY_MESSAGES.lessThanTotal],
    });
    expect(placeServerErrors(hk, error, stockFieldOf)).toEqual({
      fields: [
        ['warehouse_id', '此欄位必須填寫。'],
        ['quantity', '所選款式不存在。 數量不可多於可用庫存。'],
      ],
      rest: [],
    });
  });

  it('refuses a transfer without its warehouses beside the fields the dialog shows (`from` is the source select)', async () => {
    const resolve = schemaResolver(stockRules);
    const { errors } = await resolve(stockValues({ action: 'transfer', quantity: '2' }), undefined, RESOLVE);
    expect(cellError(errors, 'warehouse_id')).toBe(MESSAGES.required);
    expect(cellError(errors, 'to')).toBe(INVENTORY_MESSAGES.transferWarehouseRequired);
    expect(cellError(errors, 'from')).toBeUndefined();
  });

  it('refuses more out than is available, and a quantity the schema refuses keeps the schema message', async () => {
    const resolve = schemaResolver(stockRules);
    const more = await resolve(stockValues({ action: 'minus', warehouse_id: '1', quantity: '4' }), undefined, RESOLVE);
    expect(cellError(more.errors, 'quantity')).toBe(INVENTORY_MESSAGES.lessThanTotal);
    const zero = await resolve(stockValues({ action: 'minus', warehouse_id: '1', quantity: '0' }), undefined, RESOLVE);
    expect(cellError(zero.errors, 'quantity')).toBe(INVENTORY_MESSAGES.notPositive);
  });

  it('hands the submit the parsed body the API expects', async () => {
    const resolve = schemaResolver(stockRules);
    const sent = await resolve(
      stockValues({ action: 'transfer', warehouse_id: '1', to: '2', quantity: '3', remark: ' ' }),
      undefined,
      RESOLVE,
    );
    expect(sent.errors).toEqual({});
    expect(sent.values).toEqual({ stock_id: 7, from: 1, to: 2, quantity: 3, reason: 'Correction', remark: null });
  });
});
