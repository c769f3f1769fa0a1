import { type LegResult, settleAsianHandicap, settleTotal, settleWinner } from '@khela/game-math';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSportsFeed, MIN_HOLD_MS, SPORT_NAMES } from './simulator.js';

import type { FeedMessage, Fixture, Market, MarketKind } from './types.js';

const HOUR = 3_600_000;
/** A short memory of ended fixtures keeps these tests' start-up small; the default is 2 h. */
const options = { keepEndedMs: 15 * 60_000 };
/** A Friday in late November 2026, 00:00 UTC. */
const T0 = Date.UTC(2026, 10, 27);

function json(value: unknown): string {
  return JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? `${inner}n` : inner));
}

describe('createSportsFeed: a pure function of (seed, time)', () => {
  it('gives the same messages however advance() is stepped', () => {
    const once = createSportsFeed({ seed: 11, from: T0, options }).advance(T0 + 90 * 60_000);
    const stepped = createSportsFeed({ seed: 11, from: T0, options });
    const pieces: FeedMessage[] = [];
    // Uneven steps, including one that lands on no message and a repeated time.
    for (const at of [
      T0 + 1,
      T0 + 7 * 60_000 + 123,
      T0 + 41 * 60_000,
      T0 + 41 * 60_000,
      T0 + HOUR,
      T0 + 90 * 60_000,
    ]) {
      pieces.push(...stepped.advance(at));
    }
    expect(once.length).toBeGreaterThan(1000);
    expect(json(pieces)).toBe(json(once));
    const other = createSportsFeed({ seed: 12, from: T0, options }).advance(T0 + 20 * 60_000);
    expect(json(other)).not.toBe(json(once.filter((msg) => msg.at <= T0 + 20 * 60_000)));
  });

  it('recovers after a restart: a feed created at t0 yields what a running feed yields after t0', () => {
    const running = createSportsFeed({ seed: 5, from: T0 - HOUR, options });
    running.advance(T0);
    const expected = running.advance(T0 + HOUR);
    const restarted = createSportsFeed({ seed: 5, from: T0, options });
    expect(json(restarted.advance(T0 + HOUR))).toBe(json(expected));
    // Lookups agree too: the same fixtures in the same states, with the same markets.
    expect(restarted.fixtures()).toEqual(running.fixtures());
    for (const fixture of running.fixtures({ status: ['live'] })) {
      expect(restarted.markets(fixture.id)).toEqual(running.markets(fixture.id));
    }
  });

  it('answers lookups as of the last advance, and keeps live and upcoming fixtures in every sport', () => {
    const feed = createSportsFeed({ seed: 3, from: T0 });
    feed.advance(T0 + HOUR);
    const live = feed.fixtures({ status: ['live'] });
    const upcoming = feed.fixtures({ status: ['scheduled'] }).filter((f) => f.startsAt <= T0 + 2 * HOUR);
    for (const sport of [
      'cricket',
      'football',
      'kabaddi',
      'basketball',
      'dota2',
      'cs2',
      'valorant',
      'efootball',
    ]) {
      expect(live.filter((f) => f.sport === sport).length, sport).toBeGreaterThanOrEqual(1);
      expect(live.filter((f) => f.sport === sport).length, sport).toBeLessThanOrEqual(4);
      const next = upcoming.filter((f) => f.sport === sport).length;
      expect(next, sport).toBeGreaterThanOrEqual(6);
      expect(next, sport).toBeLessThanOrEqual(10);
    }
    expect(feed.fixtures({ category: 'esports' }).every((f) => f.category === 'esports')).toBe(true);
    const fixture = live[0] as Fixture;
    const market = feed.markets(fixture.id)[0] as Market;
    const selection = market.selections[0];
    expect(feed.market(market.id)).toBe(market);
    expect(feed.selection(selection?.id ?? '')).toEqual({ selection, market, fixture });
    expect(feed.selection(`${market.id}:nope`)).toBeUndefined();
    expect(SPORT_NAMES.cricket.bn).toBe('ক্রিকেট');
  });
});

/** A book's view rebuilt from the messages alone. */
type Seen = {
  fixtures: Map<string, Fixture>;
  markets: Map<string, Market>;
  results: Map<string, Record<string, LegResult>>;
  marketsOf: Map<string, Set<string>>;
  kinds: Set<MarketKind>;
  corrected: Set<string>;
  cancelWindows: Set<string>;
  rollbackCancels: Set<string>;
  abandoned: Set<string>;
  late: Set<string>;
  problems: string[];
  started: Set<string>;
};

function watch(messages: FeedMessage[]): Seen {
  const seen: Seen = {
    fixtures: new Map(),
    markets: new Map(),
    results: new Map(),
    marketsOf: new Map(),
    kinds: new Set(),
    corrected: new Set(),
    cancelWindows: new Set(),
    rollbackCancels: new Set(),
    abandoned: new Set(),
    late: new Set(),
    problems: [],
    started: new Set(),
  };
  const status = new Map<string, Market['status']>();
  const stoppedAt = new Map<string, number>();
  const endedAt = new Map<string, number>();
  const problem = (text: string): void => {
    if (seen.problems.length < 20) seen.problems.push(text);
  };
  for (const msg of messages) {
    switch (msg.type) {
      case 'fixture_change': {
        const { fixture } = msg;
        seen.fixtures.set(fixture.id, fixture);
        if (fixture.status === 'live') seen.started.add(fixture.id);
        if (fixture.status === 'cancelled') seen.abandoned.add(fixture.id);
        if (fixture.status === 'ended' && !endedAt.has(fixture.id)) endedAt.set(fixture.id, msg.at);
        if (fixture.status !== 'scheduled' && fixture.status !== 'live') {
          for (const id of seen.marketsOf.get(fixture.id) ?? []) {
            if (status.get(id) === 'open') problem(`${id} open while ${fixture.id} is ${fixture.status}`);
          }
        }
        break;
      }
      case 'odds_change': {
        const { market } = msg;
        const fixture = seen.fixtures.get(market.fixtureId);
        if (fixture && fixture.status !== 'scheduled' && fixture.status !== 'live') {
          problem(`odds_change on ${market.id} while its fixture is ${fixture.status}`);
        }
        const stop = stoppedAt.get(market.id);
        if (stop !== undefined && msg.at < stop + MIN_HOLD_MS)
          problem(`${market.id} reopened ${msg.at - stop} ms after bet_stop`);
        for (const selection of market.selections) {
          if (!Number.isInteger(selection.odds) || selection.odds < 1010)
            problem(`odds ${selection.odds} on ${selection.id}`);
          // A decided outcome (both teams scored, no time left) is never offered at a price.
          if (market.status === 'open' && selection.probabilityPpm >= 999_000)
            problem(
              `${selection.id} open at ${selection.odds} with probability ${selection.probabilityPpm} ppm`,
            );
        }
        seen.markets.set(market.id, market);
        seen.kinds.add(market.kind);
        status.set(market.id, market.status);
        if (!seen.marketsOf.has(market.fixtureId)) seen.marketsOf.set(market.fixtureId, new Set());
        seen.marketsOf.get(market.fixtureId)?.add(market.id);
        break;
      }
      case 'bet_stop':
        for (const id of msg.marketIds) {
          stoppedAt.set(id, msg.at);
          status.set(id, 'suspended');
        }
        break;
      case 'bet_settlement':
        for (const { marketId, selectionId, result } of msg.results) {
          const key = selectionId.slice(marketId.length + 1);
          const known = seen.results.get(marketId) ?? {};
          if (msg.certainty === 2 && known[key] && json(known[key]) !== json(result)) {
            problem(`confirmation of ${selectionId} differs from its settlement`);
          }
          known[key] = result;
          seen.results.set(marketId, known);
          status.set(marketId, 'settled');
        }
        if (msg.certainty === 1 && (endedAt.get(msg.fixtureId) ?? msg.at) < msg.at - 120_000)
          seen.late.add(msg.fixtureId);
        break;
      case 'rollback_bet_settlement':
        seen.corrected.add(msg.fixtureId);
        for (const id of msg.marketIds) {
          seen.results.delete(id);
          status.set(id, 'suspended');
        }
        break;
      case 'bet_cancel':
        if (msg.startAt !== undefined) seen.cancelWindows.add(msg.fixtureId);
        else for (const id of msg.marketIds) status.set(id, 'cancelled');
        break;
      case 'rollback_bet_cancel':
        seen.rollbackCancels.add(msg.fixtureId);
        break;
    }
  }
  for (const [id, market] of seen.markets)
    seen.markets.set(id, { ...market, status: status.get(id) ?? market.status });
  return seen;
}

function expectResult(
  problems: string[],
  market: Market,
  got: LegResult | undefined,
  want: LegResult,
  key: string,
): void {
  if (json(got) !== json(want)) {
    problems.push(`${market.id} ${key}: got ${json(got)}, want ${json(want)}`);
  }
}

/** Checks each settled market of a closed fixture against its final score. */
function checkAgainstScore(seen: Seen, fixture: Fixture, problems: string[]): void {
  const runs = (text: string): number => Number.parseInt(text, 10);
  const home = fixture.sport === 'cricket' ? runs(fixture.score.home) : Number(fixture.score.home);
  const away = fixture.sport === 'cricket' ? runs(fixture.score.away) : Number(fixture.score.away);
  const winner = home === away ? null : home > away ? 'home' : 'away';
  for (const id of seen.marketsOf.get(fixture.id) ?? []) {
    const market = seen.markets.get(id) as Market;
    const results = seen.results.get(id) ?? {};
    if (market.status !== 'settled') {
      problems.push(`${id} is ${market.status} after ${fixture.id} closed`);
      continue;
    }
    const line = market.line ?? 0;
    const check = (key: string, want: LegResult): void =>
      expectResult(problems, market, results[key], want, key);
    switch (market.kind) {
      case '1x2':
        for (const key of ['home', 'draw', 'away']) check(key, settleWinner(winner, key, true));
        break;
      case 'match_winner':
        if (fixture.sport === 'cricket' && winner === null) break; // a super over decided it
        if (fixture.sport !== 'cricket' && fixture.sport !== 'kabaddi' && winner === null) break;
        for (const key of ['home', 'away']) check(key, settleWinner(winner, key, false));
        break;
      case 'asian_handicap':
      case 'map_handicap':
        for (const key of ['home', 'away'] as const) check(key, settleAsianHandicap(home - away, line, key));
        break;
      case 'over_under':
      case 'total_maps':
        for (const key of ['over', 'under'] as const) check(key, settleTotal(home + away, line, key));
        break;
      case 'btts':
        check('yes', { kind: home > 0 && away > 0 ? 'win' : 'lose' });
        break;
      case 'correct_score': {
        const listed = home <= 3 && away <= 3;
        check(listed ? `${home}-${away}` : 'other', { kind: 'win' });
        const winners = Object.values(results).filter((r) => r.kind === 'win').length;
        if (winners !== 1) problems.push(`${id} has ${winners} winning scores`);
        break;
      }
      case 'total_runs':
        if (market.period === 2) {
          const chasing = market.name.en.includes(`(${fixture.home.en})`) ? home : away;
          for (const key of ['over', 'under'] as const) check(key, settleTotal(chasing, line, key));
        }
        break;
      case 'top_batsman': {
        const shares = Object.values(results).map((r) =>
          r.kind === 'win' ? 1 : r.kind === 'dead-heat' ? Number(r.share.num) / Number(r.share.den) : 0,
        );
        const total = shares.reduce((sum, share) => sum + share, 0);
        if (Math.abs(total - 1) > 1e-9) problems.push(`${id} winning shares sum to ${total}`);
        break;
      }
      case 'map_winner':
        if (market.period === 3 && home + away === 2) check('home', { kind: 'void' });
        break;
      default:
        break;
    }
  }
}

describe('a simulated day of every sport', () => {
  let seen: Seen;
  let cpuMs = 0;
  beforeAll(() => {
    const feed = createSportsFeed({ seed: 20_261_127, from: T0 });
    const messages: FeedMessage[] = [];
    const before = process.cpuUsage();
    for (let at = T0 + HOUR; at <= T0 + 26 * HOUR; at += HOUR)
      for (const msg of feed.advance(at)) messages.push(msg);
    cpuMs = process.cpuUsage(before).user / 1000;
    seen = watch(messages);
  });

  it('advances 24 h of simulated time quickly', () => {
    // About 1.5 s of CPU on an idle machine; the bound leaves room for a busy CI box.
    expect(cpuMs).toBeLessThan(10_000);
  });

  it('offers every market kind, with integer odds of at least 1.01, never open on an ended fixture', () => {
    const kinds: MarketKind[] = [
      'match_winner',
      '1x2',
      'asian_handicap',
      'over_under',
      'btts',
      'correct_score',
      'total_runs',
      'next_over_runs',
      'top_batsman',
      'map_winner',
      'map_handicap',
      'total_maps',
    ];
    expect([...seen.kinds].sort()).toEqual([...kinds].sort());
    expect(seen.problems).toEqual([]);
    const lines = [...seen.markets.values()].filter((m) => m.kind === 'asian_handicap').map((m) => m.line);
    for (const line of [-1, -3, 5]) expect(lines).toContain(line);
  });

  it('ends and settles every fixture that starts, consistently with its final score', () => {
    const problems: string[] = [];
    let closed = 0;
    for (const id of seen.started) {
      const fixture = seen.fixtures.get(id) as Fixture;
      if (fixture.startsAt > T0 + 24 * HOUR) continue;
      if (fixture.status === 'cancelled') {
        for (const marketId of seen.marketsOf.get(id) ?? []) {
          const state = seen.markets.get(marketId)?.status;
          if (state !== 'settled' && state !== 'cancelled')
            problems.push(`${marketId} is ${state} after abandonment`);
        }
        continue;
      }
      if (fixture.status !== 'closed') {
        problems.push(`${id} is ${fixture.status}`);
        continue;
      }
      closed += 1;
      checkAgainstScore(seen, fixture, problems);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(closed).toBeGreaterThan(2000);
  });

  it('has late, corrected, cancelled and abandoned results at about the seeded rates', () => {
    const started = seen.started.size;
    const rate = (set: Set<string>): number => (set.size / started) * 100;
    expect(rate(seen.late)).toBeGreaterThan(3);
    expect(rate(seen.late)).toBeLessThan(7.5);
    expect(rate(seen.corrected)).toBeGreaterThan(1.8);
    expect(rate(seen.corrected)).toBeLessThan(4.5);
    expect(rate(seen.cancelWindows)).toBeGreaterThan(1);
    expect(rate(seen.cancelWindows)).toBeLessThan(3.2);
    expect(rate(seen.abandoned)).toBeGreaterThan(0.4);
    expect(rate(seen.abandoned)).toBeLessThan(1.8);
    expect(rate(seen.rollbackCancels)).toBeGreaterThan(0.1);
    expect(rate(seen.rollbackCancels)).toBeLessThan(1.2);
  });
});
