import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardAnswer } from './api.js';
import { ScriptedFeed } from './feed/scripted.js';
import { type BookRouteDeps, bookRoutes } from './routes.js';

/**
 * The public board the site's /sports and /esports pages show: live and upcoming events of one
 * category with their headline market, no session needed, nothing else.
 */
let app: FastifyInstance;
const feed = new ScriptedFeed();

beforeAll(async () => {
  feed.addFixture('C1', {
    sport: 'cricket',
    status: 'live',
    home: { en: 'Dhaka', bn: 'ঢাকা' },
    away: { en: 'Sylhet', bn: 'সিলেট' },
    startsAt: 1_000,
  });
  feed.addMarket('C1', 'C1-W', [
    { id: 'C1-H', odds: 1850 },
    { id: 'C1-A', odds: 1950 },
  ]);
  feed.addFixture('F1', { sport: 'football', startsAt: 9_000 });
  feed.addMarket('F1', 'F1-M', [
    { id: 'F1-H', odds: 2100 },
    { id: 'F1-D', odds: 3200 },
    { id: 'F1-A', odds: 3400 },
  ]);
  feed.addFixture('F0', { sport: 'football', status: 'ended', startsAt: 500 });
  feed.addFixture('D1', { sport: 'dota2', category: 'esports', status: 'live', startsAt: 2_000 });
  app = Fastify();
  // Only the feed is read: the board needs no book, session or wallet.
  const unused = {} as never;
  const deps: BookRouteDeps = { book: unused, feed, sessions: unused, limits: unused, balanceOf: unused };
  await app.register(async (scope) => bookRoutes(scope, deps), { prefix: '/studio' });
});

afterAll(async () => {
  await app.close();
});

describe('GET /studio/book/api/board', () => {
  it("answers a category's live and upcoming events with their headline market, without a session", async () => {
    const answer = await app.inject({ method: 'GET', url: '/studio/book/api/board?category=sports' });
    expect(answer.statusCode).toBe(200);
    const board = answer.json() as BoardAnswer;
    expect(board.category).toBe('sports');
    expect(board.live.map((fixture) => fixture.id)).toEqual(['C1']);
    expect(board.upcoming.map((fixture) => fixture.id)).toEqual(['F1']);
    expect(board.live[0]).toMatchObject({ home: { en: 'Dhaka', bn: 'ঢাকা' }, status: 'live', marketCount: 1 });
    expect(board.upcoming[0]?.main?.selections.map((selection) => selection.odds)).toEqual([
      2100, 3200, 3400,
    ]);
    expect(board.sports.map((entry) => entry.sport).sort()).toEqual(['cricket', 'football']);
    const esports = (
      await app.inject({ method: 'GET', url: '/studio/book/api/board?category=esports' })
    ).json();
    expect((esports as BoardAnswer).live.map((fixture) => fixture.id)).toEqual(['D1']);
  });

  it('refuses an unknown category', async () => {
    for (const url of ['/studio/book/api/board', '/studio/book/api/board?category=slots']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toEqual({ status: 'INVALID_REQUEST' });
    }
  });
});
