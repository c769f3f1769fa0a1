import { FISH, type RandomSource, SeededSource } from '@khela/game-math';
import type { Sql } from '../../book/engine/store.js';
import type { TestDatabase } from '../../book/engine/test-harness.js';
import { FakeWallet, toMinor } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport } from '../../wallet-client.js';
import { createRoomHub, type RoomHub } from '../hub.js';
import { createFishingEngine, type FishingEngine, type FishingPlayer } from './engine.js';
import { createFishingStore, type FishingStore } from './store.js';

export { openTestDatabase, type TestDatabase } from '../../book/engine/test-harness.js';

/**
 * The fishing engine's tests: one database per file (PGlite, or PostgreSQL with
 * TEST_DATABASE=postgres), a fresh schema per store, the fake wallet in process, a fixed hall
 * seed, a seeded shot source and a clock the test moves. A "kill" is a new engine over the same
 * store and wallet: the old one's memory (its unwritten windows) is gone.
 */
export const SECRET = 'fishing-test-secret';
export const START = 1_800_000_000_000;

export function fishingPlayer(id: string): FishingPlayer {
  return {
    vendorCode: 'KHELA',
    playerId: id,
    currency: 'BDT',
    gameCode: 'KHELA_FISH_0001',
    nickname: `nick${id}`,
  };
}

/** A source that catches whatever is shot while `force` is on (a word of 0 is under every chance). */
export function forcingSource(inner: RandomSource): RandomSource & { force: boolean } {
  return {
    force: false,
    nextUint32() {
      return this.force ? 0 : inner.nextUint32();
    },
  };
}

/** Counts the statements the store sends (the write rate). */
export function countingSql(sql: Sql, counter: { statements: number }): Sql {
  return async (text, values) => {
    counter.statements += 1;
    return sql(text, values);
  };
}

export type FishingHarness = Awaited<ReturnType<typeof fishingHarness>>;

export async function fishingHarness(
  database: TestDatabase,
  options: {
    wallet?: FakeWallet;
    store?: FishingStore;
    clock?: { now: number };
    random?: RandomSource;
    transport?: (inner: Transport) => Transport;
    hub?: RoomHub;
    counter?: { statements: number };
    magazineShots?: number;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const sql = options.counter ? countingSql(database.sql, options.counter) : database.sql;
  const store = options.store ?? createFishingStore(sql, { schema: database.schema() });
  await store.migrate();
  const clock = options.clock ?? { now: START };
  const hub = options.hub ?? createRoomHub();
  const random = options.random ?? new SeededSource(21);
  const open = (transport?: (inner: Transport) => Transport): FishingEngine => {
    const inner = wallet.transport();
    const client = createWalletClient({
      transport: transport ? transport(inner) : inner,
      secretOf: () => SECRET,
    });
    return createFishingEngine({
      wallet: client,
      store,
      hub,
      now: () => clock.now,
      sleep: async () => {},
      retryDelaysMs: [0, 0],
      random,
      hallSeed: (code) => `seed-${code}`,
      ...(options.magazineShots ? { magazineShots: options.magazineShots } : {}),
    });
  };
  const engine = open(options.transport);
  await engine.recover();
  return { wallet, store, clock, hub, random, engine, open };
}

/** Wallet calls that moved money (debit, credit, rollback), per player. */
export function ledgerCalls(wallet: FakeWallet, playerId?: string) {
  return wallet.calls.filter(
    (call) =>
      (call.call === 'debit' || call.call === 'credit' || call.call === 'rollback') &&
      call.status === 'OK' &&
      (playerId === undefined || call.body.playerId === playerId),
  );
}

export const minorOfText = (text: unknown) => toMinor(String(text));

/** The multiplier a fish kind pays on average (a boss: its range's mean). */
export const meanOf = (kind: number) => {
  const m = FISH[kind]?.multiplier ?? 1;
  return typeof m === 'number' ? m : (m.min + m.max) / 2;
};

/** The variance of one shot's return per unit of stake at a fish kind. */
export function shotVariance(kind: number): number {
  const m = FISH[kind]?.multiplier ?? 1;
  const p = typeof m === 'number' ? 0.96 / m : 0.96 / ((m.min + m.max) / 2);
  let second: number;
  if (typeof m === 'number') second = m * m;
  else {
    let sum = 0;
    for (let v = m.min; v <= m.max; v += 1) sum += v * v;
    second = sum / (m.max - m.min + 1);
  }
  return p * second - 0.96 * 0.96;
}
