import type { Lang } from './texts.js';

/**
 * Numbers the player reads, in the page's language: Bengali digits (and lakh grouping) in
 * Bengali. Amounts arrive as decimal strings and go to Intl as they are, never through a float.
 */
const LOCALES: Record<Lang, string> = { bn: 'bn-BD', en: 'en-US' };
const DECIMAL = /^-?\d{1,30}(\.\d{1,8})?$/;

function isDecimal(text: string): text is `${number}` {
  return DECIMAL.test(text);
}

export function formatMoney(text: string, currency: string, lang: Lang): string {
  if (!isDecimal(text)) return text;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(text);
}

/** A count or a position (line 3, 10 free spins, × 2), without grouping. */
export function formatCount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

/** Every digit of a text (a score "112/4", a clock "67'") in the page's language's digits. */
export function formatDigitsIn(text: string, lang: Lang): string {
  if (lang === 'en') return text;
  const digits = new Intl.NumberFormat(LOCALES[lang], { useGrouping: false });
  return text.replace(/\d/g, (digit) => digits.format(Number(digit)));
}

/** The minor units of a currency (BDT 2, JPY 0), as Intl knows them; 2 for an unknown code. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}
