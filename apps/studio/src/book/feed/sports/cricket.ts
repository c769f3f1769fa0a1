import { type LegResult, settleTotal, settleWinner } from '@khela/game-math';
import type { Names, Scoreboard } from '../types.js';
import {
  chance,
  halfLineQuarters,
  normalise,
  overUnder,
  pickWeighted,
  probabilityAbove,
  twoWay,
} from './common.js';
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
  settleLive,
} from './lifecycle.js';
import { bnDigits, inningsRunsSpec, nextOverSpec, topBatsmanSpec, winnerSpec } from './markets.js';
import type { MarketResults, MarketSpec } from './timeline.js';

/**
 * T20 cricket, ball by ball and priced over by over: two innings of 20 overs, the side batting
 * second chasing a target, a super over on a tie. Markets: match winner, each innings' total
 * runs, runs in the next over (one market per over, decided in play) and each side's top
 * batsman among its six named openers and middle order (ties share a dead heat).
 */

const OVERS = 20;
const BALLS = 6;
const WICKETS = 10;
const NAMED_BATSMEN = 6;
/** One ball's outcome: runs scored, or a wicket. */
const OUTCOMES = [0, 1, 2, 3, 4, 6, -1] as const;
const BASE_WEIGHTS = [0.36, 0.36, 0.08, 0.01, 0.11, 0.05, 0.045];
/** Chance a wicket is reviewed (DRS): a longer danger moment. */
const REVIEWED = 0.2;
const TOP_BATSMAN_EVERY_OVERS = 6;
const PRICE_EVERY_OVERS = 3;

type Side = 'home' | 'away';
type Innings = { batting: Side; runs: number; wickets: number; balls: number; batsmen: number[] };

function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** Ball weights for a batting side: stronger batting hits more boundaries and loses fewer wickets. */
function weightsFor(ratio: number): number[] {
  return BASE_WEIGHTS.map((w, i) => (i >= 4 && i <= 5 ? w * ratio : i === 6 ? w / ratio : w));
}

/** Expected runs per ball from the weights. */
function runsPerBall(weights: number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return (
    OUTCOMES.reduce<number>((sum, runs, i) => sum + (runs > 0 ? runs * (weights[i] ?? 0) : 0), 0) / total
  );
}

/** Chance an over (6 balls, wickets counted as dots) goes over a half line. */
function overRunsAbove(weights: number[], line: number): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let dist = [1];
  for (let ball = 0; ball < BALLS; ball += 1) {
    const next = new Array<number>(dist.length + 6).fill(0);
    for (const [runs, p] of dist.entries()) {
      for (const [i, outcome] of OUTCOMES.entries()) {
        const add = outcome > 0 ? outcome : 0;
        next[runs + add] = (next[runs + add] ?? 0) + (p * (weights[i] ?? 0)) / total;
      }
    }
    dist = next;
  }
  return dist.reduce((sum, p, runs) => sum + (runs * 4 > line ? p : 0), 0);
}

type Match = {
  ctx: SimContext;
  first: Side;
  weights: Record<Side, number[]>;
  rate: Record<Side, number>;
  lines: { tr1: number; tr2: number; over: Record<Side, number> };
  overAbove: Record<Side, number>;
  innings: Innings[];
  batsmenRuns: Record<Side, number[]>;
  names: Record<Side, Names[]>;
};

function inningsOf(m: Match, side: Side): Innings | undefined {
  return m.innings.find((innings) => innings.batting === side);
}

/** Runs still to come in an innings: the run rate over the balls left, less as wickets fall. */
function expectedMore(m: Match, innings: Innings): { mean: number; sd: number } {
  const left = OVERS * BALLS - innings.balls;
  const wicketsLeft = WICKETS - innings.wickets;
  const mean = m.rate[innings.batting] * left * Math.min(1, 0.35 + wicketsLeft / 10);
  return { mean, sd: Math.sqrt(left) * 1.9 };
}

function inningsTotal(m: Match, side: Side): { mean: number; sd: number } {
  const innings = inningsOf(m, side) ?? { batting: side, runs: 0, wickets: 0, balls: 0, batsmen: [] };
  const more = expectedMore(m, innings);
  return { mean: innings.runs + more.mean, sd: more.sd };
}

function prices(m: Match, withBatsmen: boolean): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const second = other(m.first);
  const one = inningsTotal(m, m.first);
  const two = inningsTotal(m, second);
  const chase = m.innings[1];
  let secondWins: number;
  if (chase) {
    const target = (m.innings[0]?.runs ?? 0) + 1;
    const more = expectedMore(m, chase);
    secondWins = probabilityAbove(target - chase.runs - 0.5, more.mean, more.sd);
  } else {
    secondWins = probabilityAbove(0, two.mean - one.mean, Math.hypot(one.sd, two.sd));
  }
  const home = second === 'home' ? secondWins : 1 - secondWins;
  out.set('mw', twoWay(home));
  const runsOf = (side: Side) => inningsOf(m, side)?.runs ?? 0;
  out.set('tr1', overUnder(runsOf(m.first), m.lines.tr1 / 4, one.mean, one.sd));
  out.set('tr2', overUnder(runsOf(second), m.lines.tr2 / 4, two.mean, Math.max(two.sd, 1)));
  if (withBatsmen)
    for (const side of ['home', 'away'] as const) out.set(`tb-${side}`, batsmanChances(m, side));
  return out;
}

/** A rough model: each named batsman's likely final score, softened into chances of topping. */
function batsmanChances(m: Match, side: Side): number[] {
  const innings = inningsOf(m, side);
  const runs = m.batsmenRuns[side];
  const best = Math.max(0, ...runs.slice(0, NAMED_BATSMEN));
  const left = innings ? OVERS * BALLS - innings.balls : OVERS * BALLS;
  const done = innings !== undefined && (innings.wickets >= WICKETS || left === 0);
  const weights = runs.slice(0, NAMED_BATSMEN).map((scored, i) => {
    const batting = innings?.batsmen.includes(i) ?? false;
    const out = innings !== undefined && !batting && i <= innings.wickets + 1 && !done;
    const waiting = !innings || (!batting && i > innings.wickets + 1);
    if ((out || done) && scored < best) return 0;
    const more = batting ? left / 5 : waiting ? Math.max(4, 30 - 4 * i) * (left / 120) : 0;
    return Math.exp((scored + more) / 12);
  });
  return normalise(weights, 0);
}

/** "145/3 (17.2)" per side, "-" before it bats; `misscored` runs added to the chase. */
function board(m: Match, clock: Names, misscored = 0): Scoreboard {
  const text = (side: Side): string => {
    const innings = inningsOf(m, side);
    if (!innings) return '-';
    const runs = innings.runs + (innings === m.innings[1] ? misscored : 0);
    return `${runs}/${innings.wickets} (${Math.floor(innings.balls / BALLS)}.${innings.balls % BALLS})`;
  };
  return { home: text('home'), away: text('away'), clock };
}

function overClock(innings: number, over: number): Names {
  const en = `${innings === 1 ? '1st' : '2nd'} innings, over ${over}`;
  const bn = `${innings === 1 ? '১ম' : '২য়'} ইনিংস, ওভার ${over}`;
  return { en, bn: bnDigits(bn) };
}

/** Plays one over; returns false once the innings is over (all out, overs done, target passed). */
function playOver(m: Match, innings: Innings, overStart: number, ballMs: number, target?: number): boolean {
  const { ctx } = m;
  for (let ball = 0; ball < BALLS; ball += 1) {
    const at = overStart + (ball + 1) * ballMs;
    const outcome = OUTCOMES[pickWeighted(ctx.rng, m.weights[innings.batting])] ?? 0;
    innings.balls += 1;
    const striker = innings.batsmen[0] ?? 0;
    if (outcome < 0) {
      innings.wickets += 1;
      // The markets a wicket moves: the match, this innings' runs, the batting side's top batsman.
      const moved = ['mw', innings === m.innings[0] ? 'tr1' : 'tr2', `tb-${innings.batting}`];
      dangerMoment(ctx, at, chance(ctx.rng, REVIEWED) ? 3 * ballMs : ballMs, moved);
      if (innings.wickets >= WICKETS) return false;
      innings.batsmen[0] = innings.wickets + 1;
    } else {
      innings.runs += outcome;
      const runs = m.batsmenRuns[innings.batting];
      runs[striker] = (runs[striker] ?? 0) + outcome;
      if (outcome % 2 === 1) innings.batsmen.reverse();
    }
    if (target !== undefined && innings.runs >= target) return false;
  }
  innings.batsmen.reverse();
  return innings.balls < OVERS * BALLS;
}

function results(m: Match, runs: [number, number], winner: Side | null): MarketResults[] {
  const total = (line: number, value: number): Record<string, LegResult> => ({
    over: settleTotal(value, line, 'over'),
    under: settleTotal(value, line, 'under'),
  });
  return [
    {
      key: 'mw',
      results: { home: settleWinner(winner, 'home', false), away: settleWinner(winner, 'away', false) },
    },
    { key: 'tr2', results: total(m.lines.tr2, runs[1]) },
  ];
}

function topBatsman(m: Match, side: Side): MarketResults {
  const runs = m.batsmenRuns[side].slice(0, NAMED_BATSMEN);
  const best = Math.max(...runs);
  const winners = runs.filter((scored) => scored === best).length;
  const entries = runs.map((scored, i): [string, LegResult] => {
    if (scored !== best) return [`b${i + 1}`, { kind: 'lose' }];
    if (winners === 1) return [`b${i + 1}`, { kind: 'win' }];
    return [`b${i + 1}`, { kind: 'dead-heat', share: { num: 1n, den: BigInt(winners) } }];
  });
  return { key: `tb-${side}`, results: Object.fromEntries(entries) };
}

export function* simulateCricket(ctx: SimContext): Generator<void> {
  const { b, rng } = ctx;
  const first: Side = chance(rng, 0.5) ? 'home' : 'away';
  const ratio = ctx.home.strength / ctx.away.strength;
  const weights = { home: weightsFor(ratio ** 0.5), away: weightsFor(ratio ** -0.5) };
  const rate = { home: runsPerBall(weights.home), away: runsPerBall(weights.away) };
  const over = { home: halfLineQuarters(rate.home * BALLS), away: halfLineQuarters(rate.away * BALLS) };
  const m: Match = {
    ctx,
    first,
    weights,
    rate,
    lines: {
      tr1: halfLineQuarters(rate[first] * 120 * 0.93),
      tr2: halfLineQuarters(rate[other(first)] * 120 * 0.9),
      over,
    },
    overAbove: { home: overRunsAbove(weights.home, over.home), away: overRunsAbove(weights.away, over.away) },
    innings: [],
    batsmenRuns: { home: new Array<number>(11).fill(0), away: new Array<number>(11).fill(0) },
    names: { home: ctx.playerNames('home', NAMED_BATSMEN), away: ctx.playerNames('away', NAMED_BATSMEN) },
  };
  const sides = { home: ctx.home.name, away: ctx.away.name };
  const specs: MarketSpec[] = [
    winnerSpec(sides),
    inningsRunsSpec(1, sides[first], m.lines.tr1),
    inningsRunsSpec(2, sides[other(first)], m.lines.tr2),
    topBatsmanSpec('home', sides.home, m.names.home),
    topBatsmanSpec('away', sides.away, m.names.away),
    nextOverSpec(1, over[first]),
  ];
  const openingOvers = prices(m, true).set('or1', twoWay(m.overAbove[first]));
  announce(ctx, specs, openingOvers);
  const overMs = Math.floor(ctx.playMs / (2 * OVERS + 1));
  const ballMs = Math.floor(overMs / (BALLS + 1));
  const stopAt = abandonAt(ctx);
  kickOff(ctx, board(m, overClock(1, 0)));
  let at = ctx.startsAt;
  for (const [index, batting] of [first, other(first)].entries()) {
    const innings: Innings = { batting, runs: 0, wickets: 0, balls: 0, batsmen: [0, 1] };
    m.innings.push(innings);
    const target = index === 1 ? (m.innings[0]?.runs ?? 0) + 1 : undefined;
    const overLine = m.lines.over[batting];
    const overChances = twoWay(m.overAbove[batting]);
    let playing = true;
    for (let n = 1; playing && n <= OVERS; n += 1) {
      const overNo = index * OVERS + n;
      if (stopAt !== undefined && at >= stopAt) {
        abandon(ctx, at);
        return;
      }
      b.hold(at, [`or${overNo}`]);
      if (n < OVERS) b.open(at, nextOverSpec(overNo + 1, overLine), overChances);
      const before = innings.runs;
      playing = playOver(m, innings, at, ballMs, target);
      at += overMs;
      const value = innings.runs - before;
      settleLive(ctx, at, [
        {
          key: `or${overNo}`,
          results: {
            over: settleTotal(value, overLine, 'over'),
            under: settleTotal(value, overLine, 'under'),
          },
        },
      ]);
      b.updateFixture(at, { score: board(m, overClock(index + 1, n)) });
      if (!playing && n < OVERS) {
        settleLive(ctx, at, [
          { key: `or${overNo + 1}`, results: { over: { kind: 'void' }, under: { kind: 'void' } } },
        ]);
      }
      if (n % PRICE_EVERY_OVERS === 0 || !playing)
        priceEvery(ctx, at, prices(m, n % TOP_BATSMAN_EVERY_OVERS === 0));
      yield;
    }
    if (index === 0) {
      // Innings break: the first innings' markets are decided.
      b.hold(at, ['tr1', `tb-${batting}`]);
      settleLive(ctx, at, [
        {
          key: 'tr1',
          results: {
            over: settleTotal(innings.runs, m.lines.tr1, 'over'),
            under: settleTotal(innings.runs, m.lines.tr1, 'under'),
          },
        },
        topBatsman(m, batting),
      ]);
      b.open(at, nextOverSpec(OVERS + 1, m.lines.over[other(batting)]), twoWay(m.overAbove[other(batting)]));
      at += overMs;
    }
  }
  const runs: [number, number] = [m.innings[0]?.runs ?? 0, m.innings[1]?.runs ?? 0];
  let winner: Side | null = runs[0] > runs[1] ? first : runs[1] > runs[0] ? other(first) : null;
  // A tie goes to a super over, decided by the sides' strength.
  if (winner === null)
    winner = chance(rng, ctx.home.strength / (ctx.home.strength + ctx.away.strength)) ? 'home' : 'away';
  const end: MatchEnd = {
    at: at + ballMs,
    score: board(m, { en: 'Match over', bn: 'খেলা শেষ' }),
    results: [...results(m, runs, winner), topBatsman(m, other(first))],
  };
  if (ctx.incidents.correction) {
    // The scout misread the chase's total, on the other side of its line (and perhaps the result).
    const misread = Math.floor(m.lines.tr2 / 2) - 2 * runs[1];
    const wrongRuns: [number, number] = [runs[0], Math.max(0, runs[1] + misread)];
    const wrongWinner =
      wrongRuns[1] > wrongRuns[0] ? other(first) : wrongRuns[1] < wrongRuns[0] ? first : winner;
    end.wrong = {
      score: board(m, end.score.clock, wrongRuns[1] - runs[1]),
      results: [...results(m, wrongRuns, wrongWinner), topBatsman(m, other(first))],
    };
  }
  endMatch(ctx, end);
}
