import { isCurrencyCode, toDecimalString } from '@khela/money';

/** Minor units → the decimal string of the wire ("12.50"), for a currency code read from data. */
export function wireAmount(amountMinor: bigint, currency: string): string {
  if (!isCurrencyCode(currency)) throw new Error(`unknown currency ${currency} in stored data`);
  return toDecimalString(amountMinor, currency);
}
