import type { Database } from '../../platform/db/client.js';
import { keyString } from './wallet.model.js';
import * as repo from './wallet.repo.js';

/** What wallet_execute takes: built by wallet.post.ts. */
export type OperationPayload = Record<string, unknown> & {
  accounts: { kind: string; ownerId: string; currency: string; shard: number; allowNegative: boolean }[];
};

type Waiting = {
  payload: OperationPayload;
  resolve: (answer: repo.ExecuteAnswer) => void;
  reject: (error: unknown) => void;
};

/** Operations per transaction: enough to share commits, few enough to keep several batches in flight. */
const MAX_BATCH = 8;

/**
 * Group commit for the ledger. Operations that arrive while the event loop is busy (the same
 * turn) go to the database together: one round trip, one transaction, one commit (one WAL flush)
 * for up to MAX_BATCH operations, several batches in flight at once. Each operation is still
 * decided alone and answers alone (wallet_execute_batch runs wallet_execute for each); only the
 * commit is shared, so an acknowledged operation is as durable as before.
 *
 * If a batch fails as a whole (a connection lost, a deadlock with some other writer, one
 * operation raising), none of it committed — or, for a lost connection, perhaps all of it — and
 * each operation runs again alone through wallet_execute: idempotency keys make that safe either
 * way, and a faulty operation then fails alone.
 */
export class WalletBatcher {
  private queue: Waiting[] = [];
  private scheduled = false;
  /** How many batches of two or more ran, and how many of them had to fall back to one by one. */
  readonly counts = { batches: 0, batchedOperations: 0, fallbacks: 0 };

  constructor(private readonly database: Database) {}

  submit(payload: OperationPayload): Promise<repo.ExecuteAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ payload, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const waiting = this.queue;
    this.queue = [];
    for (let at = 0; at < waiting.length; at += MAX_BATCH) {
      void this.run(waiting.slice(at, at + MAX_BATCH));
    }
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      await repo.executeOperation({ database: this.database }, only.payload).then(only.resolve, only.reject);
      return;
    }
    this.counts.batches++;
    this.counts.batchedOperations += batch.length;
    try {
      const answers = await repo.executeBatch(
        this.database,
        lockOrder(batch.map((w) => w.payload)),
        batch.map((w) => w.payload),
      );
      if (answers.length !== batch.length) throw new Error('wallet_execute_batch answered the wrong count');
      batch.forEach((w, i) => {
        w.resolve(answers[i] as repo.ExecuteAnswer);
      });
    } catch {
      this.counts.fallbacks++;
      await Promise.all(
        batch.map((w) =>
          repo.executeOperation({ database: this.database }, w.payload).then(w.resolve, w.reject),
        ),
      );
    }
  }
}

/** The union of the batch's accounts, in the one order every operation locks in (by identity). */
export function lockOrder(payloads: OperationPayload[]): OperationPayload['accounts'] {
  const byKey = new Map<string, OperationPayload['accounts'][number]>();
  for (const payload of payloads) {
    for (const account of payload.accounts) byKey.set(keyString(account), account);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, account]) => account);
}

const batchers = new WeakMap<Database, WalletBatcher>();

/** One batcher per PostgreSQL pool; PGlite (one connection, in process) gains nothing from it. */
export function batcherFor(database: Database): WalletBatcher | undefined {
  if (database.kind !== 'postgres') return undefined;
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new WalletBatcher(database);
    batchers.set(database, batcher);
  }
  return batcher;
}
