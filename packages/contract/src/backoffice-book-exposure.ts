import { z } from 'zod';

/**
 * The studio book's open bets and exposure per event (issue 19), as the studio reports them to
 * the platform (`GET /studio/book/report/exposure`, signed like the seamless-wallet protocol in
 * reverse) and the back office shows them (`GET /bo/api/games/book-exposure`, games.manage).
 * Amounts are decimal strings in the event's currency; a market's liability is what its open
 * bets would return on its worst selection minus their stakes (negative: the book wins whatever
 * happens), and an event's is the sum over its markets (an upper bound: at most one result of
 * each market happens, but the markets are counted as if each went the book's worst way).
 */

/** How many events a report lists at most (the ones with the largest liability). */
export const BOOK_EXPOSURE_MAX_EVENTS = 500;
/** How many markets of one event a report lists at most. */
export const BOOK_EXPOSURE_MAX_MARKETS = 200;
/** An event this long past its start that takes no bets (or one the feed forgot) may be voided. */
export const BOOK_STALE_EVENT_HOURS = 24;

const Names = z.object({ en: z.string().max(300), bn: z.string().max(300) });

export const BookExposureMarket = z.object({
  marketId: z.string().max(120),
  name: Names,
  /** Open bets with a leg on the market (a parlay counts on each of its markets). */
  openBets: z.number().int().min(0),
  openStake: z.string().max(40),
  liability: z.string().max(40),
});
export type BookExposureMarket = z.infer<typeof BookExposureMarket>;

export const BookExposureEvent = z.object({
  fixtureId: z.string().max(120),
  /** "Home v Away" (a cockfight: its derby and fight number); the fixture id once the feed forgot it. */
  event: Names,
  sport: z.string().max(40),
  category: z.string().max(40),
  /** ISO instant; null once the feed forgot the event. */
  startsAt: z.string().nullable(),
  /** The feed's status: scheduled, live, ended, closed, cancelled, or unknown once it forgot the event. */
  status: z.string().max(40),
  currency: z.string().max(8),
  /** The sum of its markets' open bets (a bet with legs on two of its markets counts twice). */
  openBets: z.number().int().min(0),
  openStake: z.string().max(40),
  liability: z.string().max(40),
  /** Largest liability first. */
  markets: z.array(BookExposureMarket).max(BOOK_EXPOSURE_MAX_MARKETS),
  /**
   * The feed has given the event up (forgotten it, or it started over BOOK_STALE_EVENT_HOURS ago
   * and takes no bets): an operator may void its open bets (decision 0069).
   */
  voidable: z.boolean().default(false),
});
export type BookExposureEvent = z.infer<typeof BookExposureEvent>;

export const BookExposureReport = z.object({
  /** ISO instant the studio read its book at. */
  generatedAt: z.string(),
  /** Largest liability first. */
  events: z.array(BookExposureEvent).max(BOOK_EXPOSURE_MAX_EVENTS),
});
export type BookExposureReport = z.infer<typeof BookExposureReport>;

/** The fixture id of a book event in a back-office path. */
export const BookEventParams = z.object({ fixtureId: z.string().trim().min(1).max(120) });

/** `POST /bo/api/games/book-exposure/:fixtureId/void` (games.manage; audited). */
export const BookEventVoidRequest = z.strictObject({
  reason: z.string().trim().min(3).max(500).describe('why (kept in the audit trail)'),
});
export type BookEventVoidRequest = z.infer<typeof BookEventVoidRequest>;

/**
 * What a void did, as the studio answers it (`POST /studio/book/report/events/:fixtureId/void`,
 * signed like the report): every open leg on the event's open markets counted at odds 1, each
 * affected bet paid again through the seamless wallet (a single: its stake back; a parlay: on its
 * other legs).
 */
export const BookEventVoidResult = z.object({
  fixtureId: z.string().max(120),
  /** Markets whose open legs were voided. */
  markets: z.number().int().min(0),
  /** Bets with a leg voided. */
  bets: z.number().int().min(0),
});
export type BookEventVoidResult = z.infer<typeof BookEventVoidResult>;
