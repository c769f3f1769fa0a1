import { type LegResult, settleAsianHandicap, settleTotal, settleWinner } from '@khela/game-math';
import type { Names, Scoreboard } from '../types.js';
import { between, chance, normalCdf, twoWay } from './common.js';
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
import { bnDigits, handicapSpec, mapWinnerSpec, overUnderSpec, winnerSpec } from './markets.js';
import type { MarketResults } from './timeline.js';

/**
 * E-sports best of three. CS2 and Valorant maps are played round by round to 13 (win by two
 * from 12-12); Dota 2 maps are a net-worth lead that drifts towards the stronger side over eight
 * phases. Markets: match winner, each map's winner (map 3 void if not played), map handicap
 * −1.5 and +1.5, total maps over/under 2.5.
 */

const MAPS = 3;
const ROUNDS_TO_WIN = 13;
const MAX_ROUNDS = 36;
const DOTA_PHASES = 8;
const PRICE_EVERY_ROUNDS = 4;
const HANDICAPS = [-6, 6];
const TOTAL_MAPS_LINE = 10;

type Side = 'home' | 'away';
type Maps = { home: number; away: number };

/** P(home takes a map from rounds (a, b)) with round chance p, first to 13, 12-12 won by two. */
function roundsMapChance(p: number, a: number, b: number): number {
  if (a >= ROUNDS_TO_WIN - 1 && b >= ROUNDS_TO_WIN - 1) {
    const decider = (p * p) / (p * p + (1 - p) * (1 - p));
    if (a === b) return decider;
    return a > b ? p + (1 - p) * decider : p * decider;
  }
  if (a >= ROUNDS_TO_WIN) return 1;
  if (b >= ROUNDS_TO_WIN) return 0;
  // Rows of the remaining-rounds table, filled from the end.
  const need = (x: number): number => ROUNDS_TO_WIN - x;
  const table: number[][] = [];
  for (let i = 0; i <= need(a); i += 1) table.push(new Array<number>(need(b) + 1).fill(0));
  for (let i = need(a); i >= 0; i -= 1) {
    for (let j = need(b); j >= 0; j -= 1) {
      const row = table[i] as number[];
      if (i === need(a)) row[j] = j === need(b) ? 0 : 1;
      else if (j === need(b)) row[j] = 0;
      else row[j] = p * ((table[i + 1] as number[])[j] ?? 0) + (1 - p) * (row[j + 1] ?? 0);
    }
  }
  return (table[0] as number[])[0] ?? 0.5;
}

/** Chances of each final map score from `maps`, the map in play at `now`, later maps at `later`. */
function finals(maps: Maps, now: number, later: number): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (home: number, away: number, p: number, chanceNow: number): void => {
    if (home === 2 || away === 2) {
      out.set(`${home}-${away}`, (out.get(`${home}-${away}`) ?? 0) + p);
      return;
    }
    walk(home + 1, away, p * chanceNow, later);
    walk(home, away + 1, p * (1 - chanceNow), later);
  };
  walk(maps.home, maps.away, 1, now);
  return out;
}

function mapClock(map: number, home: number, away: number): Names {
  return { en: `Map ${map} · ${home}-${away}`, bn: bnDigits(`ম্যাপ ${map} · ${home}-${away}`) };
}

export function* simulateEsport(ctx: SimContext): Generator<void> {
  const { b, rng } = ctx;
  const dota = ctx.sport === 'dota2';
  const ratio = ctx.home.strength / ctx.away.strength;
  const mapBase = ratio ** 2 / (ratio ** 2 + 1);
  const sides = { home: ctx.home.name, away: ctx.away.name };
  const specs = [
    winnerSpec(sides),
    ...[1, 2, 3].map((map) => mapWinnerSpec(sides, map)),
    ...HANDICAPS.map((line) => handicapSpec(sides, line, 'map_handicap')),
    overUnderSpec('maps', TOTAL_MAPS_LINE),
  ];
  const maps: Maps = { home: 0, away: 0 };
  let mapNo = 1;
  const prices = (now: number): Map<string, number[]> => {
    const dist = finals(maps, now, mapBase);
    const home = (dist.get('2-0') ?? 0) + (dist.get('2-1') ?? 0);
    const out = new Map<string, number[]>([
      ['mw', twoWay(home)],
      [`mh${HANDICAPS[0]}`, twoWay(dist.get('2-0') ?? 0)],
      [`mh${HANDICAPS[1]}`, twoWay(1 - (dist.get('0-2') ?? 0))],
      [`tm${TOTAL_MAPS_LINE}`, twoWay((dist.get('2-1') ?? 0) + (dist.get('1-2') ?? 0))],
    ]);
    for (let map = mapNo; map <= MAPS; map += 1) out.set(`map${map}`, twoWay(map === mapNo ? now : mapBase));
    return out;
  };
  const board = (clock: Names, m: Maps = maps): Scoreboard => ({
    home: String(m.home),
    away: String(m.away),
    clock,
  });

  announce(ctx, specs, prices(mapBase));
  const mapMs = Math.floor(ctx.playMs / 2.5);
  const breakMs = Math.floor(mapMs / 12);
  const stepMs = Math.floor(mapMs / (dota ? DOTA_PHASES : 24));
  const stopAt = abandonAt(ctx);
  kickOff(ctx, board(mapClock(1, 0, 0)));
  let at = ctx.startsAt;
  while (maps.home < 2 && maps.away < 2) {
    const p = Math.min(0.85, Math.max(0.15, mapBase + between(rng, -0.08, 0.08)));
    const roundP = 0.5 + (p - 0.5) / 3;
    let home = 0;
    let away = 0;
    let lead = 0;
    let step = 0;
    let winner: Side | undefined;
    priceEvery(ctx, at, prices(dota ? p : roundsMapChance(roundP, 0, 0)));
    while (!winner) {
      step += 1;
      at += stepMs;
      if (stopAt !== undefined && at >= stopAt) {
        abandon(ctx, at);
        return;
      }
      let now: number;
      if (dota) {
        // Kills come in fights; the net-worth lead drifts to the stronger side.
        home += Math.floor(between(rng, 0, 4 + 2 * p));
        away += Math.floor(between(rng, 0, 4 + 2 * (1 - p)));
        lead += (p - 0.5) * 2 + between(rng, -1, 1) * 1.4;
        const left = DOTA_PHASES - step;
        // Held past the map's end, so a decided map is settled rather than reopened first.
        if (left === 1) dangerMoment(ctx, at, 2 * stepMs);
        if (left === 0) winner = lead > 0 || (lead === 0 && chance(rng, p)) ? 'home' : 'away';
        now = left === 0 ? 0.5 : normalCdf((lead + (p - 0.5) * 2 * left) / Math.sqrt(left * 0.65));
      } else {
        if (chance(rng, roundP)) home += 1;
        else away += 1;
        const over = home + away >= MAX_ROUNDS;
        if (
          (home >= ROUNDS_TO_WIN || away >= ROUNDS_TO_WIN || over) &&
          (Math.abs(home - away) >= 2 || over)
        ) {
          winner = home > away ? 'home' : 'away';
        } else if (Math.max(home, away) >= ROUNDS_TO_WIN - 1) {
          dangerMoment(ctx, at, Math.floor(1.5 * stepMs));
        }
        now = roundsMapChance(roundP, home, away);
      }
      if (!winner && step % (dota ? 1 : PRICE_EVERY_ROUNDS) === 0) {
        b.updateFixture(at, { score: board(mapClock(mapNo, home, away)) });
        priceEvery(ctx, at, prices(now));
      }
      yield;
    }
    maps[winner] += 1;
    b.hold(at, [`map${mapNo}`]);
    b.updateFixture(at, { score: board(mapClock(mapNo, home, away)) });
    settleLive(ctx, at, [
      {
        key: `map${mapNo}`,
        results: { home: settleWinner(winner, 'home', false), away: settleWinner(winner, 'away', false) },
      },
    ]);
    if (maps.home < 2 && maps.away < 2) {
      mapNo += 1;
      priceEvery(ctx, at, prices(mapBase));
      at += breakMs;
    }
  }
  const results = (m: Maps): MarketResults[] => {
    const winner: Side = m.home > m.away ? 'home' : 'away';
    const margin = m.home - m.away;
    const pair = (home: LegResult, away: LegResult): Record<string, LegResult> => ({ home, away });
    const total = m.home + m.away;
    const out: MarketResults[] = [
      { key: 'mw', results: pair(settleWinner(winner, 'home', false), settleWinner(winner, 'away', false)) },
      ...HANDICAPS.map((line) => ({
        key: `mh${line}`,
        results: pair(settleAsianHandicap(margin, line, 'home'), settleAsianHandicap(margin, line, 'away')),
      })),
      {
        key: `tm${TOTAL_MAPS_LINE}`,
        results: {
          over: settleTotal(total, TOTAL_MAPS_LINE, 'over'),
          under: settleTotal(total, TOTAL_MAPS_LINE, 'under'),
        },
      },
    ];
    // Map 3 not played: its bets are void.
    if (total < MAPS)
      out.push({ key: `map${MAPS}`, results: { home: { kind: 'void' }, away: { kind: 'void' } } });
    return out;
  };
  const end: MatchEnd = {
    at: at + Math.floor(breakMs / 2),
    score: board({ en: 'Match over', bn: 'খেলা শেষ' }),
    results: results(maps),
  };
  if (ctx.incidents.correction) {
    // The scout had the teams the wrong way round.
    const swapped = { home: maps.away, away: maps.home };
    end.wrong = { score: board(end.score.clock, swapped), results: results(swapped) };
  }
  endMatch(ctx, end);
}
