import { describe, expect, it } from 'vitest';
import { combineFeeds } from './combine.js';
import { createSportsFeed } from './simulator.js';
import type { Feed, FeedMessage, Fixture, Market } from './types.js';

const T0 = Date.UTC(2026, 10, 27);

/** A scripted feed with one fixture and one market, sending a message every 30 s. */
function scriptedFeed(): Feed {
  const fixture: Fixture = {
    id: 'cf-1',
    sport: 'cockfight',
    category: 'cockfight',
    league: { en: 'Derby', bn: 'ডার্বি' },
    home: { en: 'Meron', bn: 'মেরন' },
    away: { en: 'Wala', bn: 'ওয়ালা' },
    startsAt: T0,
    status: 'live',
    score: { home: '', away: '', clock: { en: '', bn: '' } },
  };
  const market: Market = {
    id: 'cf-1:fw',
    fixtureId: 'cf-1',
    kind: 'fight_winner',
    name: { en: 'Fight winner', bn: 'লড়াইয়ের বিজয়ী' },
    status: 'open',
    selections: [
      { id: 'cf-1:fw:meron', marketId: 'cf-1:fw', name: fixture.home, odds: 1900, probabilityPpm: 500_000 },
    ],
  };
  let clock = T0;
  return {
    advance(now) {
      const out: FeedMessage[] = [];
      for (let at = Math.floor(clock / 30_000 + 1) * 30_000; at <= now; at += 30_000) {
        out.push({ type: 'odds_change', at, market });
      }
      clock = Math.max(clock, now);
      return out;
    },
    fixtures: (filter) =>
      filter?.category && filter.category !== 'cockfight'
        ? []
        : filter?.status?.includes('scheduled')
          ? []
          : [fixture],
    fixture: (id) => (id === fixture.id ? fixture : undefined),
    markets: (id) => (id === fixture.id ? [market] : []),
    market: (id) => (id === market.id ? market : undefined),
    selection: (id) => {
      const selection = market.selections.find((s) => s.id === id);
      return selection ? { selection, market, fixture } : undefined;
    },
  };
}

describe('combineFeeds', () => {
  it('merges messages by time and routes lookups by id', () => {
    const sports = createSportsFeed({ seed: 9, from: T0, options: { sports: ['football', 'dota2'] } });
    const alone = createSportsFeed({ seed: 9, from: T0, options: { sports: ['football', 'dota2'] } });
    const both = combineFeeds([sports, scriptedFeed()]);
    const merged = both.advance(T0 + 20 * 60_000);
    const times = merged.map((msg) => msg.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const fromSports = merged.filter(
      (msg) => !(msg.type === 'odds_change' && msg.market.fixtureId === 'cf-1'),
    );
    expect(fromSports).toEqual(alone.advance(T0 + 20 * 60_000));
    expect(merged.length - fromSports.length).toBe(40);

    const football = both.fixtures({ status: ['live'] }).find((f) => f.sport === 'football') as Fixture;
    expect(both.fixture(football.id)).toBe(sports.fixture(football.id));
    expect(both.markets(football.id)).toEqual(sports.markets(football.id));
    const market = both.markets(football.id)[0] as Market;
    expect(both.market(market.id)).toBe(market);
    expect(both.selection(market.selections[0]?.id ?? '')?.fixture).toBe(sports.fixture(football.id));
    expect(both.fixture('cf-1')?.sport).toBe('cockfight');
    expect(both.market('cf-1:fw')?.kind).toBe('fight_winner');
    expect(both.selection('cf-1:fw:meron')?.market.id).toBe('cf-1:fw');
    expect(both.markets('cf-1')).toHaveLength(1);
    expect(both.fixture('nope')).toBeUndefined();
    expect(both.markets('nope')).toEqual([]);
    expect(both.fixtures({ category: 'cockfight' }).map((f) => f.id)).toEqual(['cf-1']);
    const listed = both.fixtures().map((f) => f.startsAt);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
  });
});
