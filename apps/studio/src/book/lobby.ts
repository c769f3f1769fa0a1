import type { BoardAnswer, FixtureSummary, LobbyAnswer } from './api.js';
import {
  type BookCategory,
  type Feed,
  type Fixture,
  type Names,
  SPORT_CATEGORY,
  type Sport,
} from './feed/types.js';

/** The headline market of each kind of event, the one a lobby card prices. */
const MAIN_KINDS = ['1x2', 'match_winner', 'fight_winner'] as const;
const UPCOMING_SHOWN = 40;
const RESULTS_SHOWN = 30;

export const SPORT_LABELS: Record<Sport, Names> = {
  cricket: { en: 'Cricket', bn: 'ক্রিকেট' },
  football: { en: 'Football', bn: 'ফুটবল' },
  kabaddi: { en: 'Kabaddi', bn: 'কাবাডি' },
  basketball: { en: 'Basketball', bn: 'বাস্কেটবল' },
  dota2: { en: 'Dota 2', bn: 'ডোটা ২' },
  cs2: { en: 'Counter-Strike 2', bn: 'কাউন্টার-স্ট্রাইক ২' },
  valorant: { en: 'Valorant', bn: 'ভ্যালোরান্ট' },
  efootball: { en: 'E-football', bn: 'ই-ফুটবল' },
  cockfight: { en: 'Cockfighting', bn: 'মোরগ লড়াই' },
};

export function summaryOf(feed: Feed, fixture: Fixture): FixtureSummary {
  const markets = feed.markets(fixture.id);
  const main = MAIN_KINDS.map((kind) =>
    markets.find(
      (market) => market.kind === kind && (market.status === 'open' || market.status === 'suspended'),
    ),
  ).find((market) => market !== undefined);
  const live = markets.filter((market) => market.status === 'open' || market.status === 'suspended');
  return { ...fixture, ...(main ? { main } : {}), marketCount: live.length };
}

/** What a lobby shows of one category (and one sport when asked): live, upcoming, results. */
export function lobbyOf(feed: Feed, category: BookCategory, sport?: Sport): LobbyAnswer {
  const all = feed.fixtures({ category });
  const sports = (Object.keys(SPORT_CATEGORY) as Sport[])
    .filter((each) => SPORT_CATEGORY[each] === category)
    .map((each) => ({
      sport: each,
      name: SPORT_LABELS[each],
      live: all.filter((fixture) => fixture.sport === each && fixture.status === 'live').length,
      upcoming: all.filter((fixture) => fixture.sport === each && fixture.status === 'scheduled').length,
    }))
    .filter((entry) => entry.live + entry.upcoming > 0);
  const shown = sport ? all.filter((fixture) => fixture.sport === sport) : all;
  const byStart = (a: Fixture, b: Fixture) => a.startsAt - b.startsAt || a.id.localeCompare(b.id);
  return {
    status: 'OK',
    category,
    sports,
    live: shown
      .filter((fixture) => fixture.status === 'live')
      .sort(byStart)
      .map((f) => summaryOf(feed, f)),
    upcoming: shown
      .filter((fixture) => fixture.status === 'scheduled')
      .sort(byStart)
      .slice(0, UPCOMING_SHOWN)
      .map((f) => summaryOf(feed, f)),
    results: shown
      .filter(
        (fixture) =>
          fixture.status === 'ended' || fixture.status === 'closed' || fixture.status === 'cancelled',
      )
      .sort((a, b) => byStart(b, a))
      .slice(0, RESULTS_SHOWN)
      .map((f) => summaryOf(feed, f)),
  };
}

const BOARD_SHOWN = 8;

/** The public board of a category (the site's game centres): the first live and next events. */
export function boardOf(feed: Feed, category: BookCategory): BoardAnswer {
  const lobby = lobbyOf(feed, category);
  return {
    status: 'OK',
    category,
    sports: lobby.sports,
    live: lobby.live.slice(0, BOARD_SHOWN),
    upcoming: lobby.upcoming.slice(0, BOARD_SHOWN),
  };
}
