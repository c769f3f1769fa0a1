import type { Delivery } from '../../wallet-postings.js';
import { dueOf } from './settlement.js';
import type { BetRow, BookStore, LegRow, NewPosting, PostingRow } from './store.js';

/**
 * Reconciles a page of bets with a handful of statements instead of a few per bet: one for
 * their new dues, one for their next postings, the wallet calls `concurrency` at a time, and one
 * to mark what was done. A settlement that touches 100,000 bets is 200 such pages. Anything
 * unusual (a pending posting, a guard that did not hold, a refusal, a second posting) goes to
 * the one-bet path, which handles every case.
 */

export type Loaded = { bet: BetRow; legs: LegRow[]; postings: PostingRow[] };
type Planned = { bet: BetRow; posting: NewPosting };

/** Credits per `credits` call by default, and such calls in flight at once. */
export const CREDIT_BATCH = 250;
const CREDIT_BATCHES_IN_FLIGHT = 2;

/** Credits in batches of one vendor, at most `size` each. */
function batchesOf(credits: readonly Planned[], size: number): Planned[][] {
  const byVendor = new Map<string, Planned[]>();
  for (const planned of credits) {
    const list = byVendor.get(planned.bet.vendorCode);
    if (list) list.push(planned);
    else byVendor.set(planned.bet.vendorCode, [planned]);
  }
  const batches: Planned[][] = [];
  for (const list of byVendor.values()) {
    for (let at = 0; at < list.length; at += size) batches.push(list.slice(at, at + size));
  }
  return batches;
}

export type { Delivery } from '../../wallet-postings.js';

export type PageDeps = {
  store: BookStore;
  now: () => number;
  concurrency: number;
  /** Credits per `credits` call. */
  creditBatch: number;
  plan: (
    bet: BetRow,
    legs: readonly LegRow[],
    postings: readonly PostingRow[],
    now: number,
  ) => NewPosting | undefined;
  send: (vendorCode: string, posting: NewPosting) => Promise<Delivery>;
  /** Many credits of one vendor in one call, a delivery each (decision 0068). */
  sendCredits: (vendorCode: string, postings: readonly NewPosting[]) => Promise<Delivery[]>;
  /** Records a refusal or a missing answer of a posting (not done). */
  failed: (bet: BetRow, posting: NewPosting, delivery: Delivery) => Promise<void>;
  /** The one-bet path (with what was read, or reading afresh). */
  runBet: (betId: string, preloaded?: Loaded) => Promise<unknown>;
};

/** Runs `task` over `items` with at most `limit` in flight. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

export async function reconcilePage(deps: PageDeps, page: readonly Loaded[]): Promise<void> {
  const { store } = deps;
  const slow: Loaded[] = [];
  const again: string[] = [];
  const ready: Loaded[] = [];
  const dues: { betId: string; version: number; dueMinor: bigint; final: boolean }[] = [];
  for (const loaded of page) {
    const { bet, legs, postings } = loaded;
    if (bet.state !== 'open' || postings.some((posting) => posting.status === 'pending')) {
      slow.push(loaded);
      continue;
    }
    const { dueMinor, final } = dueOf(bet, legs);
    if (bet.dirty || dueMinor !== bet.dueMinor || final !== bet.final) {
      dues.push({ betId: bet.betId, version: bet.version, dueMinor, final });
    }
    ready.push({ ...loaded, bet: { ...bet, dueMinor, final, dirty: false } });
  }
  const saved = await store.saveDues(dues);
  const changed = new Set(dues.map((due) => due.betId));
  const plans: Planned[] = [];
  const now = deps.now();
  for (const { bet, legs, postings } of ready) {
    if (changed.has(bet.betId) && !saved.has(bet.betId)) {
      again.push(bet.betId);
      continue;
    }
    const posting = deps.plan(bet, legs, postings, now);
    const last = postings.at(-1);
    const waiting = last?.status === 'refused' && bet.retryAt !== undefined && bet.retryAt > now;
    if (!posting || waiting) {
      if (!posting && bet.retryAt !== undefined) await store.setRetry(bet.betId, undefined);
      continue;
    }
    plans.push({ bet, posting });
  }
  const added = await store.addPostings(
    plans.map(({ bet, posting }) => ({
      posting,
      expect: { returnedMinor: bet.returnedMinor, roundOpen: bet.roundOpen },
    })),
  );
  const done: string[] = [];
  const followUp: string[] = [];
  const delivered = async ({ bet, posting }: Planned, delivery: Delivery) => {
    if (delivery.outcome !== 'done') {
      await deps.failed(bet, posting, delivery);
      return;
    }
    done.push(posting.transactionId);
    // A closing credit of 0.00 for a smaller due is followed by an adjust.
    if (bet.returnedMinor + posting.deltaMinor !== bet.dueMinor) followUp.push(bet.betId);
  };
  const credits: Planned[] = [];
  const others: Planned[] = [];
  for (const planned of plans) {
    if (!added.has(planned.posting.transactionId)) again.push(planned.bet.betId);
    else (planned.posting.call === 'credit' ? credits : others).push(planned);
  }
  // Credits go in batches of one vendor, a few batches at a time (well below the platform's
  // connection pool, so a settlement never queues other players' calls behind it).
  await eachLimited(
    batchesOf(credits, Math.max(1, deps.creditBatch)),
    CREDIT_BATCHES_IN_FLIGHT,
    async (batch) => {
      const vendorCode = batch[0]?.bet.vendorCode ?? '';
      const deliveries = await deps.sendCredits(
        vendorCode,
        batch.map(({ posting }) => posting),
      );
      for (const [k, planned] of batch.entries()) {
        await delivered(planned, deliveries[k] ?? { outcome: 'unknown' });
      }
    },
  );
  await eachLimited(others, deps.concurrency, async (planned) => {
    await delivered(planned, await deps.send(planned.bet.vendorCode, planned.posting));
  });
  await store.postingsDone(done);
  await eachLimited(slow, deps.concurrency, async (loaded) => {
    await deps.runBet(loaded.bet.betId, loaded);
  });
  await eachLimited([...again, ...followUp], deps.concurrency, async (betId) => {
    await deps.runBet(betId);
  });
}
