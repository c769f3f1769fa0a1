import type { PaymentChannelValue } from '@khela/contract';
import { type CurrencyCode, percentOf } from '@khela/money';
import { type AmountProblem, amountProblem, minorOfWire, wireOfMinor } from '../../forms/amount';

/**
 * The fee and what reaches the balance, as the server computes them: fixed + basis points rounded
 * up to the minor unit; the player is credited amount − fee only when the channel says the player bears it.
 */
export function depositPreview(
  amount: string,
  channel: Pick<PaymentChannelValue, 'feeFixed' | 'feeBasisPoints' | 'feeBearer'>,
  currency: CurrencyCode,
): { fee: string; credit: string } {
  const amountMinor = minorOfWire(amount, currency);
  const feeMinor =
    minorOfWire(channel.feeFixed, currency) + percentOf(amountMinor, BigInt(channel.feeBasisPoints), 'ceil');
  const creditMinor = channel.feeBearer === 'player' ? amountMinor - feeMinor : amountMinor;
  return {
    fee: wireOfMinor(feeMinor, currency),
    credit: wireOfMinor(creditMinor > 0n ? creditMinor : 0n, currency),
  };
}

/** Where the amount stands against the channel's limits (before the server is asked); empty first. */
export function depositAmountProblem(
  amount: string,
  channel: Pick<PaymentChannelValue, 'min' | 'max'>,
  currency: CurrencyCode,
): 'empty' | AmountProblem {
  if (amount === '') return 'empty';
  return amountProblem(amount, channel, currency);
}

/** The quick amounts as whole taka labels ("500.00" → "500"). */
export const quickLabel = (amount: string) => amount.replace(/\.00$/, '');
