import { betReturn, type LegResult, type PricedLeg, systemBetCount, systemReturn } from '@khela/game-math';
import type { FeedMessage } from '../feed/types.js';
import type { BetRow, BookStore, LegRow } from './store.js';

/**
 * Settlement: feed messages change legs (one statement each, however many bets they touch), and
 * a bet's DUE is recomputed from its legs: what it should have returned by now. The outbox
 * (outbox.ts) then posts due − returned to the wallet.
 */

const VOID: LegResult = { kind: 'void' };

/** A leg cancelled by bet_cancel is void whatever its settlement says. */
export function effectiveResult(leg: Pick<LegRow, 'cancelled' | 'result'>): LegResult | undefined {
  return leg.cancelled ? VOID : leg.result;
}

export function pricedLegs(legs: readonly LegRow[]): PricedLeg[] {
  return legs.map((leg) => ({ odds: leg.odds, result: effectiveResult(leg) }));
}

/** What the legs return on `stakeMinor`, once every leg has a result. */
export function settledReturn(
  bet: Pick<BetRow, 'type' | 'system'>,
  stakeMinor: bigint,
  legs: readonly PricedLeg[],
): bigint | undefined {
  if (bet.type === 'system') {
    if (!bet.system) throw new Error('a system bet without its kind');
    return systemReturn(stakeMinor / BigInt(systemBetCount(bet.system)), legs, bet.system);
  }
  return betReturn(stakeMinor, legs);
}

/**
 * The bet's due and whether it is final (its round may close):
 * - every leg cancelled: the whole stake comes back, cash-outs included (they are reversed);
 * - cashed out in full: what the cash-outs paid;
 * - otherwise the cash-outs paid plus, once every leg has a result, the return on the stake left.
 */
export function dueOf(
  bet: Pick<BetRow, 'type' | 'system' | 'stakeMinor' | 'stakeLeftMinor' | 'cashedMinor'>,
  legs: readonly LegRow[],
): { dueMinor: bigint; final: boolean } {
  if (legs.length > 0 && legs.every((leg) => leg.cancelled)) return { dueMinor: bet.stakeMinor, final: true };
  if (bet.stakeLeftMinor === 0n) return { dueMinor: bet.cashedMinor, final: true };
  const settled = settledReturn(bet, bet.stakeLeftMinor, pricedLegs(legs));
  if (settled === undefined) return { dueMinor: bet.cashedMinor, final: false };
  return { dueMinor: bet.cashedMinor + settled, final: true };
}

/** Every leg is void (cancelled or settled void): the debit itself can be rolled back. */
export function isWhollyVoid(legs: readonly LegRow[]): boolean {
  return legs.length > 0 && legs.every((leg) => effectiveResult(leg)?.kind === 'void');
}

/** Applies one feed message to the stored legs; answers how many bets it touched. */
export async function applyMessage(store: BookStore, message: FeedMessage): Promise<number> {
  switch (message.type) {
    case 'bet_settlement':
      // Certainty 1 (live scouted) and 2 (confirmed) both settle; a later message corrects it.
      return store.settleSelections(
        message.results.map((entry) => ({ selectionId: entry.selectionId, result: entry.result })),
      );
    case 'rollback_bet_settlement':
      return store.clearMarkets(message.marketIds);
    case 'bet_cancel':
    case 'rollback_bet_cancel':
      return store.cancelMarkets(
        { marketIds: message.marketIds, startAt: message.startAt, endAt: message.endAt },
        message.type === 'bet_cancel',
      );
    default:
      // Prices, suspensions and fixture states live in the feed; bets read them when needed.
      return 0;
  }
}
