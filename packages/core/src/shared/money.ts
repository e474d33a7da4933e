import { z } from 'zod';
import { MESSAGES } from './errors.js';

/**
 * Prices are exact decimal strings with two places ("19.90"), never binary floats. Arithmetic goes
 * through integer minor units.
 */
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

export function normaliseMoney(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

export const toMinor = (money: string): number => {
  const [whole = '0', fraction = ''] = normaliseMoney(money).split('.');
  return Number(whole) * 100 + Number(fraction);
};

export const fromMinor = (minor: number): string => `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;

/** Accepts "19.9", "19.90" or 19.9 (a JSON number is read by its decimal text) and yields "19.90". */
export const moneyField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: (iss) => (iss.input === undefined ? MESSAGES.required : MESSAGES.check) })
      .min(1, { error: MESSAGES.required, abort: true })
      .regex(MONEY, { error: 'Enter an amount with at most 2 decimals.' })
      .transform(normaliseMoney),
  );

export const percentageField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: MESSAGES.check })
      .refine((p) => Number(p) <= 100, { error: 'May not be greater than 100.' })
      .transform(normaliseMoney),
  );
