import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { createSessions } from '../book/sessions.js';
import type { LotteryBoot } from './api.js';
import type { LotteryEngine } from './engine/engine.js';
import type { LotterySession } from './index.js';

/**
 * The lottery's routes (api.ts lists them), registered inside the studio plugin. Thin: a schema,
 * the session, one call to the engine, the studio's `{status, ...}` answer.
 */
export type LotteryRouteDeps = {
  engine: LotteryEngine;
  sessions: ReturnType<typeof createSessions<LotterySession>>;
  now: () => number;
};

const SessionId = z.string().min(10).max(64);
const GameCode = z.string().regex(/^[A-Z0-9]{2,16}$/);
const DrawId = z.string().regex(/^[A-Z0-9]{2,16}-\d{1,12}(-\d{1,2})?$/);
const Side = z.enum(['big', 'small', 'odd', 'even']);
const Position = z.number().int().min(0).max(9);
const Digit = z.number().int().min(0).max(9);
const Digits = (length: number) => z.string().regex(new RegExp(`^\\d{${length}}$`));
/** Every bet kind's shape; whether the game takes it is the engine's (betProblem). */
const Bet = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('position'), position: Position, digit: Digit }),
  z.object({ kind: z.literal('position_side'), position: Position, side: Side }),
  z.object({ kind: z.literal('sum_side'), side: Side }),
  z.object({ kind: z.literal('straight'), number: Digits(3) }),
  z.object({ kind: z.literal('car'), position: Position, car: z.number().int().min(1).max(10) }),
  z.object({ kind: z.literal('car_side'), position: Position, side: Side }),
  z.object({ kind: z.literal('dragon_tiger'), position: Position, side: z.enum(['dragon', 'tiger']) }),
  z.object({ kind: z.literal('4d_big'), number: Digits(4) }),
  z.object({ kind: z.literal('4d_small'), number: Digits(4) }),
  z.object({ kind: z.literal('head'), digit: Digit }),
  z.object({ kind: z.literal('tail'), digit: Digit }),
  z.object({ kind: z.literal('de2'), number: Digits(2) }),
  z.object({ kind: z.literal('de3'), number: Digits(3) }),
  z.object({ kind: z.literal('lo2'), number: Digits(2) }),
  z.object({ kind: z.literal('lo3'), number: Digits(3) }),
  z.object({ kind: z.literal('xien'), numbers: z.array(Digits(2)).min(2).max(4) }),
]);
const PlaceBody = z.object({
  sessionId: SessionId,
  drawId: DrawId,
  lines: z
    .array(z.object({ bet: Bet, stake: z.string().min(1).max(20) }))
    .min(1)
    .max(100),
  requestId: z.string().min(8).max(64),
});
const SessionQuery = z.object({ sessionId: SessionId });
const TicketsQuery = z.object({ sessionId: SessionId, filter: z.enum(['open', 'settled']).default('open') });
const ResultsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) });
const TrendsQuery = z.object({ draws: z.coerce.number().int().min(5).max(200).default(50) });

const PUBLIC_TTL_MS = 1000;

const HTTP_STATUS: Record<string, number> = {
  SESSION_NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  INVALID_TICKET: 400,
  GAME_NOT_FOUND: 404,
  DRAW_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  WALLET_UNAVAILABLE: 503,
  WALLET_REFUSED: 502,
};

function fail(reply: FastifyReply, status: string, extra: Record<string, unknown> = {}) {
  return reply.code(HTTP_STATUS[status] ?? 200).send({ status, ...extra });
}

/** The page's boot data for a session. */
export function lotteryBoot(input: {
  base: string;
  lobby: string;
  session: LotterySession;
  limits: LotteryBoot['limits'];
}): LotteryBoot {
  const { session } = input;
  return {
    kind: 'lottery',
    base: input.base,
    sessionId: session.id,
    lang: session.lang,
    lobby: input.lobby,
    gameCode: session.lotteryCode,
    family: session.family,
    name: session.name,
    nickname: session.nickname,
    currency: session.currency,
    balance: session.balance,
    limits: input.limits,
  };
}

export function lotteryRoutes(app: FastifyInstance, deps: LotteryRouteDeps): void {
  const { engine, sessions } = deps;
  const codeOf = (request: { params: unknown }) =>
    GameCode.safeParse((request.params as { code?: unknown }).code);

  /**
   * The public answers are read by every lottery page and the site's relay calls: each is reused
   * for a second (a draw's state moves on the ticker's second anyway).
   */
  const kept = new Map<string, { at: number; answer: Promise<unknown> }>();
  function reused<T>(key: string, make: () => Promise<T>): Promise<T> {
    const at = deps.now();
    const found = kept.get(key);
    if (found && at - found.at < PUBLIC_TTL_MS && at >= found.at) return found.answer as Promise<T>;
    const answer = make();
    if (kept.size > 500) kept.clear();
    kept.set(key, { at, answer });
    answer.catch(() => kept.delete(key));
    return answer;
  }

  app.get('/lottery/api/games', async () =>
    reused('games', async () => ({ status: 'OK', serverTime: deps.now(), games: await engine.games() })),
  );

  app.get('/lottery/api/games/:code', async (request, reply) => {
    const code = codeOf(request);
    if (!code.success) return fail(reply, 'GAME_NOT_FOUND');
    const found = await engine.game(code.data);
    if (!found) return fail(reply, 'GAME_NOT_FOUND');
    return { status: 'OK', serverTime: deps.now(), ...found };
  });

  app.get('/lottery/api/results/:code', async (request, reply) => {
    const code = codeOf(request);
    const query = ResultsQuery.safeParse(request.query);
    if (!code.success || !query.success) return fail(reply, 'INVALID_REQUEST');
    const { limit } = query.data;
    return reused(`results:${code.data}:${limit}`, async () => ({
      status: 'OK',
      gameCode: code.data,
      draws: await engine.results(code.data, limit),
    }));
  });

  app.get('/lottery/api/trends/:code', async (request, reply) => {
    const code = codeOf(request);
    const query = TrendsQuery.safeParse(request.query);
    if (!code.success || !query.success) return fail(reply, 'INVALID_REQUEST');
    const { draws } = query.data;
    return reused(`trends:${code.data}:${draws}`, async () => ({
      status: 'OK',
      gameCode: code.data,
      trends: await engine.trends(code.data, draws),
    }));
  });

  app.get('/lottery/api/draws/:drawId', async (request, reply) => {
    const drawId = DrawId.safeParse((request.params as { drawId?: unknown }).drawId);
    if (!drawId.success) return fail(reply, 'DRAW_NOT_FOUND');
    const found = await engine.draw(drawId.data);
    if (!found) return fail(reply, 'DRAW_NOT_FOUND');
    return { status: 'OK', ...found };
  });

  app.post('/lottery/api/tickets', async (request, reply) => {
    const body = PlaceBody.safeParse(request.body);
    if (!body.success) return fail(reply, 'INVALID_TICKET', { problem: 'PICK' });
    const session = sessions.get(body.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const { drawId, lines, requestId } = body.data;
    const placed = await engine.place(session, { drawId, lines, requestId });
    if (!placed.ok) {
      const { ok: _ok, code, ...extra } = placed;
      if ('balance' in extra && typeof extra.balance === 'string') session.balance = extra.balance;
      return fail(reply, code, extra);
    }
    session.balance = placed.balance;
    return { status: 'OK', ticket: placed.ticket, balance: placed.balance };
  });

  app.get('/lottery/api/tickets', async (request, reply) => {
    const query = TicketsQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessions.get(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    return { status: 'OK', tickets: await engine.tickets(session, query.data.filter) };
  });

  app.post('/lottery/api/tickets/:ticketId/cancel', async (request, reply) => {
    const body = SessionQuery.safeParse(request.body);
    const ticketId = z
      .string()
      .regex(/^[0-9a-f]{24}$/)
      .safeParse((request.params as { ticketId?: unknown }).ticketId);
    if (!body.success) return fail(reply, 'INVALID_REQUEST');
    if (!ticketId.success) return fail(reply, 'TICKET_NOT_FOUND');
    const session = sessions.get(body.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const done = await engine.cancel(session, ticketId.data);
    if (!done.ok) return fail(reply, done.code);
    if (done.balance) session.balance = done.balance;
    return { status: 'OK', ticket: done.ticket, balance: done.balance || session.balance };
  });

  app.get('/lottery/api/balance', async (request, reply) => {
    const query = SessionQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 'INVALID_REQUEST');
    const session = sessions.get(query.data.sessionId);
    if (!session) return fail(reply, 'SESSION_NOT_FOUND');
    const balance = await engine.balanceOf(session);
    if (balance !== undefined) session.balance = balance;
    return { status: 'OK', balance: session.balance, currency: session.currency };
  });
}
