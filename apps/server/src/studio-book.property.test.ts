import {
  betReturn,
  type LegResult,
  type PricedLeg,
  type SystemKind,
  systemBetCount,
  systemReturn,
} from '@khela/game-math';
import { parseAmount } from '@khela/money';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookStore } from '../../studio/src/book/engine/store.js';
import { ScriptedFeed } from '../../studio/src/book/feed/scripted.js';
import { useTestApp } from './test/harness.js';
import {
  type BookPlayerOf,
  bookStore,
  cashOf,
  dyingTransport,
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
 * bet. The oracle recomputes each bet's due from the results the test sent, with game-math's
 * betReturn/systemReturn, never with the engine's code.
 */

const t = useTestApp();
let sports: Awaited<ReturnType<typeof sportsGame>>;
beforeAll(async () => {
  sports = await sportsGame(t);
});

const FIXTURES = 4;
const ODDS = [2000, 3250, 4100];
const WIN: LegResult = { kind: 'win' };
const RESULTS: LegResult[] = [
  WIN,
  { kind: 'lose' },
  { kind: 'push' },
  { kind: 'half-win' },
  { kind: 'half-lose' },
  { kind: 'dead-heat', share: { num: 1n, den: 2n } },
  // Last: the live property leaves it out (see BUG below).
  { kind: 'void' },
];
const INITIAL_MINOR = 10_000_000n; // 100,000.00

/** The operations; `withVoid` false keeps a wholly void bet from ever coming back to life. */
function operations(withVoid: boolean) {
  const results = fc.array(fc.nat(RESULTS.length - (withVoid ? 1 : 2)), { minLength: 3, maxLength: 3 });
  const fixture = fc.nat(FIXTURES - 1);
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
      maxLength: FIXTURES,
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
  const operation = withVoid ? fc.oneof(...kinds, uncancel) : fc.oneof(...kinds);
  // Bets first (a settled or suspended market takes none), then everything mixed.
  return fc
    .tuple(
      fc.array(place, { minLength: 4, maxLength: 6 }),
      fc.array(operation, { minLength: 8, maxLength: 11 }),
    )
    .map(([bets, rest]) => [...bets, ...rest]);
}
type Operation = ReturnType<typeof operations> extends fc.Arbitrary<(infer T)[]> ? T : never;

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

/** The oracle: what a bet should have returned, and whether its round may have closed. */
function oracle(bet: ModelBet, results: Map<string, LegResult>): { dueMinor: bigint; final: boolean } {
  if (bet.legs.every((leg) => leg.cancelled)) return { dueMinor: bet.stakeMinor, final: true };
  if (bet.stakeLeftMinor === 0n) return { dueMinor: bet.cashedMinor, final: true };
  const legs: PricedLeg[] = bet.legs.map((leg) => ({
    odds: leg.odds,
    result: leg.cancelled ? { kind: 'void' } : results.get(leg.selectionId),
  }));
  if (legs.some((leg) => leg.result === undefined)) return { dueMinor: bet.cashedMinor, final: false };
  const settled =
    bet.type === 'system' && bet.system
      ? systemReturn(bet.stakeLeftMinor / BigInt(systemBetCount(bet.system)), legs, bet.system)
      : betReturn(bet.stakeLeftMinor, legs);
  return { dueMinor: bet.cashedMinor + (settled ?? 0n), final: true };
}

// A failing run prints its seed: BOOK_PROPERTY_SEED=<seed> replays it.
const propertyOptions = {
  numRuns: Number(process.env.BOOK_PROPERTY_RUNS ?? 15),
  ...(process.env.BOOK_PROPERTY_SEED ? { seed: Number(process.env.BOOK_PROPERTY_SEED) } : {}),
};
const minor = (text: string) => parseAmount(text, 'BDT');
let runs = 0;
/** What the runs did (platform postings by kind, cash-outs), so a vacuous pass shows. */
const coverage = new Map<string, number>();
const count = (what: string, by = 1) => coverage.set(what, (coverage.get(what) ?? 0) + by);

async function play(ops: Operation[]): Promise<void> {
  runs += 1;
  const run = `P${runs}`;
  const fixtureId = (fixture: number) => `${run}F${fixture}`;
  const marketId = (fixture: number) => `${run}F${fixture}M`;
  const selectionId = (fixture: number, selection: number) => `${run}F${fixture}S${selection}`;
  const players: BookPlayerOf[] = [
    await fundedPlayer(t, sports, INITIAL_MINOR),
    await fundedPlayer(t, sports, INITIAL_MINOR),
  ];
  const vendorBefore = await t.app.services.wallet.systemBalance('vendor', 'KHELA');
  const store: BookStore = bookStore(t);
  const feed = new ScriptedFeed();
  const clock = { now: 1_000_000 };
  const trouble = { callsLeft: Number.POSITIVE_INFINITY, appliedFirst: false };
  const open = () => openBook(t, { store, feed, clock, wrap: dyingTransport(trouble) }).book;
  for (let fixture = 0; fixture < FIXTURES; fixture += 1) {
    feed.addFixture(fixtureId(fixture), { status: fixture % 2 === 0 ? 'live' : 'scheduled' });
    feed.addMarket(
      fixtureId(fixture),
      marketId(fixture),
      ODDS.map((odds, selection) => ({ id: selectionId(fixture, selection), odds, probabilityPpm: 300_000 })),
    );
  }
  let book = open();
  await book.start();
  const bets: ModelBet[] = [];
  const results = new Map<string, LegResult>();
  let requests = 0;

  const settle = async (fixture: number, picks: number[]) => {
    const entries = Object.fromEntries(
      picks.map((result, selection) => [selectionId(fixture, selection), RESULTS[result] ?? WIN]),
    );
    for (const [id, result] of Object.entries(entries)) results.set(id, result);
    feed.settle(fixtureId(fixture), entries);
    await book.tick();
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
      for (const leg of bet.legs) if (leg.marketId === marketId(fixture)) leg.cancelled = cancelled;
    }
  };

  // A bet that was ever final had its round closed (credit or refund): the platform never reopens it.
  const closed = new Set<string>();
  for (const op of ops) {
    for (const bet of bets) if (oracle(bet, results).final) closed.add(bet.betId);
    clock.now += 1000;
    switch (op.kind) {
      case 'place': {
        const chosen = op.picks.slice(0, op.type === 'single' ? 1 : op.type === 'system' ? 3 : FIXTURES);
        const stakeMinor = BigInt(op.stake) * 100n * (op.type === 'system' ? 4n : 1n);
        const owner = players[op.player] as BookPlayerOf;
        requests += 1;
        const placed = await book.place(owner, {
          type: op.type,
          ...(op.type === 'system' ? { system: 'trixie' as const } : {}),
          legs: chosen.map((entry) => ({
            selectionId: selectionId(entry.fixture, entry.selection),
            odds: 1001,
          })),
          stake: `${stakeMinor / 100n}.00`,
          acceptOdds: 'any',
          requestId: `${run}-${requests}`,
        });
        if (!placed.ok) {
          // Only the feed may refuse here: the member has the money and the wallet is up.
          expect(['MARKET_CLOSED', 'MARKET_SUSPENDED']).toContain(placed.code);
          break;
        }
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
          results.delete(selectionId(op.fixture, selection));
        feed.rollbackSettlement(fixtureId(op.fixture), [marketId(op.fixture)]);
        await book.tick();
        break;
      case 'cancel':
      case 'uncancel': {
        const scope = cancelScope(op.window);
        markCancelled(op.fixture, scope, op.kind === 'cancel');
        if (op.kind === 'cancel') feed.cancel(fixtureId(op.fixture), [marketId(op.fixture)], scope);
        else feed.rollbackCancel(fixtureId(op.fixture), [marketId(op.fixture)], scope);
        await book.tick();
        break;
      }
      case 'reopen':
        feed.setMarketStatus(marketId(op.fixture), 'open');
        break;
      case 'cashout': {
        const bet = bets[op.bet % Math.max(1, bets.length)];
        if (!bet) break;
        const owner = players[bet.player] as BookPlayerOf;
        const view = (await book.bets(owner, 'open')).find((entry) => entry.betId === bet.betId);
        if (!view?.cashOut) break;
        const answer = await book.cashOut(owner, bet.betId, view.cashOut, op.percent);
        if (!answer.ok) break;
        bet.cashedMinor += minor(answer.paid);
        count('cash-out');
        bet.stakeLeftMinor = (bet.stakeLeftMinor * BigInt(100 - op.percent)) / 100n;
        break;
      }
      case 'crash':
        trouble.callsLeft = op.callsLeft;
        trouble.appliedFirst = op.appliedFirst;
        await settle(op.fixture, op.results);
        await book.close();
        trouble.callsLeft = Number.POSITIVE_INFINITY;
        book = open();
        await book.start();
        break;
    }
  }
  for (const bet of bets) if (oracle(bet, results).final) closed.add(bet.betId);
  await book.drain();
  await book.close();
  await check({ players, bets, results, closed, store, vendorBefore });
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
