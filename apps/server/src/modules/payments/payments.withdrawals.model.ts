import { startOfLocalDay } from '@khela/contract';
import { percentOf } from '@khela/money';
import type { Tx } from '../../platform/db/client.js';
import type { Principal } from '../../platform/http/auth.js';
import type { SiteInfo } from '../../platform/site.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
import type { PayoutProfile } from '../accounts/accounts.payee.js';
import type { BonusEngine } from '../promotions/promotions.bonus.js';
import type { VendorService } from '../vendors/vendors.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { AuditRecorder } from './payments.errors.js';
import type { MethodRow } from './payments.withdrawals.repo.js';

/** What the withdrawal side of the payments module is built from. */
export type WithdrawalDeps = {
  wallet: WalletService;
  audit?: AuditRecorder;
  /** From the accounts module: the payment password and the member's payee name. */
  accounts: {
    verifyPaymentPassword(principal: Principal, password: string): Promise<void>;
    payeeNameOf(tx: Tx, memberId: string): Promise<string | null>;
    matchOrClaimPayeeName(tx: Tx, memberId: string, name: string): Promise<boolean>;
    /** Username, type, state and payee name by member id (the cashier's view of the queue). */
    payoutProfilesOf(tx: Tx, memberIds: readonly string[]): Promise<Map<string, PayoutProfile>>;
  };
  /** From the vendors module: settled real-money stakes (the member's turnover for the cashier). */
  vendors: Pick<VendorService, 'dailyProfit'>;
  /** Proof images (platform/storage). */
  storage: BlobStorage;
  /** The site time zone (system setting TIME_ZONE): the day daily limits count in. */
  site: Pick<SiteInfo, 'timeZone'>;
  /** From the promotions module: cash that bonuses being wagered lock (decision 0051). */
  bonus?: Pick<BonusEngine, 'withdrawable'>;
  /**
   * Told after a withdrawal's payout or rejection committed (a platform message to the member,
   * decision 0060). Best effort: it never throws at the decision.
   */
  onWithdrawalDecided?: (decided: WithdrawalDecided) => Promise<void>;
  /**
   * From loyalty (VIP levels, decision 0063; optional): the member's level's daily withdrawal
   * count and amount, null when not VIP. They raise each method's daily limits, never lower them.
   */
  vipLimits?: (memberId: bigint) => Promise<{ dailyCount: number; dailyAmountMinor: bigint } | null>;
};

/** A withdrawal that was paid out or rejected (for onWithdrawalDecided). */
export type WithdrawalDecided = {
  memberId: string;
  withdrawalId: string;
  status: 'paid' | 'rejected';
  amountMinor: bigint;
  currency: string;
  reason: string | null;
};

/** Who decided: an operator (from the guard) or the scheduler. */
export type Actor = { kind: 'operator' | 'player' | 'system'; id: string; name: string; ip: string };

/** The start of the site's day holding `now`, in its time zone: daily limits count from it. */
export async function limitDayStart(site: WithdrawalDeps['site'], now: Date): Promise<Date> {
  return startOfLocalDay(now, await site.timeZone());
}

/** The method's fee for an amount: fixed part plus basis points, rounded down (in the member's favour). */
export function feeOf(
  method: Pick<MethodRow, 'feeFixedMinor' | 'feeBasisPoints'>,
  amountMinor: bigint,
): bigint {
  return method.feeFixedMinor + percentOf(amountMinor, BigInt(method.feeBasisPoints), 'floor');
}

/** Account and wallet numbers are shown with all but the last 4 digits hidden. */
export function maskNumber(number: string): string {
  return number.length <= 4 ? number : `${'*'.repeat(Math.min(number.length - 4, 8))}${number.slice(-4)}`;
}

/** The wallet account a method's payouts go out through. */
export function providerAccount(methodCode: string, currency: string) {
  return { system: 'payment_provider' as const, ownerId: methodCode, currency };
}
