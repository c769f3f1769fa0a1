import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BookBoot } from './api.js';
import type { Book } from './engine/book.js';
import type { BetView, BookLimits } from './engine/types.js';
import type { Feed } from './feed/types.js';
import { boardOf, lobbyOf } from './lobby.js';
import type { BookSession, BookSessions } from './sessions.js';

/**
 * The book's routes (api.ts lists them), registered inside the studio plugin. Thin: a schema, the
 * session, one call to the book or the feed, the studio's `{status, ...}` answer.
 */
export type BookRouteDeps = {
  book: Book;
  feed: Feed;
  sessions: BookSessions;
  limits: (currency: string) => BookLimits;
  /** The player's wallet balance now (undefined when the wallet does not answer). */
  balanceOf: (player: BookSession) => Promise<string | undefined>;
};

const SessionId = z.string().min(10).max(64);
const Category = z.enum(['sports', 'esports', 'cockfight']);
const SportName = z.enum([
  'cricket',
  'football',
  'kabaddi',
  'basketball',
  'dota2',
  'cs2',
  'valorant',
  'efootball',
  'cockfight',
]);
const Amount = z.string().min(1).max(20);
const LobbyQuery = z.object({
  sessionId: SessionId,
  category: Category.optional(),
  sport: SportName.optional(),
});
const SessionQuery = z.object({ sessionId: SessionId });
const BoardQuery = z.object({ category: Category });
/** How long a category's public board is reused (it is read by every visitor of /sports). */
const BOARD_TTL_MS = 2_000;
const BetsQuery = z.object({ sessionId: SessionId, filter: z.enum(['open', 'settled']).default('open') });
const PlaceBody = z.object({
  sessionId: SessionId,
  type: z.enum(['single', 'parlay', 'system']),
  system: z
    .enum([
      'trixie',
      'patent',
      'yankee',
      'lucky15',
      'canadian',
      'lucky31',
      'heinz',
      'lucky63',
      'super-heinz',
      'goliath',
    ])
    .optional(),
  legs: z
    .array(
      z.object({ selectionId: z.string().min(1).max(80), odds: z.number().int().min(1001).max(1_000_000) }),
    )
    .min(1)
    .max(12),
  stake: Amount,
  acceptOdds: z.enum(['any', 'higher', 'none']),
  requestId: z.string().min(8).max(64),
});
const CashOutBody = z.object({
  sessionId: SessionId,
  offer: Amount,
  percent: z.number().int().min(1).max(100),
});
const PrefsBody = z.object({
  sessionId: SessionId,
  oddsFormat: z.enum(['decimal', 'hk', 'malay', 'indo']).optional(),
  acceptOdds: z.enum(['any', 'higher', 'none']).optional(),
});

const HTTP_STATUS: Record<string, number> = {
  SESSION_NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  INVALID_SLIP: 400,
  FIXTURE_NOT_FOUND: 404,
  BET_NOT_FOUND: 404,
  WALLET_UNAVAILABLE: 503,
  WALLET_REFUSED: 502,
};

function fail(reply: FastifyReply, status: string, extra: Record<string, unknown> = {}) {
  return reply.code(HTTP_STATUS[status] ?? 200).send({ status, ...extra });
}

export function bookBoot(input: {
  base: string;
  lobby: string;
  session: BookSession;
  prefs: BookBoot['prefs'];
  limits: BookLimits;
}): BookBoot {
  const { session } = input;
  return {
    kind: 'book',
    base: input.base,
    sessionId: session.id,
    lang: session.lang,
    lobby: input.lobby,
    category: session.category,
    ...(session.sport ? { sport: session.sport } : {}),
    name: session.name,
    nickname: session.nickname,
    currency: session.currency,
    balance: session.balance,
    prefs: input.prefs,
    limits: input.limits,
  };
}

export function bookRoutes(app: FastifyInstance, deps: BookRouteDeps): void {
  const { book, feed, sessions } = deps;

  /** The session named by a query or body, or the answer that it is gone. */
  function sessionOf(id: string): BookSession | undefined {
    return sessions.get(id);
  }

  const boards = new Map<string, { at: number; answer: ReturnType<typeof boardOf> }>();
  app.get('/book/api/board', async (request, reply) => {
    const query = BoardQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const at = Date.now();
    const kept = boards.get(query.data.category);
    if (kept && at - kept.at < BOARD_TTL_MS) return kept.answer;
    const answer = boardOf(feed, query.data.category);
    boards.set(query.data.category, { at, answer });
    return answer;
  });

  app.get('/book/api/lobby', async (request, reply) => {
    const query = LobbyQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    return lobbyOf(feed, query.data.category ?? session.category, query.data.sport);
  });

  app.get('/book/api/fixture/:id', async (request, reply) => {
    const query = SessionQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    if (!sessionOf(query.data.sessionId)) return fail(reply, 'SESSION_NOT_FOUND');
    const fixture = feed.fixture((request.params as { id: string }).id);
    if (!fixture) return fail(reply, 'FIXTURE_NOT_FOUND');
    return { status: 'OK', fixture, markets: feed.markets(fixture.id) };
  });

  app.post('/book/api/bets', async (request, reply) => {
    const body = PlaceBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_SLIP');
    const session = sessionOf(body.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const { sessionId: _omit, system, ...slip } = body.data;
    const placed = await book.place(session, { ...slip, ...(system ? { system } : {}) });
    if (!placed.ok) {
      if (placed.balance) session.balance = placed.balance;
      return fail(reply, placed.code, {
        ...(placed.changes ? { changes: placed.changes } : {}),
        ...(placed.balance ? { balance: placed.balance } : {}),
      });
    }
    session.balance = placed.balance;
    return { status: 'OK', bet: placed.bet, balance: placed.balance };
  });

  app.get('/book/api/bets', async (request, reply) => {
    const query = BetsQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const bets: BetView[] = await book.bets(session, query.data.filter);
    return { status: 'OK', bets };
  });

  app.post('/book/api/bets/:betId/cashout', async (request, reply) => {
    const body = CashOutBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(body.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const { betId } = request.params as { betId: string };
    const done = await book.cashOut(session, betId, body.data.offer, body.data.percent);
    if (!done.ok) return fail(reply, done.code, done.offer ? { offer: done.offer } : {});
    session.balance = done.balance;
    return { status: 'OK', bet: done.bet, paid: done.paid, balance: done.balance };
  });

  app.get('/book/api/prefs', async (request, reply) => {
    const query = SessionQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    return { status: 'OK', prefs: await book.prefs(session) };
  });

  app.post('/book/api/prefs', async (request, reply) => {
    const body = PrefsBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(body.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const { sessionId: _omit, ...prefs } = body.data;
    return { status: 'OK', prefs: await book.setPrefs(session, prefs) };
  });

  app.get('/book/api/balance', async (request, reply) => {
    const query = SessionQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessionOf(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const balance = await deps.balanceOf(session);
    if (balance !== undefined) session.balance = balance;
    return { status: 'OK', balance: session.balance, currency: session.currency };
  });
}
