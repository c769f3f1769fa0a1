import { createWalletClient, studioPlugin } from '@khela/studio';
import type { GameKinds, GameNames } from './modules/games/games.game-name.js';
import type { VendorService } from './modules/vendors/vendors.service.js';
import type { HttpApp } from './platform/http/types.js';

/**
 * Mounts the game studio under /studio. It is a vendor like any other: it calls the wallet API
 * through app.inject (same routes, signatures and logs as over the network, without a socket),
 * so it goes after every route it calls.
 */
export async function mountStudio(
  app: HttpApp,
  deps: {
    vendors: Pick<VendorService, 'secretOf'>;
    gameName: GameNames;
    gameKind: GameKinds;
    /** The book's and the lottery's database (their tables in schemas studio_book and studio_lottery). */
    sql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
    /** How often the book's feed and the lottery's draws move (ms); 0: only when called (tests). */
    bookTickMs: number;
    /** How often the rooms check their clocks (ms); 0: only when called (tests). */
    roomTickMs: number;
    /** How many live tables the studio runs. */
    roomTables: number;
    testHooks: boolean;
    /** The server's clock: the studio signs its calls with the time the wallet API checks them by. */
    now: () => Date;
  },
): Promise<void> {
  await app.register(studioPlugin, {
    prefix: '/studio',
    basePath: '/studio',
    wallet: createWalletClient({
      transport: async (url, headers, body) => {
        const response = await app.inject({ method: 'POST', url, headers, payload: body });
        return { statusCode: response.statusCode, body: response.body };
      },
      secretOf: (vendorCode) => deps.vendors.secretOf(vendorCode),
      now: () => deps.now().getTime(),
    }),
    knownVendor: async (vendorCode) => (await deps.vendors.secretOf(vendorCode)) !== undefined,
    // The back office reads the book's exposure report signed with the vendor's secret (vendors.reports.ts).
    reportSecretOf: (vendorCode) => deps.vendors.secretOf(vendorCode),
    gameName: deps.gameName,
    gameKind: deps.gameKind,
    now: () => deps.now().getTime(),
    book: {
      sql: deps.sql,
      tickMs: deps.bookTickMs > 0 ? deps.bookTickMs : false,
      // Browser tests script events beside the simulators (never in production: TEST_HOOKS).
      scripted: deps.testHooks,
    },
    // The lottery's draws, tickets and postings live beside the book's (schema studio_lottery).
    lottery: { sql: deps.sql, tickMs: deps.bookTickMs > 0 ? deps.bookTickMs : false },
    // The rooms' rounds, bets and postings (schemas studio_tables, studio_crash, …); their clocks
    // are checked four times a second and woken at each round's boundary.
    rooms: { sql: deps.sql, tickMs: deps.roomTickMs > 0 ? deps.roomTickMs : false, tables: deps.roomTables },
    logError: (error, context) => app.log.error({ err: error }, `studio: ${context}`),
  });
}
