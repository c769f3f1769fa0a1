import type { TableVariant } from '../../src/rooms/kinds.js';
import { fromMinor } from './book-format.js';
import { currencyDecimals, formatDigitsIn, formatMoney } from './numbers.js';
import { type TableLang, tableText } from './table-texts.js';

/** What the table page's views share: the language's words, numbers and amounts, the server's clock. */
export type TableCtx = {
  lang: TableLang;
  variant: TableVariant;
  currency: string;
  decimals: number;
  t(key: string, values?: Record<string, string | number>): string;
  /** Digits in the page's language. */
  digits(value: string | number): string;
  /** A decimal amount with the currency. */
  money(amount: string): string;
  moneyMinor(minor: bigint): string;
  /** A chip's face: the amount without the currency and zero decimals, thousands as K ("1500.00" → "1.5K"). */
  chipText(minor: bigint): string;
  /** A spot's name ("straight:17" → "17", "dozen:2" → "13–24"). */
  spotName(spot: string): string;
  /** The server's time now. */
  now(): number;
  setOffset(offsetMs: number): void;
};

export function createTableCtx(input: {
  lang: TableLang;
  variant: TableVariant;
  currency: string;
  clock?: () => number;
}): TableCtx {
  const { lang } = input;
  const clock = input.clock ?? (() => Date.now());
  const decimals = currencyDecimals(input.currency);
  let offset = 0;
  const t = (key: string, values?: Record<string, string | number>) => tableText(lang, key, values);
  const digits = (value: string | number) => formatDigitsIn(String(value), lang);
  const ctx: TableCtx = {
    lang,
    variant: input.variant,
    currency: input.currency,
    decimals,
    t,
    digits,
    money: (amount) => formatMoney(amount, input.currency, lang),
    moneyMinor: (minor) => formatMoney(fromMinor(minor, decimals), input.currency, lang),
    chipText(minor) {
      const raw = fromMinor(minor, decimals);
      const text = raw.includes('.') ? raw.replace(/0+$/, '').replace(/\.$/, '') : raw;
      const whole = Number(text);
      if (Number.isInteger(whole) && whole >= 1000 && whole % 100 === 0) return digits(`${whole / 1000}K`);
      return digits(text);
    },
    spotName(spot) {
      const [kind, arg] = spot.split(':');
      const n = Number(arg);
      if (kind === 'straight') return digits(n);
      if (kind === 'split' || kind === 'street' || kind === 'corner' || kind === 'line')
        return `${t(`inside.${kind}`)} ${digits((arg ?? '').replace(/-/g, '–'))}`;
      if (kind === 'dozen') return t('spot.dozen', { from: digits((n - 1) * 12 + 1), to: digits(n * 12) });
      if (kind === 'column') return t('spot.column', { n: digits(n) });
      return t(`spot.${spot}`);
    },
    now: () => clock() + offset,
    setOffset(next) {
      offset = next;
    },
  };
  return ctx;
}
