import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { adjustCall } from './vendors.adjust.js';
import { authenticateCall, type LoginSessionLive, launchTokens } from './vendors.authenticate.js';
import { balanceCall } from './vendors.balance.js';
import { betPageOnWire, gameNamesOf } from './vendors.bet-page.js';
import { type BonusHooks, type CallTools, createCallKit } from './vendors.call-kit.js';
import { createCredentials } from './vendors.credentials.js';
import { creditCall } from './vendors.credit.js';
import { creditsCall } from './vendors.credits.js';
import { debitCall } from './vendors.debit.js';
import { endRoundCall } from './vendors.end-round.js';
import { type CallHandlers, createHandle } from './vendors.handle.js';
import { createIdempotency } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';
import { rollbackCall } from './vendors.rollback.js';

export { STUDIO_VENDOR } from './vendors.credentials.js';
export type { CallLogContext, VendorAnswer } from './vendors.handle.js';

export type VendorDeps = {
  wallet: WalletService;
  /** The bonus engine's part in the calls (decision 0051); without it, cash only. */
  bonus?: BonusHooks;
  /** Whether the login session a launch token was issued in is still live (the accounts module). */
  loginSessionLive: LoginSessionLive;
  /** Unexpected failures (answered INTERNAL_ERROR with the reference). */
  logError?: (error: unknown, reference: string) => void;
};

/** Login sessions that just ended, all of one member. */
export type EndedLoginSessions = { memberId: string; sessionIds: string[] };

/**
 * The seamless-wallet API (packages/contract/src/vendor-protocol.ts): every call a vendor makes
 * while a player plays, turned into wallet commands and bet records. Money moves only through
 * the wallet, inside the same database transaction that stores the vendor's transaction id and
 * the exact answer, so a replay (even a concurrent one) posts once and answers byte for byte.
 * One file per call; this one wires them and holds what other modules use.
 */
export function createVendorService(ctx: AppContext, deps: VendorDeps) {
  const db = ctx.database.db;
  const credentials = createCredentials(ctx);
  const kit = createCallKit(ctx, deps.wallet, deps.bonus);
  const tools: CallTools = { ...kit, ...createIdempotency(kit) };
  const credit = creditCall(tools);
  const handlers: CallHandlers = {
    authenticate: authenticateCall(tools, deps.loginSessionLive),
    balance: balanceCall(tools),
    debit: debitCall(tools),
    credit,
    credits: creditsCall(tools, credit, deps.logError),
    rollback: rollbackCall(tools),
    endRound: endRoundCall(tools),
    adjust: adjustCall(tools),
  };

  return {
    handle: createHandle(ctx, { credentials, handlers, logError: deps.logError }),
    secretOf: credentials.secretOf,
    /** Drops the kept secrets of a vendor (after a rotation on this instance). */
    forgetCredential: credentials.forgetCredential,
    /** Logs a call as received and answered (reconciliation). Never fails the call. */
    async logCall(row: repo.NewCallLog): Promise<void> {
      await repo.insertCallLog(db, row);
    },
    /** A one-time launch token for a vendor's authenticate (the launch call issues it). */
    issueLaunchToken: launchTokens(tools),
    /**
     * The accounts module ended these login sessions (logout, password change, freeze): the game
     * sessions they launched take no more debits, in the caller's transaction. Credits,
     * rollbacks and endRound still land, since that money is owed to the player.
     */
    async onSessionsEnded(ended: EndedLoginSessions, tx: Tx = db): Promise<void> {
      await repo.endGameSessions(tx, BigInt(ended.memberId), ended.sessionIds, ctx.now());
    },
    /** A player's bet records, newest first (betting-record page, later issue). */
    playerRecords: (filter: repo.RecordFilter, page: number, pageSize: number) =>
      repo.playerRecords(db, filter, page, pageSize),
    /** A page of bet records as the betting-record pages show them (member's and agent's team's). */
    betPageOnWire,
    gameNamesOf,
    /** Profit and loss per day and game type (profit-and-loss page, later issue). */
    dailyProfit: (query: Parameters<typeof repo.dailyProfit>[1]) => repo.dailyProfit(db, query),
    /** An agent's team's rounds (or one member's of it), newest first, with sums (agent centre, decision 0046). */
    teamRecords: (filter: repo.TeamRecordFilter, page: number, pageSize: number) =>
      repo.teamRecords(db, filter, page, pageSize),
  };
}

export type VendorService = ReturnType<typeof createVendorService>;
