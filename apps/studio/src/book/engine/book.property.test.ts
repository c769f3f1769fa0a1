import {
  betReturn,
  type LegResult,
  type PricedLeg,
  type SystemKind,
  systemBetCount,
  systemReturn,
} from '@khela/game-math';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWallet, toMinor } from '../../test/fake-wallet.js';
import type { Transport } from '../../wallet-client.js';
import { ScriptedFeed } from '../feed/scripted.js';
import type { BookStore } from './store.js';
import { createSqlStore } from './store.sql.js';
import {
  type Harness,
  harness,
  openTestDatabase,
  player,
  SECRET,
  type TestDatabase,
} from './test-harness.js';

/**
 * ACCEPTANCE 2: random sequences of placements, settlements, rollbacks, resettlements, cancels,
 * rollbacks of cancels, cash-outs and crashes leave every player's wallet balance at what the
 * final results say. The oracle below recomputes each bet's due from the results the test sent,
 * with game-math's betReturn/systemReturn, never with the engine's code.
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

const FIXTURES = 4;
const ODDS = [2000, 3250, 4100];
const RESULTS: LegResult[] = [
  { kind: 'win' },
  { kind: 'lose' },
  { kind: 'void' },
  { kind: 'push' },
  { kind: 'half-win' },
  { kind: 'half-lose' },
  { kind: 'dead-heat', share: { num: 1n, den: 2n } },
];
const INITIAL = '100000.00';

const pick = fc.record({ fixture: fc.nat(FIXTURES - 1), selection: fc.nat(2) });
const window = fc.option(
  fc.record({ from: fc.integer({ min: -4, max: 0 }), to: fc.integer({ min: 0, max: 2 }) }),
);
const operation = fc.oneof(
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
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      fixture: fc.nat(FIXTURES - 1),
      results: fc.array(fc.nat(RESULTS.length - 1), { minLength: 3, maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), fixture: fc.nat(FIXTURES - 1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), fixture: fc.nat(FIXTURES - 1), window }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('uncancel' as const), fixture: fc.nat(FIXTURES - 1), window }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('reopen' as const), fixture: fc.nat(FIXTURES - 1) }),
  },
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
      fixture: fc.nat(FIXTURES - 1),
      results: fc.array(fc.nat(RESULTS.length - 1), { minLength: 3, maxLength: 3 }),
    }),
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

type ModelBet = {
  betId: string;
  player: number;
  type: 'single' | 'parlay' | 'system';
  system?: SystemKind;
  stakeMinor: bigint;
  stakeLeftMinor: bigint;
  cashedMinor: bigint;
  placedAt: number;
  legs: { selectionId: string; marketId: string; odds: number; cancelled: boolean }[];
};

/** One run's world: its own ids (the store is shared by every run of the file). */
function world(run: number) {
  const id = (fixture: number) => `R${run}F${fixture}`;
  const selectionId = (fixture: number, selection: number) => `${id(fixture)}S${selection}`;
  const players = [player(`${run}01`), player(`${run}02`)];
  return { id, marketId: (fixture: number) => `${id(fixture)}M`, selectionId, players };
}

/** The oracle: what a bet should have returned, from the results the test sent. */
function oracleDue(bet: ModelBet, results: Map<string, LegResult>): bigint {
  if (bet.legs.every((leg) => leg.cancelled)) return bet.stakeMinor;
  if (bet.stakeLeftMinor === 0n) return bet.cashedMinor;
  const legs: PricedLeg[] = bet.legs.map((leg) => ({
    odds: leg.odds,
    result: leg.cancelled ? { kind: 'void' } : results.get(leg.selectionId),
  }));
  if (legs.some((leg) => leg.result === undefined)) return bet.cashedMinor;
  const settled =
    bet.type === 'system' && bet.system
      ? systemReturn(bet.stakeLeftMinor / BigInt(systemBetCount(bet.system)), legs, bet.system)
      : betReturn(bet.stakeLeftMinor, legs);
  return bet.cashedMinor + (settled ?? 0n);
}

let runs = 0;

async function play(operations: Operation[]): Promise<void> {
  runs += 1;
  const w = world(runs);
  const wallet = new FakeWallet({ secrets: { KHELA: SECRET } });
  const feed = new ScriptedFeed();
  const clock = { now: 1_000_000 };
  const trouble = { callsLeft: Number.POSITIVE_INFINITY, appliedFirst: false };
  const transport =
    (inner: Transport): Transport =>
    async (path, headers, body) => {
      if (trouble.callsLeft <= 0) {
        if (trouble.appliedFirst) await inner(path, headers, body);
        throw new Error('the studio died');
      }
      trouble.callsLeft -= 1;
      return inner(path, headers, body);
    };
  const open = () => harness(database, { wallet, feed, store, clock, transport });
  for (let fixture = 0; fixture < FIXTURES; fixture += 1) {
    feed.addFixture(w.id(fixture), { status: fixture % 2 === 0 ? 'live' : 'scheduled' });
    feed.addMarket(
      w.id(fixture),
      w.marketId(fixture),
      ODDS.map((odds, selection) => ({
        id: w.selectionId(fixture, selection),
        odds,
        probabilityPpm: 300_000,
      })),
    );
  }
  w.players.forEach((entry, index) => {
    wallet.addPlayer(entry.playerId, INITIAL, `token-${runs}-${index}`);
  });
  let h: Harness = open();
  await h.book.start();
  const bets: ModelBet[] = [];
  const results = new Map<string, LegResult>();
  let requests = 0;

  const settle = async (fixture: number, picks: number[]) => {
    const entries = Object.fromEntries(
      picks.map((result, selection) => [w.selectionId(fixture, selection), RESULTS[result] as LegResult]),
    );
    for (const [id, result] of Object.entries(entries)) results.set(id, result);
    feed.settle(w.id(fixture), entries);
    await h.book.tick();
  };
  const cancelScope = (entry: { from: number; to: number } | null) =>
    entry ? { startAt: clock.now + entry.from * 1000, endAt: clock.now + entry.to * 1000 } : {};
  const markCancelled = (
    fixture: number,
    scope: { startAt?: number; endAt?: number },
    cancelled: boolean,
  ) => {
    for (const bet of bets) {
      const inside =
        (scope.startAt === undefined || bet.placedAt >= scope.startAt) &&
        (scope.endAt === undefined || bet.placedAt <= scope.endAt);
      if (!inside) continue;
      for (const leg of bet.legs) if (leg.marketId === w.marketId(fixture)) leg.cancelled = cancelled;
    }
  };

  for (const op of operations) {
    clock.now += 1000;
    switch (op.kind) {
      case 'place': {
        const distinct = [...new Map(op.picks.map((entry) => [entry.fixture, entry])).values()];
        const chosen =
          op.type === 'single'
            ? distinct.slice(0, 1)
            : op.type === 'system'
              ? distinct.slice(0, 3)
              : distinct;
        if ((op.type === 'parlay' && chosen.length < 2) || (op.type === 'system' && chosen.length < 3)) break;
        const stakeMinor = BigInt(op.stake) * 100n * (op.type === 'system' ? 4n : 1n);
        requests += 1;
        const placed = await h.book.place(w.players[op.player] as (typeof w.players)[number], {
          type: op.type,
          ...(op.type === 'system' ? { system: 'trixie' as const } : {}),
          legs: chosen.map((entry) => ({
            selectionId: w.selectionId(entry.fixture, entry.selection),
            odds: 1001,
          })),
          stake: `${stakeMinor / 100n}.00`,
          acceptOdds: 'any',
          requestId: `p-${requests}`,
        });
        if (!placed.ok) break;
        bets.push({
          betId: placed.bet.betId,
          player: op.player,
          type: op.type,
          ...(op.type === 'system' ? { system: 'trixie' as const } : {}),
          stakeMinor,
          stakeLeftMinor: stakeMinor,
          cashedMinor: 0n,
          placedAt: clock.now,
          legs: placed.bet.legs.map((leg) => ({
            selectionId: leg.selectionId,
            marketId: leg.marketId,
            odds: leg.odds,
            cancelled: false,
          })),
        });
        break;
      }
      case 'settle':
        await settle(op.fixture, op.results);
        break;
      case 'rollback':
        for (let selection = 0; selection < 3; selection += 1)
          results.delete(w.selectionId(op.fixture, selection));
        feed.rollbackSettlement(w.id(op.fixture), [w.marketId(op.fixture)]);
        await h.book.tick();
        break;
      case 'cancel':
      case 'uncancel': {
        const scope = cancelScope(op.window);
        markCancelled(op.fixture, scope, op.kind === 'cancel');
        if (op.kind === 'cancel') feed.cancel(w.id(op.fixture), [w.marketId(op.fixture)], scope);
        else feed.rollbackCancel(w.id(op.fixture), [w.marketId(op.fixture)], scope);
        await h.book.tick();
        break;
      }
      case 'reopen':
        feed.setMarketStatus(w.marketId(op.fixture), 'open');
        break;
      case 'cashout': {
        const bet = bets[op.bet % Math.max(1, bets.length)];
        if (!bet) break;
        const owner = w.players[bet.player] as (typeof w.players)[number];
        const view = (await h.book.bets(owner, 'open')).find((entry) => entry.betId === bet.betId);
        if (!view?.cashOut) break;
        const answer = await h.book.cashOut(owner, bet.betId, view.cashOut, op.percent);
        if (!answer.ok) break;
        bet.cashedMinor += toMinor(answer.paid);
        bet.stakeLeftMinor = (bet.stakeLeftMinor * BigInt(100 - op.percent)) / 100n;
        break;
      }
      case 'crash':
        trouble.callsLeft = op.callsLeft;
        trouble.appliedFirst = op.appliedFirst;
        await settle(op.fixture, op.results);
        await h.book.close();
        trouble.callsLeft = Number.POSITIVE_INFINITY;
        h = open();
        await h.book.start();
        break;
    }
  }
  await h.book.drain();

  // Every player's balance is what the final results say.
  for (const [index, entry] of w.players.entries()) {
    const own = bets.filter((bet) => bet.player === index);
    const expected =
      toMinor(INITIAL) -
      own.reduce((sum, bet) => sum + bet.stakeMinor, 0n) +
      own.reduce((sum, bet) => sum + oracleDue(bet, results), 0n);
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
