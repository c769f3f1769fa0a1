import type { LegResult, OddsFormat, OddsMilli, SystemKind } from '@khela/game-math';
import type { BookCategory, Fixture, Market, Names } from '../feed/types.js';

/**
 * The book's public shapes: what the studio's routes (src/book/routes.ts) answer and the book
 * page (client/src/book/*) reads. Amounts are decimal strings in major units, as in the wallet
 * protocol; odds are integers in thousandths (OddsMilli).
 */

export type AcceptOdds = 'any' | 'higher' | 'none';
export type BetType = 'single' | 'parlay' | 'system';

export type Prefs = { oddsFormat: OddsFormat; acceptOdds: AcceptOdds };

/** A player of the book: who the wallet said they are at launch. */
export type BookPlayer = { vendorCode: string; playerId: string; currency: string; nickname: string };

export type SlipLeg = { selectionId: string; odds: OddsMilli };

export type PlaceBetInput = {
  type: BetType;
  /** System bets: which one (the legs' count must fit it). */
  system?: SystemKind;
  legs: SlipLeg[];
  /** Total stake of the bet (a system bet: the unit stake × its combination count). */
  stake: string;
  acceptOdds: AcceptOdds;
  /** The page's own id for this placement: a retried click places one bet. */
  requestId: string;
};

export type BetState =
  /** In-play delay: waiting out the acceptance window before the debit. */
  | 'accepting'
  | 'open'
  | 'won'
  | 'lost'
  /** Settled with a return that is neither the full win nor zero (push, half, void legs). */
  | 'partial'
  | 'void'
  | 'cashed_out'
  | 'rejected';

/** Why an open bet is still open (bet history says it in words). */
export type PendingReason =
  | 'accepting' // in-play delay
  | 'not_started' // its event (or one leg's event) has not started
  | 'in_play' // its event is being played
  | 'awaiting_result' // event over, result not in yet
  | 'other_legs' // some legs settled, others still pending
  | 'resettling'; // a result was rolled back and is being settled again

export type BetLegView = {
  selectionId: string;
  marketId: string;
  fixtureId: string;
  sport: string;
  category: BookCategory;
  event: Names; // "Dhaka Dynamites v Sylhet Strikers"
  market: Names;
  selection: Names;
  odds: OddsMilli;
  result?: LegResult['kind'];
};

export type BetView = {
  betId: string;
  placedAt: number;
  type: BetType;
  system?: SystemKind;
  stake: string;
  /** What the bet pays if every leg wins (for a system bet, if every combination wins). */
  potentialReturn: string;
  /** What has been paid back so far (settlement, cash-out, void), net of later corrections. */
  returned: string;
  state: BetState;
  pendingReason?: PendingReason;
  /** For a rejected bet: the code the page translates (ODDS_CHANGED, MARKET_SUSPENDED, ...). */
  rejectReason?: string;
  legs: BetLegView[];
  /** Cash-out offer now (absent when none: settled, suspended, or not offered). */
  cashOut?: string;
  /**
   * An outstanding correction (signed): a resettlement changed what the bet pays after its round
   * closed, and the wallet has not taken it yet (a refused take-back is retried later).
   */
  correction?: string;
};

export type PlaceBetFailure =
  | 'INVALID_SLIP' // shape: no legs, two legs on one event in a parlay, system kind vs legs count
  | 'SELECTION_NOT_FOUND'
  | 'MARKET_SUSPENDED'
  | 'MARKET_CLOSED' // settled, cancelled, event over
  | 'ODDS_CHANGED' // with the new odds, under the accept-odds setting
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH'
  | 'PAYOUT_TOO_HIGH'
  | 'LIABILITY_LIMIT'
  | 'INSUFFICIENT_FUNDS'
  | 'WALLET_REFUSED'
  | 'WALLET_UNAVAILABLE';

export type BookLimits = {
  minStake: string;
  maxStake: string;
  maxPayout: string;
  /** Liability per market (the most the book may pay out net on one market). */
  maxLiability: string;
  /** In-play acceptance delay, ms. */
  inPlayDelayMs: number;
  /** Cash-out margin, basis points off the fair value. */
  cashOutMarginBp: number;
};

/** Events and markets as the page lists them. */
export type FixtureView = Fixture & { markets: Market[]; marketCount: number };
