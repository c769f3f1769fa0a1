import type {
  DrawAnswer,
  GameAnswer,
  GamesAnswer,
  LineInput,
  ResultsAnswer,
  TicketAnswer,
  TicketsAnswer,
  TrendsAnswer,
} from '../../src/lottery/api.js';
import { clockOffset } from './lottery-clock.js';

/**
 * The lottery's HTTP calls (src/lottery/api.ts lists the routes and answers). Reads must come
 * back OK with the answer's shape, else they throw a LotteryError with the server's code (or
 * 'default' for a shape the page cannot use, 'NETWORK' when no JSON came). A ticket or a cancel
 * answers its refusal as a value, with the fields the page shows (min, max, balance, line…).
 */

export class LotteryError extends Error {
  constructor(
    readonly code: string,
    readonly failure: Failure = { status: code },
  ) {
    super(code);
  }
}

/** A refusal as the routes send it: the code and what it names (api.ts's failure codes). */
export type Failure = {
  status: string;
  /** INVALID_TICKET: KIND | PICK | STAKE | LINES. */
  problem?: string;
  /** INVALID_TICKET, LIMIT_REACHED: the line's index. */
  line?: number;
  /** STAKE_TOO_LOW / STAKE_TOO_HIGH. */
  min?: string;
  max?: string;
  /** LIMIT_REACHED: the line's target. */
  target?: string;
  balance?: string;
};

export type TicketResult = TicketAnswer | (Failure & { ticket?: undefined });
export type Timed<T> = T & { offsetMs: number };
export type TicketFilter = 'open' | 'settled';

export type LotteryApi = {
  games(): Promise<Timed<GamesAnswer>>;
  game(code: string): Promise<Timed<GameAnswer>>;
  results(code: string, limit?: number): Promise<ResultsAnswer>;
  trends(code: string, draws?: number): Promise<TrendsAnswer>;
  draw(drawId: string): Promise<DrawAnswer>;
  /** Refusals are answers; throws LotteryError('NETWORK') when the call got no answer. */
  place(drawId: string, lines: LineInput[], requestId: string): Promise<TicketResult>;
  tickets(filter: TicketFilter): Promise<TicketsAnswer>;
  cancel(ticketId: string): Promise<TicketResult>;
  balance(): Promise<string>;
};

const TIMEOUT_MS = 15_000;
const RESULTS_LIMIT = 30;
const TREND_DRAWS = 50;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether an answer has the shape the page reads (the fields it cannot do without). */
const isDraw = (value: unknown) =>
  isRecord(value) && isString(value.drawId) && isNumber(value.drawNo) && isNumber(value.closesAt);
const isGame = (value: unknown) =>
  isRecord(value) && isString(value.code) && isString(value.kind) && Array.isArray(value.draws);
const isTicket = (value: unknown) =>
  isRecord(value) && isString(value.ticketId) && Array.isArray(value.lines) && isString(value.state);

export const SHAPES = {
  games: (answer: Json) => Array.isArray(answer.games) && answer.games.every(isGame),
  game: (answer: Json) => isGame(answer.game) && Array.isArray(answer.prices),
  results: (answer: Json) => Array.isArray(answer.draws) && answer.draws.every(isDraw),
  trends: (answer: Json) =>
    isRecord(answer.trends) && isNumber(answer.trends.draws) && Array.isArray(answer.trends.groups),
  draw: (answer: Json) => isDraw(answer.draw),
  tickets: (answer: Json) => Array.isArray(answer.tickets) && answer.tickets.every(isTicket),
  ticket: (answer: Json) => isTicket(answer.ticket) && isString(answer.balance),
  balance: (answer: Json) => isString(answer.balance),
} satisfies Record<string, (answer: Json) => boolean>;

/** A refusal's fields, each only when it has the type the page expects. */
export function failureOf(answer: Json): Failure {
  const failure: Failure = { status: isString(answer.status) ? answer.status : 'default' };
  for (const key of ['problem', 'min', 'max', 'target', 'balance'] as const) {
    const value = answer[key];
    if (isString(value)) failure[key] = value;
  }
  if (isNumber(answer.line)) failure.line = answer.line;
  return failure;
}

/**
 * An answer as the page reads it: OK with its shape (T), or a refusal thrown (`read`) or
 * returned (`write`).
 */
export function readAnswer<T>(answer: unknown, shape: (answer: Json) => boolean): T {
  if (!isRecord(answer) || !isString(answer.status)) throw new LotteryError('default');
  if (answer.status !== 'OK') throw new LotteryError(answer.status, failureOf(answer));
  if (!shape(answer)) throw new LotteryError('default');
  return answer as T;
}

export function writeAnswer(answer: unknown): TicketResult {
  if (!isRecord(answer) || !isString(answer.status)) throw new LotteryError('default');
  if (answer.status === 'OK') {
    if (!SHAPES.ticket(answer)) throw new LotteryError('default');
    return answer as TicketAnswer;
  }
  return failureOf(answer);
}

async function call(url: string, body?: unknown): Promise<{ answer: unknown; sentAt: number; at: number }> {
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new LotteryError('NETWORK');
  }
  try {
    return { answer: await response.json(), sentAt, at: Date.now() };
  } catch {
    throw new LotteryError(response.ok ? 'NETWORK' : 'default');
  }
}

function timed<T extends { serverTime: number }>(answer: T, sentAt: number, at: number): Timed<T> {
  return { ...answer, offsetMs: clockOffset(answer.serverTime, sentAt, at) };
}

export function createLotteryApi(boot: { base: string; sessionId?: string }): LotteryApi {
  const root = `${boot.base}/lottery/api`;
  const sessionId = boot.sessionId ?? '';
  const session = `sessionId=${encodeURIComponent(sessionId)}`;
  const path = (text: string) => encodeURIComponent(text);
  const read = async <T>(url: string, shape: (answer: Json) => boolean) =>
    readAnswer<T>((await call(url)).answer, shape);
  return {
    async games() {
      const { answer, sentAt, at } = await call(`${root}/games`);
      return timed(readAnswer<GamesAnswer>(answer, SHAPES.games), sentAt, at);
    },
    async game(code) {
      const { answer, sentAt, at } = await call(`${root}/games/${path(code)}`);
      return timed(readAnswer<GameAnswer>(answer, SHAPES.game), sentAt, at);
    },
    results: (code, limit = RESULTS_LIMIT) =>
      read<ResultsAnswer>(`${root}/results/${path(code)}?limit=${limit}`, SHAPES.results),
    trends: (code, draws = TREND_DRAWS) =>
      read<TrendsAnswer>(`${root}/trends/${path(code)}?draws=${draws}`, SHAPES.trends),
    draw: (drawId) => read<DrawAnswer>(`${root}/draws/${path(drawId)}`, SHAPES.draw),
    async place(drawId, lines, requestId) {
      return writeAnswer((await call(`${root}/tickets`, { sessionId, drawId, lines, requestId })).answer);
    },
    tickets: (filter) => read<TicketsAnswer>(`${root}/tickets?${session}&filter=${filter}`, SHAPES.tickets),
    async cancel(ticketId) {
      return writeAnswer((await call(`${root}/tickets/${path(ticketId)}/cancel`, { sessionId })).answer);
    },
    async balance() {
      return (await read<{ status: 'OK'; balance: string }>(`${root}/balance?${session}`, SHAPES.balance))
        .balance;
    },
  };
}
