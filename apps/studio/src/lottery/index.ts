import type { Sql } from '../book/engine/store.js';
import { createSessions } from '../book/sessions.js';
import { serialTicker } from '../ticker.js';
import type { WalletClient } from '../wallet-client.js';
import type { LotteryLimitsView } from './api.js';
import { createLotteryEngine, DEFAULT_LOTTERY_LIMITS, type LotteryPlayer } from './engine/engine.js';
import { createLotteryStore } from './engine/store.js';

/**
 * The studio's lottery, assembled: its store in its own schema, the draw engine, the page
 * sessions, and a ticker that moves every draw along (made ahead, closed, sealed, drawn,
 * settled) once a second.
 */
export type StudioLotteryOptions = {
  wallet: WalletClient;
  /** The lottery's database: the host's PostgreSQL or PGlite (its tables live in `schema`). */
  sql: Sql;
  schema?: string;
  now?: () => number;
  /** How often draws move (ms); false: only when `tick()` is called (tests). */
  tickMs?: number | false;
  limits?: Partial<LotteryLimitsView>;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
};

export type LotterySession = LotteryPlayer & {
  id: string;
  nickname: string;
  /** The launched catalogue game's name. */
  name: string;
  /** The studio lottery it opens. */
  lotteryCode: string;
  family: 'fast' | 'sea' | 'vn';
  lang: 'bn' | 'en';
  balance: string;
  lastUsed: number;
};

export async function createStudioLottery(options: StudioLotteryOptions) {
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const store = createLotteryStore(options.sql, options.schema ? { schema: options.schema } : {});
  await store.migrate();
  const limits: LotteryLimitsView = { ...DEFAULT_LOTTERY_LIMITS, ...options.limits };
  const engine = createLotteryEngine({
    wallet: options.wallet,
    store,
    now,
    limits: () => limits,
    logError,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
    ...(options.creditBatch ? { creditBatch: options.creditBatch } : {}),
  });
  const sessions = createSessions<LotterySession>({ now });
  const ticker = serialTicker(() => engine.tick(now()), {
    everyMs: options.tickMs ?? 1000,
    logError,
    context: 'lottery tick',
  });
  await ticker.run();
  return {
    engine,
    store,
    sessions,
    limits: () => limits,
    tick: ticker.run,
    async close(): Promise<void> {
      await ticker.stop();
      await engine.drain();
    },
  };
}

export type StudioLottery = Awaited<ReturnType<typeof createStudioLottery>>;
