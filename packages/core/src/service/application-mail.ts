import type { ApplicationStatus } from './application.schema.js';

type Language = 'en' | 'zh_hk' | 'zh_cn';

const TEXTS: Record<Language, Record<'approved' | 'rejected', { subject: string; body: string }> & { message: string }> = {
  en: {
    approved: {
      subject: 'Your application for {service} is approved',
      body: 'Good news: your application for {service} is approved. You can now add it to your cart: {link}',
    },
    rejected: { subject: 'Your application for {service}', body: 'We are sorry: your application for {service} was not approved.' },
    message: 'Message from the shop:',
  },
  zh_hk: {
    approved: { subject: '你的 {service} 申請已獲批', body: '好消息：你的 {service} 申請已獲批，現在可以把它加入購物車：{link}' },
    rejected: { subject: '你的 {service} 申請', body: '很抱歉，你的 {service} 申請未獲批。' },
    message: '商店留言：',
  },
  zh_cn: {
    approved: { subject: '你的 {service} 申请已获批', body: '好消息：你的 {service} 申请已获批，现在可以把它加入购物车：{link}' },
    rejected: { subject: '你的 {service} 申请', body: '很抱歉，你的 {service} 申请未获批。' },
    message: '商店留言：',
  },
};

function languageOf(slot: string, mainLanguage: string): Language {
  const language = (slot === 'default' ? mainLanguage : slot).toLowerCase().replace('-', '_');
  return language === 'zh_hk' || language === 'zh_cn' ? language : 'en';
}

/** The shopper's mail about staff's decision, in the language they applied in. */
export function reviewMail(input: {
  to: string;
  status: Exclude<ApplicationStatus, 'pending'>;
  service: string;
  link: string;
  message: string | null | undefined;
  slot: string;
  mainLanguage: string;
}): { to: string; subject: string; text: string } {
  const texts = TEXTS[languageOf(input.slot, input.mainLanguage)];
  const fill = (text: string) => text.replaceAll('{service}', input.service).replaceAll('{link}', input.link);
  const decision = texts[input.status];
  const note = input.message ? `\n\n${texts.message}\n${input.message}` : '';
  return { to: input.to, subject: fill(decision.subject), text: `${fill(decision.body)}${note}\n` };
}
