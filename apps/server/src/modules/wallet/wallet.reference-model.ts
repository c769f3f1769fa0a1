import type { WalletErrorCode } from './wallet.errors.js';
import { type AccountRef, accountKeyOf, isSystemKind, isTrialClass, keyString } from './wallet.model.js';

/**
 * A plain in-memory ledger with the same rules as the real one, used only by the property test
 * as the reference: after every step, the database must agree with it. Kept deliberately naive
 * (no shards, no SQL) so that the two implementations share no code that could hide a bug.
 */
type ModelAccount = { balance: bigint; status: 'open' | 'frozen' | 'closed'; allowNegative: boolean };
type ModelHold = {
  player: string;
  currency: string;
  sourceKind: 'cash' | 'bonus';
  amount: bigint;
  status: 'pending' | 'posted' | 'voided';
};
export type ModelOutcome =
  | { status: 'posted' | 'refused'; code?: WalletErrorCode }
  | { error: 'WALLET_IDEMPOTENCY_CONFLICT' };
export type ModelTransfer = { from: AccountRef; to: AccountRef; amountMinor: bigint };

export class ReferenceLedger {
  readonly accounts = new Map<string, ModelAccount>();
  private readonly operations = new Map<
    string,
    { fingerprint: string; outcome: ModelOutcome; holdId?: string }
  >();
  readonly holds = new Map<string, ModelHold>();

  private account(ref: AccountRef): ModelAccount {
    const key = keyString(accountKeyOf(ref, 0));
    let account = this.accounts.get(key);
    if (!account) {
      account = { balance: 0n, status: 'open', allowNegative: 'system' in ref };
      this.accounts.set(key, account);
    }
    return account;
  }

  balanceOf(ref: AccountRef): bigint {
    return this.accounts.get(keyString(accountKeyOf(ref, 0)))?.balance ?? 0n;
  }

  setStatus(ref: AccountRef, status: ModelAccount['status']): void {
    this.account(ref).status = status;
  }

  /** Replays and conflicts first, then the operation itself. */
  private once(key: string, fingerprint: string, run: () => { outcome: ModelOutcome; holdId?: string }) {
    const previous = this.operations.get(key);
    if (previous) {
      return previous.fingerprint === fingerprint
        ? previous
        : { outcome: { error: 'WALLET_IDEMPOTENCY_CONFLICT' as const } };
    }
    const done = run();
    this.operations.set(key, { fingerprint, ...done });
    return done;
  }

  post(
    key: string,
    transfers: ModelTransfer[],
    before?: () => WalletErrorCode | undefined,
    after?: () => void,
  ) {
    const fingerprint = `post:${transfers.map((t) => `${keyString(accountKeyOf(t.from, 0))}>${keyString(accountKeyOf(t.to, 0))}:${t.amountMinor}`).join(',')}`;
    return this.once(key, fingerprint, () => ({ outcome: this.apply(transfers, before, after) }));
  }

  private apply(
    transfers: ModelTransfer[],
    before?: () => WalletErrorCode | undefined,
    after?: () => void,
  ): ModelOutcome {
    const refuse = (code: WalletErrorCode): ModelOutcome => ({ status: 'refused', code });
    const early = before?.();
    if (early) return refuse(early);
    for (const t of transfers) {
      const from = accountKeyOf(t.from, 0);
      const to = accountKeyOf(t.to, 0);
      if (from.currency !== to.currency) return refuse('WALLET_CURRENCY_MISMATCH');
      if (isTrialClass(from.kind) !== isTrialClass(to.kind)) return refuse('WALLET_TRIAL_ISOLATION');
    }
    const pending = new Map<ModelAccount, bigint>();
    for (const t of transfers) {
      const from = this.account(t.from);
      const to = this.account(t.to);
      if (from.status === 'closed' || to.status === 'closed') return refuse('WALLET_ACCOUNT_CLOSED');
      if (from.status === 'frozen') return refuse('WALLET_ACCOUNT_FROZEN');
      const fromAfter = (pending.get(from) ?? from.balance) - t.amountMinor;
      if (fromAfter < 0n && !from.allowNegative) return refuse('WALLET_INSUFFICIENT_FUNDS');
      pending.set(from, fromAfter);
      pending.set(to, (pending.get(to) ?? to.balance) + t.amountMinor);
    }
    for (const [account, balance] of pending) account.balance = balance;
    after?.();
    return { status: 'posted' };
  }

  reserve(key: string, player: string, sourceKind: 'cash' | 'bonus', amount: bigint) {
    const fingerprint = `reserve:${player}:${sourceKind}:${amount}`;
    return this.once(key, fingerprint, () => {
      const holdId = `hold:${key}`;
      const outcome = this.apply(
        [{ from: { player, kind: sourceKind }, to: { player, kind: 'frozen' }, amountMinor: amount }],
        undefined,
        () => this.holds.set(holdId, { player, currency: 'BDT', sourceKind, amount, status: 'pending' }),
      );
      return { outcome, holdId: 'status' in outcome && outcome.status === 'posted' ? holdId : undefined };
    });
  }

  settle(key: string, holdId: string, outcome: 'posted' | 'voided', to?: AccountRef, amount?: bigint) {
    const hold = this.holds.get(holdId);
    const fingerprint = `${outcome}:${holdId}:${to ? keyString(accountKeyOf(to, 0)) : ''}:${amount ?? ''}`;
    return this.once(key, fingerprint, () => {
      if (!hold) return { outcome: { status: 'refused', code: 'WALLET_HOLD_NOT_FOUND' } };
      const frozen: AccountRef = { player: hold.player, kind: 'frozen' };
      const source: AccountRef = { player: hold.player, kind: hold.sourceKind };
      const postAmount = outcome === 'posted' ? (amount ?? hold.amount) : 0n;
      const transfers: ModelTransfer[] = [];
      if (postAmount > 0n && to) transfers.push({ from: frozen, to, amountMinor: postAmount });
      if (hold.amount - postAmount > 0n)
        transfers.push({ from: frozen, to: source, amountMinor: hold.amount - postAmount });
      return {
        outcome: this.apply(
          transfers,
          () => (hold.status === 'pending' ? undefined : 'WALLET_HOLD_NOT_PENDING'),
          () => {
            hold.status = outcome;
          },
        ),
      };
    });
  }

  /** Sum of every account's balance per currency: always zero, whatever happened. */
  totals(): Map<string, bigint> {
    const totals = new Map<string, bigint>();
    for (const [key, account] of this.accounts) {
      const currency = key.split('|')[2] ?? '';
      totals.set(currency, (totals.get(currency) ?? 0n) + account.balance);
    }
    return totals;
  }
}

export function isSystemRef(ref: AccountRef): boolean {
  return 'system' in ref && isSystemKind(ref.system);
}
