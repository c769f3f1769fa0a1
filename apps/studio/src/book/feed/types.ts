import type { LegResult, OddsMilli, QuarterLine } from '@khela/game-math';

/**
 * The studio's sports feed: what a data provider (Betradar's UOF, say) would send a book, made
 * by a simulator. The book never knows a sport's rules: the feed prices every selection, suspends
 * markets, and settles each selection with a LegResult. Message kinds follow the industry's
 * vocabulary (odds_change, bet_stop, bet_settlement with certainty, rollback_bet_settlement,
 * bet_cancel with a time window, rollback_bet_cancel, fixture_change).
 */

export type Names = { en: string; bn: string };

export type Sport =
  | 'cricket'
  | 'football'
  | 'kabaddi'
  | 'basketball'
  | 'dota2'
  | 'cs2'
  | 'valorant'
  | 'efootball'
  | 'cockfight';

/** Which lobby a sport belongs to: the catalogue's SPORTS, ESPORTS or COCKFIGHT games open it. */
export type BookCategory = 'sports' | 'esports' | 'cockfight';

export const SPORT_CATEGORY: Record<Sport, BookCategory> = {
  cricket: 'sports',
  football: 'sports',
  kabaddi: 'sports',
  basketball: 'sports',
  dota2: 'esports',
  cs2: 'esports',
  valorant: 'esports',
  efootball: 'esports',
  cockfight: 'cockfight',
};

export type FixtureStatus = 'scheduled' | 'live' | 'ended' | 'closed' | 'cancelled';

/** The score and clock as a player reads them ("2-1 67'", "145/3 (17.2 ov)", "Map 2 9-7"). */
export type Scoreboard = {
  home: string;
  away: string;
  /** Short clock or period text, per sport, in both languages. */
  clock: Names;
  /** Cockfight: open | last_call | closed | result | cancelled; others omit it. */
  phase?: string;
  /** Seconds left in the current phase when it has a timer (cockfight betting window). */
  secondsLeft?: number;
};

export type Fixture = {
  id: string;
  sport: Sport;
  category: BookCategory;
  league: Names;
  home: Names;
  away: Names;
  /** ms since epoch. */
  startsAt: number;
  status: FixtureStatus;
  score: Scoreboard;
  /** Cockfight: the derby and fight number; others omit them. */
  derby?: Names;
  fightNo?: number;
};

export type MarketStatus = 'open' | 'suspended' | 'settled' | 'cancelled';

/**
 * Market kinds. Lines: handicap and totals carry `line` in quarter units (football −0.25 → −1);
 * cricket runs totals use half-run lines (145.5 → line 582 in quarters as well).
 */
export type MarketKind =
  | 'match_winner' // 2-way (cricket, kabaddi, basketball incl. overtime, e-sports match)
  | '1x2' // football 3-way
  | 'asian_handicap'
  | 'over_under'
  | 'btts' // both teams to score
  | 'correct_score'
  | 'total_runs'
  | 'next_over_runs'
  | 'top_batsman'
  | 'map_winner' // e-sports, one per map
  | 'map_handicap'
  | 'total_maps'
  | 'fight_winner'; // cockfight: meron / wala / draw

export type Selection = {
  id: string;
  marketId: string;
  name: Names;
  odds: OddsMilli;
  /** The feed's current probability (parts per million, without margin): prices cash-out. */
  probabilityPpm: number;
  /** Set once settled (and cleared by a rollback). */
  result?: LegResult;
};

export type Market = {
  id: string;
  fixtureId: string;
  kind: MarketKind;
  name: Names;
  /** Handicap/total line in quarter units; absent for lineless markets. */
  line?: QuarterLine;
  /** Map number for map markets, over number for next_over_runs. */
  period?: number;
  status: MarketStatus;
  selections: Selection[];
};

/** Feed messages, in the order the book must apply them. `at` is the feed's clock (ms). */
export type FeedMessage =
  | { type: 'fixture_change'; at: number; fixture: Fixture }
  /** New prices (and possibly a reopened market); carries the whole market as it now is. */
  | { type: 'odds_change'; at: number; market: Market }
  /** Danger moment (a goal chance, a wicket review, last call): no bets until the next odds_change. */
  | { type: 'bet_stop'; at: number; fixtureId: string; marketIds: string[] }
  /**
   * Results. `certainty` 1 = live scouted (may still be corrected), 2 = confirmed. Each entry
   * settles one selection; a market is settled once all its selections have a result.
   */
  | {
      type: 'bet_settlement';
      at: number;
      fixtureId: string;
      certainty: 1 | 2;
      results: { marketId: string; selectionId: string; result: LegResult }[];
    }
  /** The given markets' results were wrong: they are open-but-suspended again until resettled. */
  | { type: 'rollback_bet_settlement'; at: number; fixtureId: string; marketIds: string[] }
  /**
   * Void bets on these markets placed between startAt and endAt (ms; absent = unbounded): a
   * goal was scored before the bet was accepted, a match was abandoned (whole market, no window).
   */
  | {
      type: 'bet_cancel';
      at: number;
      fixtureId: string;
      marketIds: string[];
      startAt?: number;
      endAt?: number;
    }
  /** Undo a bet_cancel with the same markets and window. */
  | {
      type: 'rollback_bet_cancel';
      at: number;
      fixtureId: string;
      marketIds: string[];
      startAt?: number;
      endAt?: number;
    };

/** A feed the book reads from; the simulator is one, a real provider's adapter would be another. */
export interface Feed {
  /** Moves the feed's clock to `now` (ms) and returns every message that happened, in order. */
  advance(now: number): FeedMessage[];
  fixtures(filter?: { category?: BookCategory; status?: FixtureStatus[] }): Fixture[];
  fixture(id: string): Fixture | undefined;
  markets(fixtureId: string): Market[];
  market(id: string): Market | undefined;
  /** A selection and its market and fixture, by selection id. */
  selection(id: string): { selection: Selection; market: Market; fixture: Fixture } | undefined;
}
