import type { TestDatabase } from '../../book/engine/test-harness.js';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport } from '../../wallet-client.js';
import type { LotteryLimitsView } from '../api.js';
import { createLotteryEngine, DEFAULT_LOTTERY_LIMITS, type LotteryPlayer } from './engine.js';
import { createLotteryStore, type LotteryStore } from './store.js';

export { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';

/**
 * The lottery engine's tests: one database per file (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres), a fresh schema per engine, the fake wallet in process and a clock the
 * test moves. The clock starts 5 s into a minute, so KL5D1's draw `drawNo` is open until 50 s.
 */

export const SECRET = 'lottery-test-secret';
/** A minute boundary: draw n of a 1-minute game draws at n × 60,000. */
export const MINUTE_ZERO = 29_000_000 * 60_000;

export function lotteryPlayer(id: string, gameCode = 'KHELA_ELOTT_0001'): LotteryPlayer {
  return { vendorCode: 'KHELA', playerId: id, currency: 'BDT', gameCode };
}

export async function lotteryHarness(
  database: TestDatabase,
  options: {
    wallet?: FakeWallet;
    store?: LotteryStore;
    transport?: (inner: Transport) => Transport;
    clock?: { now: number };
    limits?: Partial<LotteryLimitsView>;
    creditBatch?: number;
    ticketPage?: number;
    roundPage?: number;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const store = options.store ?? createLotteryStore(database.sql, { schema: database.schema() });
  const inner = wallet.transport();
  const client = createWalletClient({
    transport: options.transport ? options.transport(inner) : inner,
    secretOf: () => SECRET,
  });
  const clock = options.clock ?? { now: MINUTE_ZERO + 5_000 };
  const limits = { ...DEFAULT_LOTTERY_LIMITS, ...options.limits };
  await store.migrate();
  const engine = createLotteryEngine({
    wallet: client,
    store,
    now: () => clock.now,
    limits: () => limits,
    sleep: async () => {},
    retryDelaysMs: [0, 0],
    ...(options.creditBatch === undefined ? {} : { creditBatch: options.creditBatch }),
    ...(options.ticketPage === undefined ? {} : { ticketPage: options.ticketPage }),
    ...(options.roundPage === undefined ? {} : { roundPage: options.roundPage }),
  });
  return { wallet, store, engine, clock, limits };
}

/** The 1-minute 5D game's draw open at the harness's start. */
export const FIRST_DRAW = `KL5D1-${MINUTE_ZERO / 60_000 + 1}`;
