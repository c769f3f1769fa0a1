import { eachLimited } from './book/engine/outbox.page.js';
import type { WalletClient } from './wallet-client.js';
import { type Delivery, sendCredits as sendCreditBatch, sendPosting } from './wallet-postings.js';

/**
 * The outbox sender of the lottery and the rooms (decisions 0071, 0076): every wallet posting is
 * written pending in the same statement as the state change it belongs to, then sent; a crash
 * between the two leaves it pending and a resend sends the same bytes again (the wallet answers a
 * replay with its first answer), so each is done exactly once. Round credits go in `credits`
 * batches (decision 0068).
 */

/** A written posting: its exact request body, so a re-send carries the same bytes. */
export type PostingRow = {
  transactionId: string;
  vendorCode: string;
  kind: 'debit' | 'rollback' | 'credit';
  body: string;
};

/** Where the sender records what came of postings (the game's store). */
export type PostingRecorder = {
  postingsDone(transactionIds: readonly string[]): Promise<number>;
  postingRefused(transactionId: string, refusal: string): Promise<void>;
};

/** Credits per `credits` call (the protocol's most) and such calls in flight. */
export const CREDIT_BATCH = 500;
const CREDIT_CALLS_IN_FLIGHT = 2;

export type { Delivery };

export function createPostings<P extends PostingRow = PostingRow>(options: {
  wallet: WalletClient;
  store: PostingRecorder;
  /** What a refusal is logged as ("lottery", "crash" …). */
  context?: string;
  sleep: (ms: number) => Promise<void>;
  retryDelaysMs: readonly number[];
  creditBatch: number;
  logError: (error: unknown, context: string) => void;
}) {
  const { wallet, store, logError } = options;
  /** Postings being sent by this process: recovery leaves them to their sender. */
  const inFlight = new Set<string>();

  const sendDeps = {
    wallet,
    sleep: options.sleep,
    retryDelaysMs: options.retryDelaysMs,
    logError,
  };
  const send = (posting: Pick<P, 'vendorCode' | 'kind' | 'body'>): Promise<Delivery> =>
    sendPosting(sendDeps, posting.vendorCode, posting.kind, posting.body);
  const sendCredits = (vendorCode: string, postings: readonly P[]): Promise<Delivery[]> =>
    sendCreditBatch(
      sendDeps,
      vendorCode,
      postings.map((posting) => posting.body),
      (k) => send(postings[k] as P),
    );

  /** Records what came of postings: done ones in one statement, refusals one by one. */
  async function record(postings: readonly P[], deliveries: readonly Delivery[]): Promise<void> {
    const done: string[] = [];
    for (const [k, posting] of postings.entries()) {
      const delivery = deliveries[k] ?? { outcome: 'unknown' };
      if (delivery.outcome === 'done') done.push(posting.transactionId);
      else if (delivery.outcome === 'refused') {
        await store.postingRefused(posting.transactionId, delivery.status);
        logError(
          new Error(`${posting.kind} refused: ${delivery.status}`),
          `${options.context ?? 'lottery'} ${posting.transactionId}`,
        );
      }
    }
    await store.postingsDone(done);
  }

  /**
   * Sends postings (credits batched per vendor, the others one by one) and records the outcome.
   * A posting another call of this process is sending is skipped.
   */
  async function deliver(postings: readonly P[]): Promise<Delivery[]> {
    const mine = postings.filter((posting) => !inFlight.has(posting.transactionId));
    for (const posting of mine) inFlight.add(posting.transactionId);
    const answers = new Map<string, Delivery>();
    try {
      const credits = mine.filter((posting) => posting.kind === 'credit');
      const others = mine.filter((posting) => posting.kind !== 'credit');
      const batches: P[][] = [];
      const byVendor = new Map<string, P[]>();
      for (const posting of credits) {
        const list = byVendor.get(posting.vendorCode) ?? [];
        list.push(posting);
        byVendor.set(posting.vendorCode, list);
      }
      const size = Math.max(1, options.creditBatch);
      for (const list of byVendor.values())
        for (let at = 0; at < list.length; at += size) batches.push(list.slice(at, at + size));
      await eachLimited(batches, CREDIT_CALLS_IN_FLIGHT, async (batch) => {
        const deliveries = await sendCredits(batch[0]?.vendorCode ?? '', batch);
        await record(batch, deliveries);
        for (const [k, posting] of batch.entries())
          answers.set(posting.transactionId, deliveries[k] ?? { outcome: 'unknown' });
      });
      await eachLimited(others, 4, async (posting) => {
        const delivery = await send(posting);
        await record([posting], [delivery]);
        answers.set(posting.transactionId, delivery);
      });
    } finally {
      for (const posting of mine) inFlight.delete(posting.transactionId);
    }
    return postings.map((posting) => answers.get(posting.transactionId) ?? { outcome: 'unknown' });
  }

  return { send, deliver, inFlight };
}

export type Postings = ReturnType<typeof createPostings>;
