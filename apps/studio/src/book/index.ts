import { serialTicker } from '../ticker.js';
import type { WalletClient } from '../wallet-client.js';
import { createBook, loadFeedCursor, loadFeedSeed } from './engine/book.js';
import type { Sql } from './engine/store.js';
import { createSqlStore } from './engine/store.sql.js';
import type { BookLimits, BookPlayer } from './engine/types.js';
import { createCockfightFeed } from './feed/cockfight.js';
import { combineFeeds } from './feed/combine.js';
import { ScriptedFeed } from './feed/scripted.js';
import { createSportsFeed } from './feed/simulator.js';
import { bookLimits } from './limits.js';
import { createBookSessions } from './sessions.js';

/**
 * The studio's book (sports, e-sports, cockfight), assembled: its store in its own schema, the
 * feed (the simulators, seeded once and stored, so a restart replays from where the book left
 * off), the engine, the page sessions, and a ticker that moves the feed and settles bets.
 */
export type StudioBookOptions = {
  wallet: WalletClient;
  /** The book's database: the host's PostgreSQL or PGlite (its tables live in `schema`). */
  sql: Sql;
  schema?: string;
  now?: () => number;
  /** How often the feed moves and bets settle (ms); false: only when `tick()` is called (tests). */
  tickMs?: number | false;
  limits?: Partial<BookLimits>;
  /** Waits out the in-play delay (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  logError?: (error: unknown, context: string) => void;
  /** Browser tests: scripted events beside the simulators, driven by /book/test/* (scripted-routes.ts). */
  scripted?: boolean;
};

const RECOVERY_WINDOW_MS = 72 * 60 * 60_000;
const CATCH_UP_STEP_MS = 5 * 60_000;

export async function createStudioBook(options: StudioBookOptions) {
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const store = createSqlStore(options.sql, options.schema ? { schema: options.schema } : {});
  await store.migrate();
  // The simulators take a uint32 seed; the store keeps a wider one.
  const seed = Number(BigInt(await loadFeedSeed(store)) % 0x1_0000_0000n);
  // Recovery replays the feed from the last message applied, as far back as a provider keeps
  // it (72 h, as the industry's recovery window): bets on events older than that stay open for
  // an operator to settle or void.
  const from = Math.max((await loadFeedCursor(store)) ?? now(), now() - RECOVERY_WINDOW_MS);
  const scripted = options.scripted ? new ScriptedFeed() : undefined;
  const feed = combineFeeds([
    createSportsFeed({ seed, from }),
    createCockfightFeed({ seed, from }),
    ...(scripted ? [scripted] : []),
  ]);
  const limits = bookLimits(options.limits);
  const book = createBook({
    wallet: options.wallet,
    store,
    feed,
    now,
    limits,
    logError,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  await book.start();
  // The feed catches up with the clock at most CATCH_UP_STEP_MS of its time a tick: after a
  // restart (recovery) or a clock that jumped, the simulators' hours are replayed over many small
  // ticks instead of one that holds the event loop for seconds.
  let feedAt = Math.min(from, now());
  const nextStep = () => {
    feedAt = Math.max(feedAt, Math.min(now(), feedAt + CATCH_UP_STEP_MS));
    return feedAt;
  };
  await book.tick(nextStep()).catch((error: unknown) => logError(error, 'book recovery'));
  const sessions = createBookSessions({ now });
  const ticker = serialTicker(() => book.tick(nextStep()), {
    everyMs: options.tickMs ?? 1000,
    logError,
    context: 'book tick',
  });
  return {
    book,
    feed,
    scripted,
    /** Applies every message due and pays what it settles (test hooks). */
    async settleNow(): Promise<void> {
      await ticker.run();
      await book.drain();
    },
    sessions,
    limits,
    balanceOf: (player: BookPlayer) => book.balance(player),
    async close(): Promise<void> {
      await ticker.stop();
      await book.close();
    },
  };
}

export type StudioBook = Awaited<ReturnType<typeof createStudioBook>>;
export { type BookKind, bookKindOf, type GameKind } from './kinds.js';
