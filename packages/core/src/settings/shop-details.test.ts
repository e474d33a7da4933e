import { describe, expect, it } from 'vitest';
import { invoiceDate, invoiceNumber } from '../order/order-document.rules.js';
import { ConfigurationInput, documentShop, SHOP_ADDRESS_LINES_MESSAGE, SHOP_PHONE_MESSAGE, SiteSettings } from './settings.schema.js';

const parse = (input: Record<string, unknown>) => ConfigurationInput.safeParse(input);
const messagesOf = (input: Record<string, unknown>) => {
  const parsed = parse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('shop details in the site settings (printed on order documents)', () => {
  it('start empty: a site that never set them prints no such lines', () => {
    const site = SiteSettings.parse({});
    expect(documentShop(site)).toEqual({
      name: 'Shop',
      logo: null,
      email: null,
      shop_legal_name: null,
      shop_address: null,
      shop_phone: null,
      shop_registration_number: null,
      main_language: 'en_us',
    });
  });

  it('accept a legal name, an address of several lines, a phone and a registration number, trimmed', () => {
    const parsed = parse({
      shop_legal_name: '  Harbour Outfitters Limited ',
      shop_address: ' 12/F, 1 Queen’s Road Central \r\n\r\n Central\r\nHong Kong  ',
      shop_phone: '+852 2345 6789 ext. 12',
      shop_registration_number: ' BR 12345678 ',
    });
    expect(parsed.success && parsed.data).toEqual({
      shop_legal_name: 'Harbour Outfitters Limited',
      shop_address: '12/F, 1 Queen’s Road Central\nCentral\nHong Kong',
      shop_phone: '+852 2345 6789 ext. 12',
      shop_registration_number: 'BR 12345678',
    });
  });

  it('clear a detail sent empty (or blank lines only) or null', () => {
    const parsed = parse({ shop_legal_name: '', shop_address: ' \n \n', shop_phone: null, shop_registration_number: '' });
    expect(parsed.success && parsed.data).toEqual({
      shop_legal_name: null,
      shop_address: null,
      shop_phone: null,
      shop_registration_number: null,
    });
  });

  it('refuse details longer than a document header holds, beside each field', () => {
    const messages = messagesOf({
      shop_legal_name: 'L'.repeat(201),
      shop_address: 'A'.repeat(501),
      shop_phone: '1'.repeat(41),
      shop_registration_number: 'R'.repeat(61),
    });
    expect(Object.keys(messages).sort()).toEqual(['shop_address', 'shop_legal_name', 'shop_phone', 'shop_registration_number']);
    expect(parse({ shop_legal_name: 'L'.repeat(200), shop_registration_number: 'R'.repeat(60) }).success).toBe(true);
  });

  it('refuse an address of more than six lines and a phone that is not one', () => {
    expect(messagesOf({ shop_address: ['1', '2', '3', '4', '5', '6', '7'].join('\n') })).toEqual({
      shop_address: SHOP_ADDRESS_LINES_MESSAGE,
    });
    expect(parse({ shop_address: ['1', '2', '3', '4', '5', '6'].join('\n') }).success).toBe(true);
    for (const phone of ['call us', '+852 abc', '---', '<b>2345</b>'])
      expect(messagesOf({ shop_phone: phone }), phone).toEqual({ shop_phone: SHOP_PHONE_MESSAGE });
    for (const phone of ['23456789', '+852 2345-6789', '(02) 1234 5678', '+1 555.123.4567 x89'])
      expect(parse({ shop_phone: phone }).success, phone).toBe(true);
  });

  it('refuse a detail that is not text', () => {
    expect(Object.keys(messagesOf({ shop_legal_name: 12, shop_address: ['x'], shop_registration_number: true })).sort()).toEqual([
      'shop_address',
      'shop_legal_name',
      'shop_registration_number',
    ]);
  });
});

describe('invoice number and date (decision 0048)', () => {
  it('numbers the invoice from the order number', () => {
    expect(invoiceNumber('ORD-000123')).toBe('INV-000123');
    expect(invoiceNumber('ORD-1234567')).toBe('INV-1234567');
  });

  it('dates it when the order was first paid, else when it was placed', () => {
    const placed = { order_number: 'ORD-000001', created_at: '2026-11-01T08:00:00.000Z' };
    expect(invoiceDate({ ...placed, status_history: [{ status: 'pending', at: placed.created_at }] })).toBe(placed.created_at);
    expect(
      invoiceDate({
        ...placed,
        status_history: [
          { status: 'pending', at: placed.created_at },
          { status: 'paid', at: '2026-11-02T09:00:00.000Z' },
          { status: 'shipped', at: '2026-11-03T09:00:00.000Z' },
        ],
      }),
    ).toBe('2026-11-02T09:00:00.000Z');
  });
});
