import type { LotteryBet, LotteryGameKind, LotteryOutcome, LotteryPrice } from '@khela/game-math';
import type { Names } from './schedule.js';
import type { Trends } from './trends.js';

/**
 * The lottery's HTTP face (issue 20), mounted with the studio under /studio (lottery/routes.ts).
 * Every answer is `{status: "OK", ...}` or `{status: <CODE>, ...}` like the book's; the page
 * translates the codes (BN/EN). Player calls name the lottery session the launch opened; the
 * public calls (games, results, trends, draws) need none: the site's relay calls and the
 * verifier read them.
 *
 *   GET  /play/:gameCode?token=&lang=&lobby=&vendor=        a LOTT/ELOTT game: the lottery page
 *   GET  /lottery/api/games                                  GamesAnswer (public)
 *   GET  /lottery/api/games/:code                            GameAnswer (public: draws, prices)
 *   GET  /lottery/api/results/:code?limit=                   ResultsAnswer (public, newest first)
 *   GET  /lottery/api/trends/:code?draws=                    TrendsAnswer (public)
 *   GET  /lottery/api/draws/:drawId                          DrawAnswer (public: the fairness record)
 *   POST /lottery/api/tickets  {sessionId, drawId, lines, requestId}   TicketAnswer | <failure>
 *   GET  /lottery/api/tickets?sessionId=&filter=open|settled TicketsAnswer
 *   POST /lottery/api/tickets/:ticketId/cancel {sessionId}   TicketAnswer | DRAW_CLOSED | TICKET_NOT_FOUND
 *   GET  /lottery/api/balance?sessionId=                     {balance, currency}
 *
 * Failure codes: SESSION_NOT_FOUND, INVALID_REQUEST, INVALID_TICKET (problem: KIND | PICK |
 * STAKE | LINES, line: index), GAME_NOT_FOUND, DRAW_NOT_FOUND, DRAW_CLOSED, STAKE_TOO_LOW /
 * STAKE_TOO_HIGH (min, max), LIMIT_REACHED (target, line), INSUFFICIENT_FUNDS (balance),
 * TICKET_NOT_FOUND, WALLET_UNAVAILABLE, WALLET_REFUSED.
 */

/** A line as the page sends it: the bet and its stake (decimal text of the session's currency). */
export type LineInput = { bet: LotteryBet; stake: string };

/**
 * One price of a bet kind (game-math's `lotteryPrices`): odds in thousandths, stake included;
 * 4D: per tier (first, second, third, special, consolation); xiên: for 2, 3 and 4 numbers.
 */
export type PriceRow = LotteryPrice;

/** The state of a draw: taking tickets, closed (no more tickets), sealed, drawn, settled. */
export type DrawState = 'open' | 'closed' | 'sealed' | 'drawn' | 'settled';

export type DrawView = {
  drawId: string;
  gameCode: string;
  drawNo: number;
  /** Vietnam: the province that draws. */
  province?: string;
  opensAt: number;
  closesAt: number;
  drawAt: number;
  state: DrawState;
  /** SHA-256 of the server seed: published before the window opens. */
  serverSeedHash: string;
  /** The sealed tickets' digest (decision 0070): from close. */
  publicValue?: string;
  /** Revealed after the draw. */
  serverSeed?: string;
  outcome?: LotteryOutcome;
  /** Tickets in the draw (from close). */
  tickets?: number;
};

export type GameView = {
  code: string;
  kind: LotteryGameKind;
  name: Names;
  /** Fast games: how often they draw (ms). */
  periodMs?: number;
  closeBeforeMs: number;
  region?: 'north' | 'central' | 'south';
  /** The draws taking tickets now (Central and South: one per province), then the next ones. */
  draws: DrawView[];
  /** The last drawn draw, if any. */
  last?: DrawView;
};

export type LotteryLimitsView = {
  /** Per line. */
  minStake: string;
  maxStake: string;
  maxLines: number;
  /** The most a number (a line's target) may return across a draw's tickets. */
  maxExposure: string;
};

export type GamesAnswer = { status: 'OK'; serverTime: number; games: GameView[] };
export type GameAnswer = { status: 'OK'; serverTime: number; game: GameView; prices: PriceRow[] };
export type ResultsAnswer = { status: 'OK'; gameCode: string; draws: DrawView[] };
export type TrendsAnswer = { status: 'OK'; gameCode: string; trends: Trends };
export type DrawAnswer = {
  status: 'OK';
  draw: DrawView;
  /** Once drawn: whether the stored record recomputes (seed, public value, tickets, outcome). */
  verified?: { ok: boolean; reason?: string };
};

export type TicketState = 'placing' | 'open' | 'cancelled' | 'rejected' | 'won' | 'lost';

export type TicketView = {
  ticketId: string;
  gameCode: string;
  drawId: string;
  drawNo: number;
  drawAt: number;
  closesAt: number;
  lines: { bet: LotteryBet; stake: string; return?: string }[];
  stake: string;
  state: TicketState;
  /** Settled tickets: what it returned (0.00 when it lost). */
  return?: string;
  placedAt: number;
  /** Open tickets whose draw still takes tickets. */
  cancellable: boolean;
  rejectReason?: string;
};

export type PlaceTicketBody = { sessionId: string; drawId: string; lines: LineInput[]; requestId: string };
export type TicketAnswer = { status: 'OK'; ticket: TicketView; balance: string };
export type TicketsAnswer = { status: 'OK'; tickets: TicketView[] };

/** The lottery page's boot data (JSON in the page, like the book's). */
export type LotteryBoot = {
  kind: 'lottery';
  base: string;
  sessionId: string;
  lang: 'bn' | 'en';
  lobby: string;
  /** The studio game the launched catalogue game opens on; the page lists the others too. */
  gameCode: string;
  /** Which of the site's lottery pages launched it (the games it lists first). */
  family: 'fast' | 'sea' | 'vn';
  name: string;
  nickname: string;
  currency: string;
  balance: string;
  limits: LotteryLimitsView;
};
