import type { OddsFormat } from '@khela/game-math';
import type { AcceptOdds, BetView, BookLimits, PlaceBetInput, Prefs } from './engine/types.js';
import type { BookCategory, Fixture, Market, Names, Sport } from './feed/types.js';

/**
 * The book's HTTP face, mounted with the studio under /studio (src/book/routes.ts). Every answer
 * is `{status: "OK", ...}` or `{status: <CODE>, balance?, ...}` like the slot routes; the page
 * translates the codes (BN/EN). Every call names the book session the launch opened.
 *
 *   GET  /play/:gameCode?token=&lang=&lobby=&vendor=   a SPORTS/ESPORTS/COCKFIGHT game: the book page
 *   GET  /book/api/lobby?sessionId=&category=&sport=   LobbyAnswer
 *   GET  /book/api/fixture/:id?sessionId=              FixtureAnswer
 *   POST /book/api/bets   {sessionId, ...PlaceBetInput} PlaceAnswer | ODDS_CHANGED (changes) | <failure>
 *   GET  /book/api/bets?sessionId=&filter=open|settled BetsAnswer
 *   POST /book/api/bets/:betId/cashout {sessionId, offer, percent}  CashOutAnswer | CASHOUT_CHANGED (offer) | CASHOUT_UNAVAILABLE
 *   GET  /book/api/prefs?sessionId= ; POST /book/api/prefs {sessionId, oddsFormat?, acceptOdds?}  PrefsAnswer
 *   GET  /book/api/balance?sessionId=                  {balance, currency}
 *   GET  /book/api/board?category=sports|esports|cockfight   BoardAnswer (public: no session; the
 *        site's /sports and /esports pages show it and open a match in the book)
 */

export type FixtureSummary = Fixture & {
  /** The headline market (match winner / 1X2 / fight winner), if open or suspended. */
  main?: Market;
  marketCount: number;
};

export type LobbyAnswer = {
  status: 'OK';
  category: BookCategory;
  sports: { sport: Sport; name: Names; live: number; upcoming: number }[];
  live: FixtureSummary[];
  upcoming: FixtureSummary[];
  /** Cockfight and finished events: the last results (newest first). */
  results: FixtureSummary[];
};

/** What the site's game centres show of the book before a game is opened: live and next events. */
export type BoardAnswer = {
  status: 'OK';
  category: BookCategory;
  sports: LobbyAnswer['sports'];
  live: FixtureSummary[];
  upcoming: FixtureSummary[];
};

export type FixtureAnswer = { status: 'OK'; fixture: Fixture; markets: Market[] };

export type PlaceBody = PlaceBetInput & { sessionId: string };
export type PlaceAnswer = { status: 'OK'; bet: BetView; balance: string };
export type OddsChangedAnswer = {
  status: 'ODDS_CHANGED';
  changes: { selectionId: string; odds: number }[];
};

export type BetsAnswer = { status: 'OK'; bets: BetView[] };

export type CashOutBody = { sessionId: string; offer: string; percent: number };
export type CashOutAnswer = { status: 'OK'; bet: BetView; paid: string; balance: string };

export type PrefsBody = { sessionId: string; oddsFormat?: OddsFormat; acceptOdds?: AcceptOdds };
export type PrefsAnswer = { status: 'OK'; prefs: Prefs };

/** The book page's boot data (JSON in the page, like the slot's). */
export type BookBoot = {
  kind: 'book';
  base: string;
  sessionId: string;
  lang: 'bn' | 'en';
  lobby: string;
  category: BookCategory;
  /** The sport the launched game is about (a cricket game opens on cricket), if any. */
  sport?: Sport;
  name: string;
  nickname: string;
  currency: string;
  balance: string;
  prefs: Prefs;
  limits: BookLimits;
};
