import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../book/engine/test-harness.js';
import { studioPlugin } from '../plugin.js';
import { FakeWallet } from '../test/fake-wallet.js';
import { createWalletClient } from '../wallet-client.js';
import type { GameAnswer, GamesAnswer, LotteryBoot, TicketAnswer, TicketsAnswer } from './api.js';

/**
 * The lottery through the studio plugin: a LOTT or ELOTT catalogue game (any vendor) opens the
 * lottery page, never a slot; tickets are bought, listed and cancelled over HTTP; the public
 * calls (games, results, draws) need no session; bad input is refused with a code.
 */

const SECRET = 'l'.repeat(40);
const MINUTE_ZERO = 29_000_000 * 60_000;
let database: TestDatabase;
let wallet: FakeWallet;
const clock = { now: MINUTE_ZERO + 5_000 };
let app: FastifyInstance;
let bare: FastifyInstance;
let tokens = 0;

async function studio(withLottery: boolean) {
  const instance = Fastify();
  await instance.register(studioPlugin, {
    prefix: '/studio',
    basePath: '/studio',
    wallet: createWalletClient({ transport: wallet.transport(), secretOf: () => SECRET }),
    knownVendor: (code) => ['KHELA', 'LOTT', 'TCG_SEA', 'TCG_LOTTO_VN'].includes(code),
    now: () => clock.now,
    ...(withLottery ? { lottery: { sql: database.sql, schema: database.schema(), tickMs: 5 } } : {}),
  });
  return instance;
}

beforeAll(async () => {
  database = await openTestDatabase();
  wallet = new FakeWallet({
    secrets: { KHELA: SECRET, LOTT: SECRET, TCG_SEA: SECRET, TCG_LOTTO_VN: SECRET },
  });
  app = await studio(true);
  bare = await studio(false);
});
afterAll(async () => {
  await app.close();
  await bare.close();
  await database.close();
});

function bootOf(html: string): LotteryBoot {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as LotteryBoot;
}

async function launch(gameCode: string, vendor: string, target = app) {
  tokens += 1;
  const token = `lottery-token-${tokens}`;
  wallet.addPlayer(`p${tokens}`, '1000.00', token, vendor);
  return target.inject({
    url: `/studio/play/${gameCode}?token=${token}&lang=en&vendor=${vendor}&lobby=/lottery`,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('launching a lottery game', () => {
  it('opens the lottery page on the lottery the catalogue game names, for every lottery vendor', async () => {
    const fast = await launch('KHELA_ELOTT_0001', 'KHELA');
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toContain('data-page="lottery"');
    const boot = bootOf(fast.body);
    expect(boot).toMatchObject({ kind: 'lottery', family: 'fast', currency: 'BDT', balance: '1000.00' });
    expect(boot.gameCode).toMatch(/^KL(5D|3D|RC)[135]$/);
    const sea = bootOf((await launch('TCG_SEA_LOTT_0001', 'TCG_SEA')).body);
    expect(sea).toMatchObject({ gameCode: 'KL4D', family: 'sea' });
    const vn = bootOf((await launch('TCG_LOTTO_VN_LOTT_0002', 'TCG_LOTTO_VN')).body);
    expect(vn.family).toBe('vn');
    expect(vn.gameCode).toMatch(/^KLVN[NCS]$/);
    // A reload with the session serves the page again.
    const again = await app.inject({
      url: `/studio/play/KHELA_ELOTT_0001?session=${boot.sessionId}&lang=bn`,
    });
    expect(bootOf(again.body)).toMatchObject({ sessionId: boot.sessionId, lang: 'bn' });
  });

  it('answers that the lottery is unavailable when it is not configured, never a slot', async () => {
    const answer = await launch('LOTT_LOTT_0004', 'LOTT', bare);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).not.toContain('"mode":"game"');
  });
});

describe('tickets over HTTP', () => {
  it('buys, lists, cancels and refuses, and the public calls need no session', async () => {
    const boot = bootOf((await launch('KHELA_ELOTT_0002', 'KHELA')).body);
    const games = (await app.inject({ url: '/studio/lottery/api/games' })).json() as GamesAnswer;
    expect(games.games.map((game) => game.code)).toHaveLength(13);
    const game = (await app.inject({ url: '/studio/lottery/api/games/KL5D1' })).json() as GameAnswer;
    expect(game.prices.find((price) => price.kind === 'position')?.odds).toEqual([9800]);
    const drawId = game.game.draws.find((draw) => draw.state === 'open')?.drawId;
    expect(drawId).toBe(`KL5D1-${MINUTE_ZERO / 60_000 + 1}`);
    const buy = (lines: unknown, requestId: string) =>
      app.inject({
        method: 'POST',
        url: '/studio/lottery/api/tickets',
        payload: { sessionId: boot.sessionId, drawId, lines, requestId },
      });
    const bought = (
      await buy(
        [
          { bet: { kind: 'position', position: 1, digit: 4 }, stake: '10.00' },
          { bet: { kind: 'sum_side', side: 'small' }, stake: '15.00' },
        ],
        'http-request-1',
      )
    ).json() as TicketAnswer;
    expect(bought).toMatchObject({
      status: 'OK',
      balance: '975.00',
      ticket: { state: 'open', stake: '25.00' },
    });
    const bad = await buy(
      [{ bet: { kind: 'position', position: 1, digit: 12 }, stake: '10.00' }],
      'http-request-2',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'INVALID_TICKET' });
    const race = await buy([{ bet: { kind: 'car', position: 0, car: 3 }, stake: '10.00' }], 'http-request-3');
    expect(race.json()).toMatchObject({ status: 'INVALID_TICKET', problem: 'KIND' });
    const low = await buy([{ bet: { kind: 'sum_side', side: 'big' }, stake: '0.10' }], 'http-request-4');
    expect(low.json()).toMatchObject({ status: 'STAKE_TOO_LOW', min: '1.00', max: '5000.00' });
    const nobody = await app.inject({
      method: 'POST',
      url: '/studio/lottery/api/tickets',
      payload: { sessionId: 'x'.repeat(20), drawId, lines: [], requestId: 'http-request-5' },
    });
    expect(nobody.statusCode).toBe(400);
    const open = (await app
      .inject({
        url: `/studio/lottery/api/tickets?sessionId=${boot.sessionId}&filter=open`,
      })
      .then((r) => r.json())) as TicketsAnswer;
    expect(open.tickets.map((ticket) => ticket.ticketId)).toEqual([bought.ticket.ticketId]);
    expect(open.tickets[0]?.cancellable).toBe(true);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/studio/lottery/api/tickets/${bought.ticket.ticketId}/cancel`,
      payload: { sessionId: boot.sessionId },
    });
    expect(cancelled.json()).toMatchObject({
      status: 'OK',
      balance: '1000.00',
      ticket: { state: 'cancelled' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: `/studio/lottery/api/tickets/${'0'.repeat(24)}/cancel`,
      payload: { sessionId: boot.sessionId },
    });
    expect(unknown.json()).toMatchObject({ status: 'TICKET_NOT_FOUND' });

    // A second ticket rides to the draw; the ticker seals, draws and settles it.
    const kept = (
      await buy(
        [{ bet: { kind: 'position_side', position: 0, side: 'odd' }, stake: '20.00' }],
        'http-request-6',
      )
    ).json() as TicketAnswer;
    expect(kept.status).toBe('OK');
    clock.now = MINUTE_ZERO + 60_500;
    await settle();
    const results = (await app.inject({ url: '/studio/lottery/api/results/KL5D1?limit=5' })).json() as {
      draws: { drawId: string; outcome?: unknown }[];
    };
    expect(results.draws[0]?.drawId).toBe(drawId);
    const record = (await app.inject({ url: `/studio/lottery/api/draws/${drawId}` })).json() as {
      draw: { serverSeed?: string; tickets?: number };
      verified?: { ok: boolean };
    };
    expect(record.verified).toEqual({ ok: true });
    expect(record.draw.tickets).toBe(1);
    const settled = (await app
      .inject({
        url: `/studio/lottery/api/tickets?sessionId=${boot.sessionId}&filter=settled`,
      })
      .then((r) => r.json())) as TicketsAnswer;
    const mine = settled.tickets.find((ticket) => ticket.ticketId === kept.ticket.ticketId);
    expect(['won', 'lost']).toContain(mine?.state);
    const expected = mine?.state === 'won' ? '1019.20' : '980.00';
    expect(wallet.balanceOf(`p${tokens}`)).toBe(expected);
    const trends = (await app.inject({ url: '/studio/lottery/api/trends/KL5D1?draws=10' })).json() as {
      trends: { draws: number };
    };
    expect(trends.trends.draws).toBe(1);
    expect((await app.inject({ url: '/studio/lottery/api/draws/NOPE' })).json()).toMatchObject({
      status: 'DRAW_NOT_FOUND',
    });
    const verifier = await app.inject({ url: '/studio/lottery/verify?lang=en' });
    expect(verifier.body).toContain('data-page="lottery-verify"');
  });
});
