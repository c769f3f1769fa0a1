import type { Tx } from '../../platform/db/client.js';
import type { AuthGuards, Principal } from '../../platform/http/auth.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import type { SiteInfo } from '../../platform/site.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import type { WalletService } from '../wallet/wallet.service.js';

/**
 * What the loyalty module (issue 18: VIP, points and the mall, missions and the leaderboard) is
 * built from. Other modules' services come in as functions so this module reads none of their
 * tables (ARCHITECTURE.md); app.ts binds them.
 */
export type LoyaltyDeps = {
  wallet: WalletService;
  audit: AuditService;
  site: SiteInfo;
  settings: SystemService['settings'];
  realtime: RealtimeHub;
  /** From accounts: throws PAYMENT_PASSWORD_* when the member's payment password is wrong or unset. */
  verifyPaymentPassword(principal: Principal, password: string): Promise<void>;
  /** From accounts: usernames by member id (lists, masked leaderboard names). */
  usernamesOf(ids: readonly string[]): Promise<Map<string, string>>;
  /** From accounts: a member by username (the operator's lookups and one-player grants). */
  placeByUsername(username: string): Promise<{ id: string; username: string; type: number } | null>;
  /** From payments: the member's paid deposits in `currency` over [from, to) (mall requirements). */
  paidDepositsMinor(memberId: bigint, currency: string, from: Date, to: Date): Promise<bigint>;
  /**
   * From payments (VIP, decision 0063): the member's paid deposits over [from, to), one row each
   * (paid time, currency, credited amount), read in the caller's transaction.
   */
  memberDeposits(
    tx: Tx,
    memberId: bigint,
    from: Date,
    to: Date,
  ): Promise<{ at: Date; currency: string; amountMinor: bigint }[]>;
  /** From payments (VIP): the members with a paid deposit over [from, to). */
  depositors(from: Date, to: Date): Promise<bigint[]>;
  /**
   * From messaging: a system message to one member in BN and EN (VIP level changed, reward
   * issued, redeem approved or rejected). Best effort after commit; never throws.
   */
  systemMessage(
    memberId: bigint,
    message: { kind: string; title: Record<'bn' | 'en', string>; body: Record<'bn' | 'en', string> },
  ): Promise<void>;
  /**
   * From promotions' bonus engine (optional; missions pay cash without it): bonus money with a
   * wagering requirement, in the caller's transaction, once per reference.
   */
  grantBonus?(
    tx: Tx,
    grant: {
      memberId: bigint;
      currency: string;
      reference: string;
      amountMinor: bigint;
      wageringRequiredMinor: bigint;
      expiresAt: Date;
      actor: string;
    },
  ): Promise<void>;
};

/** What each part (vip, points, missions) gives the module: its routes and its jobs. */
export type LoyaltyPart = {
  routes(app: HttpApp, guards: AuthGuards): void | Promise<void>;
  operatorRoutes(app: HttpApp, operatorGuard: OperatorGuard): void | Promise<void>;
  jobs(runner: JobRunner): Promise<void>;
};
