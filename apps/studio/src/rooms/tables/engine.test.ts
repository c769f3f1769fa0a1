import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';
import { dyingTransport } from '../../book/engine/test-model.js';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport } from '../../wallet-client.js';
import { createRoomHub, type RoomHub } from '../hub.js';
import type { TableOutcome } from './api.js';
import { createTableEngine, STUDIO_TABLES, TABLE_TIMING, tableRoom } from './engine.js';
import { createTableStore, type TableStore } from './store.js';
import { dealTable, spotReturn } from './variants.js';

/**
 * The live tables' engine (issue 21, acceptance 2 at the engine): bets as debits while the window
 * is open and refused after it, the coup dealt from the committed seed and the bets' digest, one
 * credit per player per round, and exactly once after a kill mid-settlement.
 */

const SECRET = 'tables-test-secret';
const CYCLE = TABLE_TIMING.betMs + TABLE_TIMING.dealMs + TABLE_TIMING.resultMs;
/** BAC-1 (offset 0): round N opens at N × cycle. */
const N = 70_000_000;
const OPENS = N * CYCLE;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const minor = (text: string) => BigInt(text.replace('.', ''));
const player = (id: string) => ({
  vendorCode: 'KHELA',
  playerId: id,
  currency: 'BDT',
  gameCode: 'BGS_LIVE_0001',
});

async function harness(
  options: {
    store?: TableStore;
    wallet?: FakeWallet;
    clock?: { now: number };
    transport?: (t: Transport) => Transport;
    hub?: RoomHub;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const store = options.store ?? createTableStore(database.sql, { schema: database.schema() });
  await store.migrate();
  const clock = options.clock ?? { now: OPENS + 1_000 };
  const hub = options.hub ?? createRoomHub();
  const inner = wallet.transport();
  const engine = createTableEngine({
    wallet: createWalletClient({
      transport: options.transport ? options.transport(inner) : inner,
      secretOf: () => SECRET,
    }),
    store,
    hub,
    tables: STUDIO_TABLES,
    now: () => clock.now,
    sleep: async () => {},
    retryDelaysMs: [0, 0],
  });
  return { wallet, store, clock, hub, engine };
}

const roundId = `BAC-1-${N}`;

describe('a baccarat round', () => {
  it('takes bets in its window, refuses them after, deals from its commitment and pays once', async () => {
    const h = await harness();
    const seen: { type: string; round?: { outcome?: TableOutcome } }[] = [];
    h.hub.join(tableRoom('BAC-1'), (text) => seen.push(JSON.parse(text)));
    h.wallet.addPlayer('1', '1000.00', 't1');
    h.wallet.addPlayer('2', '1000.00', 't2');
    await h.engine.tick();
    const first = await h.engine.place('BAC-1', player('1'), {
      roundId,
      bets: [
        { spot: 'player', stake: '100.00' },
        { spot: 'tie', stake: '20.00' },
      ],
      requestId: 'req-00001',
    });
    expect(first).toMatchObject({ ok: true, balance: '880.00' });
    const second = await h.engine.place('BAC-1', player('2'), {
      roundId,
      bets: [{ spot: 'banker', stake: '200.00' }],
      requestId: 'req-00002',
    });
    expect(second).toMatchObject({ ok: true, balance: '800.00' });
    // The same request again places nothing more.
    const again = await h.engine.place('BAC-1', player('2'), {
      roundId,
      bets: [{ spot: 'banker', stake: '200.00' }],
      requestId: 'req-00002',
    });
    expect(again).toMatchObject({ ok: true });
    expect(h.wallet.balanceOf('2')).toBe('800.00');
    await h.engine.tick();
    expect(seen.some((event) => event.type === 'totals')).toBe(true);

    // No more bets: refused, nothing debited.
    h.clock.now = OPENS + TABLE_TIMING.betMs;
    const late = await h.engine.place('BAC-1', player('1'), {
      roundId,
      bets: [{ spot: 'player', stake: '10.00' }],
      requestId: 'req-00003',
    });
    expect(late).toEqual({ ok: false, code: 'BETTING_CLOSED' });
    expect(h.wallet.balanceOf('1')).toBe('880.00');

    await h.engine.tick();
    const dealt = await h.store.round(roundId);
    expect(dealt?.state).toBe('dealt');
    const outcome = dealt?.outcome as TableOutcome;
    expect(seen.find((event) => event.type === 'dealing')?.round?.outcome).toEqual(outcome);
    // The coup is the commitment's: the seed hashes to what was public, and re-deals the same.
    expect(
      createHash('sha256')
        .update(dealt?.serverSeed ?? '')
        .digest('hex'),
    ).toBe(dealt?.serverSeedHash);
    expect(dealTable('baccarat', dealt?.serverSeed ?? '', dealt?.publicValue ?? '', N)).toEqual(outcome);
    const record = await h.engine.record(roundId);
    expect(record?.serverSeed).toBeUndefined();

    h.clock.now = OPENS + TABLE_TIMING.betMs + TABLE_TIMING.dealMs;
    await h.engine.tick();
    await h.engine.tick();
    expect((await h.store.round(roundId))?.state).toBe('settled');
    expect((await h.engine.record(roundId))?.serverSeed).toBe(dealt?.serverSeed);
    const one = spotReturn(outcome, 'player', 10000n) + spotReturn(outcome, 'tie', 2000n);
    const two = spotReturn(outcome, 'banker', 20000n);
    expect(minor(h.wallet.balanceOf('1'))).toBe(88000n + one);
    expect(minor(h.wallet.balanceOf('2'))).toBe(80000n + two);
    const credits = h.wallet.calls.filter((call) => call.call === 'credit' && call.status === 'OK');
    expect(credits).toHaveLength(2);
    expect(credits.every((call) => call.body.endRound === true)).toBe(true);
    expect(seen.some((event) => event.type === 'settled')).toBe(true);
  });

  it('refuses bad bets with their reason and changes nothing', async () => {
    const h = await harness({ clock: { now: OPENS + CYCLE + 500 } });
    const id = `BAC-1-${N + 1}`;
    h.wallet.addPlayer('7', '60.00', 't7');
    await h.engine.tick();
    const place = (bets: { spot: string; stake: string }[], requestId: string) =>
      h.engine.place('BAC-1', player('7'), { roundId: id, bets, requestId });
    expect(await place([{ spot: 'dragon', stake: '10.00' }], 'bad-00001')).toEqual({
      ok: false,
      code: 'INVALID_SPOT',
      spot: 'dragon',
    });
    expect(await place([{ spot: 'player', stake: '5.00' }], 'bad-00002')).toMatchObject({
      code: 'STAKE_TOO_LOW',
      min: '10.00',
    });
    expect(await place([{ spot: 'player', stake: '5000.01' }], 'bad-00003')).toMatchObject({
      code: 'STAKE_TOO_HIGH',
    });
    expect(await place([{ spot: 'player', stake: '1.001' }], 'bad-00004')).toMatchObject({ ok: false });
    expect(
      await place(
        [
          { spot: 'player', stake: '10.00' },
          { spot: 'banker', stake: '10.00' },
        ],
        'bad-00005',
      ),
    ).toMatchObject({ code: 'BET_OPPOSED' });
    expect(await place([{ spot: 'player', stake: '100.00' }], 'bad-00006')).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await place([{ spot: 'player', stake: '10.00' }], 'bad-00007')).toMatchObject({
      ok: true,
      balance: '50.00',
    });
    // Holding player, banker is opposed; the pair is not.
    expect(await place([{ spot: 'banker', stake: '10.00' }], 'bad-00008')).toMatchObject({
      code: 'BET_OPPOSED',
      opposed: 'player',
    });
    expect(await place([{ spot: 'banker_pair', stake: '10.00' }], 'bad-00009')).toMatchObject({ ok: true });
    expect(await place([{ spot: 'player', stake: '10.00' }], 'bad-0000a')).toMatchObject({
      ok: true,
      balance: '30.00',
    });
    expect(
      await h.engine.place('BAC-1', player('7'), {
        roundId: 'BAC-1-1',
        bets: [{ spot: 'player', stake: '10.00' }],
        requestId: 'bad-0000b',
      }),
    ).toEqual({
      ok: false,
      code: 'ROUND_NOT_FOUND',
    });
    expect(h.wallet.balanceOf('7')).toBe('30.00');
  });

  it('settles exactly once when killed between the settling statement and the credits', async () => {
    const store = createTableStore(database.sql, { schema: database.schema() });
    const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
    const trouble = { callsLeft: 1_000, appliedFirst: false };
    const clock = { now: OPENS + 2 * CYCLE + 500 };
    const id = `BAC-1-${N + 2}`;
    const first = await harness({ store, wallet, clock, transport: dyingTransport(trouble) });
    await first.engine.tick();
    const before = new Map<string, bigint>();
    for (let k = 0; k < 30; k += 1) {
      const pid = String(100 + k);
      wallet.addPlayer(pid, '500.00', `t${pid}`);
      const spot = ['player', 'banker', 'tie'][k % 3] as string;
      const placed = await first.engine.place('BAC-1', player(pid), {
        roundId: id,
        bets: [{ spot, stake: `${10 + k}.00` }],
        requestId: `kill-${String(k).padStart(4, '0')}`,
      });
      expect(placed.ok).toBe(true);
      before.set(pid, minor(wallet.balanceOf(pid)));
    }
    clock.now = OPENS + 2 * CYCLE + TABLE_TIMING.betMs + 10;
    await first.engine.tick();
    clock.now = OPENS + 2 * CYCLE + TABLE_TIMING.betMs + TABLE_TIMING.dealMs;
    // The studio dies after the settling statement, before any credit is answered.
    trouble.callsLeft = 0;
    trouble.appliedFirst = true; // the first batch reaches the wallet, its answer is lost
    await first.engine.tick();
    expect((await store.round(id))?.state).toBe('settled');

    // A new engine over the same store; the pending credits go again after the resend delay.
    const restarted = await harness({ store, wallet, clock: { now: clock.now + 15_000 } });
    await restarted.engine.tick();
    await restarted.engine.tick();
    const outcome = (await store.round(id))?.outcome as TableOutcome;
    for (let k = 0; k < 30; k += 1) {
      const pid = String(100 + k);
      const spot = ['player', 'banker', 'tie'][k % 3] as string;
      const paid = spotReturn(outcome, spot, BigInt(10 + k) * 100n);
      expect(minor(wallet.balanceOf(pid))).toBe((before.get(pid) ?? 0n) + paid);
    }
    const rounds = [...wallet.rounds.values()].filter((round) => round.debits > 0n);
    expect(rounds).toHaveLength(30);
    expect(rounds.every((round) => round.status === 'closed')).toBe(true);
  });

  it('answers a request repeated after a restart with its first answer, placing nothing more', async () => {
    const store = createTableStore(database.sql, { schema: database.schema() });
    const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
    const clock = { now: OPENS + 4 * CYCLE + 500 };
    const id = `BAC-1-${N + 4}`;
    const first = await harness({ store, wallet, clock });
    wallet.addPlayer('11', '100.00', 't11');
    await first.engine.tick();
    const bet = { roundId: id, bets: [{ spot: 'banker', stake: '50.00' }], requestId: 'again-00001' };
    expect(await first.engine.place('BAC-1', player('11'), bet)).toMatchObject({
      ok: true,
      balance: '50.00',
    });
    const second = await harness({ store, wallet, clock });
    // The new engine never saw the first placement: the store's unique request id says it is the same bet.
    expect(await second.engine.place('BAC-1', player('11'), bet)).toMatchObject({
      ok: true,
      mine: [{ spot: 'banker', stake: '50.00' }],
    });
    expect(wallet.balanceOf('11')).toBe('50.00');
  });

  it('voids a bet whose debit had no answer by the close, with a rollback', async () => {
    const store = createTableStore(database.sql, { schema: database.schema() });
    const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
    const clock = { now: OPENS + 3 * CYCLE + 500 };
    const id = `BAC-1-${N + 3}`;
    const h = await harness({ store, wallet, clock });
    wallet.addPlayer('9', '100.00', 't9');
    await h.engine.tick();
    wallet.failNext = { call: 'debit', mode: 'http500-after-apply' };
    const placed = await h.engine.place('BAC-1', player('9'), {
      roundId: id,
      bets: [{ spot: 'player', stake: '40.00' }],
      requestId: 'lost-00001',
    });
    // The retry with the same bytes gets the first answer: placed after all.
    expect(placed.ok).toBe(true);
    wallet.failNext = { call: 'debit', mode: 'drop' };
    const h2 = await harness({
      store,
      wallet,
      clock,
      transport: (inner) => async (p, hd, b) => {
        if (p.endsWith('/debit')) throw new Error('network down');
        return inner(p, hd, b);
      },
    });
    const lost = await h2.engine.place('BAC-1', player('9'), {
      roundId: id,
      bets: [{ spot: 'player', stake: '30.00' }],
      requestId: 'lost-00002',
    });
    expect(lost).toEqual({ ok: false, code: 'WALLET_UNAVAILABLE' });
    clock.now = OPENS + 3 * CYCLE + TABLE_TIMING.betMs + 10;
    await h.engine.tick();
    const placements = await store.playerPlacements(id, player('9'));
    expect(placements.map((p) => p.state)).toEqual(['placed']);
    clock.now += TABLE_TIMING.dealMs;
    await h.engine.tick();
    const outcome = (await store.round(id))?.outcome as TableOutcome;
    expect(minor(wallet.balanceOf('9'))).toBe(6000n + spotReturn(outcome, 'player', 4000n));
  });
});
