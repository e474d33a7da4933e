const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * A person's name as it is written (issue 25 §8): a Chinese name family name first without a space
 * ("陳大文"), others given name first ("Ada Lovelace"), whatever the interface language. Shared by the
 * mails, the order documents and the screens.
 */
export function personName(first: string | null | undefined, last: string | null | undefined): string {
  const given = (first ?? '').trim();
  const family = (last ?? '').trim();
  return CJK.test(given) || CJK.test(family) ? `${family}${given}` : `${given} ${family}`.trim();
}
