import type { Mail } from '../mail/mail.js';
import { env } from '../shared/env.js';
import type { OrderInfo } from './order.schema.js';

type Texts = {
  subject: Record<'paid' | 'shipped', (number: string) => string>;
  intro: { paid: (number: string) => string; shipped: (number: string, method: string) => string };
  subtotal: string;
  shipping: string;
  total: string;
  shipTo: string;
  orders: string;
};

/** The shopper's mails in the shop's interface languages (the order keeps the language it was placed in). */
const TEXTS: Record<'en' | 'zh_hk' | 'zh_cn', Texts> = {
  en: {
    subject: { paid: (n) => `Order ${n} is confirmed`, shipped: (n) => `Order ${n} is on its way` },
    intro: {
      paid: (n) => `Thank you: we have your payment for order ${n} and are preparing it.`,
      shipped: (n, method) => `Order ${n} has been shipped by ${method}.`,
    },
    subtotal: 'Subtotal: ',
    shipping: 'Shipping: ',
    total: 'Total: ',
    shipTo: 'Shipping to: ',
    orders: 'Your orders: ',
  },
  zh_hk: {
    subject: { paid: (n) => `訂單 ${n} 已確認`, shipped: (n) => `訂單 ${n} 已寄出` },
    intro: {
      paid: (n) => `多謝惠顧：我們已收到訂單 ${n} 的付款，正在為您準備。`,
      shipped: (n, method) => `訂單 ${n} 已經由 ${method} 寄出。`,
    },
    subtotal: '小計：',
    shipping: '運費：',
    total: '總計：',
    shipTo: '送貨地址：',
    orders: '您的訂單：',
  },
  zh_cn: {
    subject: { paid: (n) => `订单 ${n} 已确认`, shipped: (n) => `订单 ${n} 已发货` },
    intro: {
      paid: (n) => `感谢惠顾：我们已收到订单 ${n} 的付款，正在为您准备。`,
      shipped: (n, method) => `订单 ${n} 已经由 ${method} 发出。`,
    },
    subtotal: '小计：',
    shipping: '运费：',
    total: '总计：',
    shipTo: '收货地址：',
    orders: '您的订单：',
  },
};

/**
 * The texts for the language the order was placed in: its content language slot (`default` is the
 * site's main language); a language without texts of its own gets English.
 */
function textsFor(slot: string, mainLanguage: string): Texts {
  const language = (slot === 'default' ? mainLanguage : slot).toLowerCase().replace('-', '_');
  return language === 'zh_hk' || language === 'zh_cn' ? TEXTS[language] : TEXTS.en;
}

/**
 * The shopper's mail when an order is paid (a confirmation with every line and total) or shipped,
 * in the language the order was placed in. Names and prices are the order's own snapshot.
 */
export function orderMail(order: OrderInfo, status: 'paid' | 'shipped', mainLanguage = 'en_us'): Mail {
  const t = textsFor(order.language, mainLanguage);
  const money = (amount: string) => `${order.base_currency} ${amount}`;
  const lines = order.lines.map((l) => `- ${l.name ?? l.sku} × ${String(l.quantity)}: ${money(l.line_total)}`).join('\n');
  const address = order.shipping_address;
  const intro = status === 'paid' ? t.intro.paid(order.order_number) : t.intro.shipped(order.order_number, order.shipping_method.name);
  const text = [
    intro,
    '',
    lines,
    '',
    `${t.subtotal}${money(order.subtotal)}`,
    `${t.shipping}${money(order.shipping_fee)}`,
    `${t.total}${money(order.grand_total)}`,
    '',
    `${t.shipTo}${address.first_name} ${address.last_name}, ${address.address}, ${address.country}`,
    '',
    `${t.orders}${env().APP_URL}/account`,
  ].join('\n');
  return { to: order.email, subject: t.subject[status](order.order_number), text };
}
