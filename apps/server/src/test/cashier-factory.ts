import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { setPaymentPasswordHash } from '../modules/accounts/accounts.repo.js';
import type { TestApp } from './harness.js';
import { createMemberSession } from './member-session.js';
import { DEMO_PAY, requestId, withdrawalsClient } from './withdrawals-client.js';

export type CashierCase = {
  token: string;
  memberId: string;
  username: string;
  withdrawalId: string;
  walletNumber: string;
};

/** A fresh 11-digit bKash number (01 + 3..9 + 8 digits), unique enough for one test file. */
export function freshWalletNumber(): string {
  const digits = randomBytes(4).readUInt32BE() % 100_000_000;
  return `017${digits.toString().padStart(8, '0')}`;
}

export type WithdrawingMember = {
  token: string;
  memberId: string;
  username: string;
  payoutAccountId: string;
  walletNumber: string;
};

/**
 * A new member with everything a withdrawal needs, made through the real routes: a payment
 * password, a deposit of `deposit` credited by a finance operator (or, for '0', 1,000.00 cash
 * from an adjustment and no deposit) and a bound bKash wallet. Each call makes its own member, so
 * tests share nothing.
 */
export async function withdrawingMember(
  t: TestApp,
  finance: string,
  options: { deposit?: string; payee?: string } = {},
): Promise<WithdrawingMember> {
  const { call } = withdrawalsClient(t);
  const member = await createMemberSession(t, { prefix: 'cash' });
  await setPaymentPasswordHash(t.ctx.database.db, member.memberId, null, await hash(DEMO_PAY));
  const deposit = options.deposit ?? '1000';
  if (deposit === '0') {
    // Money from elsewhere (a transfer, an adjustment): cash without any paid deposit.
    await t.app.services.wallet.post({
      idempotencyKey: `cashier-fund-${randomBytes(6).toString('hex')}`,
      type: 'adjustment',
      transfers: [
        {
          from: { system: 'house' },
          to: { player: member.memberId.toString(), kind: 'cash' },
          amountMinor: 100_000n,
        },
      ],
      actor: 'test',
    });
  } else {
    const order = await call('POST', '/wps/deposits', {
      token: member.token,
      body: {
        channelCode: 'BKASH',
        amount: deposit,
        reference: `TRX${randomBytes(4).toString('hex')}`,
        requestId: `dep-${requestId()}`,
      },
    });
    if (!order.body.success) throw new Error(`deposit refused: ${order.body.code}`);
    const approved = await call('POST', `/bo/api/payments/deposits/${order.body.value.id}/approve`, {
      token: finance,
      body: {},
    });
    if (!approved.body.success) throw new Error(`deposit approval refused: ${approved.body.code}`);
  }
  const walletNumber = freshWalletNumber();
  const bound = await call('POST', '/wps/withdrawals/payout-accounts', {
    token: member.token,
    body: { kind: 'ewallet', provider: 'BKASH', walletNumber, payeeName: options.payee ?? 'Karim Ahmed' },
  });
  if (!bound.body.success) throw new Error(`binding refused: ${bound.body.code}`);
  return {
    token: member.token,
    memberId: member.memberId.toString(),
    username: member.username,
    payoutAccountId: String(bound.body.value.id),
    walletNumber,
  };
}

/** A `withdrawingMember` with a pending withdrawal of `amount`. */
export async function pendingWithdrawal(
  t: TestApp,
  finance: string,
  options: { deposit?: string; amount?: string; payee?: string } = {},
): Promise<CashierCase> {
  const { call } = withdrawalsClient(t);
  const member = await withdrawingMember(t, finance, options);
  const created = await call('POST', '/wps/withdrawals', {
    token: member.token,
    body: {
      payoutAccountId: member.payoutAccountId,
      amount: options.amount ?? '500',
      paymentPassword: DEMO_PAY,
      requestId: requestId(),
    },
  });
  if (!created.body.success) throw new Error(`withdrawal refused: ${created.body.code}`);
  return {
    token: member.token,
    memberId: member.memberId,
    username: member.username,
    withdrawalId: String(created.body.value.id),
    walletNumber: member.walletNumber,
  };
}

/** A settled real-money round of `stakeMinor` for the member, as the vendors module records it. */
export async function settledBet(t: TestApp, memberId: string, username: string, stakeMinor: bigint) {
  const now = t.ctx.now();
  await t.ctx.database.executeSql(
    `insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
       play_money, stake_minor, win_minor, status, opened_at, settled_at, updated_at)
     values ('KHELA', $1, $2, $3, 'KHELA_RNG_0001', 'RNG', 'BDT', false, $4, 0, 'settled', $5, $5, $5)`,
    [`round-${randomBytes(6).toString('hex')}`, memberId, username, stakeMinor.toString(), now.toISOString()],
  );
}
