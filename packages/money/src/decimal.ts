import { MoneyError } from './errors.js';

/** Outcome of parsing text that came from outside: never throws for bad input. */
export type ParseResult = { ok: true; value: bigint } | { ok: false; error: MoneyError };

export type ScaledParseRules = {
  /** Digits after the point the scale holds; more is a 'precision' error, never rounded away. */
  fractionDigits: number;
  allowNegative: boolean;
  /** Largest accepted absolute value, in scaled units. */
  maxAbs: bigint;
};

/**
 * Longest text we look at. Far above any real amount (a PostgreSQL bigint has 19 digits), and it
 * keeps a hostile megabyte string from reaching the regex or BigInt.
 */
export const MAX_DECIMAL_TEXT_LENGTH = 64;

/**
 * The whole grammar: optional '-', an integer part without leading zeros, optional '.' with at
 * least one digit. ASCII digits only; no '+', spaces, exponents, grouping or a bare '.5' / '5.'.
 */
const DECIMAL_GRAMMAR = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

function failure(reason: MoneyError['reason'], message: string): ParseResult {
  return { ok: false, error: new MoneyError(reason, message) };
}

/** Parses a decimal string into an integer count of 10^-fractionDigits units, exactly. */
export function parseScaled(text: string, rules: ScaledParseRules): ParseResult {
  if (typeof text !== 'string') return failure('format', 'Amount must be a decimal string');
  if (text.length > MAX_DECIMAL_TEXT_LENGTH) {
    return failure('too_large', `Amount text is longer than ${MAX_DECIMAL_TEXT_LENGTH} characters`);
  }
  const match = DECIMAL_GRAMMAR.exec(text);
  if (match === null) return failure('format', `'${text}' is not a plain decimal number like 12.50`);
  const [, sign = '', integerDigits = '0', fractionDigits = ''] = match;
  if (sign === '-' && !rules.allowNegative) return failure('negative', 'Amount must not be negative');
  if (fractionDigits.length > rules.fractionDigits) {
    return failure('precision', `At most ${rules.fractionDigits} digits are allowed after the point`);
  }
  const magnitude = BigInt(integerDigits + fractionDigits.padEnd(rules.fractionDigits, '0'));
  if (magnitude > rules.maxAbs)
    return failure('too_large', `Amount is above the limit of ${rules.maxAbs} units`);
  return { ok: true, value: sign === '-' ? -magnitude : magnitude };
}

/**
 * The canonical text of a scaled integer: '-' only when below zero, always exactly
 * `fractionDigits` digits after the point (none and no point when it is 0).
 */
export function toScaledString(value: bigint, fractionDigits: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(fractionDigits + 1, '0');
  const cut = digits.length - fractionDigits;
  const body = fractionDigits === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${body}` : body;
}
