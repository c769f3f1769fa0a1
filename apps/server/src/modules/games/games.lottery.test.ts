import { describe, expect, it } from 'vitest';
import { studioLotteryData } from './games.lottery.js';

const NOW = new Date('2026-11-27T12:00:00Z');

/** A studio answering `body` with `statusCode` to every GET, keeping the URLs it was asked. */
function studio(statusCode: number, body: unknown) {
  const urls: string[] = [];
  const errors: string[] = [];
  const transport = async (url: string, _headers: Record<string, string>, method = 'GET') => {
    urls.push(`${method} ${url}`);
    return { statusCode, body: typeof body === 'string' ? body : JSON.stringify(body) };
  };
  const data = studioLotteryData(transport, {
    mounted: true,
    now: () => NOW,
    logError: (_error, context) => errors.push(context),
  });
  return { data, urls, errors };
}

const GAME = {
  code: 'KL3D1',
  kind: 'digits3',
  name: { en: '3D Lotto · 1 min', bn: '৩ডি লটো · ১ মিনিট' },
  periodMs: 60_000,
  closeBeforeMs: 10_000,
  draws: [],
  // Fields the site does not read are dropped, not refused.
  prices: [{ kind: 'digit', odds: [9800] }],
};

describe('the studio-backed lottery data', () => {
  it('reads the mounted studio’s public lottery API', async () => {
    const { data, urls } = studio(200, { status: 'OK', serverTime: NOW.getTime(), games: [GAME] });
    const games = await data.games();
    expect(games.games.map((g) => g.code)).toEqual(['KL3D1']);
    expect(games.games[0]).not.toHaveProperty('prices');
    expect(urls).toEqual(['GET /studio/lottery/api/games']);
  });

  it('asks for a lottery’s results with a bounded limit', async () => {
    const { data, urls } = studio(200, { status: 'OK', gameCode: 'KL3D1', draws: [] });
    await data.results('KL3D1', 500);
    await data.results('KL3D1', 0);
    expect(urls).toEqual([
      'GET /studio/lottery/api/results/KL3D1?limit=50',
      'GET /studio/lottery/api/results/KL3D1?limit=1',
    ]);
  });

  it('answers empty lists, not errors, without a studio', async () => {
    const urls: string[] = [];
    const transport = async () => {
      urls.push('called');
      return { statusCode: 200, body: '{}' };
    };
    const data = studioLotteryData(transport, { mounted: false, now: () => NOW });
    expect(await data.games()).toEqual({ status: 'OK', serverTime: NOW.getTime(), games: [] });
    expect(await data.results('KL5D1', 10)).toEqual({ status: 'OK', gameCode: 'KL5D1', draws: [] });
    expect(urls).toEqual([]);
  });

  it('answers empty lists for a studio without the lottery (404), quietly', async () => {
    const { data, errors } = studio(404, { success: false, code: 'NOT_FOUND' });
    expect((await data.games()).games).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers empty lists and logs an answer outside the contract, a failure or garbage', async () => {
    for (const [statusCode, body] of [
      [200, { status: 'OK', serverTime: 'noon', games: [] }],
      [200, { status: 'OK', serverTime: 1, games: [{ ...GAME, kind: 'bingo' }] }],
      [500, { status: 'OK', serverTime: 1, games: [] }],
      [200, '<html>not json</html>'],
    ] as const) {
      const { data, errors } = studio(statusCode, body);
      expect((await data.games()).games, JSON.stringify(body)).toEqual([]);
      expect(errors, JSON.stringify(body)).toEqual(['lottery /studio/lottery/api/games']);
    }
  });
});
