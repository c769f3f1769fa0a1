import { isCurrencyCode, toDecimalString } from '@khela/money';
import type { WalletClient } from '../../wallet-client.js';
import { type Delivery, sendCredits as sendCreditBatch, sendPosting } from '../../wallet-postings.js';
import { type Loaded, reconcilePage } from './outbox.page.js';
import { dueOf } from './settlement.js';
import type { BetRow, BookStore, LegRow, NewPosting, PostingRow } from './store.js';

export type { Delivery };

/**
 * The outbox: every wallet posting of a bet is written (pending) BEFORE the wallet call and
 * marked done after it, so a crash between the two re-sends the same transaction id on start
 * (the wallet answers a replay with its first answer). A bet has at most one pending posting;
 * the next one is planned from due − returned only once the previous one is done or refused.
 */

export const money = (minor: bigint, currency: string): string => {
  if (!isCurrencyCode(currency)) throw new Error(`unknown currency ${currency}`);
  return toDecimalString(minor, currency);
};

/** Plans a bet's next posting from its due and what is posted (undefined: nothing to post). */
export function planPosting(
  bet: BetRow,
  legs: readonly LegRow[],
  postings: readonly PostingRow[],
  now: number,
): NewPosting | undefined {
  if (bet.state !== 'open') return undefined;
  const diff = bet.dueMinor - bet.returnedMinor;
  const seq = postings.reduce((most, posting) => Math.max(most, posting.seq), 0) + 1;
  const used = new Set(postings.map((posting) => posting.transactionId));
  // C and R are the round's one closing credit and one refund; a refused one is retried as C<n>.
  const once = (suffix: string) => {
    const id = `${bet.betId}-${suffix}`;
    return used.has(id) ? `${id}${seq}` : id;
  };
  const base = {
    playerId: bet.playerId,
    currency: bet.currency,
  };
  const round = { roundId: bet.betId, gameCode: bet.gameCode };
  const posting = (
    transactionId: string,
    kind: NewPosting['kind'],
    call: NewPosting['call'],
    body: Record<string, unknown>,
    deltaMinor: bigint,
    closesRound: boolean,
  ): NewPosting => ({
    transactionId,
    betId: bet.betId,
    seq,
    kind,
    call,
    body: JSON.stringify({ ...base, transactionId, ...body }),
    deltaMinor,
    closesRound,
    createdAt: now,
  });

  if (bet.roundOpen) {
    if (bet.final) {
      // A wholly void bet is paid its stake back as a credit, not a rollback of the debit: the
      // platform's rolled-back round is final, and a void the feed may still undo (a rollback of
      // the cancel or of the void result) must leave a round an adjust can correct.
      // A negative difference closes with 0.00 and is taken back by an adjust afterwards.
      const amount = diff > 0n ? diff : 0n;
      const cashedInFull = bet.stakeLeftMinor === 0n && !legs.every((leg) => leg.cancelled);
      const id = cashedInFull ? `${bet.betId}-CO${seq}` : once('C');
      const body = { ...round, amount: money(amount, bet.currency), endRound: true };
      return posting(id, cashedInFull ? 'cashout' : 'settle', 'credit', body, amount, true);
    }
    if (diff > 0n) {
      const id = `${bet.betId}-CO${seq}`;
      const body = { ...round, amount: money(diff, bet.currency), endRound: false };
      return posting(id, 'cashout', 'credit', body, diff, false);
    }
    return undefined;
  }
  if (diff === 0n) return undefined;
  const id = `${bet.betId}-A${seq}`;
  const reason =
    diff > 0n ? `bet ${bet.betId} resettled: paid the difference` : `bet ${bet.betId} resettled: took back`;
  return posting(
    id,
    'adjust',
    'adjust',
    { amount: money(diff, bet.currency), reason, ...round },
    diff,
    false,
  );
}

export type OutboxOptions = {
  wallet: WalletClient;
  store: BookStore;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Delays before each attempt of one delivery (transport failures, INTERNAL_ERROR). */
  retryDelaysMs: readonly number[];
  /** When a delivery that got no answer is tried again. */
  unknownRetryMs: number;
  /** When a refused correction (INSUFFICIENT_FUNDS) is tried again. */
  refusedRetryMs: number;
  concurrency: number;
  /** Credits per `credits` call. */
  creditBatch: number;
  logError: (error: unknown, context: string) => void;
};

const MAX_STEPS_PER_BET = 8;
const PAGE_SIZE = 500;
/**
 * Pages reconciled at once, and `credits` calls in flight across them. Measured on 2 cores with
 * the book on the platform's pool (decision 0068, docs/benchmarks.md): 3 pages and 3 calls settle
 * 100,000 bets in 57 s but other players' p99 rises to 546 ms; 1 page and 2 calls take 78 s with
 * their p99 at 129 ms. A settlement must not crowd out the players: the latter.
 */
const PAGES_IN_FLIGHT = 1;
const CREDIT_CALLS_IN_FLIGHT = 2;

export function createOutbox(options: OutboxOptions) {
  const { wallet, store, now, logError } = options;
  /** One runner per bet in this process (the store's guards cover other processes). */
  const running = new Map<string, Promise<string | undefined>>();
  const creditCalls = limiter(CREDIT_CALLS_IN_FLIGHT);

  const sendDeps = { wallet, sleep: options.sleep, retryDelaysMs: options.retryDelaysMs, logError };

  /** Sends one posting, retrying a missing answer with the same body. */
  function send(vendorCode: string, posting: Pick<PostingRow, 'call' | 'body'>): Promise<Delivery> {
    return sendPosting(sendDeps, vendorCode, posting.call, posting.body);
  }

  /** Many credits of one vendor in one `credits` call, a few such calls in flight (decision 0068). */
  function sendCredits(vendorCode: string, postings: readonly NewPosting[]): Promise<Delivery[]> {
    return creditCalls(() =>
      sendCreditBatch(
        sendDeps,
        vendorCode,
        postings.map((posting) => posting.body),
        (k) => send(vendorCode, postings[k] as NewPosting),
      ),
    );
  }

  /** Records a posting that was not done: refused (tried again later, anew) or unanswered. */
  async function failed(bet: Pick<BetRow, 'betId'>, posting: PostingRow | NewPosting, delivery: Delivery) {
    if (delivery.outcome === 'refused') {
      await store.postingRefused(posting.transactionId, delivery.status);
      await store.setRetry(bet.betId, now() + options.refusedRetryMs);
      logError(new Error(`${posting.call} refused: ${delivery.status}`), `posting ${posting.transactionId}`);
    } else {
      await store.setRetry(bet.betId, now() + options.unknownRetryMs);
    }
  }

  /** Sends a pending posting and records what came of it. */
  async function deliver(bet: Pick<BetRow, 'betId' | 'vendorCode'>, posting: PostingRow | NewPosting) {
    const delivery = await send(bet.vendorCode, posting);
    if (delivery.outcome === 'done') await store.postingDone(posting.transactionId);
    else await failed(bet, posting, delivery);
    return delivery;
  }

  async function load(betId: string): Promise<Loaded | undefined> {
    const [bet] = await store.bets([betId]);
    if (!bet) return undefined;
    const [legs, postings] = await Promise.all([store.legsOf([betId]), store.postingsOf([betId])]);
    return { bet, legs, postings };
  }

  /**
   * Brings one bet's postings up to its due: re-sends a pending posting, recomputes due, posts
   * the difference. Answers the wallet's last balance, if a posting was done.
   */
  async function step(betId: string, preloaded: Loaded | undefined): Promise<string | undefined> {
    let balance: string | undefined;
    let loaded = preloaded;
    for (let attempt = 0; attempt < MAX_STEPS_PER_BET; attempt += 1) {
      const current = loaded ?? (await load(betId));
      loaded = undefined;
      if (!current) return balance;
      const { bet, legs, postings } = current;
      const pending = postings.find((posting) => posting.status === 'pending');
      if (pending) {
        // A placement owns its debit; a stale one is handled by `abandonStaleDebits`.
        if (pending.kind === 'debit') return balance;
        const delivery = await deliver(bet, pending);
        if (delivery.outcome === 'unknown') return balance;
        if (delivery.outcome === 'done') balance = delivery.balance ?? balance;
        continue;
      }
      if (bet.state !== 'open') return balance;
      const { dueMinor, final } = dueOf(bet, legs);
      if (bet.dirty || dueMinor !== bet.dueMinor || final !== bet.final) {
        if (!(await store.saveDue(betId, bet.version, dueMinor, final))) continue;
        bet.dueMinor = dueMinor;
        bet.final = final;
        bet.dirty = false;
      }
      const plan = planPosting(bet, legs, postings, now());
      if (!plan) {
        if (bet.retryAt !== undefined) await store.setRetry(betId, undefined);
        return balance;
      }
      const last = postings.at(-1);
      if (last?.status === 'refused' && bet.retryAt !== undefined && bet.retryAt > now()) return balance;
      if (!(await store.addPosting(plan, { returnedMinor: bet.returnedMinor, roundOpen: bet.roundOpen })))
        continue;
      const delivery = await deliver(bet, plan);
      if (delivery.outcome !== 'done') return balance;
      balance = delivery.balance ?? balance;
    }
    return balance;
  }

  /** Runs `step` for a bet, one at a time per bet in this process. */
  function runBet(betId: string, preloaded?: Loaded): Promise<string | undefined> {
    const before = running.get(betId);
    const run = (before ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .then(() => step(betId, before ? undefined : preloaded))
      .catch((error: unknown) => {
        logError(error, `reconcile ${betId}`);
        return undefined;
      });
    running.set(betId, run);
    void run.finally(() => {
      if (running.get(betId) === run) running.delete(betId);
    });
    return run;
  }

  /** Reconciles these bets, `concurrency` at a time, reading them in one go. */
  async function reconcileBets(betIds: readonly string[]): Promise<void> {
    const ids = [...betIds];
    const [bets, legs, postings] = await Promise.all([
      store.bets(ids),
      store.legsOf(ids),
      store.postingsOf(ids),
    ]);
    const legsOf = groupBy(legs, (leg) => leg.betId);
    const postingsOf = groupBy(postings, (posting) => posting.betId);
    const page = bets.map((bet) => ({
      bet,
      legs: legsOf.get(bet.betId) ?? [],
      postings: postingsOf.get(bet.betId) ?? [],
    }));
    await reconcilePage(
      {
        store,
        now,
        concurrency: options.concurrency,
        creditBatch: options.creditBatch,
        plan: planPosting,
        send,
        sendCredits,
        failed,
        runBet,
      },
      page,
    );
  }

  /** Every bet with changed legs or a retry due, page by page (PAGES_IN_FLIGHT at a time). */
  async function reconcileDue(at: number): Promise<number> {
    let after: string | undefined;
    let count = 0;
    const pages = new Set<Promise<void>>();
    try {
      for (;;) {
        const ids = await store.betsToReconcile(at, PAGE_SIZE, after);
        if (ids.length === 0) return count;
        const page: Promise<void> = reconcileBets(ids).finally(() => pages.delete(page));
        pages.add(page);
        count += ids.length;
        after = ids.at(-1);
        if (pages.size >= PAGES_IN_FLIGHT) await Promise.race(pages);
      }
    } finally {
      await Promise.all(pages);
    }
  }

  return { send, sendCredits, deliver, runBet, reconcileBets, reconcileDue };
}

export type Outbox = ReturnType<typeof createOutbox>;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Runs at most `limit` tasks at once; the others wait their turn in order. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot to the next in line, so no newcomer slips in between.
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
