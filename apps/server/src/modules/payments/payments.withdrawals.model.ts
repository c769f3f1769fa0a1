import { percentOf } from '@khela/money';
import type { Tx } from '../../platform/db/client.js';
import type { Principal } from '../../platform/http/auth.js';
import type { BlobStorage } from '../../platform/storage/storage.js';
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
  };
  /** Proof images (platform/storage). */
  storage: BlobStorage;
};

/** Who decided: an operator (from the guard) or the scheduler. */
export type Actor = { kind: 'operator' | 'player' | 'system'; id: string; name: string; ip: string };

/** Bangladesh has no daylight saving: its day starts at 18:00 UTC the day before. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the Asia/Dhaka day holding `now` (daily limits count from it). */
export function dhakaDayStart(now: Date): Date {
  const local = now.getTime() + DHAKA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - DHAKA_OFFSET_MS);
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
