import { type CurrencyRef, resolveCurrency } from './currency.js';
import { type ParseResult, parseScaled, toScaledString } from './decimal.js';
import { assert } from './errors.js';

/**
 * Largest amount we accept from text: the PostgreSQL `bigint` maximum, where ledger amounts are
 * stored. Parsing a bigger number would only fail later, inside a transaction.
 */
export const MAX_AMOUNT_MINOR = 9_223_372_036_854_775_807n;

export type ParseAmountOptions = {
  /** Accept a leading '-' (adjustments, corrections). Stakes, deposits and the like never do. */
  allowNegative?: boolean;
  /** Tighter upper bound on |amountMinor| for this input, e.g. a per-field limit. */
  maxMinor?: bigint;
};

/**
 * Decimal text → minor units, without rounding: "12.5" BDT → 1250n, "12.505" BDT → 'precision'.
 * Unknown currency codes are a configuration error and throw even here.
 */
export function tryParseAmount(
  text: string,
  currency: CurrencyRef,
  options: ParseAmountOptions = {},
): ParseResult {
  const { exponent } = resolveCurrency(currency);
  const maxMinor = options.maxMinor ?? MAX_AMOUNT_MINOR;
  assert(maxMinor >= 0n, 'maxMinor must not be negative');
  return parseScaled(text, {
    fractionDigits: exponent,
    allowNegative: options.allowNegative ?? false,
    maxAbs: maxMinor < MAX_AMOUNT_MINOR ? maxMinor : MAX_AMOUNT_MINOR,
  });
}

/** As `tryParseAmount`, throwing the MoneyError (with its `reason`) instead of returning it. */
export function parseAmount(text: string, currency: CurrencyRef, options: ParseAmountOptions = {}): bigint {
  const result = tryParseAmount(text, currency, options);
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * The exact wire form: always the currency's number of fraction digits, '-' when negative.
 * 1250n BDT → "12.50", -5n BDT → "-0.05", 100n JPY → "100", 1n USDT → "0.000001".
 */
export function toDecimalString(amountMinor: bigint, currency: CurrencyRef): string {
  return toScaledString(amountMinor, resolveCurrency(currency).exponent);
}
