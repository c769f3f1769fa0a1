import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { studioGameFor } from './game-map.js';
import { STUDIO_GAMES } from './games/index.js';
import { studioPlugin } from './plugin.js';
import { FakeWallet, toMinor } from './test/fake-wallet.js';
import { createWalletClient, httpTransport } from './wallet-client.js';

const SECRET = 'k'.repeat(40);
const PG_SECRET = 'p'.repeat(40);

let wallet: FakeWallet;
let app: FastifyInstance;
let nextToken = 0;

async function buildStudio(secrets: Record<string, string>) {
  const studio = Fastify();
  await studio.register(studioPlugin, {
    prefix: '/studio',
    basePath: '/studio',
    wallet: createWalletClient({ transport: httpTransport(wallet.url), secretOf: (code) => secrets[code] }),
    knownVendor: (code) => code in secrets,
  });
  return studio;
}

beforeAll(async () => {
  wallet = new FakeWallet({ secrets: { KHELA: SECRET, PG: PG_SECRET } });
  await wallet.start();
});
afterAll(async () => {
  await wallet.stop();
});
beforeEach(async () => {
  app = await buildStudio({ KHELA: SECRET, PG: PG_SECRET });
});
afterEach(async () => {
  await app.close();
});

type Boot = {
  session: {
    sessionId: string;
    balance: string;
    name: string;
    slotCode: string;
    fairness: { serverSeedHash: string; nonce: number };
  };
};

function bootOf(html: string): Boot {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as Boot;
}

/** A player with a fresh launch token, launched into a game: the studio session. */
async function launch(gameCode: string, balance = '1000.00', vendor = 'KHELA') {
  nextToken += 1;
  const playerId = String(1000 + nextToken);
  const token = `token-${nextToken}`;
  wallet.addPlayer(playerId, balance, token, vendor);
  const response = await app.inject({
    method: 'GET',
    url: `/studio/play/${gameCode}?token=${token}&lang=en&lobby=/slots`,
  });
  expect(response.statusCode).toBe(200);
  return { playerId, token, boot: bootOf(response.body), html: response.body };
}

type SpinAnswer = {
  status: string;
  balance: string;
  roundId: string;
  win: string;
  freeSpins: number;
  creditPending: boolean;
  spins: { win: string; window: number[][]; free: boolean; multiplier: number }[];
  fairness: { nonce: number };
};

async function spin(sessionId: string, stake: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/studio/api/spin',
    payload: { sessionId, stake },
  });
  return { statusCode: response.statusCode, body: response.json() as SpinAnswer };
}

describe('launch', () => {
  it('authenticates the launch token and serves the game page with the session', async () => {
    const { boot, html, playerId } = await launch('SUNDARBAN_TIGER');
    expect(boot.session.balance).toBe('1000.00');
    expect(boot.session.name).toBe('Sundarban Tiger');
    expect(boot.session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(html).toContain('/studio/assets/game.js');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//); // nothing from the network
    expect(html).toContain('"lobby":"/slots"');
    expect(wallet.calls.at(-1)).toMatchObject({ call: 'authenticate', vendor: 'KHELA', status: 'OK' });
    expect(wallet.balanceOf(playerId)).toBe('1000.00');
  });

  it('refuses a used or unknown token with a translated page and changes nothing', async () => {
    const { token } = await launch('RICKSHAW_BAZAAR');
    const again = await app.inject({ method: 'GET', url: `/studio/play/RICKSHAW_BAZAAR?token=${token}` });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('লবিতে ফিরুন'); // Bangla by default
    const english = await app.inject({
      method: 'GET',
      url: '/studio/play/RICKSHAW_BAZAAR?token=nope&lang=en&lobby=javascript:alert(1)',
    });
    expect(english.statusCode).toBe(401);
    expect(english.body).toContain('Back to lobby');
    expect(english.body).toContain('href="/"'); // an unsafe lobby link falls back to the site root
  });

  it('signs as the catalogue game vendor, and a wrong secret is refused by the wallet', async () => {
    const { boot } = await launch('PG_RNG_0042', '50.00', 'PG');
    expect(wallet.calls.at(-1)).toMatchObject({ call: 'authenticate', vendor: 'PG', status: 'OK' });
    expect(boot.session.name).toBe('PG RNG 0042');
    await app.close();
    app = await buildStudio({ KHELA: 'wrong'.repeat(8), PG: PG_SECRET });
    nextToken += 1;
    wallet.addPlayer('9999', '10.00', 'token-bad');
    const response = await app.inject({ method: 'GET', url: '/studio/play/SUNDARBAN_TIGER?token=token-bad' });
    expect(response.statusCode).toBe(401);
    expect(wallet.calls.at(-1)).toMatchObject({ call: 'authenticate', status: 'INVALID_SIGNATURE' });
  });

  it('maps every catalogue game code onto a studio slot, deterministically and over all of them', () => {
    const seen = new Map<string, number>();
    for (let index = 0; index < 2000; index += 1) {
      const code = `V${index % 9}_RNG_${String(index).padStart(4, '0')}`;
      const game = studioGameFor(code);
      expect(studioGameFor(code)).toBe(game);
      seen.set(game.definition.code, (seen.get(game.definition.code) ?? 0) + 1);
    }
    expect(seen.size).toBe(STUDIO_GAMES.length);
    for (const count of seen.values()) expect(count).toBeGreaterThan(800);
    expect(studioGameFor('RICKSHAW_BAZAAR').definition.code).toBe('RICKSHAW_BAZAAR');
  });

  it('serves the page again for a reload with the session, never for another game', async () => {
    const { boot } = await launch('SUNDARBAN_TIGER');
    const sessionId = boot.session.sessionId;
    const reload = await app.inject({
      method: 'GET',
      url: `/studio/play/SUNDARBAN_TIGER?session=${sessionId}&lang=bn`,
    });
    expect(reload.statusCode).toBe(200);
    expect(bootOf(reload.body).session.sessionId).toBe(sessionId);
    const other = await app.inject({
      method: 'GET',
      url: `/studio/play/RICKSHAW_BAZAAR?session=${sessionId}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('সেশন শেষ');
    const unknown = await app.inject({
      method: 'GET',
      url: '/studio/play/SUNDARBAN_TIGER?session=nope-nope-nope',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('rejects a malformed game code', async () => {
    const response = await app.inject({ method: 'GET', url: '/studio/play/..%2Fetc?token=x' });
    expect(response.statusCode).toBe(404);
  });
});

describe('spin', () => {
  it('debits the stake, credits the win with endRound, and the balances follow the wallet', async () => {
    const { boot, playerId } = await launch('SUNDARBAN_TIGER');
    let expected = toMinor('1000.00');
    let losses = 0;
    let wins = 0;
    for (let round = 0; round < 40; round += 1) {
      const before = wallet.calls.length;
      const { statusCode, body } = await spin(boot.session.sessionId, '2.00');
      expect(statusCode).toBe(200);
      expect(body.status).toBe('OK');
      const calls = wallet.calls.slice(before);
      expect(calls.map((call) => call.call)).toEqual(['debit', 'credit']);
      const [debit, credit] = calls;
      expect(debit?.body).toMatchObject({
        amount: '2.00',
        playerId,
        currency: 'BDT',
        gameCode: 'SUNDARBAN_TIGER',
        roundId: body.roundId,
      });
      expect(credit?.body).toMatchObject({ amount: body.win, endRound: true, roundId: body.roundId });
      expected += toMinor(body.win) - toMinor('2.00');
      expect(body.balance).toBe(wallet.balanceOf(playerId));
      expect(toMinor(body.balance)).toBe(expected);
      // The round's win is the sum of its spins.
      const total = (body.spins as { win: string }[]).reduce((sum, s) => sum + toMinor(s.win), 0n);
      expect(toMinor(body.win)).toBe(total);
      if (body.win === '0.00') losses += 1;
      else wins += 1;
      expect(body.fairness.nonce).toBe(round);
    }
    expect(losses).toBeGreaterThan(0);
    expect(wins).toBeGreaterThan(0);
  });

  it('plays free spins inside the same round without another debit', async () => {
    const { boot, playerId } = await launch('RICKSHAW_BAZAAR', '100000.00');
    let found: SpinAnswer | undefined;
    for (let round = 0; round < 4000 && !found; round += 1) {
      const { body } = await spin(boot.session.sessionId, '1.00');
      if (body.freeSpins > 0) found = body;
    }
    expect(found).toBeDefined();
    const roundCalls = wallet.calls.filter((call) => call.body.roundId === found?.roundId);
    expect(roundCalls.map((call) => call.call)).toEqual(['debit', 'credit']);
    expect(found?.spins.length).toBe((found?.freeSpins ?? 0) + 1);
    expect(
      found?.spins.slice(1).every((s: { free: boolean; multiplier: number }) => s.free && s.multiplier === 2),
    ).toBe(true);
    expect(found?.balance).toBe(wallet.balanceOf(playerId));
  }, 60_000);

  it('answers insufficient funds with the balance, takes nothing and keeps the nonce', async () => {
    const { boot, playerId } = await launch('SUNDARBAN_TIGER', '0.50');
    const before = wallet.calls.length;
    const { statusCode, body } = await spin(boot.session.sessionId, '1.00');
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '0.50' });
    expect(wallet.calls.slice(before).map((call) => call.call)).toEqual(['debit']);
    expect(wallet.balanceOf(playerId)).toBe('0.50');
    const seeds = await app.inject({
      method: 'POST',
      url: '/studio/api/seeds',
      payload: { sessionId: boot.session.sessionId },
    });
    expect(seeds.json().revealed.nonces).toBe(0);
  });

  it('refuses a stake the game does not offer, and an unknown session', async () => {
    const { boot, playerId } = await launch('SUNDARBAN_TIGER');
    for (const stake of ['0.00', '-1.00', '1.05', '3.00', 'abc', '1e3']) {
      const { statusCode, body } = await spin(boot.session.sessionId, stake);
      expect(statusCode).toBe(400);
      expect(body.status).toBe('INVALID_STAKE');
    }
    expect(wallet.balanceOf(playerId)).toBe('1000.00');
    const unknown = await spin('x'.repeat(24), '1.00');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.status).toBe('SESSION_NOT_FOUND');
    const malformed = await app.inject({ method: 'POST', url: '/studio/api/spin', payload: { stake: 1 } });
    expect(malformed.statusCode).toBe(400);
  });

  it('rolls back a debit that got no answer, so the player keeps the stake', async () => {
    const { boot, playerId } = await launch('RICKSHAW_BAZAAR', '20.00');
    wallet.failNext = { call: 'debit', mode: 'http500-after-apply' };
    const { statusCode, body } = await spin(boot.session.sessionId, '5.00');
    expect(statusCode).toBe(503);
    expect(body.status).toBe('WALLET_UNAVAILABLE');
    const rollback = wallet.calls.at(-1);
    expect(rollback?.call).toBe('rollback');
    expect(String(rollback?.body.refTransactionId)).toMatch(/-D$/);
    expect(wallet.balanceOf(playerId)).toBe('20.00');
  });

  it('retries a credit that got no answer with the same transaction id', async () => {
    const { boot, playerId } = await launch('RICKSHAW_BAZAAR', '20.00');
    wallet.failNext = { call: 'credit', mode: 'drop' };
    const { body } = await spin(boot.session.sessionId, '1.00');
    expect(body.status).toBe('OK');
    expect(body.creditPending).toBe(false);
    const credits = wallet.calls.filter(
      (call) => call.call === 'credit' && call.body.roundId === body.roundId,
    );
    expect(credits).toHaveLength(1); // the dropped attempt never reached the ledger; the retry did
    expect(body.balance).toBe(wallet.balanceOf(playerId));
  });
});

describe('provably fair', () => {
  it('shows the commitment first, reveals it on rotation, and the verifier recomputes every paid round', async () => {
    const { boot } = await launch('SUNDARBAN_TIGER');
    const committed = boot.session.fairness.serverSeedHash;
    const rounds: SpinAnswer[] = [];
    for (let index = 0; index < 5; index += 1) rounds.push((await spin(boot.session.sessionId, '5.00')).body);
    const rotated = await app.inject({
      method: 'POST',
      url: '/studio/api/seeds',
      payload: { sessionId: boot.session.sessionId, clientSeed: 'my-lucky-seed' },
    });
    const { revealed, next } = rotated.json() as {
      revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonces: number };
      next: { serverSeedHash: string; clientSeed: string; nonce: number };
    };
    expect(revealed.serverSeedHash).toBe(committed);
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(committed);
    expect(revealed.nonces).toBe(5);
    expect(next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(committed);
    for (const round of rounds) {
      const verified = await app.inject({
        method: 'POST',
        url: '/studio/api/verify',
        payload: {
          gameCode: 'SUNDARBAN_TIGER',
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          nonce: round.fairness.nonce,
        },
      });
      const result = verified.json() as { winTimesStake: number; spins: { window: number[][] }[] };
      expect(result.spins.map((s) => s.window)).toEqual(
        round.spins.map((s: { window: number[][] }) => s.window),
      );
      expect(toMinor(round.win)).toBe(BigInt(Math.round(result.winTimesStake * 500)));
    }
  });

  it('tells a forged seed from the committed one, and refuses a bad client seed', async () => {
    const { boot } = await launch('RICKSHAW_BAZAAR');
    const bad = await app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        gameCode: 'RICKSHAW_BAZAAR',
        serverSeed: 'a'.repeat(64),
        serverSeedHash: 'b'.repeat(64),
        clientSeed: 'x',
        nonce: 0,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'INVALID_SEEDS', reason: 'commitment_mismatch' });
    const seed = await app.inject({
      method: 'POST',
      url: '/studio/api/seeds',
      payload: { sessionId: boot.session.sessionId, clientSeed: 'has space' },
    });
    expect(seed.statusCode).toBe(400);
    expect(seed.json().status).toBe('INVALID_CLIENT_SEED');
  });

  it('serves the verifier page and the stylesheet, and nothing outside the bundle', async () => {
    const page = await app.inject({ method: 'GET', url: '/studio/verify?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"mode":"verify"');
    const css = await app.inject({ method: 'GET', url: '/studio/assets/game.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).not.toMatch(/url\(|@import/);
    const outside = await app.inject({ method: 'GET', url: '/studio/assets/..%2Fpackage.json' });
    expect(outside.statusCode).toBe(404);
  });
});
