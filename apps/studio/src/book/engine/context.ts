import { isCurrencyCode, tryParseAmount } from '@khela/money';
import type { WalletClient } from '../../wallet-client.js';
import type { Feed } from '../feed/types.js';
import type { ExposureCache } from './exposure.js';
import type { Outbox } from './outbox.js';
import type { BookStore } from './store.js';
import type { BookLimits, BookPlayer } from './types.js';

/** What the book's use cases (placement, cash-out, views) share. */
export type BookContext = {
  wallet: WalletClient;
  store: BookStore;
  feed: Feed;
  outbox: Outbox;
  exposure: ExposureCache;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  limits: (currency: string) => BookLimits;
  logError: (error: unknown, context: string) => void;
};

/** Decimal text of the currency → minor units; undefined when it is not an amount of it. */
export function minorOf(text: string, currency: string): bigint | undefined {
  if (!isCurrencyCode(currency) || typeof text !== 'string') return undefined;
  const parsed = tryParseAmount(text, currency);
  return parsed.ok ? parsed.value : undefined;
}

/** The limits of a currency in minor units. */
export function limitsMinor(context: BookContext, currency: string) {
  const limits = context.limits(currency);
  const need = (text: string, name: string) => {
    const value = minorOf(text, currency);
    if (value === undefined) throw new Error(`book limit ${name} is not an amount of ${currency}: ${text}`);
    return value;
  };
  return {
    ...limits,
    minStakeMinor: need(limits.minStake, 'minStake'),
    maxStakeMinor: need(limits.maxStake, 'maxStake'),
    maxPayoutMinor: need(limits.maxPayout, 'maxPayout'),
    maxLiabilityMinor: need(limits.maxLiability, 'maxLiability'),
  };
}

/** The wallet's balance now (after a placement answered from its first attempt, say). */
export async function walletBalance(context: BookContext, player: BookPlayer): Promise<string | undefined> {
  try {
    const answer = await context.wallet.call(player.vendorCode, 'balance', {
      playerId: player.playerId,
      currency: player.currency,
    });
    return answer.status === 'OK' ? answer.balance : undefined;
  } catch (error) {
    context.logError(error, 'balance');
    return undefined;
  }
}
