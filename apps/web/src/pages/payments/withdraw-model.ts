import type { WithdrawalMethodValue } from '@khela/contract';

/** What the amount field accepts before the server sees it: a positive number, at most 2 decimals. */
export function isAmountText(text: string): boolean {
  return /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/.test(text) && /[1-9]/.test(text);
}

/** Text "12.34" → minor units 1234n (the amount is already checked by isAmountText). */
function toMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

function toText(minor: bigint): string {
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}

/** The fee and what reaches the account, as the server will compute them (basis points floored). */
export function feePreview(
  amount: string,
  method: Pick<WithdrawalMethodValue, 'feeFixed' | 'feeBasisPoints'>,
) {
  const amountMinor = toMinor(amount);
  const feeMinor = toMinor(method.feeFixed) + (amountMinor * BigInt(method.feeBasisPoints)) / 10_000n;
  const payoutMinor = amountMinor - feeMinor;
  return { fee: toText(feeMinor), payout: toText(payoutMinor > 0n ? payoutMinor : 0n) };
}
