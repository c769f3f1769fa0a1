import type { WithdrawalMethodValue, WithdrawOptionsValue } from '@khela/contract';
import { type CurrencyCode, percentOf } from '@khela/money';
import { minorOfWire, minorOrZero, wireOfMinor } from '../../forms/amount';

/** The fee and what reaches the account, as the server will compute them (basis points floored). */
export function feePreview(
  amount: string,
  method: Pick<WithdrawalMethodValue, 'feeFixed' | 'feeBasisPoints'>,
  currency: CurrencyCode,
) {
  const amountMinor = minorOfWire(amount, currency);
  const feeMinor =
    minorOfWire(method.feeFixed, currency) + percentOf(amountMinor, BigInt(method.feeBasisPoints), 'floor');
  const payoutMinor = amountMinor - feeMinor;
  return {
    fee: wireOfMinor(feeMinor, currency),
    payout: wireOfMinor(payoutMinor > 0n ? payoutMinor : 0n, currency),
  };
}

/**
 * Cash kept back by bonuses still being wagered (decision 0051): the locked amount and what may
 * be withdrawn now, or null when nothing is locked. An older answer without the figures counts as
 * nothing locked (all the cash withdrawable); without `withdrawable`, it is cash − locked.
 */
export function withdrawLockOf(
  options: Pick<WithdrawOptionsValue, 'cash'> &
    Partial<Pick<WithdrawOptionsValue, 'locked' | 'withdrawable'>>,
  currency: CurrencyCode,
): { locked: string; withdrawable: string } | null {
  const lockedMinor = minorOrZero(options.locked, currency);
  if (lockedMinor <= 0n) return null;
  const cashMinor = minorOrZero(options.cash, currency);
  const withdrawableMinor =
    options.withdrawable === undefined
      ? cashMinor - lockedMinor
      : minorOrZero(options.withdrawable, currency);
  return {
    locked: wireOfMinor(lockedMinor, currency),
    withdrawable: wireOfMinor(withdrawableMinor > 0n ? withdrawableMinor : 0n, currency),
  };
}
