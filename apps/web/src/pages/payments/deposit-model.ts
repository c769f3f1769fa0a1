import type { PaymentChannelValue } from '@khela/contract';
import { percentOf } from '@khela/money';
import { amountMinorOf, isAmountText, minorOfWire, wireOfMinor } from './withdraw-model';

export { isAmountText };

/**
 * The fee and what reaches the balance, as the server computes them: fixed + basis points rounded
 * up to the paisa; the player is credited amount − fee only when the channel says the player bears it.
 */
export function depositPreview(
  amount: string,
  channel: Pick<PaymentChannelValue, 'feeFixed' | 'feeBasisPoints' | 'feeBearer'>,
): { fee: string; credit: string } {
  const amountMinor = minorOfWire(amount);
  const feeMinor =
    minorOfWire(channel.feeFixed) + percentOf(amountMinor, BigInt(channel.feeBasisPoints), 'ceil');
  const creditMinor = channel.feeBearer === 'player' ? amountMinor - feeMinor : amountMinor;
  return { fee: wireOfMinor(feeMinor), credit: wireOfMinor(creditMinor > 0n ? creditMinor : 0n) };
}

/** Where the amount stands against the channel's limits (before the server is asked). */
export function amountProblem(
  amount: string,
  channel: Pick<PaymentChannelValue, 'min' | 'max'>,
): 'empty' | 'invalid' | 'below' | 'above' | null {
  if (amount === '') return 'empty';
  const minor = amountMinorOf(amount);
  if (minor === null) return 'invalid';
  if (minor < minorOfWire(channel.min)) return 'below';
  if (minor > minorOfWire(channel.max)) return 'above';
  return null;
}

/** The quick amounts as whole taka labels ("500.00" → "500"). */
export const quickLabel = (amount: string) => amount.replace(/\.00$/, '');
