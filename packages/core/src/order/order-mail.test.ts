import { describe, expect, it } from 'vitest';
import { orderMail } from './order-mail.js';
import type { OrderInfo } from './order.schema.js';

/** Hong Kong as the storefront names it in zh-HK (ICU's name, whatever the Node version's data). */
const HONG_KONG = new Intl.DisplayNames(['zh-HK'], { type: 'region' }).of('HK')!;

/** The parts of an order its mail reads (the rest of OrderInfo plays no part in the text). */
function order(overrides: Partial<OrderInfo>): OrderInfo {
  return {
    order_number: 'ORD-000042',
    email: 'shopper@example.com',
    language: 'zh_hk',
    customer_id: 7,
    base_currency: 'HKD',
    currency: { identifier: 'USD', mark: 'US$', rate: 0.128 },
    subtotal: '240.00',
    shipping_fee: '30.00',
    grand_total: '270.00',
    shipping_method: { id: 1, name: 'Courier' },
    shipping_address: {
      first_name: '大文',
      last_name: '陳',
      country: 'HKG',
      contact_number: '+852 5555 0000',
      address: '中環皇后大道中 1 號',
    },
    lines: [
      {
        id: 1,
        name: 'Trail tee',
        sku: 'TEE-M',
        attributes: { size: 'M', colour: 'blue' },
        quantity: 2,
        unit_price: '120.00',
        line_total: '240.00',
      },
    ],
    ...overrides,
  } as unknown as OrderInfo;
}

describe('the order mail', () => {
  it('names the variant, the country and a Chinese name as they are written, and says the currency charged (issue 25 §4, §8)', () => {
    const mail = orderMail(order({}), 'paid');
    expect(mail.text).toContain('- Trail tee (M / blue) × 2: HKD 240.00');
    expect(mail.text).toContain(`送貨地址：陳大文, 中環皇后大道中 1 號, ${HONG_KONG}`);
    expect(mail.text).toContain('金額以 HKD 列出，即實際收款的貨幣。');
    expect(mail.text).toContain('/account');
  });

  it('sends a guest nowhere they cannot go, in English too', () => {
    const mail = orderMail(
      order({ customer_id: null, language: 'en_us', currency: { identifier: 'HKD', mark: 'HK$', rate: 1 } }),
      'shipped',
    );
    expect(mail.text).toContain('Shipping to: 陳大文, 中環皇后大道中 1 號, Hong Kong');
    expect(mail.text).toContain('Keep this e-mail');
    expect(mail.text).not.toContain('/account');
    expect(mail.text).not.toContain('the currency the payment is taken in');
  });
});
