/** Money at the till in whole cents (the server's amounts are decimal strings with two places). */
export const toCents = (amount: string | number | null | undefined): number => {
  const text = String(amount ?? '').trim();
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

export const fromCents = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${String(Math.floor(Math.abs(cents) / 100))}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A sale's own id, made by the till when it is paid and kept with it offline (the server's idempotency key). */
export const saleKey = (): string => `pos-${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 64);
