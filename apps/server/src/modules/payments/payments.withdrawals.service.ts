import type {
  CreateWithdrawalRequest,
  WithdrawalMethodValue,
  WithdrawalPageValue,
  WithdrawalValue,
  WithdrawOptionsValue,
} from '@khela/contract';
import { MAX_PAYOUT_ACCOUNTS, type WithdrawalListQuery } from '@khela/contract';
import { currencyCodeOr, toDecimalString, tryParseAmount } from '@khela/money';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { presentPayoutAccount } from './payments.payout-accounts.js';
import { feeOf, limitDayStart, type WithdrawalDeps } from './payments.withdrawals.model.js';
import { oneWithDetails, presentWithdrawal, withDetails } from './payments.withdrawals.present.js';
import * as repo from './payments.withdrawals.repo.js';

export function presentMethod(row: repo.MethodRow): WithdrawalMethodValue {
  const money = (minor: bigint) => wireAmount(minor, row.currency);
  return {
    code: row.code,
    kind: row.kind === 'bank' ? 'bank' : 'ewallet',
    currency: row.currency,
    min: money(row.minMinor),
    max: money(row.maxMinor),
    dailyCount: row.dailyCount,
    dailyAmount: money(row.dailyAmountMinor),
    feeFixed: money(row.feeFixedMinor),
    feeBasisPoints: row.feeBasisPoints,
    confirmMinutes: row.confirmMinutes,
    enabled: row.enabled,
  };
}

/** A method's daily limits for a member whose VIP level allows more (decision 0063): the larger of each. */
function withVipLimits(
  method: repo.MethodRow,
  vip: { dailyCount: number; dailyAmountMinor: bigint } | null | undefined,
): repo.MethodRow {
  if (!vip) return method;
  return {
    ...method,
    dailyCount: Math.max(method.dailyCount, vip.dailyCount),
    dailyAmountMinor:
      method.dailyAmountMinor > vip.dailyAmountMinor ? method.dailyAmountMinor : vip.dailyAmountMinor,
  };
}

/** A positive amount with at most the currency's decimals (2 for BDT), or PAYMENT_AMOUNT_INVALID. */
function amountOf(text: string, currency: string): bigint {
  const parsed = tryParseAmount(text.trim(), currencyCodeOr(currency));
  if (!parsed.ok || parsed.value <= 0n) throw new AppError('PAYMENT_AMOUNT_INVALID');
  return parsed.value;
}

/**
 * The member's side of withdrawals: the page's options, the request (amount frozen at once,
 * in the same transaction as the order), and the member's own orders.
 */
export function createWithdrawals(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function options(principal: Principal): Promise<WithdrawOptionsValue> {
    const memberId = BigInt(principal.memberId);
    const methods = await repo.methods(db);
    const currency = currencyCodeOr(methods[0]?.currency);
    const balances = await deps.wallet.balancesOf(principal.memberId, currency);
    const used = await repo.usageSince(db, memberId, await limitDayStart(deps.site, ctx.now()));
    const lock = await deps.bonus?.withdrawable(memberId, currency);
    const vip = await deps.vipLimits?.(memberId);
    return {
      currency,
      cash: wireAmount(balances.cashMinor, currency),
      frozen: wireAmount(balances.frozenMinor, currency),
      locked: wireAmount(lock?.lockedMinor ?? 0n, currency),
      withdrawable: wireAmount(lock?.withdrawableMinor ?? balances.cashMinor, currency),
      payeeName: await deps.accounts.payeeNameOf(db, principal.memberId),
      maxAccounts: MAX_PAYOUT_ACCOUNTS,
      accounts: (await repo.activeAccounts(db, memberId)).map(presentPayoutAccount),
      methods: methods.map((method) => presentMethod(withVipLimits(method, vip))),
      usedToday: used.map((u) => ({
        methodCode: u.methodCode,
        count: u.count,
        amount: wireAmount(u.amountMinor, currency),
      })),
    };
  }

  async function checkDailyLimits(
    tx: Tx,
    memberId: bigint,
    method: repo.MethodRow,
    amountMinor: bigint,
    dayStart: Date,
  ) {
    const used = (await repo.usageSince(tx, memberId, dayStart)).find(
      (u) => u.methodCode === method.code,
    ) ?? { count: 0, amountMinor: 0n };
    const money = (minor: bigint) => toDecimalString(minor, currencyCodeOr(method.currency));
    if (used.count >= method.dailyCount)
      throw new AppError('WITHDRAWAL_DAILY_COUNT_EXCEEDED', { limit: method.dailyCount });
    if (used.amountMinor + amountMinor > method.dailyAmountMinor) {
      const left = method.dailyAmountMinor - used.amountMinor;
      const params = { limit: money(method.dailyAmountMinor), left: money(left > 0n ? left : 0n) };
      throw new AppError('WITHDRAWAL_DAILY_AMOUNT_EXCEEDED', params, params);
    }
  }

  /**
   * Checks, then in one transaction: the order row and the wallet hold moving the amount from
   * cash to frozen (key `withdrawal:<id>:hold`). Insufficient cash refuses the whole request.
   * The same requestId answers the first withdrawal (a double click creates one).
   */
  async function request(principal: Principal, body: CreateWithdrawalRequest): Promise<WithdrawalValue> {
    const memberId = BigInt(principal.memberId);
    const account = await repo.activeAccountOf(db, memberId, BigInt(body.payoutAccountId));
    if (!account) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
    const method = await repo.methodByCode(db, account.methodCode);
    if (!method?.enabled) throw new AppError('WITHDRAWAL_METHOD_DISABLED');
    const amountMinor = amountOf(body.amount, method.currency);
    const money = (minor: bigint) => wireAmount(minor, method.currency);
    if (amountMinor < method.minMinor)
      throw new AppError(
        'PAYMENT_AMOUNT_BELOW_MIN',
        { min: money(method.minMinor) },
        { min: money(method.minMinor) },
      );
    if (amountMinor > method.maxMinor)
      throw new AppError(
        'PAYMENT_AMOUNT_ABOVE_MAX',
        { max: money(method.maxMinor) },
        { max: money(method.maxMinor) },
      );
    await deps.accounts.verifyPaymentPassword(principal, body.paymentPassword);
    // Read before the transaction: the setting comes through its own connection (the VIP limits too).
    const dayStart = await limitDayStart(deps.site, ctx.now());
    const vip = await deps.vipLimits?.(memberId);
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const earlier = await repo.withdrawalByRequest(tx, memberId, body.requestId);
      if (earlier) {
        if (earlier.amountMinor !== amountMinor || earlier.payoutAccountId !== account.id)
          throw new AppError('WALLET_IDEMPOTENCY_CONFLICT');
        return oneWithDetails(tx, earlier, presentWithdrawal);
      }
      await checkDailyLimits(tx, memberId, withVipLimits(method, vip), amountMinor, dayStart);
      // Cash a bonus being wagered locks stays (decision 0051): the refusal names what is locked
      // and what may go; forfeiting the bonus releases it.
      const lock = await deps.bonus?.withdrawable(memberId, method.currency, tx);
      if (lock && lock.lockedMinor > 0n && amountMinor > lock.withdrawableMinor) {
        const figures = { locked: money(lock.lockedMinor), withdrawable: money(lock.withdrawableMinor) };
        throw new AppError('BONUS_WAGERING_LOCKED', figures, figures);
      }
      const row = await repo.insertWithdrawal(tx, {
        memberId,
        requestId: body.requestId,
        payoutAccountId: account.id,
        methodCode: method.code,
        provider: account.provider,
        accountNumber: account.accountNumber,
        payeeName: account.payeeName,
        currency: method.currency,
        amountMinor,
        feeMinor: feeOf(method, amountMinor),
        status: 'pending',
        createdAt: ctx.now(),
      });
      const hold = await deps.wallet.reserve(
        {
          idempotencyKey: `withdrawal:${row.id}:hold`,
          type: 'withdrawal',
          player: principal.memberId,
          currency: method.currency,
          amountMinor,
          reference: `withdrawal:${row.id}`,
          actor: `member:${principal.memberId}`,
          reason: 'withdrawal request',
        },
        tx,
      );
      const saved = await repo.updateWithdrawal(tx, row.id, { holdId: hold.holdId });
      return presentWithdrawal(saved, [], undefined);
    });
  }

  async function listMine(
    principal: Principal,
    query: z.infer<typeof WithdrawalListQuery>,
  ): Promise<WithdrawalPageValue> {
    const { rows, total } = await repo.pageWithdrawals(
      db,
      { memberId: BigInt(principal.memberId), status: query.status },
      query,
      'newest',
    );
    return {
      list: await withDetails(db, rows, presentWithdrawal),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
    };
  }

  async function getMine(principal: Principal, id: string): Promise<WithdrawalValue> {
    const row = await repo.withdrawalById(db, BigInt(id));
    if (!row || row.memberId !== BigInt(principal.memberId)) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return oneWithDetails(db, row, presentWithdrawal);
  }

  return { options, request, listMine, getMine };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
