import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../test/fake-wallet.js';
import type { Transport } from '../../wallet-client.js';
import {
  openTestDatabase,
  TABLE,
  type TestDatabase,
  tpHarness,
  tpPlayer,
  walletFlows,
} from './test-harness.js';

/**
 * Exactly once (issue 21, acceptance 4): a settlement killed between its statement and its
 * credits pays each round once after a restart; a hand a restart cut is voided and every stake
 * rolled back; a stake whose debit gets no answer is rolled back and packs the player.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

type H = Awaited<ReturnType<typeof tpHarness>>;

/** The studio dies at wallet calls whose path matches (after the wallet applied the first, if asked). */
function dying(trouble: { match: RegExp; applied: boolean; dead: boolean }) {
  return (inner: Transport): Transport =>
    async (path, headers, body) => {
      if (trouble.dead || trouble.match.test(`${path} ${body}`)) {
        trouble.dead = true;
        if (trouble.applied) {
          trouble.applied = false;
          await inner(path, headers, body);
        }
        throw new Error('the studio died');
      }
      return inner(path, headers, body);
    };
}

const PLAYERS = ['k1', 'k2', 'k3', 'k4'];
const START = 20_000n;

async function seat(h: H) {
  for (const id of PLAYERS) {
    h.wallet.addPlayer(id, '200.00', `t${id}`);
    expect((await h.engine.sit(tpPlayer(id), TABLE.code)).ok).toBe(true);
  }
  await h.advance(1_000);
  await h.advance(1_000);
  const hand = h.engine.handOf(TABLE.code);
  if (!hand) throw new Error('no hand');
  return hand;
}

const turnPlayer = (h: H) => {
  const hand = h.engine.handOf(TABLE.code);
  return tpPlayer(hand?.info[hand.state.turn]?.playerId ?? '');
};

function lostBy(h: H) {
  let lost = 0n;
  for (const id of PLAYERS) lost += START - toMinor(h.wallet.balanceOf(id));
  return lost;
}

describe('a restart', () => {
  for (const applied of [false, true]) {
    it(`pays each round once after dying at the credits (${applied ? 'after' : 'before'} the wallet applied them)`, async () => {
      const trouble = { match: /v1\/credits? /, applied, dead: false };
      const first = await tpHarness(database, { transport: dying(trouble) });
      const hand = await seat(first);
      // Chaals round the table, then everyone packs but one.
      for (let k = 0; k < 4; k += 1)
        expect((await first.engine.act(turnPlayer(first), TABLE.code, { move: 'chaal' })).ok).toBe(true);
      for (let k = 0; k < 3; k += 1)
        expect((await first.engine.act(turnPlayer(first), TABLE.code, { move: 'pack' })).ok).toBe(true);
      await first.engine.drain();
      expect(trouble.dead).toBe(true);
      const settled = (await first.store.hands()).find((row) => row.handId === hand.handId);
      expect(settled?.state).toBe('settled');
      expect((await first.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).length).toBe(4);
      // A new process over the same store and wallet.
      const second = await tpHarness(database, {
        store: first.store,
        wallet: first.wallet,
        clock: { now: first.clock.now + 30_000 },
      });
      await second.engine.drain();
      expect(await second.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
      const credits = new Set(
        second.wallet.calls
          .filter((call) => call.call === 'credit' && call.status === 'OK')
          .map((call) => String(call.body.transactionId)),
      );
      expect(credits.size).toBe(4);
      // 4 boots + 4 chaals = 8.00 in the pot; 5 % rake = 0.40; the winner gets 7.60.
      expect(lostBy(second)).toBe(40n);
      expect(settled?.rakeMinor).toBe(40n);
      const flows = walletFlows(second.wallet);
      expect(flows.debited - flows.refunded - flows.credited).toBe(40n);
    });
  }

  it('voids a hand it cut: every stake rolled back, nothing lost', async () => {
    const first = await tpHarness(database);
    const hand = await seat(first);
    expect((await first.engine.act(turnPlayer(first), TABLE.code, { move: 'raise' })).ok).toBe(true);
    expect((await first.engine.act(turnPlayer(first), TABLE.code, { move: 'see' })).ok).toBe(true);
    expect((await first.engine.act(turnPlayer(first), TABLE.code, { move: 'chaal' })).ok).toBe(true);
    await first.engine.drain();
    expect(lostBy(first)).toBe(4n * 100n + 200n + 400n);
    // The process dies here; the next one finds the hand open.
    const second = await tpHarness(database, {
      store: first.store,
      wallet: first.wallet,
      clock: { now: first.clock.now + 1_000 },
    });
    await second.engine.drain();
    const row = (await second.store.hands()).find((h) => h.handId === hand.handId);
    expect(row?.state).toBe('voided');
    expect(lostBy(second)).toBe(0n);
    expect(await second.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    // Voiding again changes nothing.
    expect(await second.store.voidHand(hand.handId, second.clock.now)).toBe(false);
  });

  it('rolls back a stake whose debit got no answer and packs its player', async () => {
    const trouble = { match: /debit .*-A1"/, applied: true, dead: false };
    const wrap = dying(trouble);
    const h = await tpHarness(database, {
      transport: (inner) => {
        const dead = wrap(inner);
        // Only this debit dies (every attempt of it); the rest of the wallet answers.
        return async (path, headers, body) =>
          trouble.match.test(`${path} ${body}`) ? dead(path, headers, body) : inner(path, headers, body);
      },
    });
    await seat(h);
    const player = turnPlayer(h);
    expect(await h.engine.act(player, TABLE.code, { move: 'chaal' })).toEqual({
      ok: false,
      code: 'WALLET_UNAVAILABLE',
    });
    await h.engine.drain();
    const hand = h.engine.handOf(TABLE.code);
    const index = hand?.info.findIndex((info) => info.playerId === player.playerId) ?? -1;
    expect(hand?.state.seats[index]?.packed).toBe(true);
    expect(hand?.state.pot).toBe(400n);
    // Only the boot is gone: the debit the wallet applied was refunded.
    expect(h.wallet.balanceOf(player.playerId)).toBe('199.00');
    for (let k = 0; k < 6 && h.engine.handOf(TABLE.code); k += 1) await h.advance(20_001);
    await h.engine.drain();
    expect(await h.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    const [settled] = await h.store.hands();
    expect(lostBy(h)).toBe((settled?.rakeMinor ?? 0n) + (settled?.botNetMinor ?? 0n));
    expect(h.wallet.balanceOf(player.playerId)).toBe('199.00');
  });
});
