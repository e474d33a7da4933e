import type { Mail } from '../mail/mail.js';
import { env } from '../shared/env.js';
import type { OrderInfo, OrderRefund } from './order.schema.js';

type Texts = {
  subject: Record<'paid' | 'shipped', (number: string) => string>;
  intro: { paid: (number: string) => string; shipped: (number: string, method: string) => string };
  subtotal: string;
  shipping: string;
  total: string;
  shipTo: string;
  orders: string;
  refund: {
    subject: (number: string) => string;
    intro: (number: string, amount: string) => string;
    reason: string;
    refundedTotal: string;
    /** A bank transfer or cash order's money is paid back by the shop's staff, not through a card. */
    offline: string;
    card: string;
  };
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
    refund: {
      subject: (n) => `Refund for order ${n}`,
      intro: (n, amount) => `We have refunded ${amount} of order ${n}.`,
      reason: 'Reason: ',
      refundedTotal: 'Refunded so far: ',
      offline: 'We will pay this amount back to you the way you paid.',
      card: 'The amount goes back to your card; it may take a few days to show.',
    },
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
    refund: {
      subject: (n) => `訂單 ${n} 的退款`,
      intro: (n, amount) => `我們已為訂單 ${n} 退款 ${amount}。`,
      reason: '原因：',
      refundedTotal: '累計退款：',
      offline: '我們會以您付款的方式退還此金額。',
      card: '款項會退回您的信用卡，可能需要數天才會顯示。',
    },
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
    refund: {
      subject: (n) => `订单 ${n} 的退款`,
      intro: (n, amount) => `我们已为订单 ${n} 退款 ${amount}。`,
      reason: '原因：',
      refundedTotal: '累计退款：',
      offline: '我们会以您付款的方式退还此金额。',
      card: '款项会退回您的银行卡，可能需要数天才会显示。',
    },
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

/**
 * The shopper's notice of a refund (decision 0049), in the language the order was placed in: the
 * units that went back, the amount, the reason staff gave, and what was refunded so far.
 */
export function refundMail(order: OrderInfo, refund: OrderRefund, mainLanguage = 'en_us'): Mail {
  const t = textsFor(order.language, mainLanguage);
  const money = (amount: string) => `${order.base_currency} ${amount}`;
  const lines = refund.lines.map((r) => {
    const line = order.lines.find((l) => l.id === r.line_id);
    return `- ${line?.name ?? line?.sku ?? String(r.line_id)} × ${String(r.quantity)}: ${money(r.amount)}`;
  });
  const text = [
    t.refund.intro(order.order_number, money(refund.amount)),
    ...(lines.length ? ['', ...lines] : []),
    '',
    `${t.refund.reason}${refund.reason}`,
    `${t.refund.refundedTotal}${money(order.refunded_total)} / ${money(order.grand_total)}`,
    '',
    refund.method === 'card' ? t.refund.card : t.refund.offline,
    '',
    `${t.orders}${env().APP_URL}/account`,
  ].join('\n');
  return { to: order.email, subject: t.refund.subject(order.order_number), text };
}
