import {
  type CashierMemberValue,
  type CashierRiskFlag,
  PAYOUT_REFERENCE_PATTERN,
  type RevealedPayoutAccountValue,
} from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { samePayeeName } from '../accounts/accounts.payee.js';
import * as cashierRepo from './payments.cashier.repo.js';
import type { Actor, WithdrawalDeps } from './payments.withdrawals.model.js';
import { presentForOperator, withDetails } from './payments.withdrawals.present.js';
import type * as repo from './payments.withdrawals.repo.js';

/** A payout account bound less than this before the request is worth a second look. */
const NEW_PAYOUT_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** The payout reference as stored: trimmed, and in the channels' own alphabet, or refused. */
export function payoutReferenceOf(text: string): string {
  const reference = text.trim();
  if (!PAYOUT_REFERENCE_PATTERN.test(reference)) throw new AppError('WITHDRAWAL_PAYOUT_REFERENCE_INVALID');
  return reference;
}

/** Settled real-money stakes of a member since `from` (or ever), through the vendors module. */
async function turnoverSince(
  deps: WithdrawalDeps,
  memberId: bigint,
  from: Date | undefined,
): Promise<bigint> {
  // The day grouping does not matter here: every day is summed.
  const days = await deps.vendors.dailyProfit({ memberId, from, timeZone: 'UTC' });
  return days.reduce((sum, day) => sum + day.stakeMinor, 0n);
}

/**
 * The member side of each withdrawal as the cashier needs it (docs/decisions/0043): username and
 * type from the accounts module, turnover from the vendors module, the last paid deposit and the
 * payout account's age from this module, and the risk flags computed from them. One query per
 * source, plus one turnover sum per distinct member (at most a page of them).
 */
async function cashierMembers(
  tx: Tx,
  deps: WithdrawalDeps,
  rows: repo.WithdrawalRow[],
): Promise<Map<bigint, CashierMemberValue>> {
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const [profiles, deposits, accounts] = await Promise.all([
    deps.accounts.payoutProfilesOf(
      tx,
      memberIds.map((id) => id.toString()),
    ),
    cashierRepo.lastPaidDeposits(tx, memberIds),
    cashierRepo.payoutAccountsBoundAt(tx, [...new Set(rows.map((r) => r.payoutAccountId))]),
  ]);
  const depositOf = new Map(deposits.map((d) => [d.memberId, d]));
  const turnovers = new Map(
    await Promise.all(
      memberIds.map(async (id) => [id, await turnoverSince(deps, id, depositOf.get(id)?.paidAt)] as const),
    ),
  );
  const boundAt = new Map(accounts.map((a) => [a.id, a.createdAt]));
  const out = new Map<bigint, CashierMemberValue>();
  for (const row of rows) {
    const profile = profiles.get(row.memberId.toString());
    const deposit = depositOf.get(row.memberId);
    const turnoverMinor = turnovers.get(row.memberId) ?? 0n;
    const bound = boundAt.get(row.payoutAccountId);
    const flags: CashierRiskFlag[] = [];
    if (!deposit) flags.push('no_paid_deposit');
    else if (turnoverMinor < deposit.amountMinor) flags.push('turnover_below_deposit');
    if (profile?.payeeName && !samePayeeName(profile.payeeName, row.payeeName))
      flags.push('payee_name_differs');
    if (profile && !profile.active) flags.push('account_frozen');
    if (bound && row.createdAt.getTime() - bound.getTime() < NEW_PAYOUT_ACCOUNT_MS)
      flags.push('new_payout_account');
    out.set(row.id, {
      id: row.memberId.toString(),
      username: profile?.username ?? null,
      type: profile?.type ?? null,
      turnover: wireAmount(turnoverMinor, row.currency),
      lastDeposit: deposit
        ? { amount: wireAmount(deposit.amountMinor, deposit.currency), paidAt: deposit.paidAt.toISOString() }
        : null,
      flags,
    });
  }
  return out;
}

/** Withdrawals as the back office shows them: details, who acted, and the cashier's member view. */
export async function operatorViews(tx: Tx, deps: WithdrawalDeps, rows: repo.WithdrawalRow[]) {
  const [views, members] = await Promise.all([
    withDetails(tx, rows, presentForOperator),
    cashierMembers(tx, deps, rows),
  ]);
  return views.map((view, i) => {
    const row = rows[i];
    const member = row && members.get(row.id);
    if (!member) throw new Error(`withdrawal ${view.id} lost its member view`);
    return { ...view, member };
  });
}

/** One withdrawal as the back office shows it. */
export async function operatorView(tx: Tx, deps: WithdrawalDeps, row: repo.WithdrawalRow) {
  const [view] = await operatorViews(tx, deps, [row]);
  if (!view) throw new Error(`withdrawal ${row.id} lost its details`);
  return view;
}

/**
 * The full payout account number, for an operator about to pay it by hand. The queue shows it
 * masked; each reveal is an audit entry (who, which withdrawal, when) in the same transaction,
 * and the entry never holds the number itself.
 */
export async function revealAccount(
  tx: Tx,
  deps: WithdrawalDeps,
  actor: Actor,
  row: repo.WithdrawalRow,
): Promise<RevealedPayoutAccountValue> {
  await deps.audit?.record(tx, {
    actor: { kind: actor.kind, id: actor.id, name: actor.name },
    ip: actor.ip,
    action: 'payments.withdrawal.reveal_account',
    target: { type: 'withdrawal', id: row.id.toString() },
    after: { provider: row.provider, status: row.status },
  });
  return {
    withdrawalId: row.id.toString(),
    provider: row.provider,
    number: row.accountNumber,
    payeeName: row.payeeName,
  };
}
