import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { createBook } from '../../../studio/src/book/engine/book.js';
import type { BookStore } from '../../../studio/src/book/engine/store.js';
import { createSqlStore } from '../../../studio/src/book/engine/store.sql.js';
import type { BookLimits, BookPlayer } from '../../../studio/src/book/engine/types.js';
import type { ScriptedFeed } from '../../../studio/src/book/feed/scripted.js';
import { createWalletClient, type Transport } from '../../../studio/src/wallet-client.js';
import { game } from '../modules/games/games.catalogue.tables.js';
import { betRecord, vendorTransaction } from '../modules/vendors/vendors.tables.js';
import { gamesClient } from './games-client.js';
import type { TestApp } from './harness.js';
import { createMemberSession } from './member-session.js';
import { tokenOf, vendorClient } from './vendor-client.js';

/**
 * The studio's book against the real platform (issue 19, acceptance 2 and 3): a book built
 * directly over the test app's database (its own schema per store), paying real members through
 * /vendor/v1 by app.inject exactly as studio-mount.ts wires it, on a demo SPORTS game of KHELA.
 */

export const BOOK_LIMITS: BookLimits = {
  minStake: '1.00',
  maxStake: '1000.00',
  maxPayout: '50000.00',
  maxLiability: '1000000.00',
  inPlayDelayMs: 0,
  cashOutMarginBp: 500,
};

export type BookPlayerOf = BookPlayer & { gameCode: string; memberId: string };

/** A transport over the test app, as studio-mount.ts builds it. */
export function injectTransport(t: TestApp): Transport {
  return async (url, headers, body) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
}

/** A store in a schema of its own, so each test's bets are only its own. */
export function bookStore(t: TestApp): BookStore {
  return createSqlStore((text, values) => t.ctx.database.executeSql(text, values), {
    schema: `studio_book_${randomBytes(5).toString('hex')}`,
  });
}

/** A demo catalogue game of vendor KHELA and type SPORTS (what a sports bet's round is booked on). */
export function sportsGame(t: TestApp) {
  return khelaGame(t, 'SPORTS');
}

/** The first active demo catalogue game of vendor KHELA and a type (ELOTT: a lottery's rounds). */
export async function khelaGame(t: TestApp, gameType: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, gameType), eq(game.status, 'active')))
    .orderBy(game.nodeId)
    .limit(1);
  if (!row) throw new Error(`no active KHELA ${gameType} game in the demo catalogue`);
  return row;
}

/**
 * A new member with `cash` (minor units) who launched the sports game and was authenticated
 * through the vendor API: the player the book pays.
 */
export async function fundedPlayer(
  t: TestApp,
  sports: Awaited<ReturnType<typeof khelaGame>>,
  cashMinor: bigint,
): Promise<BookPlayerOf> {
  const member = await createMemberSession(t, { prefix: 'bk' });
  const memberId = member.memberId.toString();
  await t.app.services.wallet.post({
    idempotencyKey: `fund-${randomBytes(6).toString('hex')}`,
    type: 'deposit',
    transfers: [
      {
        from: { system: 'payment_provider', ownerId: 'TEST' },
        to: { player: memberId, kind: 'cash' },
        amountMinor: cashMinor,
      },
    ],
    actor: 'test',
  });
  const launched = await gamesClient(t).call<{ url: string }>('POST', '/wps/game/launchGame', {
    token: member.token,
    body: { nodeId: sports.nodeId.toString() },
  });
  expect(launched.status).toBe(200);
  const auth = await vendorClient(t).call('authenticate', { token: tokenOf(launched.body.value.url) });
  expect(auth.body.status).toBe('OK');
  return {
    vendorCode: 'KHELA',
    playerId: String(auth.body.playerId),
    currency: 'BDT',
    nickname: member.username,
    gameCode: sports.gameCode,
    memberId,
  };
}

/** A book over `store`, its calls through `wrap(transport)`, its clock `clock.now`, never sleeping. */
export function openBook(
  t: TestApp,
  options: {
    store: BookStore;
    feed: ScriptedFeed;
    clock: { now: number };
    wrap?: (inner: Transport) => Transport;
    limits?: Partial<BookLimits>;
    /** Credits per `credits` call (the book's default otherwise). */
    creditBatch?: number;
  },
) {
  const inner = injectTransport(t);
  const wallet = createWalletClient({
    transport: options.wrap ? options.wrap(inner) : inner,
    secretOf: (vendorCode) => t.app.services.vendors.secretOf(vendorCode),
    // Signed with the server's clock, as the mounted studio does: the wallet API checks it.
    now: () => t.ctx.now().getTime(),
  });
  const limits: BookLimits = { ...BOOK_LIMITS, ...options.limits };
  const book = createBook({
    wallet,
    store: options.store,
    feed: options.feed,
    now: () => options.clock.now,
    limits: () => limits,
    sleep: async () => {},
    retryDelaysMs: [0],
    ...(options.creditBatch === undefined ? {} : { creditBatch: options.creditBatch }),
  });
  return { book, wallet };
}

/** The studio dying after some wallet calls: the engine's property model's (test-model.ts). */
export { dyingTransport } from '../../../studio/src/book/engine/test-model.js';

export async function cashOf(t: TestApp, player: Pick<BookPlayerOf, 'memberId'>): Promise<bigint> {
  return (await t.app.services.wallet.balancesOf(player.memberId)).cashMinor;
}

/** The platform's bet records of these rounds (vendor KHELA), by round id. */
export async function roundsOf(t: TestApp, roundIds: readonly string[]) {
  if (roundIds.length === 0) return new Map<string, typeof betRecord.$inferSelect>();
  const rows = await t.ctx.database.db
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendorCode, 'KHELA'), inArray(betRecord.roundId, [...roundIds])));
  return new Map(rows.map((row) => [row.roundId, row]));
}

/** The platform's idempotency rows of these rounds (vendor KHELA). */
export async function transactionsOf(t: TestApp, roundIds: readonly string[]) {
  if (roundIds.length === 0) return [];
  return t.ctx.database.db
    .select()
    .from(vendorTransaction)
    .where(and(eq(vendorTransaction.vendorCode, 'KHELA'), inArray(vendorTransaction.roundId, [...roundIds])));
}

/** The ledger's reconciliation is clean (every transfer sums to zero, balances match entries). */
export async function expectLedgerClean(t: TestApp): Promise<void> {
  const report = await t.app.services.wallet.reconcile();
  expect(report, 'another reconciliation was running').toBeDefined();
  expect(report?.problems).toEqual([]);
  expect(report?.clean).toBe(true);
}
