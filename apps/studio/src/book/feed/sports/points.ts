import { type LegResult, settleAsianHandicap, settleTotal, settleWinner } from '@khela/game-math';
import type { Names, Scoreboard } from '../types.js';
import { chance, halfLineQuarters, overUnder, pickWeighted, probabilityAbove, twoWay } from './common.js';
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
import { bnDigits, handicapSpec, overUnderSpec, winnerSpec } from './markets.js';
import type { MarketResults } from './timeline.js';

/**
 * Points sports (kabaddi, basketball): minute by minute, each side scores from a few chances a
 * minute (raids, possessions) whose points follow the sport's weights, scaled by strength.
 * Markets: match winner, an Asian handicap and an over/under on points at half lines around the
 * expectation, priced from a normal approximation of the points still to come.
 */

export type PointsRules = {
  minutes: number;
  /** Periods (halves, quarters), for the clock and a short stop at each break. */
  periods: number;
  period: Names;
  /** Scoring chances per side per minute. */
  chancesPerMinute: number;
  /** Points a chance yields: weights for 0, 1, 2, 3 points. */
  pointWeights: [number, number, number, number];
  /** Overtime minutes while level (basketball); none means a level game is a draw (kabaddi). */
  overtimeMinutes?: number;
  /** A rare big moment (a kabaddi all-out, worth 2 more): chance per side per minute. */
  bonus?: { perMinute: number; points: number };
  priceEveryMinutes: number;
};

type Score = { home: number; away: number };

function pointsMoments(rules: PointsRules): { mean: number; variance: number } {
  const [w0, w1, w2, w3] = rules.pointWeights;
  const total = w0 + w1 + w2 + w3;
  const mean = (w1 + 2 * w2 + 3 * w3) / total;
  const square = (w1 + 4 * w2 + 9 * w3) / total;
  return { mean, variance: square - mean * mean };
}

export function* simulatePoints(ctx: SimContext, rules: PointsRules): Generator<void> {
  const { b, rng } = ctx;
  const ratio = (ctx.home.strength / ctx.away.strength) ** 0.5;
  const factor = { home: ratio, away: 1 / ratio };
  const weights = (side: 'home' | 'away'): number[] => {
    const [w0, w1, w2, w3] = rules.pointWeights;
    return [w0 / factor[side], w1 * factor[side], w2 * factor[side], w3 * factor[side]];
  };
  const moments = pointsMoments(rules);
  const perMinute = {
    home: rules.chancesPerMinute * moments.mean,
    away: rules.chancesPerMinute * moments.mean,
  };
  for (const side of ['home', 'away'] as const) {
    const w = weights(side);
    const total = w.reduce((sum, x) => sum + x, 0);
    perMinute[side] = (rules.chancesPerMinute * ((w[1] ?? 0) + 2 * (w[2] ?? 0) + 3 * (w[3] ?? 0))) / total;
  }
  const spreadPerMinute = Math.sqrt(2 * rules.chancesPerMinute * (moments.variance + 0.3));
  // The home line is the half line just past the expected margin: a favourite gives points.
  const handicap = -halfLineQuarters(rules.minutes * (perMinute.home - perMinute.away));
  const totalLine = halfLineQuarters(rules.minutes * (perMinute.home + perMinute.away));
  const sides = { home: ctx.home.name, away: ctx.away.name };
  const specs = [winnerSpec(sides), handicapSpec(sides, handicap), overUnderSpec('points', totalLine)];
  const score: Score = { home: 0, away: 0 };

  const prices = (minute: number): Map<string, number[]> => {
    const left = Math.max(0, rules.minutes - minute);
    const meanMargin = score.home - score.away + left * (perMinute.home - perMinute.away);
    const meanTotal = score.home + score.away + left * (perMinute.home + perMinute.away);
    const sd = Math.max(0.5, Math.sqrt(left) * spreadPerMinute);
    const homeAhead = probabilityAbove(0.5, meanMargin, sd);
    const level = Math.max(0, 1 - homeAhead - probabilityAbove(0.5, -meanMargin, sd));
    // Level after regulation: overtime is a coin flip; without overtime the bet pushes.
    const home = rules.overtimeMinutes ? homeAhead + level / 2 : homeAhead / Math.max(1e-9, 1 - level);
    return new Map([
      ['mw', twoWay(home)],
      [`ah${handicap}`, twoWay(probabilityAbove(-handicap / 4, meanMargin, sd))],
      [`ou${totalLine}`, overUnder(score.home + score.away, totalLine / 4, meanTotal, sd)],
    ]);
  };
  const results = (final: Score): MarketResults[] => {
    const winner = final.home === final.away ? null : final.home > final.away ? 'home' : 'away';
    const margin = final.home - final.away;
    const total = final.home + final.away;
    const pair = (home: LegResult, away: LegResult): Record<string, LegResult> => ({ home, away });
    return [
      { key: 'mw', results: pair(settleWinner(winner, 'home', false), settleWinner(winner, 'away', false)) },
      {
        key: `ah${handicap}`,
        results: pair(
          settleAsianHandicap(margin, handicap, 'home'),
          settleAsianHandicap(margin, handicap, 'away'),
        ),
      },
      {
        key: `ou${totalLine}`,
        results: {
          over: settleTotal(total, totalLine, 'over'),
          under: settleTotal(total, totalLine, 'under'),
        },
      },
    ];
  };
  const minutesPerPeriod = rules.minutes / rules.periods;
  const clock = (minute: number): Names => {
    if (minute > rules.minutes) return { en: 'Overtime', bn: 'অতিরিক্ত সময়' };
    const period = Math.min(rules.periods, Math.max(1, Math.floor((minute - 1) / minutesPerPeriod) + 1));
    return {
      en: `${rules.period.en} ${period} · ${minute}'`,
      bn: bnDigits(`${rules.period.bn} ${period} · ${minute}'`),
    };
  };
  const board = (minute: number, s: Score = score): Scoreboard => ({
    home: String(s.home),
    away: String(s.away),
    clock: clock(minute),
  });

  announce(ctx, specs, prices(0));
  const minuteMs = Math.floor(ctx.playMs / rules.minutes);
  const stopAt = abandonAt(ctx);
  kickOff(ctx, board(0));
  priceEvery(ctx, ctx.startsAt, prices(0));
  let minute = 0;
  let last = rules.minutes;
  while (minute < last) {
    minute += 1;
    const at = ctx.startsAt + minute * minuteMs;
    if (stopAt !== undefined && at >= stopAt) {
      abandon(ctx, at);
      return;
    }
    for (const side of ['home', 'away'] as const) {
      const w = weights(side);
      for (let i = 0; i < rules.chancesPerMinute; i += 1) score[side] += pickWeighted(rng, w);
      if (rules.bonus && chance(rng, rules.bonus.perMinute * factor[side])) {
        dangerMoment(ctx, at, minuteMs / 2);
        score[side] += rules.bonus.points;
      }
    }
    const periodEnd = minute % minutesPerPeriod === 0 && minute < rules.minutes;
    // A buzzer at the end of a period is a danger moment like any score.
    if (periodEnd) dangerMoment(ctx, at, Math.floor(minuteMs / 2));
    if (minute === last && rules.overtimeMinutes && score.home === score.away) last += rules.overtimeMinutes;
    if (minute % rules.priceEveryMinutes === 0 || minute >= rules.minutes) {
      b.updateFixture(at, { score: board(minute) });
      priceEvery(ctx, at, prices(Math.min(minute, rules.minutes)));
    }
    yield;
  }
  const end: MatchEnd = {
    at: ctx.startsAt + minute * minuteMs + Math.floor(minuteMs / 2),
    score: { ...board(minute), clock: { en: 'Full time', bn: 'খেলা শেষ' } },
    results: results(score),
  };
  if (ctx.incidents.correction) {
    // The scout had the two sides' scores the wrong way round.
    const wrong = { home: score.away, away: score.home };
    end.wrong = { score: { ...board(minute, wrong), clock: end.score.clock }, results: results(wrong) };
  }
  endMatch(ctx, end);
}
