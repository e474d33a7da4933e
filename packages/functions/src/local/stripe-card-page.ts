/** The local Stripe stand-in's card page (stripe-local.ts): a plain form, no script. */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface CardPageModel {
  intentId: string;
  clientSecret: string;
  returnUrl: string;
  amount: string;
  currency: string;
  description: string;
  error?: string;
}

/**
 * Stands in for what Stripe Elements shows on AWS. English only: it is a development tool, like
 * Stripe's own test pages, not part of the shop's interface.
 */
export function cardPage(model: CardPageModel): string {
  const field = (name: string, label: string, attributes: string) => `<label>${label}<input name="${name}" ${attributes} required></label>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment (local Stripe stand-in)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;padding:2rem 1rem;color:#1a1f36}
main{max-width:24rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 2px 8px #0001}
label{display:block;margin:.75rem 0;font-size:.9rem}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font-size:1rem;border:1px solid #aab;border-radius:4px}
.row{display:flex;gap:.75rem}.row label{flex:1}button{font-size:1rem;padding:.6rem 1rem;border-radius:4px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff;width:100%;margin-top:.5rem}.cancel{background:#fff;color:#635bff;width:100%;margin-top:.5rem}
.error{color:#b3093c;font-weight:600}.note{font-size:.8rem;color:#697386}
</style></head>
<body><main>
<h1>Pay ${escape(model.currency.toUpperCase())} ${escape(model.amount)}</h1>
<p>${escape(model.description)}</p>
${model.error ? `<p class="error" role="alert">${escape(model.error)}</p>` : ''}
<form method="post" action="/pay/${encodeURIComponent(model.intentId)}">
<input type="hidden" name="client_secret" value="${escape(model.clientSecret)}">
<input type="hidden" name="return_url" value="${escape(model.returnUrl)}">
${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"')}
<div class="row">
${field('exp', 'Expiry (MM / YY)', 'autocomplete="cc-exp" placeholder="MM / YY"')}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}
</div>
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>
<p class="note">Local Stripe stand-in. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any future expiry, any CVC.</p>
</main></body></html>`;
}

export type CardOutcome = { ok: true } | { ok: false; declined: boolean; code: string; message: string };

/** Stripe's test cards, as far as the stand-in knows them. */
export function cardOutcome(input: { number?: string; exp?: string; cvc?: string }, now = new Date()): CardOutcome {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  const exp = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.exp ?? '');
  if (!exp) return { ok: false, declined: false, code: 'invalid_expiry_year', message: "Your card's expiration date is incomplete." };
  const month = Number(exp[1]);
  const year = exp[2]!.length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  const expired = year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
  if (month < 1 || month > 12 || expired) return { ok: false, declined: false, code: 'expired_card', message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test((input.cvc ?? '').trim())) {
    return { ok: false, declined: false, code: 'incorrect_cvc', message: "Your card's security code is incomplete." };
  }
  if (number === '4242424242424242') return { ok: true };
  if (number === '4000000000000002') return { ok: false, declined: true, code: 'card_declined', message: 'Your card was declined.' };
  return { ok: false, declined: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
}
