import type { VendorCall } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import type { Answered, CallKit, CallMeta } from './vendors.call-kit.js';
import { Refusal, refusalBody } from './vendors.errors.js';
import * as repo from './vendors.repo.js';

/** How a money call's body finished. */
export type Done = {
  response: string;
  outcome: 'posted' | 'refused';
  walletOperationId?: string;
  /** Claimed (and logged) by the body's own last statement. */
  claimed?: boolean;
};
/** The transaction id's finished row and the call's log row, for the body's last statement. */
export type Finish = (done: Done) => { claim: repo.Claim; log: repo.NewCallLog | undefined };

/** The id was claimed by another transaction meanwhile: roll back, and let its row answer. */
export class Taken extends Error {}

export type KnownTransaction = NonNullable<repo.CallLookup['known']>;

/** One money call, run once per (vendor, transactionId). */
export type OnceOptions = {
  call: Exclude<VendorCall, 'authenticate' | 'balance' | 'endRound'>;
  meta: CallMeta;
  transactionId: string;
  /** The transaction row's own columns (the rest come from the call and its answer). */
  fields: Omit<
    repo.NewTransaction,
    'vendorCode' | 'transactionId' | 'requestHash' | 'responseBody' | 'outcome' | 'createdAt'
  >;
  /** The call's work, ending with its claim unless it claims in its own last statement. */
  body: (tx: Tx, finish: Finish) => Promise<Done>;
  /** False when the body is one statement that is safe alone (no BEGIN/COMMIT round trips). */
  transaction?: boolean;
  /**
   * The call in one statement, tried first (decision 0038): its answer, or undefined when it
   * does not apply or its booking declined (nothing kept): then the body runs as above.
   */
  fast?: (finish: Finish) => Promise<string | undefined>;
};

/** The answer to a transaction id seen before: the first answer, a conflict, or a marker. */
function answerToKnown(row: KnownTransaction, call: VendorCall, requestHash: string): string {
  if (row.kind === 'marker') {
    if (call === 'debit') {
      return refusalBody(new Refusal('TRANSACTION_ROLLED_BACK', 'a rollback named this transaction first'));
    }
    return refusalBody(
      new Refusal('DUPLICATE_TRANSACTION_CONFLICT', 'the id names a rolled-back transaction'),
    );
  }
  if (row.requestHash !== requestHash) {
    return refusalBody(
      new Refusal('DUPLICATE_TRANSACTION_CONFLICT', 'this transactionId was used with a different request'),
    );
  }
  return row.responseBody;
}

/** A transaction id seen before answers from its row: replayed, logged by the route. */
export function replay(known: KnownTransaction, call: VendorCall, requestHash: string): Answered {
  return { body: answerToKnown(known, call, requestHash), replayed: true, logged: false };
}

const declinedAsUndefined = (error: unknown): undefined => {
  if (repo.isBookingDeclined(error)) return undefined;
  throw error;
};

export function createIdempotency(kit: Pick<CallKit, 'ctx' | 'db' | 'inTransaction'>) {
  const { ctx, db, inTransaction } = kit;

  /**
   * Runs a money call once per (vendor, transactionId): replays answer the stored bytes. The
   * body runs in one transaction whose last statement claims the id with the finished row and
   * the exact answer (decision 0028: no separate claim, completion or log round trip). When the
   * id was taken meanwhile — a concurrent duplicate, or a rollback's marker — the claim finds it
   * (after waiting for that transaction), everything is rolled back, and the row that won
   * answers. The wallet's own idempotency key makes a concurrent duplicate post once meanwhile.
   * A Refusal thrown inside rolls everything back (nothing stored: the vendor may retry the id).
   */
  async function once(options: OnceOptions): Promise<Answered> {
    const { call, meta, transactionId, fields, body, fast } = options;
    const { vendorCode, requestHash, logOf } = meta;
    const createdAt = ctx.now();
    const finish: Finish = (done) => ({
      claim: {
        ...fields,
        vendorCode,
        transactionId,
        requestHash,
        outcome: done.outcome,
        walletOperationId: done.walletOperationId ?? null,
        responseBody: done.response,
        createdAt,
      },
      // The call's log row is written with the transaction: an acknowledged call is logged.
      log: logOf(done.response),
    });
    const run = async (tx: Tx): Promise<Answered> => {
      const done = await body(tx, finish);
      if (!done.claimed) {
        const { claim, log } = finish(done);
        if (!(await repo.claimAndLog(tx, claim, log)).claimed) throw new Taken();
      }
      return { body: done.response, replayed: false, logged: logOf(done.response) !== undefined };
    };
    try {
      const response = fast && (await fast(finish).catch(declinedAsUndefined));
      if (response !== undefined)
        return { body: response, replayed: false, logged: logOf(response) !== undefined };
      return await (options.transaction === false ? run(db) : inTransaction(run));
    } catch (error) {
      // Taken, or a refusal or failure a concurrent duplicate explains (the wallet refuses the
      // same key with another request; its round changed meanwhile): the committed row answers.
      const winner = await repo.transactionOf(db, vendorCode, transactionId);
      if (!winner) throw error;
      return replay(winner, call, requestHash);
    }
  }

  return { once };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
