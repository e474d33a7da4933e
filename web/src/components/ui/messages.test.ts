import { describe, expect, it } from 'vitest';
import { testI18n } from './test-i18n';
import { MESSAGES } from '@shop/core/shared/errors';
import { ApiError } from '../../lib/api-error';
import { errorMessages, translateMessage, translateValue } from './messages';

const i18n = await testI18n('zh-HK');
const hk = i18n.getFixedT('zh-HK');
const cn = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en-US');

describe('translateMessage', () => {
  it('translates a plain server text and a message key', () => {
    expect(translateMessage(hk, 'The selected role does not exist.')).toBe('所選角色不存在。');
    expect(translateMessage(cn, 'quantity_less_than_total')).toBe('数量不能多于可用库存。');
    expect(translateMessage(en, 'quantity_less_than_total')).toBe('The quantity cannot be more than the stock available.');
  });

  it('translates the spec texts of MESSAGES through common:validation', () => {
    expect(translateMessage(hk, MESSAGES.required)).toBe('此欄位必須填寫。');
    expect(translateMessage(hk, MESSAGES.phoneInvalid)).toBe('此電話號碼不符合所選國家或地區的格式。');
  });

  it('fills a template with the parts the server sent, translating known values among them', () => {
    expect(translateMessage(hk, 'May not be greater than 200 characters.')).toBe('不可多於 200 個字元。');
    expect(translateMessage(hk, 'May not be greater than 100.')).toBe('不可大於 100。');
    expect(translateMessage(hk, 'Product 12 still has stock; remove it first.')).toBe('產品 12 仍有庫存，請先清除。');
    expect(translateMessage(hk, 'Only a draft purchase order can be ordered; this one is partially_received.')).toBe(
      '只有草稿採購單可以發出；此採購單的狀態為「部分收貨」。',
    );
    expect(translateMessage(cn, 'Please make sure that sku field is unique')).toBe('请确保 sku 字段的值是唯一的');
  });

  it('translates a message nested in another one', () => {
    const text = 'Only part of this delivery was booked (line 1 × 4); line 2 was not: quantity_less_than_total Reload the purchase order.';
    expect(translateMessage(hk, text)).toBe(
      '此批收貨只記錄了部分（line 1 × 4）；第 2 行未能記錄：數量不可多於可用庫存。 請重新載入採購單。',
    );
  });

  it('shows an unknown text as sent', () => {
    expect(translateMessage(hk, 'Something only a newer server says.')).toBe('Something only a newer server says.');
  });

  it('translates 403/404/409 answers in toasts', () => {
    expect(errorMessages(hk, new ApiError(403, 'Permission denied: update inventory'))).toEqual(['沒有權限：update inventory']);
    expect(errorMessages(hk, new ApiError(404, 'ID not exists'))).toEqual(['ID 不存在']);
    expect(errorMessages(cn, new ApiError(409, { name: ['Please make sure that name field is unique'] }))).toEqual([
      '请确保 name 字段的值是唯一的',
    ]);
  });
});

describe('translateValue', () => {
  it('shows statuses, kinds and default reasons translated and free text as it is', () => {
    expect(translateValue(hk, 'partially_received')).toBe('部分收貨');
    expect(translateValue(hk, 'transfer_in')).toBe('轉入');
    expect(translateValue(hk, 'Correction')).toBe('更正');
    expect(translateValue(cn, 'Purchase order')).toBe('采购单');
    expect(translateValue(hk, 'Stock count in March')).toBe('Stock count in March');
  });
});
