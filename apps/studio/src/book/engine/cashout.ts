import {
  type CashOutLeg,
  cashOutValue,
  partialCashOut,
  systemBetCount,
  systemCashOutValue,
} from '@khela/game-math';
import type { Feed } from '../feed/types.js';
import { type BookContext, minorOf, walletBalance } from './context.js';
import { money } from './outbox.js';
import { effectiveResult } from './settlement.js';
import type { BetRow, LegRow } from './store.js';
import type { BetView, BookPlayer } from './types.js';
import { betView } from './view.js';

/**
 * Cash-out: the book buys a running bet back at its current value (each open leg's feed
 * probability times its odds, settled legs at their factor) less a margin. Offered on singles,
 * parlays and systems whose round is open and whose open legs' markets are all open; a system is
 * priced bet by bet on its unit stake. A partial cash-out pays part of the offer and the bet runs
 * on with the stake it keeps (a system keeps whole units: each of its bets keeps the same part).
 */

export type CashOutResult =
  | { ok: true; bet: BetView; paid: string; balance: string }
  | {
      ok: false;
      code: 'CASHOUT_CHANGED' | 'CASHOUT_UNAVAILABLE' | 'BET_NOT_FOUND' | 'WALLET_UNAVAILABLE';
      offer?: string;
    };

/** The offer now, in minor units; undefined when none is made. */
export function cashOutOffer(
  bet: BetRow,
  legs: readonly LegRow[],
  feed: Feed,
  marginBp: number,
): bigint | undefined {
  if (bet.state !== 'open' || bet.final || !bet.roundOpen) return undefined;
  if (bet.stakeLeftMinor <= 0n || legs.length === 0) return undefined;
  const priced: CashOutLeg[] = [];
  for (const leg of legs) {
    const result = effectiveResult(leg);
    if (result) {
      priced.push({ odds: leg.odds, result });
      continue;
    }
    const current = feed.selection(leg.selectionId);
    if (current?.market.status !== 'open' || current.selection.result) return undefined;
    if (current.fixture.status !== 'scheduled' && current.fixture.status !== 'live') return undefined;
    priced.push({ odds: leg.odds, probabilityPpm: current.selection.probabilityPpm });
  }
  const value =
    bet.type === 'system' && bet.system
      ? systemCashOutValue(bet.stakeLeftMinor / unitsOf(bet), priced, bet.system, marginBp)
      : cashOutValue({ stakeMinor: bet.stakeLeftMinor, legs: priced, marginBp });
  return value !== undefined && value > 0n ? value : undefined;
}

/** How many bets share the stake: a system's count, else 1. */
function unitsOf(bet: Pick<BetRow, 'type' | 'system'>): bigint {
  return bet.type === 'system' && bet.system ? BigInt(systemBetCount(bet.system)) : 1n;
}

export async function cashOutBet(
  context: BookContext,
  player: BookPlayer,
  betId: string,
  offer: string,
  percent: number,
): Promise<CashOutResult> {
  const { store, feed } = context;
  const [bet] = await store.bets([betId]);
  if (!bet || bet.vendorCode !== player.vendorCode || bet.playerId !== player.playerId) {
    return { ok: false, code: 'BET_NOT_FOUND' };
  }
  const legs = await store.legsOf([betId]);
  const { cashOutMarginBp } = context.limits(bet.currency);
  const current = cashOutOffer(bet, legs, feed, cashOutMarginBp);
  if (current === undefined || !Number.isSafeInteger(percent) || percent < 1 || percent > 100) {
    return { ok: false, code: 'CASHOUT_UNAVAILABLE' };
  }
  if (minorOf(offer, bet.currency) !== current) {
    return { ok: false, code: 'CASHOUT_CHANGED', offer: money(current, bet.currency) };
  }
  const units = unitsOf(bet);
  const partial = partialCashOut(current, bet.stakeLeftMinor / units, percent);
  const { paidMinor } = partial;
  const stakeLeftMinor = partial.stakeLeftMinor * units;
  if (paidMinor <= 0n) return { ok: false, code: 'CASHOUT_UNAVAILABLE' };
  // Guarded by the bet's version: a settlement or another cash-out in between refuses this one.
  if (!(await store.cashOut(betId, bet.version, paidMinor, stakeLeftMinor))) {
    return { ok: false, code: 'CASHOUT_CHANGED' };
  }
  const balance = (await context.outbox.runBet(betId)) ?? (await walletBalance(context, player));
  const [after] = await store.bets([betId]);
  if (!after) throw new Error(`bet ${betId} vanished after its cash-out`);
  const view = betView(after, legs, feed, cashOutOffer(after, legs, feed, cashOutMarginBp));
  // The cash-out is booked either way; its credit is retried until the wallet takes it.
  if (balance === undefined) return { ok: false, code: 'WALLET_UNAVAILABLE' };
  return { ok: true, bet: view, paid: money(paidMinor, bet.currency), balance };
}
