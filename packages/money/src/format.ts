import { type CurrencyRef, resolveCurrency } from './currency.js';
import { toScaledString } from './decimal.js';
import { assert } from './errors.js';

export type FormatMoneyOptions = {
  /** 'symbol' (default) uses the table's symbol, 'code' the ISO-style code, 'none' drops it. */
  display?: 'symbol' | 'code' | 'none';
  /** 'stripIfInteger' shows ৳100 instead of ৳100.00; other amounts keep every digit. */
  trailingZeros?: 'keep' | 'stripIfInteger';
  /** Thousands grouping (locale-specific: bn-BD groups 1,23,45,678). Default true. */
  grouping?: boolean;
};

/**
 * Intl parses a decimal string exactly up to about 1e308 and prints '∞' beyond; amounts are
 * bounded far below that, so a longer input here is a bug, not a display problem.
 */
const MAX_FORMAT_DIGITS = 300;

/** Building a NumberFormat is costly; keep a bounded set of them. */
const MAX_CACHED_FORMATTERS = 64;
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: string,
  fractionDigits: number,
  options: FormatMoneyOptions,
): Intl.NumberFormat {
  const grouping = options.grouping ?? true;
  const trailingZeros = options.trailingZeros ?? 'keep';
  const key = `${locale}|${fractionDigits}|${grouping}|${trailingZeros}`;
  const cached = formatters.get(key);
  if (cached !== undefined) return cached;
  if (formatters.size >= MAX_CACHED_FORMATTERS) formatters.clear();
  // Intl only decides where the sign goes and which spaces the locale's pattern has (৳ after the
  // number in bn, before it in en); the sign itself comes from our table. USD's narrow symbol is
  // the template because it is the plain '$' in (nearly) every locale: a letter-like template
  // ('XXX', 'BDT') would make ICU add its own spacing that our symbol may not want. This also
  // formats codes Intl has never heard of (USDT) and does not depend on ICU's symbol data.
  // min = max fraction digits = the exponent, so Intl prints the exact string and never rounds.
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: grouping,
    trailingZeroDisplay: trailingZeros === 'keep' ? 'auto' : 'stripIfInteger',
  });
  formatters.set(key, formatter);
  return formatter;
}

/** Intl types its string input as a numeric literal; this checks that our string is one. */
function isNumericLiteral(text: string): text is `${number}` {
  return /^-?[0-9]+(\.[0-9]+)?$/.test(text);
}

/** Characters that are not symbols (letters: 'KD', 'Rs', 'BDT') need a space next to digits. */
const NEEDS_SPACE_BESIDE_DIGITS = /[^\p{S}]/u;
const NO_BREAK_SPACE = '\u00a0';

function currencyText(
  sign: string,
  before: Intl.NumberFormatPart | undefined,
  after: Intl.NumberFormatPart | undefined,
): string {
  // ICU's "currency spacing" rule: a letter-like sign directly touching a digit gets a space.
  const touchesDigitAfter = after?.type === 'integer';
  const touchesDigitBefore = before?.type === 'integer' || before?.type === 'fraction';
  const first = sign.at(0) ?? '';
  const last = sign.at(-1) ?? '';
  const spaceAfter = touchesDigitAfter && NEEDS_SPACE_BESIDE_DIGITS.test(last) ? NO_BREAK_SPACE : '';
  const spaceBefore = touchesDigitBefore && NEEDS_SPACE_BESIDE_DIGITS.test(first) ? NO_BREAK_SPACE : '';
  return `${spaceBefore}${sign}${spaceAfter}`;
}

/**
 * Minor units → text for a person, in their locale: formatMoney(1250n, 'BDT', 'bn-BD') is
 * '১২.৫০৳', formatMoney(1250n, 'USD', 'en-US') is '$12.50'. Exact for any amount (the number
 * goes to Intl as a decimal string, never as a float). Display only; the wire uses
 * `toDecimalString`.
 */
export function formatMoney(
  amountMinor: bigint,
  currency: CurrencyRef,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const { exponent, symbol, code } = resolveCurrency(currency);
  const decimal = toScaledString(amountMinor, exponent);
  assert(decimal.length <= MAX_FORMAT_DIGITS, 'amount too large to format');
  assert(isNumericLiteral(decimal), 'toScaledString produced a non-numeric string');
  const display = options.display ?? 'symbol';
  const sign = display === 'code' ? code : symbol;
  const parts = formatterFor(locale, exponent, options).formatToParts(decimal);
  let text = '';
  parts.forEach((part, index) => {
    if (part.type !== 'currency') {
      text += part.value;
    } else if (display !== 'none') {
      text += currencyText(sign, parts[index - 1], parts[index + 1]);
    }
  });
  // Dropping the sign can leave the locale's spacing behind ('1.00 ' in some locales).
  return display === 'none' ? text.trim() : text;
}
