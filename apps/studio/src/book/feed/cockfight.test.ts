import { SeededSource, uniformInt } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import {
  createCockfightFeed,
  DRAW_ODDS,
  FIGHT_SLOT_MS,
  LAST_CALL_MS,
  MAX_FIGHT_MS,
  MIN_FIGHT_MS,
  OPEN_MS,
} from './cockfight.js';
import type { FeedMessage, Fixture } from './types.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// A Friday afternoon in 2026, on the fight grid.
const T0 = Math.floor(Date.UTC(2026, 10, 27, 14, 3) / FIGHT_SLOT_MS) * FIGHT_SLOT_MS;

function run(seed: number, from: number, to: number, stepMs: number): FeedMessage[] {
  const feed = createCockfightFeed({ seed, from });
  const out: FeedMessage[] = [];
  for (let now = from + stepMs; now < to + stepMs; now += stepMs)
    out.push(...feed.advance(Math.min(now, to)));
  return out;
}

describe('the cockfight feed', () => {
  it('gives the same messages whatever the advance steps', () => {
    const to = T0 + 2 * HOUR_MS;
    const whole = run(7, T0, to, 2 * HOUR_MS);
    expect(whole.length).toBeGreaterThan(300);
    expect(run(7, T0, to, 1000)).toEqual(whole);
    const feed = createCockfightFeed({ seed: 7, from: T0 });
    const random = new SeededSource(99);
    const steps: FeedMessage[] = [];
    for (let now = T0; now < to; ) {
      now = Math.min(to, now + uniformInt(random, 1, 400_000));
      steps.push(...feed.advance(now));
    }
    expect(steps).toEqual(whole);
    for (const [index, message] of whole.entries()) {
      expect(message.at).toBeGreaterThan(T0);
      expect(message.at).toBeGreaterThanOrEqual(whole[index - 1]?.at ?? T0);
    }
    expect(run(8, T0, to, 2 * HOUR_MS)).not.toEqual(whole);
  });

  it('replays after a restart from the same clock', () => {
    const t1 = T0 + 37 * 61_000;
    const t2 = T0 + 3 * HOUR_MS;
    const first = createCockfightFeed({ seed: 3, from: T0 });
    first.advance(t1);
    const restarted = createCockfightFeed({ seed: 3, from: t1 });
    expect(restarted.fixtures()).toEqual(first.fixtures());
    expect(restarted.advance(t2)).toEqual(first.advance(t2));
    expect(restarted.fixtures()).toEqual(first.fixtures());
    const live = restarted.fixtures({ status: ['live'] })[0];
    if (live !== undefined) expect(restarted.markets(live.id)).toEqual(first.markets(live.id));
  });

  it('takes every fight open → last_call → closed → result or cancelled, on time', () => {
    const messages = run(11, T0, T0 + 6 * HOUR_MS, 6 * HOUR_MS);
    const phases = new Map<string, { phase: string | undefined; at: number; fixture: Fixture }[]>();
    for (const message of messages) {
      if (message.type !== 'fixture_change') continue;
      const list = phases.get(message.fixture.id) ?? [];
      list.push({ phase: message.fixture.score.phase, at: message.at, fixture: message.fixture });
      phases.set(message.fixture.id, list);
    }
    let complete = 0;
    for (const list of phases.values()) {
      const first = list[0];
      if (first === undefined || first.phase !== undefined) continue; // listed before T0
      if (list.length < 5) continue; // still running at the end
      complete += 1;
      const openAt = first.fixture.startsAt;
      expect(openAt % FIGHT_SLOT_MS).toBe(0);
      expect(list.map((entry) => entry.phase).slice(1, 4)).toEqual(['open', 'last_call', 'closed']);
      expect(list.map((entry) => entry.at).slice(1, 4)).toEqual([
        openAt,
        openAt + OPEN_MS,
        openAt + OPEN_MS + LAST_CALL_MS,
      ]);
      const end = list[4];
      expect(['result', 'cancelled']).toContain(end?.phase);
      const fightMs = (end?.at ?? 0) - (openAt + OPEN_MS + LAST_CALL_MS);
      expect(fightMs).toBeGreaterThanOrEqual(MIN_FIGHT_MS);
      expect(fightMs).toBeLessThanOrEqual(MAX_FIGHT_MS);
      expect(list).toHaveLength(5);
      expect(first.fixture.sport).toBe('cockfight');
      expect(first.fixture.fightNo).toBe(((openAt / FIGHT_SLOT_MS) % 30) + 1);
      expect(first.fixture.league).toEqual(first.fixture.derby);
      expect(first.fixture.home.en).toMatch(/ — /);
    }
    expect(complete).toBeGreaterThan(80);
  });

  it('settles a draw as void meron and wala and a winning draw; a cancelled fight voids all', () => {
    const messages = run(5, T0, T0 + DAY_MS, DAY_MS);
    const settlements = messages.flatMap((message) => (message.type === 'bet_settlement' ? [message] : []));
    const draws = settlements.filter((message) =>
      message.results.some((entry) => entry.selectionId.endsWith('-draw') && entry.result.kind === 'win'),
    );
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) {
      const kinds = Object.fromEntries(
        draw.results.map((entry) => [entry.selectionId.split('-').pop(), entry.result.kind]),
      );
      expect(kinds).toEqual({ meron: 'void', wala: 'void', draw: 'win' });
      expect(draw.certainty).toBe(2);
    }
    for (const settlement of settlements) {
      const kinds = settlement.results.map((entry) => entry.result.kind).sort();
      expect([
        ['lose', 'void', 'void'].join(),
        ['lose', 'lose', 'win'].join(),
        ['void', 'void', 'win'].join(),
      ]).toContain(kinds.join());
      expect(settlement.results.filter((entry) => entry.result.kind === 'win')).toHaveLength(1);
    }
    const cancels = messages.flatMap((message) => (message.type === 'bet_cancel' ? [message] : []));
    expect(cancels.length).toBeGreaterThan(0);
    for (const cancel of cancels) {
      expect(cancel.startAt).toBeUndefined();
      expect(cancel.endAt).toBeUndefined();
      expect(cancel.marketIds).toEqual([`${cancel.fixtureId}-fw`]);
      expect(settlements.some((message) => message.fixtureId === cancel.fixtureId)).toBe(false);
    }
  });

  it('prices meron and wala with the margin in integer odds and the draw at a fixed 8.00', () => {
    const messages = run(21, T0, T0 + 6 * HOUR_MS, 6 * HOUR_MS);
    const prices = messages.flatMap((message) => (message.type === 'odds_change' ? [message.market] : []));
    expect(prices.length).toBeGreaterThan(300);
    for (const market of prices) {
      expect(market.kind).toBe('fight_winner');
      expect(market.status).toBe('open');
      const odds = Object.fromEntries(
        market.selections.map((selection) => [selection.id.split('-').pop(), selection.odds]),
      );
      for (const value of Object.values(odds)) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThan(1000);
      }
      expect(odds.draw).toBe(DRAW_ODDS);
      const overroundPpm = 1e9 / (odds.meron ?? 1) + 1e9 / (odds.wala ?? 1) - 1_000_000;
      expect(overroundPpm).toBeGreaterThan(45_000);
      expect(overroundPpm).toBeLessThan(56_000);
    }
    // The prices move during the betting window.
    expect(new Set(prices.map((market) => market.selections[0]?.odds)).size).toBeGreaterThan(20);
  });

  it('has a market open only while the fight is open or on last call', () => {
    const feed = createCockfightFeed({ seed: 13, from: T0 });
    const random = new SeededSource(4);
    let openSeen = 0;
    for (let now = T0; now < T0 + 2 * HOUR_MS; now += uniformInt(random, 1000, 30_000)) {
      feed.advance(now);
      for (const fixture of feed.fixtures()) {
        const phase = fixture.score.phase;
        const markets = feed.markets(fixture.id);
        if (phase === undefined) expect(markets).toEqual([]);
        for (const market of markets) {
          const open = market.status === 'open';
          expect(open).toBe(phase === 'open' || phase === 'last_call');
          if (open) openSeen += 1;
          if (fixture.status !== 'live') continue;
          for (const selection of market.selections) {
            expect(feed.selection(selection.id)?.market.status).toBe(market.status);
          }
        }
      }
    }
    expect(openSeen).toBeGreaterThan(50);
    expect(feed.fixtures({ category: 'sports' })).toEqual([]);
    expect(feed.fixture('cf-999999999')).toBeUndefined();
    expect(feed.fixtures({ status: ['live'] }).length).toBeLessThanOrEqual(1);
  });

  it('cancels about 3 % of fights and draws about 2 % over simulated days', () => {
    const messages = run(17, T0, T0 + 10 * DAY_MS, 10 * DAY_MS);
    const fights = messages.filter((message) => message.type === 'bet_stop').length;
    const cancelled = messages.filter((message) => message.type === 'bet_cancel').length;
    const drawn = messages.filter(
      (message) =>
        message.type === 'bet_settlement' &&
        message.results.some((entry) => entry.selectionId.endsWith('-draw') && entry.result.kind === 'win'),
    ).length;
    expect(fights).toBeGreaterThan(3500);
    // 3 % of 3600 is 108 with a standard deviation near 10; 2 % is 72 with about 8.5.
    expect(cancelled / fights).toBeGreaterThan(0.022);
    expect(cancelled / fights).toBeLessThan(0.038);
    expect(drawn / fights).toBeGreaterThan(0.012);
    expect(drawn / fights).toBeLessThan(0.028);
  });
});
