import type { LegResult } from '@khela/game-math';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ScriptedFeed } from './feed/scripted.js';

/**
 * Browser tests' control of the book (only when the host runs with test hooks, never in
 * production): scripted events beside the simulators, whose prices, suspensions and results a
 * test sets, and a tick that applies them and pays at once.
 *
 *   POST /book/test/fixture  {id, sport, category, status, league, home, away, markets[]}
 *   POST /book/test/odds     {selectionId, odds}
 *   POST /book/test/market   {marketId, status}
 *   POST /book/test/settle   {fixtureId, results: {selectionId: kind}}  → settled and paid
 *   POST /book/test/tick                                                → messages applied, paid
 */
const NamesBody = z.object({ en: z.string().min(1).max(80), bn: z.string().min(1).max(80) });
const FixtureBody = z.object({
  id: z.string().regex(/^t-[a-z0-9-]{1,40}$/),
  sport: z.enum([
    'cricket',
    'football',
    'kabaddi',
    'basketball',
    'dota2',
    'cs2',
    'valorant',
    'efootball',
    'cockfight',
  ]),
  category: z.enum(['sports', 'esports', 'cockfight']),
  status: z.enum(['scheduled', 'live']),
  /** When it started (ms): the lobby lists live events oldest first; a test puts its own first. */
  startsAt: z.number().int().min(0).optional(),
  league: NamesBody,
  home: NamesBody,
  away: NamesBody,
  markets: z
    .array(
      z.object({
        id: z.string().min(1).max(60),
        kind: z.enum(['1x2', 'match_winner', 'over_under', 'fight_winner']),
        name: NamesBody,
        selections: z
          .array(
            z.object({
              id: z.string().min(1).max(80),
              name: NamesBody,
              odds: z.number().int().min(1010).max(500_000),
            }),
          )
          .min(2)
          .max(3),
      }),
    )
    .min(1)
    .max(4),
});
const OddsBody = z.object({ selectionId: z.string().min(1), odds: z.number().int().min(1010).max(500_000) });
const MarketBody = z.object({ marketId: z.string().min(1), status: z.enum(['open', 'suspended']) });
const StatusBody = z.object({
  fixtureId: z.string().min(1),
  status: z.enum(['scheduled', 'live', 'ended', 'closed', 'cancelled']),
});
const SettleBody = z.object({
  fixtureId: z.string().min(1),
  results: z.record(z.string(), z.enum(['win', 'lose', 'push', 'void', 'half-win', 'half-lose'])),
});

export function bookTestHooks(
  app: FastifyInstance,
  deps: { feed: ScriptedFeed; settle: () => Promise<void>; now: () => number },
): void {
  const { feed } = deps;
  app.post('/book/test/fixture', async (request, reply) => {
    const body = FixtureBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'INVALID_REQUEST', issues: body.error.issues });
    const { id, markets, startsAt, ...fixture } = body.data;
    feed.addFixture(id, { ...fixture, startsAt: startsAt ?? deps.now() });
    const added = feed.fixture(id);
    if (added && fixture.status === 'live') {
      // A cockfight's betting is open with a long timer; other events are simply in play.
      added.score =
        fixture.sport === 'cockfight'
          ? {
              home: '',
              away: '',
              clock: { en: 'Betting open', bn: 'বাজি খোলা' },
              phase: 'open',
              secondsLeft: 600,
            }
          : { home: '0', away: '0', clock: { en: 'Live', bn: 'লাইভ' } };
    }
    for (const market of markets) {
      feed.addMarket(id, market.id, market.selections, 'open', { kind: market.kind, name: market.name });
    }
    return { status: 'OK' };
  });
  app.post('/book/test/odds', async (request, reply) => {
    const body = OddsBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    feed.setOdds(body.data.selectionId, body.data.odds);
    return { status: 'OK' };
  });
  app.post('/book/test/market', async (request, reply) => {
    const body = MarketBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    feed.setMarketStatus(body.data.marketId, body.data.status);
    return { status: 'OK' };
  });
  // An event's state alone: ended with no result is what an operator's void waits for (0069).
  app.post('/book/test/status', async (request, reply) => {
    const body = StatusBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    feed.setFixtureStatus(body.data.fixtureId, body.data.status);
    return { status: 'OK' };
  });
  app.post('/book/test/settle', async (request, reply) => {
    const body = SettleBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ status: 'INVALID_REQUEST' });
    feed.setFixtureStatus(body.data.fixtureId, 'ended');
    const fixture = feed.fixture(body.data.fixtureId);
    if (fixture?.sport === 'cockfight') {
      // The arena reads the outcome from the score once the market is settled.
      const won = Object.entries(body.data.results).find(([, kind]) => kind === 'win')?.[0] ?? '';
      const mark = won.endsWith('-meron') ? ['W', 'L'] : won.endsWith('-wala') ? ['L', 'W'] : ['D', 'D'];
      fixture.score = {
        home: mark[0] ?? '',
        away: mark[1] ?? '',
        clock: { en: 'Result', bn: 'ফলাফল' },
        phase: 'result',
      };
    }
    const results: Record<string, LegResult> = {};
    for (const [selectionId, kind] of Object.entries(body.data.results))
      results[selectionId] = { kind } as LegResult;
    feed.settle(body.data.fixtureId, results);
    await deps.settle();
    return { status: 'OK' };
  });
  app.post('/book/test/tick', async () => {
    await deps.settle();
    return { status: 'OK' };
  });
}
