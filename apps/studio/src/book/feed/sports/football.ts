import {
  DRAW_SELECTION,
  type LegResult,
  poisson,
  settleAsianHandicap,
  settleTotal,
  settleWinner,
} from '@khela/game-math';
import type { Names, Scoreboard } from '../types.js';
import { chance, intBetween, pickOne } from './common.js';
import {
  abandon,
  abandonAt,
  announce,
  dangerMoment,
  endMatch,
  kickOff,
  type MatchEnd,
  priceEvery,
  type SimContext,
} from './lifecycle.js';
import {
  bnDigits,
  bttsSpec,
  CORRECT_SCORES,
  correctScoreSpec,
  handicapSpec,
  OTHER_SCORE,
  overUnderSpec,
  threeWaySpec,
} from './markets.js';
import type { MarketResults, MarketSpec } from './timeline.js';

/**
 * Football (and e-football): independent Poisson goals from the two sides' strengths, minute by
 * minute, with penalties as danger moments. Markets: 1X2, three Asian handicap quarter lines
 * around the expected margin, over/under 2.5 and a quarter line, both teams to score, correct
 * score. Prices come from the Poisson grid of the goals still to come.
 */

const MINUTES = 90;
/** Goals beyond this many more per side are left out of the pricing grid (well under 0.1 %). */
const GRID_MAX = 8;
const PRICE_EVERY_MINUTES = 15;
const CLOCK_EVERY_MINUTES = 5;
const PENALTY_PER_MATCH = 0.25;
const PENALTY_SCORED = 0.78;

type Goals = { home: number; away: number };

/** Expected goals of each side over 90 minutes: stronger sides score more, home a little more. */
function expectedGoals(ctx: SimContext): Goals {
  const ratio = ctx.home.strength / ctx.away.strength;
  return { home: 1.4 * ratio ** 0.9 * 1.08, away: 1.25 * ratio ** -0.9 };
}

function nearestQuarterLine(value: number): number {
  const quarters = Math.round(value * 4);
  const odd = quarters % 2 === 0 ? quarters + (value * 4 >= quarters ? 1 : -1) : quarters;
  return Math.max(-9, Math.min(9, odd));
}

type Plan = { ahLines: number[]; ouLines: number[]; specs: MarketSpec[] };

function plan(ctx: SimContext, lambda: Goals): Plan {
  const sides = { home: ctx.home.name, away: ctx.away.name };
  const main = nearestQuarterLine(lambda.away - lambda.home);
  const ahLines = [main - 2, main, main + 2];
  const ouLines = [10, lambda.home + lambda.away > 2.6 ? 11 : 9];
  const specs: MarketSpec[] = [
    threeWaySpec(sides),
    ...ahLines.map((line) => handicapSpec(sides, line)),
    ...ouLines.map((line) => overUnderSpec('goals', line)),
    bttsSpec(),
    correctScoreSpec(),
  ];
  return { ahLines, ouLines, specs };
}

/** Every market's results at a final score. */
function results(p: Plan, score: Goals): MarketResults[] {
  const winner = score.home === score.away ? null : score.home > score.away ? 'home' : 'away';
  const margin = score.home - score.away;
  const total = score.home + score.away;
  const both = score.home > 0 && score.away > 0;
  const exact = `${score.home}-${score.away}`;
  const exactListed = score.home <= 3 && score.away <= 3;
  const yes: LegResult = { kind: 'win' };
  const no: LegResult = { kind: 'lose' };
  const correct: Record<string, LegResult> = { [OTHER_SCORE]: exactListed ? no : yes };
  for (const [home, away] of CORRECT_SCORES)
    correct[`${home}-${away}`] = `${home}-${away}` === exact ? yes : no;
  return [
    {
      key: '1x2',
      results: Object.fromEntries(
        ['home', DRAW_SELECTION, 'away'].map((key) => [key, settleWinner(winner, key, true)]),
      ),
    },
    ...p.ahLines.map((line) => ({
      key: `ah${line}`,
      results: {
        home: settleAsianHandicap(margin, line, 'home'),
        away: settleAsianHandicap(margin, line, 'away'),
      },
    })),
    ...p.ouLines.map((line) => ({
      key: `ou${line}`,
      results: { over: settleTotal(total, line, 'over'), under: settleTotal(total, line, 'under') },
    })),
    { key: 'btts', results: { yes: both ? yes : no, no: both ? no : yes } },
    { key: 'cs', results: correct },
  ];
}

/**
 * The probability a line leg is priced at, from the distribution of a final figure (`dist[i]` is
 * the chance it ends at `i + offset`): the winning share over the stake at risk, as in
 * game-math's legProbability.
 */
function lineChance(dist: readonly number[], offset: number, settle: (value: number) => LegResult): number {
  let winning = 0;
  let returned = 0;
  for (let i = 0; i < dist.length; i += 1) {
    const p = dist[i] ?? 0;
    if (p < 1e-9) continue;
    const result = settle(i + offset);
    if (result.kind === 'win') winning += p;
    else if (result.kind === 'push') returned += p;
    else if (result.kind === 'half-win') {
      winning += p / 2;
      returned += p / 2;
    } else if (result.kind === 'half-lose') returned += p / 2;
  }
  const atRisk = 1 - returned;
  return atRisk <= 0 ? 0 : Math.min(1, winning / atRisk);
}

/**
 * Settlement results by (figure, line, rule), memoised: pricing asks the same few dozen
 * questions thousands of times a match, and the answers never change.
 */
const settled = new Map<number, LegResult>();
const MEMO_LIMIT = 20_000;

function memoSettle(rule: 0 | 1, value: number, line: number): LegResult {
  const key = ((value + 1000) * 4000 + (line + 2000)) * 2 + rule;
  let result = settled.get(key);
  if (!result) {
    result = rule === 0 ? settleAsianHandicap(value, line, 'home') : settleTotal(value, line, 'over');
    if (settled.size >= MEMO_LIMIT) settled.clear();
    settled.set(key, result);
  }
  return result;
}

function pair(first: number): number[] {
  const p = Math.min(1, Math.max(0, first));
  return [p, 1 - p];
}

/** Chances of 0..GRID_MAX more goals, rescaled to sum to 1. */
function goalsToCome(lambda: number): number[] {
  const chances: number[] = [];
  let mass = 0;
  for (let k = 0; k <= GRID_MAX; k += 1) {
    const p = poisson(k, lambda);
    chances.push(p);
    mass += p;
  }
  return chances.map((p) => p / mass);
}

/**
 * Every market's probabilities from the goals still to come (independent Poisson counts, the
 * grid poissonScoreMatrix describes, folded here into margins and totals as it is built).
 */
function prices(p: Plan, lambda: Goals, minute: number, score: Goals): Map<string, number[]> {
  const left = Math.max(0, MINUTES - minute) / MINUTES;
  const homeMore = goalsToCome(lambda.home * left);
  const awayMore = goalsToCome(lambda.away * left);
  // margins[i] is the chance the final margin is i - GRID_MAX + (score margin), totals[i] the
  // chance of i more goals.
  const margins = new Array<number>(2 * GRID_MAX + 1).fill(0);
  const totals = new Array<number>(2 * GRID_MAX + 1).fill(0);
  const cells = new Array<number>(CORRECT_SCORES.length).fill(0);
  let home = 0;
  let draw = 0;
  let btts = 0;
  const current = score.home - score.away;
  for (let h = 0; h <= GRID_MAX; h += 1) {
    const ph = homeMore[h] ?? 0;
    for (let a = 0; a <= GRID_MAX; a += 1) {
      const cell = ph * (awayMore[a] ?? 0);
      const margin = current + h - a;
      if (margin > 0) home += cell;
      else if (margin === 0) draw += cell;
      const fh = score.home + h;
      const fa = score.away + a;
      if (fh > 0 && fa > 0) btts += cell;
      margins[h - a + GRID_MAX] = (margins[h - a + GRID_MAX] ?? 0) + cell;
      totals[h + a] = (totals[h + a] ?? 0) + cell;
      if (fh <= 3 && fa <= 3) cells[fh * 4 + fa] = cell;
    }
  }
  const out = new Map<string, number[]>();
  out.set('1x2', [home, draw, Math.max(0, 1 - home - draw)]);
  const marginOffset = current - GRID_MAX;
  const totalOffset = score.home + score.away;
  for (const line of p.ahLines) {
    out.set(`ah${line}`, pair(lineChance(margins, marginOffset, (m) => memoSettle(0, m, line))));
  }
  for (const line of p.ouLines) {
    out.set(`ou${line}`, pair(lineChance(totals, totalOffset, (t) => memoSettle(1, t, line))));
  }
  out.set('btts', pair(btts));
  const listed = cells.reduce((sum, cell) => sum + cell, 0);
  out.set('cs', [...cells, Math.max(0, 1 - listed)]);
  return out;
}

function board(score: Goals, clock: Names): Scoreboard {
  return { home: String(score.home), away: String(score.away), clock };
}

function minuteClock(minute: number): Names {
  return { en: `${minute}'`, bn: bnDigits(`${minute}'`) };
}

export function* simulateFootball(ctx: SimContext): Generator<void> {
  const { b, rng } = ctx;
  const lambda = expectedGoals(ctx);
  const p = plan(ctx, lambda);
  const score: Goals = { home: 0, away: 0 };
  announce(ctx, p.specs, prices(p, lambda, 0, score));

  const minuteMs = Math.floor(ctx.playMs / MINUTES);
  const stopAt = abandonAt(ctx);
  kickOff(ctx, board(score, minuteClock(0)));
  priceEvery(ctx, ctx.startsAt, prices(p, lambda, 0, score));
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const at = ctx.startsAt + minute * minuteMs;
    if (stopAt !== undefined && at >= stopAt) {
      abandon(ctx, at);
      return;
    }
    let scored = false;
    if (chance(rng, PENALTY_PER_MATCH / MINUTES)) {
      dangerMoment(ctx, at, minuteMs);
      if (chance(rng, PENALTY_SCORED)) {
        const side = chance(rng, lambda.home / (lambda.home + lambda.away)) ? 'home' : 'away';
        score[side] += 1;
        scored = true;
      }
    }
    for (const side of ['home', 'away'] as const) {
      if (chance(rng, lambda[side] / MINUTES)) {
        dangerMoment(ctx, at, 6000);
        score[side] += 1;
        scored = true;
      }
    }
    // The clock moves on the board every few minutes, not only with the goals.
    if (scored || minute % CLOCK_EVERY_MINUTES === 0)
      b.updateFixture(at, { score: board(score, minuteClock(minute)) });
    if (scored || minute % PRICE_EVERY_MINUTES === 0) priceEvery(ctx, at, prices(p, lambda, minute, score));
    yield;
  }
  const stoppage = intBetween(rng, 1, 4);
  const end: MatchEnd = {
    at: ctx.startsAt + (MINUTES + stoppage) * minuteMs,
    score: board(score, { en: 'FT', bn: 'খেলা শেষ' }),
    results: results(p, score),
  };
  if (ctx.incidents.correction) {
    // The scout credits a goal that is later disallowed.
    const wrong = { ...score };
    wrong[pickOne(ctx.incidentRng, ['home', 'away'] as const)] += 1;
    end.wrong = { score: board(wrong, end.score.clock), results: results(p, wrong) };
  }
  endMatch(ctx, end);
}
