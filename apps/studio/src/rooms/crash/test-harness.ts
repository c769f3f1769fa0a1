import { createHash } from 'node:crypto';
import type { TestDatabase } from '../../book/engine/test-harness.js';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport } from '../../wallet-client.js';
import type { RoomEvent } from '../hub.js';
import {
  type CrashEngineOptions,
  type CrashPlayer,
  createCrashEngine,
  DEFAULT_CRASH_TIMING,
} from './engine.js';
import { type CrashStore, createCrashStore } from './store.js';

export { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';

/**
 * The crash engine's tests: one database per file (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres), a fresh schema per store, the fake wallet in process, a clock the test
 * moves and the room's events collected.
 */
export const SECRET = 'crash-test-secret';
export const ROOM = 'CRASH-1';
export const T0 = 1_800_000_000_000;

export function crashPlayer(id: string): CrashPlayer {
  return {
    vendorCode: 'KHELA',
    playerId: id,
    currency: 'BDT',
    gameCode: 'KHELA_FISH_0007',
    nickname: `nick${id}`,
  };
}

/** Known chain seeds: the n-th chain made gets seed n. */
export function seeds(label: string) {
  let n = 0;
  return () => {
    n += 1;
    return createHash('sha256').update(`${label}:${n}`).digest('hex');
  };
}

export async function crashHarness(
  database: TestDatabase,
  options: {
    wallet?: FakeWallet;
    store?: CrashStore;
    transport?: (inner: Transport) => Transport;
    clock?: { now: number };
    engine?: Partial<CrashEngineOptions>;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const store = options.store ?? createCrashStore(database.sql, { schema: database.schema() });
  const inner = wallet.transport();
  const client = createWalletClient({
    transport: options.transport ? options.transport(inner) : inner,
    secretOf: () => SECRET,
  });
  const clock = options.clock ?? { now: T0 };
  const events: { room: string; event: RoomEvent }[] = [];
  const errors: string[] = [];
  await store.migrate();
  const engine = createCrashEngine({
    wallet: client,
    store,
    now: () => clock.now,
    publish: (room, event) => events.push({ room, event }),
    sleep: async () => {},
    retryDelaysMs: [0, 0],
    logError: (error, context) =>
      errors.push(`${context}: ${error instanceof Error ? error.message : String(error)}`),
    chainLength: 1500,
    chainEvery: 100,
    newSeed: seeds(store.schema),
    ...options.engine,
  });
  /** Moves the clock to `at` and ticks. */
  const tickAt = async (at: number) => {
    clock.now = at;
    await engine.tick(at);
  };
  /** Ticks until the live round takes bets; answers it. */
  const openWindow = async () => {
    for (let guard = 0; guard < 100; guard += 1) {
      await engine.tick(clock.now);
      const round = engine.live(ROOM);
      if (round?.state === 'betting' && clock.now >= round.opensAt && clock.now < round.closesAt)
        return round;
      clock.now = round?.state === 'betting' ? Math.max(clock.now + 50, round.opensAt) : clock.now + 250;
    }
    throw new Error('no betting window');
  };
  /**
   * From the window: ticks to the flight's start (closes the window). Answers the round as
   * stored: flying, or already ended when its point is 1.00× (it ends the instant it starts).
   */
  const startFlight = async () => {
    const round = engine.live(ROOM);
    if (!round) throw new Error('no round');
    await tickAt(round.closesAt);
    const stored = await store.round(round.roundId);
    if (stored?.endsAt === undefined || stored.startedAt === undefined)
      throw new Error(`round did not fly: ${stored?.state} ${errors.join('; ')}`);
    return stored;
  };
  return {
    wallet,
    store,
    engine,
    clock,
    events,
    errors,
    tickAt,
    openWindow,
    startFlight,
    timing: DEFAULT_CRASH_TIMING,
  };
}

export const toMinor = (text: string) => BigInt(text.replace('.', ''));
