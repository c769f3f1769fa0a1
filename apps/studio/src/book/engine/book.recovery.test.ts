import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../wallet-client.js';
import { createSqlStore } from './store.sql.js';
import { harness, openTestDatabase, player, type TestDatabase } from './test-harness.js';

/** A crash mid-settlement: a new book over the same store resumes and pays each bet once. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Lets `calls` wallet calls through, then dies: before the wallet, or after it applied the call. */
function dyingAfter(calls: number, appliedFirst: boolean) {
  let left = calls;
  return (inner: Transport): Transport =>
    async (path, headers, body) => {
      if (left <= 0) {
        if (appliedFirst) await inner(path, headers, body);
        throw new Error('the studio died');
      }
      left -= 1;
      return inner(path, headers, body);
    };
}

describe('crash recovery and concurrency', () => {
  for (const appliedFirst of [false, true]) {
    it(`pays each bet exactly once after a crash ${appliedFirst ? 'after' : 'before'} the wallet applied a call`, async () => {
      const bets = 24;
      // Credits go 5 to a `credits` call, two calls at a time: the third call dies.
      const first = harness(database, { transport: dyingAfter(bets + 2, appliedFirst), creditBatch: 5 });
      first.feed.addFixture('F1');
      first.feed.addMarket('F1', 'F1-M', [
        { id: 'F1-H', odds: 2500 },
        { id: 'F1-A', odds: 1600 },
      ]);
      const players = ['301', '302', '303'];
      for (const id of players) first.wallet.addPlayer(id, '1000.00', `token-${id}`);
      await first.book.start();
      for (let index = 0; index < bets; index += 1) {
        const placed = await first.book.place(player(players[index % 3] as string), {
          type: 'single',
          legs: [{ selectionId: index % 2 === 0 ? 'F1-H' : 'F1-A', odds: index % 2 === 0 ? 2500 : 1600 }],
          stake: '10.00',
          acceptOdds: 'none',
          requestId: `crash-${index}`,
        });
        expect(placed.ok).toBe(true);
      }
      first.feed.settle('F1', { 'F1-H': { kind: 'win' }, 'F1-A': { kind: 'lose' } });
      await first.book.tick();
      await first.book.close();
      // Some credits were done, the rest are left pending in the outbox.
      const pending = await first.store.pendingPostings(100);
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.length).toBeLessThan(bets);

      const second = harness(database, {
        wallet: first.wallet,
        feed: first.feed,
        store: first.store,
        clock: first.clock,
      });
      await second.book.start();
      await second.book.drain();

      const credits = first.wallet.calls.filter((entry) => entry.call === 'credit' && entry.status === 'OK');
      const rounds = new Set(credits.map((entry) => String(entry.body.roundId)));
      expect(rounds.size).toBe(bets);
      for (const [key, round] of first.wallet.rounds) {
        expect(round.status, key).toBe('closed');
        expect(round.credits === 2500n || round.credits === 0n, key).toBe(true);
      }
      expect(first.wallet.calls.some((entry) => entry.status === 'DUPLICATE_TRANSACTION_CONFLICT')).toBe(
        false,
      );
      // Each player: 4 winning bets (10.00 at 2.500) and 4 losing ones: 1000 − 80 + 100.
      for (const id of players) expect(first.wallet.balanceOf(id)).toBe('1020.00');
      const settled = await second.book.bets(player('301'), 'settled');
      expect(settled.map((bet) => bet.state).sort()).toEqual([
        ...Array(4).fill('lost'),
        ...Array(4).fill('won'),
      ]);
    });
  }

  it('rolls back, on start, a debit a crash left without an answer', async () => {
    let calls = 0;
    // The debit reaches the wallet and its answer is lost; then nothing gets through.
    const first = harness(database, {
      transport: (inner) => async (path, headers, body) => {
        calls += 1;
        if (calls === 1) await inner(path, headers, body);
        throw new Error('the studio died');
      },
    });
    first.feed.addFixture('F1');
    first.feed.addMarket('F1', 'F1-M', [{ id: 'F1-H', odds: 2500 }]);
    first.wallet.addPlayer('311', '1000.00', 'token-311');
    await first.book.start();
    expect(
      await first.book.place(player('311'), {
        type: 'single',
        legs: [{ selectionId: 'F1-H', odds: 2500 }],
        stake: '10.00',
        acceptOdds: 'none',
        requestId: 'lost-debit',
      }),
    ).toEqual({ ok: false, code: 'WALLET_UNAVAILABLE' });
    // The debit landed, its rollback did not get through.
    expect(first.wallet.balanceOf('311')).toBe('990.00');
    const second = harness(database, { wallet: first.wallet, feed: first.feed, store: first.store });
    await second.book.start();
    await second.book.drain();
    expect(first.wallet.balanceOf('311')).toBe('1000.00');
  });

  it('two books over one store settle at the same time and pay each bet once', async () => {
    const first = harness(database);
    first.feed.addFixture('F1');
    first.feed.addMarket('F1', 'F1-M', [
      { id: 'F1-H', odds: 2500 },
      { id: 'F1-A', odds: 1600 },
    ]);
    first.wallet.addPlayer('321', '1000.00', 'token-321');
    await first.book.start();
    const input = (index: number) => ({
      type: 'single' as const,
      legs: [{ selectionId: 'F1-H', odds: 2500 }],
      stake: '10.00',
      acceptOdds: 'none' as const,
      requestId: `both-${index}`,
    });
    // The same request twice at once debits once.
    const [a, b] = await Promise.all([
      first.book.place(player('321'), input(0)),
      first.book.place(player('321'), input(0)),
    ]);
    expect(a.ok && b.ok && a.bet.betId === b.bet.betId).toBe(true);
    for (let index = 1; index < 12; index += 1) await first.book.place(player('321'), input(index));
    expect(first.wallet.balanceOf('321')).toBe('880.00');
    const second = harness(database, {
      wallet: first.wallet,
      feed: first.feed,
      store: first.store,
      clock: first.clock,
    });
    await second.book.start();
    first.feed.settle('F1', { 'F1-H': { kind: 'win' }, 'F1-A': { kind: 'lose' } });
    await first.book.tick();
    await Promise.all([first.book.drain(), second.book.drain()]);
    expect(first.wallet.balanceOf('321')).toBe('1180.00');
    expect(first.wallet.calls.some((entry) => entry.status === 'DUPLICATE_TRANSACTION_CONFLICT')).toBe(false);
  });

  it('two cash-outs of one bet at once: one is paid', async () => {
    const h = harness(database);
    h.feed.addFixture('F1');
    h.feed.addMarket('F1', 'F1-M', [{ id: 'F1-H', odds: 2000, probabilityPpm: 500_000 }]);
    h.wallet.addPlayer('331', '1000.00', 'token-331');
    await h.book.start();
    const placed = await h.book.place(player('331'), {
      type: 'single',
      legs: [{ selectionId: 'F1-H', odds: 2000 }],
      stake: '10.00',
      acceptOdds: 'none',
      requestId: 'cash-twice',
    });
    if (!placed.ok) throw new Error(placed.code);
    const answers = await Promise.all([
      h.book.cashOut(player('331'), placed.bet.betId, '9.50', 100),
      h.book.cashOut(player('331'), placed.bet.betId, '9.50', 100),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    await h.book.drain();
    expect(h.wallet.balanceOf('331')).toBe('999.50');
  });

  it('rolls back a debit whose placement died waiting for it, once it is older than the timeout', async () => {
    // The debit reaches the wallet and the studio dies before the answer comes back.
    let reached = () => {};
    const debited = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const first = harness(database, {
      transport: (inner) => async (path, headers, body) => {
        await inner(path, headers, body);
        reached();
        return new Promise(() => {});
      },
    });
    first.feed.addFixture('F1');
    first.feed.addMarket('F1', 'F1-M', [{ id: 'F1-H', odds: 2500 }]);
    first.wallet.addPlayer('341', '1000.00', 'token-341');
    await first.book.start();
    void first.book.place(player('341'), {
      type: 'single',
      legs: [{ selectionId: 'F1-H', odds: 2500 }],
      stake: '10.00',
      acceptOdds: 'none',
      requestId: 'died',
    });
    await debited;
    expect(first.wallet.balanceOf('341')).toBe('990.00');
    const second = harness(database, {
      wallet: first.wallet,
      feed: first.feed,
      store: first.store,
      clock: first.clock,
    });
    await second.book.start();
    // Too young: it may still be on its way from another instance.
    expect(first.wallet.balanceOf('341')).toBe('990.00');
    first.clock.now += 61_000;
    await second.book.tick();
    expect(first.wallet.balanceOf('341')).toBe('1000.00');
    const [rejected] = await second.book.bets(player('341'), 'settled');
    expect(rejected).toMatchObject({ state: 'rejected', rejectReason: 'WALLET_UNAVAILABLE' });
  });
});

describe('a store made before the reconcile queue (session 17)', () => {
  it('keeps its bets marked dirty: they move to the queue when the index goes', async () => {
    const schema = database.schema();
    const old = createSqlStore(database.sql, { schema });
    await old.migrate();
    // The old shape: the flag found through a partial index, nothing in the queue.
    await database.sql(`CREATE INDEX bets_dirty_idx ON ${schema}.bets (bet_id) WHERE dirty`);
    for (const [betId, dirty] of [
      ['b-1', true],
      ['b-2', false],
      ['b-3', true],
    ] as const) {
      await database.sql(
        `INSERT INTO ${schema}.bets (bet_id, vendor_code, player_id, currency, game_code, request_id, type,
           stake_minor, potential_minor, placed_at, state, stake_left_minor, dirty)
         VALUES ($1, 'KHELA', 'p', 'BDT', 'g', $1, 'single', 100, 200, 1, 'open', 100, $2)`,
        [betId, dirty],
      );
    }
    expect(await old.betsToReconcile(0, 10)).toEqual([]);
    // A new process: its migration moves the flagged bets into the queue and drops the index.
    const upgraded = createSqlStore(database.sql, { schema });
    await upgraded.migrate();
    expect(await upgraded.betsToReconcile(0, 10)).toEqual(['b-1', 'b-3']);
    const { rows } = await database.sql(`SELECT to_regclass('${schema}.bets_dirty_idx') AS idx`);
    expect((rows[0] as { idx?: unknown } | undefined)?.idx ?? null).toBeNull();
    // And again: nothing to move, nothing lost.
    await createSqlStore(database.sql, { schema }).migrate();
    expect(await upgraded.betsToReconcile(0, 10)).toEqual(['b-1', 'b-3']);
  });
});
