import type { BookCategory, Feed, FeedMessage, Fixture, FixtureStatus, Market, Selection } from './types.js';

/**
 * One Feed over several (the sports simulator and the cockfight feed): advance() merges their
 * messages by time, ties in feed order then each feed's own order, and lookups go to whichever
 * feed knows the id. Ids are unique across feeds (each carries its sport's prefix, "fb-123"),
 * so the first feed that answers is the only one that could.
 */
export function combineFeeds(feeds: readonly Feed[]): Feed {
  const first = <T>(lookup: (feed: Feed) => T | undefined): T | undefined => {
    for (const feed of feeds) {
      const found = lookup(feed);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return {
    advance(now: number): FeedMessage[] {
      const merged: FeedMessage[] = [];
      for (const feed of feeds) for (const message of feed.advance(now)) merged.push(message);
      // Array.prototype.sort is stable: equal times keep feed order and each feed's own order.
      if (feeds.length > 1) merged.sort((a, b) => a.at - b.at);
      return merged;
    },
    fixtures(filter?: { category?: BookCategory; status?: FixtureStatus[] }): Fixture[] {
      return feeds
        .flatMap((feed) => feed.fixtures(filter))
        .sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    fixture: (id: string): Fixture | undefined => first((feed) => feed.fixture(id)),
    markets(fixtureId: string): Market[] {
      const owner = feeds.find((feed) => feed.fixture(fixtureId) !== undefined);
      return owner ? owner.markets(fixtureId) : [];
    },
    market: (id: string): Market | undefined => first((feed) => feed.market(id)),
    selection: (id: string): { selection: Selection; market: Market; fixture: Fixture } | undefined =>
      first((feed) => feed.selection(id)),
  };
}
