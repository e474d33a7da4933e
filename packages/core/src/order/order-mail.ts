import type { Mail } from '../mail/mail.js';
import { countryByCode } from '../shared/countries.js';
import { personName } from '../shared/person-name.js';
import { env } from '../shared/env.js';
import type { OrderInfo, OrderRefund, PaymentInstructions } from './order.schema.js';

type Texts = {
  subject: Record<'paid' | 'shipped', (number: string) => string>;
  intro: { paid: (number: string) => string; shipped: (number: string, method: string) => string };
  subtotal: string;
  shipping: string;
  total: string;
  shipTo: string;
  orders: string;
  /** A guest has no account to open: the mail is their record (issue 25 §8). */
  guest: string;
  tracking: (carrier: string) => string;
  /** Said when the shopper viewed prices in another currency: payment is taken in the base one (issue 25 §4). */
  charged: (currency: string) => string;
  bank: {
    subject: (number: string) => string;
    intro: (number: string) => string;
    account_name: string;
    bank_name: string;
    account_number: string;
    fps_id: string;
    reference: string;
    amount: string;
    deadline: (at: string) => string;
    proof: string;
    /** A guest has no account to upload to: they reply with the receipt. */
    proofGuest: string;
  };
  rejected: { subject: (number: string) => string; intro: (number: string) => string; reason: string; again: string };
  /** A declined card (issue 25 §3): the order waits until it expires, and the mail links the card page. */
  declined: { subject: (number: string) => string; intro: (number: string) => string; until: (at: string) => string; payNow: string };
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
    guest: 'Keep this e-mail: it has your order number. Reply to it with any question about the order.',
    tracking: (carrier) => `Tracking (${carrier}): `,
    charged: (c) => `Amounts are in ${c}, the currency the payment is taken in.`,
    bank: {
      subject: (n) => `How to pay for order ${n}`,
      intro: (n) => `Thank you for order ${n}. Please pay by bank transfer:`,
      account_name: 'Account name: ',
      bank_name: 'Bank: ',
      account_number: 'Account number: ',
      fps_id: 'FPS ID: ',
      reference: 'Reference: ',
      amount: 'Amount: ',
      deadline: (at) => `Please pay by ${at}; an order not paid by then is cancelled.`,
      proof: 'Then upload a picture of your payment receipt on the order: ',
      proofGuest: 'Then reply to this e-mail with a picture of your payment receipt.',
    },
    rejected: {
      subject: (n) => `The payment for order ${n} was not accepted`,
      intro: (n) => `We could not accept the payment proof for order ${n}.`,
      reason: 'Reason: ',
      again: 'Please pay or upload a new proof on the order: ',
    },
    declined: {
      subject: (n) => `The card payment for order ${n} did not go through`,
      intro: (n) => `The card payment for order ${n} was declined. Nothing was charged.`,
      until: (at) => `Your order waits for payment until ${at}; after that it is cancelled.`,
      payNow: 'Pay now (by card or bank transfer): ',
    },
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
    guest: '請保留此電郵，內有您的訂單編號。如對訂單有任何查詢，請直接回覆此電郵。',
    tracking: (carrier) => `追蹤編號（${carrier}）：`,
    charged: (c) => `金額以 ${c} 列出，即實際收款的貨幣。`,
    bank: {
      subject: (n) => `訂單 ${n} 付款方法`,
      intro: (n) => `多謝您的訂單 ${n}。請以銀行轉帳付款：`,
      account_name: '戶口名稱：',
      bank_name: '銀行：',
      account_number: '戶口號碼：',
      fps_id: '轉數快 ID：',
      reference: '參考編號：',
      amount: '金額：',
      deadline: (at) => `請於 ${at} 前付款；逾期未付款的訂單將會取消。`,
      proof: '付款後請在訂單上載付款收據的圖片：',
      proofGuest: '付款後請回覆此電郵，並附上付款收據的圖片。',
    },
    rejected: {
      subject: (n) => `訂單 ${n} 的付款未獲接納`,
      intro: (n) => `我們未能接納訂單 ${n} 的付款證明。`,
      reason: '原因：',
      again: '請在訂單重新付款或上載新的付款證明：',
    },
    declined: {
      subject: (n) => `訂單 ${n} 的信用卡付款未能完成`,
      intro: (n) => `訂單 ${n} 的信用卡付款被拒，我們沒有收取任何款項。`,
      until: (at) => `訂單會等待付款至 ${at}，之後將被取消。`,
      payNow: '立即付款（信用卡或銀行轉帳）：',
    },
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
    guest: '请保留此电子邮件，内有您的订单编号。如对订单有任何疑问，请直接回复此邮件。',
    tracking: (carrier) => `追踪编号（${carrier}）：`,
    charged: (c) => `金额以 ${c} 列出，即实际收款的货币。`,
    bank: {
      subject: (n) => `订单 ${n} 付款方法`,
      intro: (n) => `感谢您的订单 ${n}。请以银行转账付款：`,
      account_name: '账户名称：',
      bank_name: '银行：',
      account_number: '账号：',
      fps_id: '转数快 ID：',
      reference: '参考编号：',
      amount: '金额：',
      deadline: (at) => `请于 ${at} 前付款；逾期未付款的订单将被取消。`,
      proof: '付款后请在订单上传付款收据的图片：',
      proofGuest: '付款后请回复此邮件，并附上付款收据的图片。',
    },
    rejected: {
      subject: (n) => `订单 ${n} 的付款未被接受`,
      intro: (n) => `我们未能接受订单 ${n} 的付款凭证。`,
      reason: '原因：',
      again: '请在订单重新付款或上传新的付款凭证：',
    },
    declined: {
      subject: (n) => `订单 ${n} 的信用卡付款未能完成`,
      intro: (n) => `订单 ${n} 的信用卡付款被拒，我们没有收取任何款项。`,
      until: (at) => `订单会等待付款至 ${at}，之后将被取消。`,
      payNow: '立即付款（信用卡或银行转账）：',
    },
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
  return TEXTS[languageOf(slot, mainLanguage)];
}

function languageOf(slot: string, mainLanguage: string): keyof typeof TEXTS {
  const language = (slot === 'default' ? mainLanguage : slot).toLowerCase().replace('-', '_');
  return language === 'zh_hk' || language === 'zh_cn' ? language : 'en';
}

/** The interface languages the storefront names countries in (its country select, `Intl.DisplayNames`). */
const LOCALES: Record<keyof typeof TEXTS, string> = { en: 'en', zh_hk: 'zh-HK', zh_cn: 'zh-CN' };

/** A country by its name in the mail's language ("Hong Kong", "香港"), not its code. */
function countryName(code: string, language: keyof typeof TEXTS): string {
  const alpha2 = countryByCode(code)?.alpha2;
  if (!alpha2) return code;
  try {
    return new Intl.DisplayNames([LOCALES[language]], { type: 'region' }).of(alpha2) ?? code;
  } catch {
    return code;
  }
}

/** A line as the shopper chose it: the product and its variant ("Trail tee (M / blue)"). */
function lineName(line: OrderInfo['lines'][number]): string {
  const variant = line.variant ?? Object.values(line.attributes ?? {}).join(' / ');
  const name = line.name ?? line.sku ?? '';
  return variant ? `${name} (${variant})` : name;
}

/** Where the shopper follows the order: their account, or (a guest) this mail itself. */
function followUp(order: OrderInfo, t: Texts): string {
  return order.customer_id === null ? t.guest : `${t.orders}${env().APP_URL}/account`;
}

/**
 * The shopper's mail when an order is paid (a confirmation with every line and total) or shipped,
 * in the language the order was placed in. Names and prices are the order's own snapshot.
 */
export function orderMail(order: OrderInfo, status: 'paid' | 'shipped', mainLanguage = 'en_us'): Mail {
  const language = languageOf(order.language, mainLanguage);
  const t = TEXTS[language];
  const money = (amount: string) => `${order.base_currency} ${amount}`;
  const lines = order.lines.map((l) => `- ${lineName(l)} × ${String(l.quantity)}: ${money(l.line_total)}`).join('\n');
  const address = order.shipping_address;
  const intro = status === 'paid' ? t.intro.paid(order.order_number) : t.intro.shipped(order.order_number, order.shipping_method.name);
  const shipment = status === 'shipped' ? order.shipment : null;
  const carrier = shipment?.carrier || order.shipping_method.name;
  const text = [
    status === 'shipped' && shipment?.carrier ? t.intro.shipped(order.order_number, shipment.carrier) : intro,
    ...(shipment?.tracking_number ? [`${t.tracking(carrier)}${shipment.tracking_number}`] : []),
    '',
    lines,
    '',
    `${t.subtotal}${money(order.subtotal)}`,
    `${t.shipping}${money(order.shipping_fee)}`,
    `${t.total}${money(order.grand_total)}`,
    ...(order.currency.identifier !== order.base_currency ? [t.charged(order.base_currency)] : []),
    '',
    `${t.shipTo}${personName(address.first_name, address.last_name)}, ${address.address}, ${countryName(address.country, language)}`,
    '',
    followUp(order, t),
  ].join('\n');
  return { to: order.email, subject: t.subject[status](order.order_number), text };
}

/** A deadline as a mail says it: the shop's time zone is not configured, so it is written in UTC. */
const mailTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * How to pay a bank-transfer order, mailed when it is placed (decision 0047), in the order's language:
 * the shop's bank details that are set (the QR code only on the order's pages: a mail links no API file), the reference (the order number), the amount in the base
 * currency as the order stores it, the deadline, and where to upload the proof.
 */
export function bankTransferMail(order: OrderInfo, instructions: PaymentInstructions, mainLanguage = 'en_us'): Mail {
  const t = textsFor(order.language, mainLanguage).bank;
  const i = instructions;
  const detail = (label: string, value: string | null) => (value ? [`${label}${value}`] : []);
  const text = [
    t.intro(order.order_number),
    '',
    ...detail(t.account_name, i.bank_account_name),
    ...detail(t.bank_name, i.bank_name),
    ...detail(t.account_number, i.bank_account_number),
    ...detail(t.fps_id, i.bank_fps_id),
    `${t.reference}${i.reference}`,
    `${t.amount}${i.currency} ${i.amount}`,
    ...(i.bank_transfer_note ? ['', i.bank_transfer_note] : []),
    '',
    t.deadline(mailTime(i.deadline)),
    order.customer_id === null ? t.proofGuest : `${t.proof}${env().APP_URL}/account`,
  ].join('\n');
  return { to: order.email, subject: t.subject(order.order_number), text };
}

/** A rejected payment's reason, mailed to the shopper in the order's language (decision 0047). */
export function paymentRejectedMail(order: OrderInfo, reason: string, mainLanguage = 'en_us'): Mail {
  const t = textsFor(order.language, mainLanguage).rejected;
  const again = order.customer_id === null ? textsFor(order.language, mainLanguage).bank.proofGuest : `${t.again}${env().APP_URL}/account`;
  const text = [t.intro(order.order_number), '', `${t.reason}${reason}`, '', again].join('\n');
  return { to: order.email, subject: t.subject(order.order_number), text };
}

/**
 * A declined card payment (issue 25 §3; decision 0050), mailed once per order in its language: nothing
 * was charged, until when the order waits, and a "Pay now" link to the card page. The link carries the
 * payment's client secret, the credential the provider itself puts in its return address; it pays
 * this order only and opens nothing once the order is paid or cancelled.
 */
export function paymentDeclinedMail(order: OrderInfo, clientSecret: string, mainLanguage = 'en_us'): Mail {
  const t = textsFor(order.language, mainLanguage).declined;
  const link = `${env().APP_URL}/stripe?${new URLSearchParams({ order_number: order.order_number, payment_intent_client_secret: clientSecret }).toString()}`;
  const text = [t.intro(order.order_number), '', ...(order.pay_by ? [t.until(mailTime(order.pay_by))] : []), `${t.payNow}${link}`].join(
    '\n',
  );
  return { to: order.email, subject: t.subject(order.order_number), text };
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
    return `- ${line ? lineName(line) : String(r.line_id)} × ${String(r.quantity)}: ${money(r.amount)}`;
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
    followUp(order, t),
  ].join('\n');
  return { to: order.email, subject: t.refund.subject(order.order_number), text };
}
