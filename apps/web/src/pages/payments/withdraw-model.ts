import type { WithdrawalMethodValue } from '@khela/contract';
import { parseAmount, percentOf, toDecimalString, tryParseAmount } from '@khela/money';

/** Payment amounts are in the site currency, taka: two decimals, as the server parses them. */
export const PAYMENT_CURRENCY = 'BDT';

/** The amount field's ceiling: twelve whole digits, far above any channel's or method's limit. */
const MAX_FIELD_MINOR = 99_999_999_999_999n;

/** A typed amount in minor units, or null unless it is a positive number with at most 2 decimals. */
export function amountMinorOf(text: string): bigint | null {
  const parsed = tryParseAmount(text, PAYMENT_CURRENCY, { maxMinor: MAX_FIELD_MINOR });
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}

/** What the amount field accepts before the server sees it: a positive number, at most 2 decimals. */
export function isAmountText(text: string): boolean {
  return amountMinorOf(text) !== null;
}

/** A decimal text from the server (a limit, a fixed fee) in minor units. */
export const minorOfWire = (text: string): bigint => parseAmount(text, PAYMENT_CURRENCY);

/** Minor units as the wire's decimal text, "1234.50". */
export const wireOfMinor = (minor: bigint): string => toDecimalString(minor, PAYMENT_CURRENCY);

/** The fee and what reaches the account, as the server will compute them (basis points floored). */
export function feePreview(
  amount: string,
  method: Pick<WithdrawalMethodValue, 'feeFixed' | 'feeBasisPoints'>,
) {
  const amountMinor = minorOfWire(amount);
  const feeMinor =
    minorOfWire(method.feeFixed) + percentOf(amountMinor, BigInt(method.feeBasisPoints), 'floor');
  const payoutMinor = amountMinor - feeMinor;
  return { fee: wireOfMinor(feeMinor), payout: wireOfMinor(payoutMinor > 0n ? payoutMinor : 0n) };
}
