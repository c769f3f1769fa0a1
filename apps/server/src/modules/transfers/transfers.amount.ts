import type { Language } from '@khela/contract';
import { isCurrencyCode, tryParseAmount } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import { fieldErrorFor } from '../../platform/http/field-error.js';

/**
 * Transfer limits per transfer (decision 0021), in minor units of the site currency: from 10.00
 * to 50,000.00. Constants until the back office edits site settings for them.
 */
export const TRANSFER_LIMITS = { minMinor: 1_000n, maxMinor: 5_000_000n } as const;

/**
 * The request's amount in minor units: the contract already refused text that is not a positive
 * decimal with at most 2 decimals; a currency with fewer decimals refuses the rest here.
 */
export function transferAmountMinor(text: string, currency: string, language: Language): bigint {
  if (!isCurrencyCode(currency)) throw new Error(`unknown site currency ${currency}`);
  const parsed = tryParseAmount(text, currency);
  if (!parsed.ok || parsed.value <= 0n) throw fieldErrorFor('amount', 'invalid_amount', language);
  return parsed.value;
}

/** TRANSFER_AMOUNT_BELOW_MIN / ABOVE_MAX with the limit in the message (formatted as on the wire). */
export function assertWithinLimits(amountMinor: bigint, format: (minor: bigint) => string): void {
  if (amountMinor < TRANSFER_LIMITS.minMinor) {
    throw new AppError('TRANSFER_AMOUNT_BELOW_MIN', { min: format(TRANSFER_LIMITS.minMinor) });
  }
  if (amountMinor > TRANSFER_LIMITS.maxMinor) {
    throw new AppError('TRANSFER_AMOUNT_ABOVE_MAX', { max: format(TRANSFER_LIMITS.maxMinor) });
  }
}
