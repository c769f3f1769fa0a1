import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWallet, toMinor } from '../../test/fake-wallet.js';
import { ScriptedFeed } from '../feed/scripted.js';
import type { BookStore } from './store.js';
import { createSqlStore } from './store.sql.js';
import { harness, openTestDatabase, player, SECRET, type TestDatabase } from './test-harness.js';
import {
  createModel,
  dyingTransport,
  MODEL_FIXTURES,
  MODEL_RESULTS,
  type ModelOperation,
  oracle,
} from './test-model.js';

/**
 * ACCEPTANCE 2: random sequences of placements, settlements, rollbacks, resettlements, cancels,
 * rollbacks of cancels, cash-outs and crashes leave every player's wallet balance at what the
 * final results say (the model and its oracle: test-model.ts, shared with the platform's run).
 */

let database: TestDatabase;
let store: BookStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = createSqlStore(database.sql, { schema: database.schema() });
  await store.migrate();
});
afterAll(async () => {
  await database.close();
});

const INITIAL = '100000.00';

const pick = fc.record({ fixture: fc.nat(MODEL_FIXTURES - 1), selection: fc.nat(2) });
const fixture = fc.nat(MODEL_FIXTURES - 1);
const results = fc.array(fc.nat(MODEL_RESULTS.length - 1), { minLength: 3, maxLength: 3 });
const window = fc.option(
  fc.record({ from: fc.integer({ min: -4, max: 0 }), to: fc.integer({ min: 0, max: 2 }) }),
);
const operation: fc.Arbitrary<ModelOperation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      player: fc.nat(1),
      type: fc.constantFrom('single' as const, 'parlay' as const, 'system' as const),
      picks: fc.array(pick, { minLength: 1, maxLength: 4 }),
      stake: fc.integer({ min: 1, max: 40 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const), fixture, results }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), fixture }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), fixture, window }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('uncancel' as const), fixture, window }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), fixture }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cashout' as const),
      bet: fc.nat(20),
      percent: fc.constantFrom(25, 50, 100, 37),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('crash' as const),
      callsLeft: fc.nat(4),
      appliedFirst: fc.boolean(),
      fixture,
      results,
    }),
  },
);

let runs = 0;

async function play(operations: ModelOperation[]): Promise<void> {
  runs += 1;
  const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
  const feed = new ScriptedFeed();
  const clock = { now: 1_000_000 };
  const trouble = { callsLeft: Number.POSITIVE_INFINITY, appliedFirst: false };
  const players = [player(`${runs}01`), player(`${runs}02`)];
  players.forEach((entry, index) => {
    wallet.addPlayer(entry.playerId, INITIAL, `token-${runs}-${index}`);
  });
  const model = await createModel({
    run: `R${runs}`,
    feed,
    clock,
    players,
    trouble,
    open: () => harness(database, { wallet, feed, store, clock, transport: dyingTransport(trouble) }).book,
  });
  for (const op of operations) await model.apply(op);
  await model.finish();
  const { bets } = model;

  // Every player's balance is what the final results say.
  for (const [index, entry] of players.entries()) {
    const own = bets.filter((bet) => bet.player === index);
    const expected =
      toMinor(INITIAL) -
      own.reduce((sum, bet) => sum + bet.stakeMinor, 0n) +
      own.reduce((sum, bet) => sum + oracle(bet, model.results).dueMinor, 0n);
    expect(toMinor(wallet.balanceOf(entry.playerId)), `player ${entry.playerId}`).toBe(expected);
  }
  // The book's record of each bet matches the wallet's round.
  const stored = await store.bets(bets.map((bet) => bet.betId));
  for (const bet of stored) {
    const round = wallet.rounds.get(`KHELA:${bet.betId}`);
    expect(bet.returnedMinor, bet.betId).toBe(
      (round?.credits ?? 0n) + (round?.refunds ?? 0n) + (round?.adjusts ?? 0n),
    );
    expect(round?.debits, bet.betId).toBe(bet.stakeMinor);
  }
  // No transaction id was ever sent with two different bodies.
  const bodies = new Map<string, string>();
  for (const call of wallet.calls) {
    const id = call.body.transactionId;
    if (typeof id !== 'string') continue;
    const body = JSON.stringify(call.body);
    expect(bodies.get(id) ?? body, id).toBe(body);
    bodies.set(id, body);
    expect(call.status).not.toBe('DUPLICATE_TRANSACTION_CONFLICT');
  }
}

describe('ACCEPTANCE 2: balances follow the final results', () => {
  it('holds for random sequences of bets, settlements, corrections, cancels, cash-outs and crashes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 16 }), play), {
      numRuns: Number(process.env.BOOK_PROPERTY_RUNS ?? 100),
    });
  });
});
