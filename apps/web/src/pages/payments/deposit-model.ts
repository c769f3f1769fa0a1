import type { PaymentChannelValue } from '@khela/contract';
import { isAmountText } from './withdraw-model';

export { isAmountText };

/** "12.3" → 1230n; the text is already checked by isAmountText. */
function minorOf(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

const textOf = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/**
 * The fee and what reaches the balance, as the server computes them: fixed + basis points rounded
 * up to the paisa; the player is credited amount − fee only when the channel says the player bears it.
 */
export function depositPreview(
  amount: string,
  channel: Pick<PaymentChannelValue, 'feeFixed' | 'feeBasisPoints' | 'feeBearer'>,
): { fee: string; credit: string } {
  const amountMinor = minorOf(amount);
  const share = (amountMinor * BigInt(channel.feeBasisPoints) + 9_999n) / 10_000n;
  const feeMinor = minorOf(channel.feeFixed) + share;
  const creditMinor = channel.feeBearer === 'player' ? amountMinor - feeMinor : amountMinor;
  return { fee: textOf(feeMinor), credit: textOf(creditMinor > 0n ? creditMinor : 0n) };
}

/** Where the amount stands against the channel's limits (before the server is asked). */
export function amountProblem(
  amount: string,
  channel: Pick<PaymentChannelValue, 'min' | 'max'>,
): 'empty' | 'invalid' | 'below' | 'above' | null {
  if (amount === '') return 'empty';
  if (!isAmountText(amount)) return 'invalid';
  const minor = minorOf(amount);
  if (minor < minorOf(channel.min)) return 'below';
  if (minor > minorOf(channel.max)) return 'above';
  return null;
}

/** The quick amounts as whole taka labels ("500.00" → "500"). */
export const quickLabel = (amount: string) => amount.replace(/\.00$/, '');
