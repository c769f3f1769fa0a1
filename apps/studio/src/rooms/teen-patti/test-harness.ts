import { createHash } from 'node:crypto';
import type { TestDatabase } from '../../book/engine/test-harness.js';
import { FakeWallet, toMinor } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport } from '../../wallet-client.js';
import { createTeenPattiEngine, type TeenPattiPlayer } from './engine.js';
import { createTeenPattiStore, type TeenPattiStore } from './store.js';
import { TEEN_PATTI_TABLES, type TeenPattiTable, type TeenPattiTimings } from './tables.js';

export { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';

/**
 * Teen Patti engine tests: one database per file (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres), a fresh schema per engine, the fake wallet in process and a clock the
 * test moves (ticks are called by hand).
 */
export const SECRET = 'teen-patti-test-secret';

export const TEST_TIMINGS: TeenPattiTimings = {
  turnMs: 20_000,
  graceMs: 15_000,
  startPauseMs: 1_000,
  resultMs: 1_000,
  botWaitMs: false,
  botThinkMs: 500,
};

/** TP-1: boot 1.00, stake limit 64.00, pot limit 1,024.00. */
export const TABLE = TEEN_PATTI_TABLES[0] as TeenPattiTable;

export function tpPlayer(id: string, gameCode = 'KHELA_PVP_0001'): TeenPattiPlayer {
  return { vendorCode: 'KHELA', playerId: id, currency: 'BDT', gameCode, nickname: `nick${id}` };
}

export async function tpHarness(
  database: TestDatabase,
  options: {
    wallet?: FakeWallet;
    store?: TeenPattiStore;
    transport?: (inner: Transport) => Transport;
    clock?: { now: number };
    timings?: Partial<TeenPattiTimings>;
    tables?: readonly TeenPattiTable[];
    creditBatch?: number;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const store = options.store ?? createTeenPattiStore(database.sql, { schema: database.schema() });
  await store.migrate();
  const inner = wallet.transport();
  const client = createWalletClient({
    transport: options.transport ? options.transport(inner) : inner,
    secretOf: () => SECRET,
  });
  const clock = options.clock ?? { now: 1_000_000 };
  const events: { room: string; event: Record<string, unknown> }[] = [];
  const errors: unknown[] = [];
  let seeds = 0;
  const engine = createTeenPattiEngine({
    wallet: client,
    store,
    now: () => clock.now,
    publish: (room, event) => events.push({ room, event }),
    logError: (error) => errors.push(error),
    sleep: async () => {},
    retryDelaysMs: [0, 0],
    timings: { ...TEST_TIMINGS, ...options.timings },
    tables: options.tables ?? [TABLE],
    newSeed: () => {
      seeds += 1;
      return createHash('sha256').update(`seed-${store.schema}-${seeds}`).digest('hex');
    },
    ...(options.creditBatch === undefined ? {} : { creditBatch: options.creditBatch }),
  });
  await engine.recover();
  /** Moves the clock and ticks, then waits for every posting on its way. */
  async function advance(ms: number) {
    clock.now += ms;
    await engine.tick();
    await engine.drain();
  }
  return { wallet, store, engine, clock, events, errors, advance };
}

/** Money the wallet moved for the given players (minor units), from its own log. */
export function walletFlows(wallet: FakeWallet) {
  let debited = 0n;
  let credited = 0n;
  let refunded = 0n;
  const debits = new Map<string, bigint>();
  for (const call of wallet.calls) {
    if (call.status !== 'OK') continue;
    const amount = typeof call.body.amount === 'string' ? toMinor(call.body.amount) : 0n;
    const id = String(call.body.transactionId);
    if (call.call === 'debit' && !debits.has(id)) {
      debits.set(id, amount);
      debited += amount;
    }
  }
  const seen = new Set<string>();
  for (const call of wallet.calls) {
    const id = String(call.body.transactionId);
    if (call.status !== 'OK' || seen.has(id)) continue;
    seen.add(id);
    if (call.call === 'credit') credited += toMinor(String(call.body.amount));
    if (call.call === 'rollback') refunded += debits.get(String(call.body.refTransactionId)) ?? 0n;
  }
  return { debited, credited, refunded };
}
