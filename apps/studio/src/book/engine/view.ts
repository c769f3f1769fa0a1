import type { Feed } from '../feed/types.js';
import { money } from './outbox.js';
import { effectiveResult, isWhollyVoid } from './settlement.js';
import type { BetRow, LegRow } from './store.js';
import type { BetLegView, BetState, BetView, PendingReason } from './types.js';

/** A stored bet as bet history shows it. */

function stateOf(bet: BetRow, legs: readonly LegRow[]): BetState {
  if (bet.state === 'placing') return 'accepting';
  if (bet.state === 'rejected') return 'rejected';
  if (!bet.final) return 'open';
  if (isWhollyVoid(legs)) return 'void';
  if (bet.stakeLeftMinor === 0n) return 'cashed_out';
  if (bet.dueMinor === 0n) return 'lost';
  if (bet.cashOuts === 0 && bet.dueMinor === bet.potentialMinor) return 'won';
  return 'partial';
}

function pendingReasonOf(bet: BetRow, legs: readonly LegRow[], feed: Feed): PendingReason | undefined {
  if (bet.state === 'placing') return 'accepting';
  if (bet.state !== 'open' || bet.final) return undefined;
  const open = legs.filter((leg) => effectiveResult(leg) === undefined);
  if (open.some((leg) => leg.rolledBack)) return 'resettling';
  if (open.length < legs.length) return 'other_legs';
  const statuses = open.map((leg) => feed.fixture(leg.fixtureId)?.status);
  if (statuses.includes('live')) return 'in_play';
  if (statuses.includes('scheduled')) return 'not_started';
  return 'awaiting_result';
}

function legView(leg: LegRow): BetLegView {
  const result = effectiveResult(leg);
  return {
    selectionId: leg.selectionId,
    marketId: leg.marketId,
    fixtureId: leg.fixtureId,
    sport: leg.names.sport,
    category: leg.names.category,
    event: leg.names.event,
    market: leg.names.market,
    selection: leg.names.selection,
    odds: leg.odds,
    ...(result ? { result: result.kind } : {}),
  };
}

export function betView(bet: BetRow, legs: readonly LegRow[], feed: Feed, offerMinor?: bigint): BetView {
  const pendingReason = pendingReasonOf(bet, legs, feed);
  // A correction the wallet refused (the player spent a win a resettlement took back) waits here.
  const outstanding =
    bet.state === 'open' && !bet.roundOpen && bet.retryAt !== undefined
      ? bet.dueMinor - bet.returnedMinor
      : 0n;
  return {
    betId: bet.betId,
    placedAt: bet.placedAt,
    type: bet.type,
    ...(bet.system ? { system: bet.system } : {}),
    stake: money(bet.stakeMinor, bet.currency),
    potentialReturn: money(bet.potentialMinor, bet.currency),
    returned: money(bet.returnedMinor, bet.currency),
    state: stateOf(bet, legs),
    ...(pendingReason ? { pendingReason } : {}),
    ...(bet.rejectReason ? { rejectReason: bet.rejectReason } : {}),
    legs: legs.map(legView),
    ...(offerMinor !== undefined ? { cashOut: money(offerMinor, bet.currency) } : {}),
    ...(outstanding !== 0n ? { correction: money(outstanding, bet.currency) } : {}),
  };
}
