import { z } from 'zod';
import { MESSAGES } from './errors.js';

/** Script fields (pages' and the site's header and footer scripts; decisions 0033, 0037). */
/** At most this many scripts in each of a page's script fields. */
export const MAX_PAGE_SCRIPTS = 10;
export const SCRIPT_LINE_MESSAGE = 'Each line must be the https address of a script.';

/** The lines of a script field: the script addresses, in order (blank lines dropped). */
export function scriptLines(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A page's header or footer scripts: the https addresses of external scripts, one per line (the
 * site's Content-Security-Policy forbids inline scripts; decision 0033). Stored as the cleaned lines;
 * whether the site allows each address's origin is checked in core (`SCRIPT_ORIGINS`).
 */
export const scriptField = () =>
  z
    .string({ error: MESSAGES.check })
    .transform((value, ctx) => {
      const lines = scriptLines(value);
      if (lines.length > MAX_PAGE_SCRIPTS) {
        ctx.issues.push({ code: 'custom', message: `At most ${MAX_PAGE_SCRIPTS} scripts.`, input: value });
        return z.NEVER;
      }
      if (lines.some((line) => line.length > 2000 || !isHttpsUrl(line))) {
        ctx.issues.push({ code: 'custom', message: SCRIPT_LINE_MESSAGE, input: value });
        return z.NEVER;
      }
      return lines.join('\n');
    })
    .optional();
