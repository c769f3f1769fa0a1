/**
 * bench:lottery's lottery: the studio's draw engine over the server's database (its tables in
 * their own schema, as the mounted studio keeps them beside the platform's), paying through the
 * seamless-wallet API over app.inject as the mounted studio does, on a clock the bench moves. The
 * SQL executor and the wallet transport are bench:sportsbook's meters.
 */
import {
  createLotteryEngine,
  createLotteryStore,
  type LotteryEngine,
  type LotteryStore,
} from '@khela/studio';
import type { AppContext } from '../platform/context.js';
import { createBenchWallet, createCallMeter, createSqlMeter } from './sportsbook.book.js';
import type { BenchApp } from './sportsbook.seed.js';

export type { LotteryEngine, LotteryStore };

export const LOTTERY_SCHEMA = 'bench_lottery';
/** The 1-minute 5D game: draw n draws at n × 60,000 ms and closes 10 s before. */
const GAME = 'KL5D1';
const PERIOD_MS = 60_000;
const CLOSE_BEFORE_MS = 10_000;

/** The draw the bench fills: the one whose window is open now, by the wall clock. */
export function benchDraw(at = Date.now()) {
  const drawNo = Math.floor(at / PERIOD_MS) + 1;
  const drawAt = drawNo * PERIOD_MS;
  return {
    drawId: `${GAME}-${drawNo}`,
    opensAt: drawAt - PERIOD_MS,
    closesAt: drawAt - CLOSE_BEFORE_MS,
    drawAt,
  };
}

export type BenchLottery = {
  engine: LotteryEngine;
  store: LotteryStore;
  /** The engine's clock: the draw's window stays open for as long as placement takes. */
  clock: { now: number };
  meter: ReturnType<typeof createSqlMeter>;
  calls: ReturnType<typeof createCallMeter>;
};

export async function createBenchLottery(
  app: BenchApp,
  ctx: AppContext,
  options: {
    ticketPage: number | undefined;
    roundPage: number | undefined;
    creditBatch: number | undefined;
    clock: { now: number };
  },
): Promise<BenchLottery> {
  const meter = createSqlMeter(ctx.database.executeSql);
  const calls = createCallMeter();
  const store = createLotteryStore(meter.sql, { schema: LOTTERY_SCHEMA });
  await store.migrate();
  const { clock } = options;
  const engine = createLotteryEngine({
    wallet: createBenchWallet(app, ctx, calls),
    store,
    now: () => clock.now,
    // The engine's limits but the exposure per number: 200,000 tickets in one draw hold far more
    // on "sum big" than a real draw would take (no ticket may be refused here).
    limits: () => ({ minStake: '1.00', maxStake: '5000.00', maxLines: 50, maxExposure: '100000000000.00' }),
    ...(options.ticketPage === undefined ? {} : { ticketPage: options.ticketPage }),
    ...(options.roundPage === undefined ? {} : { roundPage: options.roundPage }),
    ...(options.creditBatch === undefined ? {} : { creditBatch: options.creditBatch }),
    logError: (error, context) => console.error(`  lottery: ${context}:`, error),
  });
  return { engine, store, clock, meter, calls };
}
