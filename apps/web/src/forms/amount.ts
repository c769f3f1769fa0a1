import { type CurrencyCode, parseAmount, toDecimalString, tryParseAmount } from '@khela/money';

/**
 * The amount fields of the player site (deposit, withdrawal, transfer), one rule for all: what a
 * player may type, in the currency's own decimals, and how it stands against the limits the
 * server sends as decimal texts. Pure, so it is unit-tested; the currency is the one the server's
 * answer names (the deposit channel's, the withdrawal options', the transfer info's).
 */

/**
 * The field's ceiling in minor units: fifteen digits (9,999,999,999,999.99 in a two-decimal
 * currency), what the 16-character field holds and far above any channel's, method's or transfer
 * limit; only there so a silly number is refused before it is sent.
 */
export const MAX_FIELD_MINOR = 999_999_999_999_999n;

/**
 * A typed amount (trimmed) in minor units, or null unless it is a positive plain decimal with at
 * most the currency's decimals and not above the field's ceiling.
 */
export function amountMinorOf(text: string, currency: CurrencyCode): bigint | null {
  const parsed = tryParseAmount(text.trim(), currency, { maxMinor: MAX_FIELD_MINOR });
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}

/** What the amount field accepts before the server sees it (see `amountMinorOf`). */
export function isAmountText(text: string, currency: CurrencyCode): boolean {
  return amountMinorOf(text, currency) !== null;
}

/** A decimal text from the server (a limit, a fixed fee) in minor units; throws when malformed. */
export const minorOfWire = (text: string, currency: CurrencyCode): bigint => parseAmount(text, currency);

/**
 * A figure from the server (a balance, a locked amount; may be negative) in minor units, 0 when
 * absent or malformed: a figure shown beside others is never worth a crash.
 */
export function minorOrZero(text: string | undefined, currency: CurrencyCode): bigint {
  if (text === undefined) return 0n;
  const parsed = tryParseAmount(text, currency, { allowNegative: true });
  return parsed.ok ? parsed.value : 0n;
}

/** Minor units as the wire's decimal text: "1234.50" in taka, "1234" in yen. */
export const wireOfMinor = (minor: bigint, currency: CurrencyCode): string =>
  toDecimalString(minor, currency);

export type AmountProblem = 'invalid' | 'below' | 'above' | null;

/** A limit from the server in minor units; null (not checked here, the server still is) when malformed. */
function limitMinorOf(text: string, currency: CurrencyCode): bigint | null {
  const parsed = tryParseAmount(text, currency);
  return parsed.ok ? parsed.value : null;
}

/** What is wrong with a typed amount against the limits (decimal texts from the server, ends included), if anything. */
export function amountProblem(
  text: string,
  limits: { min: string; max: string },
  currency: CurrencyCode,
): AmountProblem {
  const value = amountMinorOf(text, currency);
  if (value === null) return 'invalid';
  const low = limitMinorOf(limits.min, currency);
  const high = limitMinorOf(limits.max, currency);
  if (low !== null && value < low) return 'below';
  if (high !== null && value > high) return 'above';
  return null;
}
