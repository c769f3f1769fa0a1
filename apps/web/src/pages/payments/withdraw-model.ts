import type { WithdrawalMethodValue } from '@khela/contract';
import { type CurrencyCode, percentOf } from '@khela/money';
import { minorOfWire, wireOfMinor } from '../../forms/amount';

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
