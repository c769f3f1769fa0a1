import type { AcceptOdds, BetView, PlaceBetInput } from '../../src/book/engine/types.js';
import { BookError } from './book-api.js';
import type { PlaceResult } from './book-context.js';
import {
  accumulatorReturn,
  fromMinor,
  SYSTEMS,
  type SystemKind,
  systemBets,
  systemReturn,
  toMinor,
} from './book-format.js';
import type { SlipLeg } from './book-widgets.js';

/**
 * What a slip would place, checked before any call: legs, bet type, stakes against the book's
 * limits and the potential return against the maximum payout. No DOM, so it is unit-tested.
 */

export type Mode = 'single' | 'parlay' | 'system';

export type SlipState = {
  legs: SlipLeg[];
  mode: Mode;
  /** Singles: the stake typed for each selection. */
  stakes: Record<string, string>;
  /** Parlay: the stake; system: the unit stake. */
  stake: string;
  system?: SystemKind;
  /** New odds the book answered with (ODDS_CHANGED), by selection, until accepted or removed. */
  changes: Record<string, number>;
};

/** The book's limits in minor units and the page's words and money format. */
export type SlipRules = {
  decimals: number;
  minMinor: bigint;
  maxMinor: bigint;
  maxPayoutMinor: bigint;
  acceptOdds(): AcceptOdds;
  t(key: string, values?: Record<string, string | number>): string;
  money(minor: bigint): string;
};

export type SlipBets = { inputs: PlaceBetInput[]; stake: bigint; payout: bigint };

export function emptyState(): SlipState {
  return { legs: [], mode: 'single', stakes: {}, stake: '', changes: {} };
}

/** The bets the slip would place now, or the message that says why it cannot. */
export function slipBets(state: SlipState, rules: SlipRules): SlipBets | { error: string } {
  const { t, money, decimals, minMinor, maxMinor, maxPayoutMinor } = rules;
  const stakeOf = (text: string | undefined) => toMinor(text ?? '', decimals);
  const { legs } = state;
  if (legs.length === 0) return { error: t('slipEmpty') };
  if (legs.some((leg) => leg.suspended)) return { error: t('legSuspended') };
  const limits = { min: money(minMinor), max: money(maxMinor), maxPayout: money(maxPayoutMinor) };
  const check = (stake: bigint | undefined, payout: bigint): string | undefined => {
    if (stake === undefined || stake === 0n) return t('enterStake');
    if (stake < minMinor) return t('error.STAKE_TOO_LOW', limits);
    if (stake > maxMinor) return t('error.STAKE_TOO_HIGH', limits);
    if (payout > maxPayoutMinor) return t('error.PAYOUT_TOO_HIGH', limits);
    return undefined;
  };
  const base = { acceptOdds: rules.acceptOdds(), requestId: '' };
  const slipLeg = (leg: SlipLeg) => ({ selectionId: leg.selectionId, odds: leg.odds });
  if (state.mode === 'single') {
    const inputs: PlaceBetInput[] = [];
    let total = 0n;
    let payout = 0n;
    for (const leg of legs) {
      const stake = stakeOf(state.stakes[leg.selectionId]);
      const legPayout = accumulatorReturn(stake ?? 0n, [leg.odds]);
      const error = check(stake, legPayout);
      if (error) return { error };
      const amount = stake ?? 0n;
      inputs.push({ ...base, type: 'single', legs: [slipLeg(leg)], stake: fromMinor(amount, decimals) });
      total += amount;
      payout += legPayout;
    }
    return { inputs, stake: total, payout };
  }
  if (legs.length < 2) return { error: t('parlayNeedsTwo') };
  if (new Set(legs.map((leg) => leg.fixtureId)).size !== legs.length) return { error: t('sameEvent') };
  const odds = legs.map((leg) => leg.odds);
  const unit = stakeOf(state.stake);
  if (state.mode === 'parlay') {
    const payout = accumulatorReturn(unit ?? 0n, odds);
    const error = check(unit, payout);
    if (error) return { error };
    const stake = unit ?? 0n;
    const input: PlaceBetInput = {
      ...base,
      type: 'parlay',
      legs: legs.map(slipLeg),
      stake: fromMinor(stake, decimals),
    };
    return { inputs: [input], stake, payout };
  }
  const system = state.system;
  if (!system || SYSTEMS[system].legs !== legs.length) return { error: t('systemNeedsLegs') };
  const total = (unit ?? 0n) * BigInt(systemBets(system));
  const payout = systemReturn(unit ?? 0n, system, odds);
  const error = check(unit === undefined || unit === 0n ? unit : total, payout);
  if (error) return { error };
  const input: PlaceBetInput = {
    ...base,
    type: 'system',
    system,
    legs: legs.map(slipLeg),
    stake: fromMinor(total, decimals),
  };
  return { inputs: [input], stake: total, payout };
}

/** How a click on Place bet went: what to take off the slip, and why it stopped, if it did. */
export type PlaceOutcome = {
  /** Selections whose bets were taken (every leg of a placed parlay or system). */
  placed: string[];
  /** ODDS_CHANGED: the new odds to show old → new and to accept. */
  changes?: { selectionId: string; odds: number }[];
  /** Any other refusal code (NETWORK when no answer came). */
  failure?: string;
};

/**
 * Places the slip's bets one after another, each under a fresh requestId (a retried request is
 * one bet; a second click is a second bet). Stops at the first refusal so the player sees it.
 */
export async function placeInOrder(
  inputs: PlaceBetInput[],
  place: (input: PlaceBetInput) => Promise<PlaceResult>,
  onPlaced: (answer: { bet: BetView; balance: string }) => void,
  onBalance: (balance: string) => void,
  newId: () => string = () => crypto.randomUUID(),
): Promise<PlaceOutcome> {
  const placed: string[] = [];
  for (const input of inputs) {
    let answer: PlaceResult;
    try {
      answer = await place({ ...input, requestId: newId() });
    } catch (error) {
      return { placed, failure: error instanceof BookError ? error.code : 'NETWORK' };
    }
    if (answer.status === 'OK' && 'bet' in answer) {
      onPlaced(answer);
      placed.push(...input.legs.map((leg) => leg.selectionId));
      continue;
    }
    if (answer.status === 'ODDS_CHANGED' && 'changes' in answer) return { placed, changes: answer.changes };
    if ('balance' in answer && typeof answer.balance === 'string') onBalance(answer.balance);
    return { placed, failure: answer.status };
  }
  return { placed };
}
