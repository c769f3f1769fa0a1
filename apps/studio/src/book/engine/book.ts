import { randomInt } from 'node:crypto';
import { BOOK_STALE_EVENT_HOURS } from '@khela/contract';
import type { WalletClient } from '../../wallet-client.js';
import type { Feed, Fixture } from '../feed/types.js';
import { cashOutBet, cashOutOffer } from './cashout.js';
import { type BookContext, walletBalance } from './context.js';
import { createExposureCache } from './exposure.js';
import { createOutbox, money } from './outbox.js';
import { CREDIT_BATCH } from './outbox.page.js';
import { placeBet } from './placement.js';
import { applyMessage } from './settlement.js';
import type { BookStore, NewPosting, PlayerKey } from './store.js';
import type { BetView, BookLimits, BookPlayer, PlaceBetInput, Prefs } from './types.js';
import { betView } from './view.js';

/**
 * The studio's book: bets placed against a feed, paid through the seamless wallet. A bet is one
 * wallet round (roundId = betId): the stake is debited at placement, and settlement, cash-outs,
 * voids and resettlements post the difference between what the bet should have returned by now
 * (its due) and what was posted (credit, rollback of the debit, adjust once the round closed).
 * Every posting goes through the outbox, so a crash resumes and pays each bet exactly once.
 */

export type BookOptions = {
  wallet: WalletClient;
  store: BookStore;
  feed: Feed;
  now?: () => number;
  limits: (currency: string) => BookLimits;
  /** Parallel wallet postings while reconciling, other than batched credits (default 8). */
  concurrency?: number;
  /** Credits per `credits` call while reconciling (default 250; decision 0068). */
  creditBatch?: number;
  logError?: (error: unknown, context: string) => void;
  /** Waits out the in-play delay and retry back-off (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Delays before each attempt of one wallet call (default 0, 200, 1000 ms). */
  retryDelaysMs?: readonly number[];
  /** A debit older than this with no answer is rolled back on start and by ticks (default 60 s). */
  debitTimeoutMs?: number;
  /** When a refused correction is tried again (default 10 min). */
  refusedRetryMs?: number;
  /** How long a market's open book is reused for the liability limit (default 2 s; see exposure.ts). */
  exposureTtlMs?: number;
};

const DEFAULT_PREFS: Prefs = { oddsFormat: 'decimal', acceptOdds: 'higher' };
const MAX_HISTORY = 200;
const MAX_DRAIN_PASSES = 50;
const PENDING_PAGE = 500;

/**
 * An event the feed has given up on: it forgot it (older than the recovery window), or it started
 * over BOOK_STALE_EVENT_HOURS ago and takes no bets. Its open bets wait for an operator to void
 * them (decision 0069); a running event is the feed's to settle or cancel.
 */
export function isStaleEvent(
  fixture: Pick<Fixture, 'startsAt' | 'status'> | undefined,
  now: number,
): boolean {
  if (!fixture) return true;
  const takesBets = fixture.status === 'scheduled' || fixture.status === 'live';
  return !takesBets && fixture.startsAt <= now - BOOK_STALE_EVENT_HOURS * 3_600_000;
}

export type VoidOutcome =
  | { status: 'OK'; fixtureId: string; markets: number; bets: number }
  | { status: 'EVENT_NOT_STALE' | 'EVENT_NOT_FOUND' };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The feed seed the book keeps: made once (node:crypto) and stored, so a restart replays the same feed. */
export async function loadFeedSeed(store: BookStore): Promise<number> {
  const { seed } = await store.feedState();
  return seed ?? store.saveSeed(randomInt(1, 2 ** 47));
}

/** The feed time of the last message the book applied (undefined before the first). */
export async function loadFeedCursor(store: BookStore): Promise<number | undefined> {
  return (await store.feedState()).cursor;
}

export function createBook(options: BookOptions) {
  const { store, feed, wallet } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const sleep = options.sleep ?? realSleep;
  const debitTimeoutMs = options.debitTimeoutMs ?? 60_000;
  const outbox = createOutbox({
    wallet,
    store,
    now,
    sleep,
    retryDelaysMs: options.retryDelaysMs ?? [0, 200, 1000],
    unknownRetryMs: 5_000,
    refusedRetryMs: options.refusedRetryMs ?? 10 * 60_000,
    concurrency: options.concurrency ?? 8,
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });
  const exposure = createExposureCache(store, now, options.exposureTtlMs ?? 2_000);
  const context: BookContext = {
    wallet,
    store,
    feed,
    outbox,
    exposure,
    now,
    sleep,
    limits: options.limits,
    logError,
  };
  let seed = 0;
  let ticking: Promise<void> = Promise.resolve();
  let closed = false;

  /** Re-sends pending postings; a debit that never got an answer is rolled back and its bet rejected. */
  async function resendPending(createdBefore: number): Promise<number> {
    const pending = await store.pendingPostings(PENDING_PAGE, createdBefore);
    const debits = pending.filter((posting) => posting.kind === 'debit');
    const others = pending.filter((posting) => posting.kind !== 'debit' && posting.kind !== 'debit_rollback');
    const bets = await store.bets([...new Set(pending.map((posting) => posting.betId))]);
    const vendorOf = new Map(bets.map((bet) => [bet.betId, bet.vendorCode]));
    const stale = debits.filter((posting) => posting.createdAt <= now() - debitTimeoutMs);
    for (const debit of stale) {
      const bet = bets.find((entry) => entry.betId === debit.betId);
      if (!bet) continue;
      const body = JSON.parse(debit.body) as Record<string, unknown>;
      const id = `${bet.betId}-R0`;
      const rollback: NewPosting = {
        transactionId: id,
        betId: bet.betId,
        seq: debit.seq + 1,
        kind: 'debit_rollback',
        call: 'rollback',
        body: JSON.stringify({
          playerId: bet.playerId,
          currency: bet.currency,
          transactionId: id,
          refTransactionId: debit.transactionId,
          roundId: body.roundId,
          gameCode: body.gameCode,
        }),
        deltaMinor: 0n,
        closesRound: false,
        createdAt: now(),
      };
      if (await store.rejectBet(bet.betId, 'WALLET_UNAVAILABLE', 'abandoned', rollback)) {
        await outbox.deliver(bet, rollback);
      }
    }
    for (const rollback of pending.filter((posting) => posting.kind === 'debit_rollback')) {
      await outbox.deliver(
        { betId: rollback.betId, vendorCode: vendorOf.get(rollback.betId) ?? '' },
        rollback,
      );
    }
    await outbox.reconcileBets([...new Set(others.map((posting) => posting.betId))]);
    // Debits of placements still under way are theirs: not counted as work done here.
    return pending.length - debits.length + stale.length;
  }

  async function applyFeed(at: number): Promise<void> {
    const messages = feed.advance(at);
    for (const message of messages) await applyMessage(store, message);
    const last = messages.at(-1);
    if (last) await store.saveCursor(last.at);
  }

  /** One tick at a time: feed messages must be applied in order. */
  function serial(task: () => Promise<void>): Promise<void> {
    const run = ticking.then(task, task);
    ticking = run.catch((error: unknown) => logError(error, 'book tick'));
    return run;
  }

  async function viewsOf(betIds: string[]): Promise<BetView[]> {
    const [bets, legs] = await Promise.all([store.bets(betIds), store.legsOf(betIds)]);
    return bets.map((bet) => {
      const own = legs.filter((leg) => leg.betId === bet.betId);
      const { cashOutMarginBp } = options.limits(bet.currency);
      return betView(bet, own, feed, cashOutOffer(bet, own, feed, cashOutMarginBp));
    });
  }

  const key = (player: BookPlayer): PlayerKey => ({
    vendorCode: player.vendorCode,
    playerId: player.playerId,
  });

  return {
    /** Creates the tables, keeps the feed seed, and re-sends every posting a crash left pending. */
    async start(): Promise<void> {
      await store.migrate();
      seed = await loadFeedSeed(store);
      await serial(async () => {
        await resendPending(Number.MAX_SAFE_INTEGER);
        await outbox.reconcileDue(now());
      });
    },

    /** Applies what the feed says happened up to `at`, then pays what changed. */
    tick(at: number = now()): Promise<void> {
      if (closed) return Promise.resolve();
      return serial(async () => {
        await applyFeed(at);
        await outbox.reconcileDue(now());
        await resendPending(now() - debitTimeoutMs);
      });
    },

    place: (player: BookPlayer & { gameCode: string }, input: PlaceBetInput) =>
      placeBet(context, player, input),

    /** The player's wallet balance now (undefined when the wallet does not answer). */
    balance: (player: BookPlayer) => walletBalance(context, player),

    async bets(player: BookPlayer, filter: 'open' | 'settled', limit = 50): Promise<BetView[]> {
      const rows = await store.playerBets(key(player), filter, Math.max(1, Math.min(limit, MAX_HISTORY)));
      const views = await viewsOf(rows.map((bet) => bet.betId));
      const order = new Map(rows.map((bet, index) => [bet.betId, index]));
      return views.sort((a, b) => (order.get(a.betId) ?? 0) - (order.get(b.betId) ?? 0));
    },

    cashOut: (player: BookPlayer, betId: string, offer: string, percent: number) =>
      cashOutBet(context, player, betId, offer, percent),

    async prefs(player: BookPlayer): Promise<Prefs> {
      return (await store.prefs(key(player))) ?? DEFAULT_PREFS;
    },

    async setPrefs(player: BookPlayer, prefs: Partial<Prefs>): Promise<Prefs> {
      const current = (await store.prefs(key(player))) ?? DEFAULT_PREFS;
      const next: Prefs = {
        oddsFormat: isOddsFormat(prefs.oddsFormat) ? prefs.oddsFormat : current.oddsFormat,
        acceptOdds: isAcceptOdds(prefs.acceptOdds) ? prefs.acceptOdds : current.acceptOdds,
      };
      await store.savePrefs(key(player), next);
      return next;
    },

    async exposure() {
      const rows = await store.exposure();
      return rows.map((row) => ({
        fixtureId: row.fixtureId,
        marketId: row.marketId,
        openBets: row.openBets,
        openStake: money(row.openStakeMinor, row.currency),
        liability: money(row.liabilityMinor, row.currency),
        currency: row.currency,
      }));
    },

    /**
     * An operator's void of a stale event (decision 0069): a bet_cancel of every market with open
     * legs on it, applied in the tick's order as the feed's own would be, then every touched bet
     * paid (a single its stake back, a parlay on its other legs). A later result of those markets
     * changes nothing: a cancelled leg is void whatever its settlement says.
     */
    async voidEvent(fixtureId: string): Promise<VoidOutcome> {
      let outcome: VoidOutcome = { status: 'EVENT_NOT_FOUND' };
      await serial(async () => {
        if (!isStaleEvent(feed.fixture(fixtureId), now())) {
          outcome = { status: 'EVENT_NOT_STALE' };
          return;
        }
        const open = (await store.exposure()).filter((row) => row.fixtureId === fixtureId);
        const marketIds = [...new Set(open.map((row) => row.marketId))].sort();
        if (marketIds.length === 0) return;
        const bets = await applyMessage(store, { type: 'bet_cancel', at: now(), fixtureId, marketIds });
        await outbox.reconcileDue(now());
        outcome = { status: 'OK', fixtureId, markets: marketIds.length, bets };
      });
      return outcome;
    },

    /** Resolves once no posting is pending and no bet waits to be reconciled (tests, bench). */
    async drain(): Promise<void> {
      await serial(async () => {
        for (let pass = 0; pass < MAX_DRAIN_PASSES; pass += 1) {
          const reconciled = await outbox.reconcileDue(now());
          const resent = await resendPending(Number.MAX_SAFE_INTEGER);
          if (reconciled === 0 && resent === 0) return;
        }
      });
    },

    async close(): Promise<void> {
      closed = true;
      await ticking;
    },

    seed: () => seed,
  };
}

export type Book = ReturnType<typeof createBook>;

function isOddsFormat(value: unknown): value is Prefs['oddsFormat'] {
  return value === 'decimal' || value === 'hk' || value === 'malay' || value === 'indo';
}

function isAcceptOdds(value: unknown): value is Prefs['acceptOdds'] {
  return value === 'any' || value === 'higher' || value === 'none';
}
