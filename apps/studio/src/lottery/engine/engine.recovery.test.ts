import { type LotteryLine, ticketReturn } from '@khela/game-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dyingTransport } from '../../book/engine/test-model.js';
import type { LineInput } from '../api.js';
import { createLotteryStore, type Sql } from './store.js';
import {
  FIRST_DRAW,
  lotteryHarness,
  lotteryPlayer,
  MINUTE_ZERO,
  openTestDatabase,
  type TestDatabase,
} from './test-harness.js';

/**
 * Exactly once (issue 20, acceptance 3, against the fake wallet; the real platform's ledger is
 * checked in apps/server/src/studio-lottery.test.ts): a settlement killed mid-draw — between two
 * pages of tickets, or between the credits — and restarted pays each round once.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PLAYERS = 24;
const lineFor = (index: number): LineInput[] => [
  {
    bet: { kind: 'position_side', position: index % 5, side: index % 2 === 0 ? 'big' : 'small' },
    stake: '10.00',
  },
  { bet: { kind: 'position', position: 0, digit: index % 10 }, stake: '1.00' },
];
const toMinor = (text: string) => BigInt(text.replace('.', ''));
const text = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** The database dies at the `nth` statement that settles a page of rounds and their tickets. */
function dyingSql(sql: Sql, nth: number): Sql {
  let seen = 0;
  return async (query, values) => {
    if (query.includes("THEN 'won' ELSE 'lost'")) {
      seen += 1;
      if (seen >= nth) throw new Error('the database went away');
    }
    return sql(query, values);
  };
}

async function buyAll(h: Awaited<ReturnType<typeof lotteryHarness>>) {
  await h.engine.tick();
  for (let index = 0; index < PLAYERS; index += 1) {
    const id = String(500 + index);
    h.wallet.addPlayer(id, '100.00', `t${id}`);
    const placed = await h.engine.place(lotteryPlayer(id), {
      drawId: FIRST_DRAW,
      lines: lineFor(index),
      requestId: `crash-${index}`,
    });
    expect(placed.ok).toBe(true);
  }
}

async function expectPaidOnce(h: Awaited<ReturnType<typeof lotteryHarness>>) {
  const draw = await h.store.draw(FIRST_DRAW);
  expect(draw?.state).toBe('settled');
  const outcome = draw?.outcome;
  if (!outcome) throw new Error('no outcome');
  for (let index = 0; index < PLAYERS; index += 1) {
    const lines: LotteryLine[] = lineFor(index).map((line) => ({
      bet: line.bet,
      stakeMinor: toMinor(line.stake),
    }));
    expect(h.wallet.balanceOf(String(500 + index))).toBe(
      text(10_000n - 1_100n + ticketReturn(outcome, lines)),
    );
  }
  const counts = await h.store.drawCounts(FIRST_DRAW);
  expect(counts.rounds).toEqual({ settled: PLAYERS });
  expect((counts.tickets.won ?? 0) + (counts.tickets.lost ?? 0)).toBe(PLAYERS);
  expect(await h.store.pendingPostings(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  // One closing credit per round, whatever was replayed.
  const ids = new Set(
    h.wallet.calls.filter((call) => call.call === 'credit').map((call) => String(call.body.transactionId)),
  );
  expect(ids.size).toBe(PLAYERS);
}

describe('a settlement killed mid-draw', () => {
  for (const appliedFirst of [false, true]) {
    // The file's first test also migrates the schema on PGlite: slow on a busy machine.
    it(`pays each round once after dying between credits (${appliedFirst ? 'after' : 'before'} the wallet applied one)`, {
      timeout: 90_000,
    }, async () => {
      // 24 debits, then credits 5 to a call, two calls at a time: the third call dies.
      const first = await lotteryHarness(database, {
        transport: dyingTransport({ callsLeft: PLAYERS + 2, appliedFirst }),
        creditBatch: 5,
      });
      await buyAll(first);
      first.clock.now = MINUTE_ZERO + 60_000;
      await first.engine.tick();
      const pending = await first.store.pendingPostings(Number.MAX_SAFE_INTEGER, 100);
      expect(pending.length).toBeGreaterThan(0);
      expect(pending.length).toBeLessThan(PLAYERS);
      // A new process over the same store and wallet, later: resends the same bytes.
      const second = await lotteryHarness(database, {
        store: first.store,
        wallet: first.wallet,
        clock: { now: first.clock.now + 20_000 },
      });
      await second.engine.tick();
      await expectPaidOnce(second);
    });
  }

  it('pays each round once after dying between two pages of rounds', async () => {
    const schema = database.schema();
    const first = await lotteryHarness(database, {
      store: createLotteryStore(dyingSql(database.sql, 3), { schema }),
      roundPage: 5,
    });
    await buyAll(first);
    first.clock.now = MINUTE_ZERO + 60_000;
    await first.engine.tick();
    // Two pages (10 rounds, their tickets) settled and credited whole; the rest untouched.
    const midway = await first.store.drawCounts(FIRST_DRAW);
    expect(midway.tickets.open).toBe(PLAYERS - 10);
    expect(midway.rounds.open).toBe(PLAYERS - 10);
    expect((midway.tickets.won ?? 0) + (midway.tickets.lost ?? 0)).toBe(10);
    const second = await lotteryHarness(database, {
      store: createLotteryStore(database.sql, { schema }),
      wallet: first.wallet,
      clock: { now: first.clock.now + 1_000 },
    });
    await second.engine.tick();
    await expectPaidOnce(second);
  });
});

describe('the verifier', () => {
  it('recomputes 100 stored draws from their revealed seeds, public values and tickets', async () => {
    const h = await lotteryHarness(database);
    h.wallet.addPlayer('900', '100000.00', 't900');
    const drawIds: string[] = [];
    for (let minute = 0; minute < 100; minute += 1) {
      h.clock.now = MINUTE_ZERO + minute * 60_000 + 5_000;
      await h.engine.tick();
      const drawId = `KL5D1-${MINUTE_ZERO / 60_000 + minute + 1}`;
      drawIds.push(drawId);
      if (minute % 4 === 0) {
        const placed = await h.engine.place(lotteryPlayer('900'), {
          drawId,
          lines: lineFor(minute),
          requestId: `v-${minute}`,
        });
        expect(placed.ok).toBe(true);
      }
      h.clock.now = MINUTE_ZERO + (minute + 1) * 60_000;
      await h.engine.tick();
    }
    const results = await h.engine.results('KL5D1', 100);
    expect(results.map((draw) => draw.drawId).sort()).toEqual([...drawIds].sort());
    for (const drawId of drawIds) {
      const record = await h.engine.draw(drawId);
      expect(record?.verified, drawId).toEqual({ ok: true });
    }
    const trends = await h.engine.trends('KL5D1', 100);
    expect(trends.draws).toBe(100);
    expect(trends.groups).toHaveLength(5);
    for (const group of trends.groups)
      expect(group.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(100);
  }, 120_000);
});
