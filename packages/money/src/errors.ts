/**
 * Why an input was refused. These are operating errors (bad input from a person, a vendor or a
 * config file): callers turn them into a validation error for whoever sent the input.
 * Misuse by our own code (dividing by zero, negative weights) is a programmer error instead and
 * fails an assertion with a plain `RangeError`.
 */
export type MoneyErrorReason =
  /** The text does not match the grammar: stray characters, '+', exponent notation, spaces… */
  | 'format'
  /** More fraction digits than the currency (or the odds scale) allows; we never round input. */
  | 'precision'
  /** A '-' sign where the caller did not allow negative amounts. */
  | 'negative'
  /** Above the bound (default: what a PostgreSQL bigint holds), or the text is too long. */
  | 'too_large'
  /** Below the lower bound (odds under 1.0). */
  | 'too_small'
  /** A currency code that is not in the table. */
  | 'unknown_currency';

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  readonly reason: MoneyErrorReason;

  constructor(reason: MoneyErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Fails loudly on a programmer error; never used for bad user input (that is a MoneyError). */
export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new RangeError(message);
}
