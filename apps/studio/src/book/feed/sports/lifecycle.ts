import type { LegResult, RandomSource } from '@khela/game-math';
import type { Fixture, Names, Scoreboard, Sport } from '../types.js';
import { between, intBetween } from './common.js';
import type { MarketResults, MarketSpec, TimelineBuilder } from './timeline.js';

/**
 * What every sport's life shares: kick-off, danger moments, live settlement, the end with its
 * seeded incidents (late result, correction, cancel window, abandonment), and confirmation.
 */

/** How often each incident happens, in parts per million of fixtures. */
export type IncidentRates = {
  lateResultPpm: number;
  correctionPpm: number;
  cancelWindowPpm: number;
  /** Of all fixtures; drawn among those with a cancel window, so at most cancelWindowPpm. */
  rollbackCancelPpm: number;
  abandonPpm: number;
};

export const DEFAULT_INCIDENT_RATES: IncidentRates = {
  lateResultPpm: 50_000,
  correctionPpm: 30_000,
  cancelWindowPpm: 20_000,
  rollbackCancelPpm: 5_000,
  abandonPpm: 10_000,
};

export type Incidents = {
  lateResult: boolean;
  correction: boolean;
  cancelWindow: boolean;
  rollbackCancel: boolean;
  /** Abandoned at this fraction of the match (0..1), if at all. */
  abandonAtFraction?: number;
};

export type Team = { name: Names; strength: number };

/** Everything a sport simulation gets for one fixture. */
export type SimContext = {
  sport: Sport;
  b: TimelineBuilder;
  /** The match's own draws. */
  rng: RandomSource;
  /** Incident timings, apart from the match so incidents never change how it is played. */
  incidentRng: RandomSource;
  incidents: Incidents;
  announceAt: number;
  startsAt: number;
  /** Nominal length of play in ms (the pacing option). */
  playMs: number;
  home: Team;
  away: Team;
  /** Batting line-ups and such: names drawn for this fixture. */
  playerNames: (side: 'home' | 'away', count: number) => Names[];
  /** Set once the cancel-window incident has been used. */
  cancelWindowUsed?: boolean;
};

const PPM = 1_000_000;

export function drawIncidents(rng: RandomSource, rates: IncidentRates): Incidents {
  const roll = (ppm: number): boolean => intBetween(rng, 0, PPM - 1) < ppm;
  const lateResult = roll(rates.lateResultPpm);
  const correction = roll(rates.correctionPpm);
  const cancelWindow = roll(rates.cancelWindowPpm);
  const rollbackShare =
    rates.cancelWindowPpm > 0 ? (rates.rollbackCancelPpm * PPM) / rates.cancelWindowPpm : 0;
  const rollbackCancel = roll(rollbackShare) && cancelWindow;
  const abandoned = roll(rates.abandonPpm);
  const fraction = between(rng, 0.1, 0.9);
  return {
    lateResult,
    correction,
    cancelWindow,
    rollbackCancel,
    ...(abandoned ? { abandonAtFraction: fraction } : {}),
  };
}

/** When the match is abandoned, in ms, if it is. */
export function abandonAt(ctx: SimContext): number | undefined {
  const fraction = ctx.incidents.abandonAtFraction;
  return fraction === undefined ? undefined : Math.floor(ctx.startsAt + fraction * ctx.playMs);
}

const sec = 1000;

/** The fixture is listed and its markets open with pre-match prices. */
export function announce(ctx: SimContext, specs: MarketSpec[], probs: Map<string, number[]>): void {
  ctx.b.updateFixture(ctx.announceAt, {});
  for (const spec of specs) {
    const first = probs.get(spec.key) ?? spec.selections.map(() => 1 / spec.selections.length);
    ctx.b.open(ctx.announceAt, spec, first);
  }
}

/** New prices for every market given (held and settled markets ignore them). */
export function priceEvery(ctx: SimContext, at: number, probs: Map<string, number[]>): void {
  for (const [key, p] of probs) ctx.b.price(at, key, p);
}

/** Kick-off is a danger moment: every market stops, the fixture goes live, prices reopen in play. */
export function kickOff(ctx: SimContext, score: Scoreboard): void {
  ctx.b.stop(ctx.startsAt, 5 * sec);
  ctx.b.updateFixture(ctx.startsAt, { status: 'live', score });
}

/**
 * A goal, a wicket, a map's final round: every live market stops for `holdMs`. In the one
 * fixture in fifty with a cancel window, the first such moment is scouted 3 s late: the book
 * takes bets after the event, and a bet_cancel voids those placed around it.
 */
export function dangerMoment(ctx: SimContext, at: number, holdMs: number, keys?: string[]): void {
  const { b } = ctx;
  if (!ctx.incidents.cancelWindow || ctx.cancelWindowUsed) {
    b.stop(at, holdMs, keys);
    return;
  }
  ctx.cancelWindowUsed = true;
  const window = { startAt: at - 2 * sec, endAt: at + 3 * sec };
  const affected = keys ?? b.liveKeys();
  b.later(window.endAt, (when) => b.stop(when, holdMs, keys));
  const cancelAt = at + Math.floor(between(ctx.incidentRng, 20, 40) * sec);
  b.later(cancelAt, (when) => b.cancel(when, affected, window));
  if (ctx.incidents.rollbackCancel) {
    const undoAt = cancelAt + Math.floor(between(ctx.incidentRng, 120, 300) * sec);
    b.later(undoAt, (when) => b.rollbackCancel(when, affected, window));
  }
}

/** A market decided in play (an over, a map): settled now, confirmed shortly after. */
export function settleLive(ctx: SimContext, at: number, results: MarketResults[]): void {
  ctx.b.settle(at, 1, results);
  const confirmAt = at + Math.floor(between(ctx.incidentRng, 15, 45) * sec);
  ctx.b.later(confirmAt, (when) => ctx.b.settle(when, 2, results));
}

function sameResult(a: LegResult | undefined, b: LegResult | undefined): boolean {
  if (!a || !b || a.kind !== b.kind) return a === b;
  if (a.kind !== 'dead-heat' || b.kind !== 'dead-heat') return true;
  return a.share.num * b.share.den === b.share.num * a.share.den;
}

function differs(wrong: MarketResults, right: MarketResults | undefined): boolean {
  if (!right) return false;
  const keys = new Set([...Object.keys(wrong.results), ...Object.keys(right.results)]);
  for (const key of keys) if (!sameResult(wrong.results[key], right.results[key])) return true;
  return false;
}

export type MatchEnd = {
  at: number;
  score: Scoreboard;
  results: MarketResults[];
  /** What the scout first reported, when this fixture's result gets corrected. */
  wrong?: { score: Scoreboard; results: MarketResults[] };
};

/**
 * The final whistle: every live market stops, the fixture ends, results come (a few seconds
 * later, or minutes later for a late result), a corrected fixture rolls back the markets the
 * scout got wrong and resettles them, then everything is confirmed and the fixture closes.
 */
export function endMatch(ctx: SimContext, end: MatchEnd): void {
  const { b, incidentRng: rng } = ctx;
  const wrong = ctx.incidents.correction ? end.wrong : undefined;
  b.hold(end.at);
  b.updateFixture(end.at, { status: 'ended', score: wrong ? wrong.score : end.score });
  let at =
    end.at + Math.floor((ctx.incidents.lateResult ? between(rng, 180, 600) : between(rng, 4, 15)) * sec);
  if (wrong) {
    b.settle(at, 1, wrong.results);
    at += Math.floor(between(rng, 60, 180) * sec);
    const byKey = new Map(end.results.map((market) => [market.key, market]));
    const changed = wrong.results
      .filter((market) => differs(market, byKey.get(market.key)))
      .map((m) => m.key);
    b.updateFixture(at, { score: end.score });
    if (changed.length > 0) {
      b.rollback(at, changed);
      at += 5 * sec;
      b.settle(
        at,
        1,
        end.results.filter((market) => changed.includes(market.key)),
      );
    }
  } else {
    b.settle(at, 1, end.results);
  }
  at += Math.floor(between(rng, 60, 120) * sec);
  b.settle(at, 2, end.results);
  b.updateFixture(at, { status: 'closed' });
  b.drain();
}

/** The match is abandoned: everything stops, the fixture is cancelled, every open market voided. */
export function abandon(ctx: SimContext, at: number): void {
  const { b } = ctx;
  b.hold(at);
  b.updateFixture(at, { status: 'cancelled' });
  const keys = b.liveKeys();
  b.cancel(at + intBetween(ctx.incidentRng, 5, 30) * sec, keys);
  b.drain();
}

/** The fixture's start state before the simulation touches it. */
export function scheduledFixture(base: Omit<Fixture, 'status' | 'score'>, clock: Names): Fixture {
  return { ...base, status: 'scheduled', score: { home: '', away: '', clock } };
}
