import {
  betReturn,
  type LegResult,
  type PricedLeg,
  type SystemKind,
  systemBetCount,
  systemReturn,
} from '@khela/game-math';
import { parseAmount } from '@khela/money';
import type { Transport } from '../../wallet-client.js';
import type { ScriptedFeed } from '../feed/scripted.js';
import type { Book } from './book.js';
import type { BookPlayer } from './types.js';

/**
 * The model both property tests of the book drive (ACCEPTANCE 2: the engine against the fake
 * wallet here, the mounted studio against the real platform in apps/server): the operations, an
 * interpreter that applies them to a book and a scripted feed while keeping what each bet should
 * have returned, and the oracle that says so from the results the test sent — with game-math's
 * betReturn/systemReturn, never with the engine's code.
 */

export const MODEL_FIXTURES = 4;
export const MODEL_ODDS = [2000, 3250, 4100];
/** Every result a leg may get; void last, so a run may leave it out (`results.length - 2`). */
export const MODEL_RESULTS: LegResult[] = [
  { kind: 'win' },
  { kind: 'lose' },
  { kind: 'push' },
  { kind: 'half-win' },
  { kind: 'half-lose' },
  { kind: 'dead-heat', share: { num: 1n, den: 2n } },
  { kind: 'void' },
];

type Window = { from: number; to: number } | null;
export type ModelOperation =
  | {
      kind: 'place';
      player: number;
      type: 'single' | 'parlay' | 'system';
      picks: { fixture: number; selection: number }[];
      stake: number;
    }
  | { kind: 'settle'; fixture: number; results: number[] }
  | { kind: 'rollback'; fixture: number }
  | { kind: 'cancel' | 'uncancel'; fixture: number; window: Window }
  | { kind: 'reopen'; fixture: number }
  | { kind: 'cashout'; bet: number; percent: number }
  | { kind: 'crash'; callsLeft: number; appliedFirst: boolean; fixture: number; results: number[] };

export type ModelBet = {
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
export function oracle(bet: ModelBet, results: Map<string, LegResult>): { dueMinor: bigint; final: boolean } {
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

/**
 * Lets `callsLeft` wallet calls through, then dies: every call after that throws. With
 * `appliedFirst` the wallet took the call it died on (its answer was lost), and only that one.
 */
export function dyingTransport(trouble: { callsLeft: number; appliedFirst: boolean }) {
  return (inner: Transport): Transport =>
    async (path, headers, body) => {
      if (trouble.callsLeft <= 0) {
        if (trouble.appliedFirst) {
          trouble.appliedFirst = false;
          await inner(path, headers, body);
        }
        throw new Error('the studio died');
      }
      trouble.callsLeft -= 1;
      return inner(path, headers, body);
    };
}

export type ModelDeps<P extends BookPlayer & { gameCode: string }> = {
  /** This run's ids start with it (the store is shared by the runs of a file). */
  run: string;
  feed: ScriptedFeed;
  clock: { now: number };
  players: P[];
  /** Wallet trouble a crash sets; `dyingTransport(trouble)` reads it. */
  trouble: { callsLeft: number; appliedFirst: boolean };
  /** A new book over the same store and feed (the first one, and the one after each crash). */
  open: () => Book;
  /** A refused placement (the test says which refusals it accepts). */
  refused?: (code: string) => void;
  /** A cash-out paid (coverage). */
  cashedOut?: () => void;
};

/**
 * A run's world: its fixtures on the feed (even ones live, odd ones pre-match; three selections
 * each), the book, and `apply` for each operation. `bets` and `results` are what the oracle reads.
 */
export async function createModel<P extends BookPlayer & { gameCode: string }>(deps: ModelDeps<P>) {
  const { feed, clock, trouble } = deps;
  const fixtureId = (fixture: number) => `${deps.run}F${fixture}`;
  const marketId = (fixture: number) => `${fixtureId(fixture)}M`;
  const selectionId = (fixture: number, selection: number) => `${fixtureId(fixture)}S${selection}`;
  for (let fixture = 0; fixture < MODEL_FIXTURES; fixture += 1) {
    feed.addFixture(fixtureId(fixture), { status: fixture % 2 === 0 ? 'live' : 'scheduled' });
    feed.addMarket(
      fixtureId(fixture),
      marketId(fixture),
      MODEL_ODDS.map((odds, selection) => ({
        id: selectionId(fixture, selection),
        odds,
        probabilityPpm: 300_000,
      })),
    );
  }
  let book = deps.open();
  await book.start();
  const bets: ModelBet[] = [];
  const results = new Map<string, LegResult>();
  let requests = 0;

  const settle = async (fixture: number, picks: number[]) => {
    const entries = Object.fromEntries(
      picks.map((result, selection) => [
        selectionId(fixture, selection),
        MODEL_RESULTS[result] ?? (MODEL_RESULTS[0] as LegResult),
      ]),
    );
    for (const [id, result] of Object.entries(entries)) results.set(id, result);
    feed.settle(fixtureId(fixture), entries);
    await book.tick();
  };
  const cancelScope = (entry: Window) =>
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

  async function place(op: Extract<ModelOperation, { kind: 'place' }>): Promise<void> {
    // Legs on distinct events: a single takes the first, a trixie three, a parlay all.
    const distinct = [...new Map(op.picks.map((entry) => [entry.fixture, entry])).values()];
    const chosen = distinct.slice(0, op.type === 'single' ? 1 : op.type === 'system' ? 3 : MODEL_FIXTURES);
    if ((op.type === 'parlay' && chosen.length < 2) || (op.type === 'system' && chosen.length < 3)) return;
    const stakeMinor = BigInt(op.stake) * 100n * (op.type === 'system' ? 4n : 1n);
    requests += 1;
    const placed = await book.place(deps.players[op.player] as P, {
      type: op.type,
      ...(op.type === 'system' ? { system: 'trixie' as const } : {}),
      legs: chosen.map((entry) => ({ selectionId: selectionId(entry.fixture, entry.selection), odds: 1001 })),
      stake: `${stakeMinor / 100n}.00`,
      acceptOdds: 'any',
      requestId: `${deps.run}-${requests}`,
    });
    if (!placed.ok) {
      deps.refused?.(placed.code);
      return;
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
  }

  async function apply(op: ModelOperation): Promise<void> {
    clock.now += 1000;
    switch (op.kind) {
      case 'place':
        await place(op);
        break;
      case 'settle':
        await settle(op.fixture, op.results);
        break;
      case 'rollback':
        for (let selection = 0; selection < MODEL_ODDS.length; selection += 1)
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
        const owner = deps.players[bet.player] as P;
        const view = (await book.bets(owner, 'open')).find((entry) => entry.betId === bet.betId);
        if (!view?.cashOut) break;
        const answer = await book.cashOut(owner, bet.betId, view.cashOut, op.percent);
        if (!answer.ok) break;
        bet.cashedMinor += parseAmount(answer.paid, 'BDT');
        bet.stakeLeftMinor = (bet.stakeLeftMinor * BigInt(100 - op.percent)) / 100n;
        deps.cashedOut?.();
        break;
      }
      case 'crash':
        trouble.callsLeft = op.callsLeft;
        trouble.appliedFirst = op.appliedFirst;
        await settle(op.fixture, op.results);
        await book.close();
        trouble.callsLeft = Number.POSITIVE_INFINITY;
        book = deps.open();
        await book.start();
        break;
    }
  }

  /** Pays everything due and stops the book (the checks read the store and the wallet then). */
  async function finish(): Promise<void> {
    await book.drain();
    await book.close();
  }

  return { bets, results, apply, finish };
}
