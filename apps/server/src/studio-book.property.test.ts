import type { LegResult } from '@khela/game-math';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookStore } from '../../studio/src/book/engine/store.js';
import {
  createModel,
  dyingTransport,
  MODEL_FIXTURES,
  MODEL_RESULTS,
  type ModelBet,
  type ModelOperation,
  oracle,
} from '../../studio/src/book/engine/test-model.js';
import { ScriptedFeed } from '../../studio/src/book/feed/scripted.js';
import { useTestApp } from './test/harness.js';
import {
  type BookPlayerOf,
  bookStore,
  cashOf,
  expectLedgerClean,
  fundedPlayer,
  openBook,
  roundsOf,
  sportsGame,
  transactionsOf,
} from './test/studio-book.js';

/**
 * ACCEPTANCE 2 against the real platform: random sequences of placements (singles, parlays, a
 * trixie), settlements, rollbacks and resettlements, cancels (with windows) and their rollbacks,
 * full and partial cash-outs, and crashes of the studio leave every member's cash at what the
 * final results say, the ledger clean, and each bet's platform round (bet_record) matching the
 * bet. The model and its oracle are the engine's property test's (test-model.ts).
 */

const t = useTestApp();
let sports: Awaited<ReturnType<typeof sportsGame>>;
beforeAll(async () => {
  sports = await sportsGame(t);
});

const INITIAL_MINOR = 10_000_000n; // 100,000.00

/** The operations; `withVoid` false keeps a wholly void bet from ever coming back to life. */
function operations(withVoid: boolean) {
  const results = fc.array(fc.nat(MODEL_RESULTS.length - (withVoid ? 1 : 2)), { minLength: 3, maxLength: 3 });
  const fixture = fc.nat(MODEL_FIXTURES - 1);
  const window = fc.option(
    fc.record({ from: fc.integer({ min: -4, max: 0 }), to: fc.integer({ min: 0, max: 2 }) }),
  );
  // Legs on distinct events: a single takes the first, a trixie three, a parlay all.
  const place = fc.record({
    kind: fc.constant('place' as const),
    player: fc.nat(1),
    type: fc.constantFrom('single' as const, 'parlay' as const, 'system' as const),
    picks: fc.uniqueArray(fc.record({ fixture, selection: fc.nat(2) }), {
      selector: (entry) => entry.fixture,
      minLength: 3,
      maxLength: MODEL_FIXTURES,
    }),
    stake: fc.integer({ min: 1, max: 40 }),
  });
  const kinds = [
    { weight: 2, arbitrary: place },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('settle' as const), fixture, results }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), fixture }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), fixture, window }) },
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
  ];
  const uncancel = {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('uncancel' as const), fixture, window }),
  };
  const operation: fc.Arbitrary<ModelOperation> = withVoid
    ? fc.oneof(...kinds, uncancel)
    : fc.oneof(...kinds);
  // Bets first (a settled or suspended market takes none), then everything mixed.
  return fc
    .tuple(
      fc.array(place, { minLength: 4, maxLength: 6 }),
      fc.array(operation, { minLength: 8, maxLength: 11 }),
    )
    .map(([bets, rest]): ModelOperation[] => [...bets, ...rest]);
}

// A failing run prints its seed: BOOK_PROPERTY_SEED=<seed> replays it.
const propertyOptions = {
  numRuns: Number(process.env.BOOK_PROPERTY_RUNS ?? 15),
  ...(process.env.BOOK_PROPERTY_SEED ? { seed: Number(process.env.BOOK_PROPERTY_SEED) } : {}),
};
let runs = 0;
/** What the runs did (platform postings by kind, cash-outs), so a vacuous pass shows. */
const coverage = new Map<string, number>();
const count = (what: string, by = 1) => coverage.set(what, (coverage.get(what) ?? 0) + by);

async function play(ops: ModelOperation[]): Promise<void> {
  runs += 1;
  const players: BookPlayerOf[] = [
    await fundedPlayer(t, sports, INITIAL_MINOR),
    await fundedPlayer(t, sports, INITIAL_MINOR),
  ];
  const vendorBefore = await t.app.services.wallet.systemBalance('vendor', 'KHELA');
  const store: BookStore = bookStore(t);
  const feed = new ScriptedFeed();
  const clock = { now: 1_000_000 };
  const trouble = { callsLeft: Number.POSITIVE_INFINITY, appliedFirst: false };
  const model = await createModel({
    run: `P${runs}`,
    feed,
    clock,
    players,
    trouble,
    open: () => openBook(t, { store, feed, clock, wrap: dyingTransport(trouble) }).book,
    // Only the feed may refuse here: the member has the money and the wallet is up.
    refused: (code) => expect(['MARKET_CLOSED', 'MARKET_SUSPENDED']).toContain(code),
    cashedOut: () => count('cash-out'),
  });
  // A bet that was ever final had its round closed (credit or refund): the platform never reopens it.
  const closed = new Set<string>();
  const noteClosed = () => {
    for (const bet of model.bets) if (oracle(bet, model.results).final) closed.add(bet.betId);
  };
  for (const op of ops) {
    noteClosed();
    await model.apply(op);
  }
  noteClosed();
  await model.finish();
  await check({ players, bets: model.bets, results: model.results, closed, store, vendorBefore });
}

/** Balances, rounds and the ledger against the oracle. */
async function check(world: {
  players: BookPlayerOf[];
  bets: ModelBet[];
  results: Map<string, LegResult>;
  closed: Set<string>;
  store: BookStore;
  vendorBefore: bigint;
}): Promise<void> {
  const { players, bets, results, store } = world;
  let netMinor = 0n;
  for (const [index, owner] of players.entries()) {
    const own = bets.filter((bet) => bet.player === index);
    const expected =
      INITIAL_MINOR -
      own.reduce((sum, bet) => sum + bet.stakeMinor, 0n) +
      own.reduce((sum, bet) => sum + oracle(bet, results).dueMinor, 0n);
    expect(await cashOf(t, owner), `member ${owner.memberId}`).toBe(expected);
    netMinor += expected - INITIAL_MINOR;
  }
  // What the members won or lost, the vendor's account lost or won.
  const vendorAfter = await t.app.services.wallet.systemBalance('vendor', 'KHELA');
  expect(vendorAfter - world.vendorBefore).toBe(-netMinor);
  const ids = bets.map((bet) => bet.betId);
  const [stored, postings, rounds, transactions] = await Promise.all([
    store.bets(ids),
    store.postingsOf(ids),
    roundsOf(t, ids),
    transactionsOf(t, ids),
  ]);
  // Every posting the book made was taken: none left pending, none refused.
  expect(
    postings.filter((posting) => posting.status !== 'done').map((posting) => posting.transactionId),
  ).toEqual([]);
  for (const bet of bets) {
    const { dueMinor } = oracle(bet, results);
    const round = rounds.get(bet.betId);
    const mine = stored.find((entry) => entry.betId === bet.betId);
    expect(round, bet.betId).toMatchObject({ stakeMinor: bet.stakeMinor, gameCode: sports.gameCode });
    if (!round || !mine) throw new Error(`bet ${bet.betId}: no round or no stored bet`);
    // Every credit and adjust moves the round's win; a rollback of the debit its refund.
    expect(round.winMinor + round.refundedMinor, bet.betId).toBe(dueMinor);
    expect(mine.returnedMinor, bet.betId).toBe(dueMinor);
    if (!world.closed.has(bet.betId)) expect(round.status, bet.betId).toBe('open');
    else if (round.status === 'rolled_back')
      expect([round.refundedMinor, round.winMinor, dueMinor], bet.betId).toEqual([
        bet.stakeMinor,
        0n,
        bet.stakeMinor,
      ]);
    else expect(round.status, bet.betId).toBe('settled');
  }
  // The platform refused nothing the book sent.
  expect(transactions.filter((row) => row.outcome === 'refused')).toEqual([]);
  for (const row of transactions) count(row.kind);
  await expectLedgerClean(t);
}

describe('ACCEPTANCE 2 on the platform: balances follow the final results', () => {
  it('holds for random bets, settlements, resettlements, cancels, cash-outs and crashes', async () => {
    coverage.clear();
    await fc.assert(fc.asyncProperty(operations(false), play), propertyOptions);
    expect(coverage.get('debit') ?? 0).toBeGreaterThan(propertyOptions.numRuns * 2);
    expect(coverage.get('credit') ?? 0).toBeGreaterThan(0);
  }, 300_000);

  // Found by this suite (session 15, seed -1988958706): a void paid by a rollback of the debit left
  // a rolled-back round the platform will not correct. A void is now a credit of the stake.
  it('holds with void results and rollbacks of cancels too', async () => {
    await fc.assert(fc.asyncProperty(operations(true), play), propertyOptions);
  }, 600_000);
});
