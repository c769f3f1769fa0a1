import { describe, expect, it } from 'vitest';
import { pendingWithdrawal, settledBet } from '../../test/cashier-factory.js';
import { useTestApp } from '../../test/harness.js';
import { auditCount, auditMentions, operatorToken } from '../../test/operators.js';
import { withdrawalsClient } from '../../test/withdrawals-client.js';

/**
 * The cashier's desk (docs/decisions/0043): the queue names the member, their turnover and risk
 * flags; the full account number is revealed on request, to payout roles only, audited; the
 * payout reference is required, checked, stored, and shown to the member. Each test makes its
 * own member and withdrawal.
 */
const t = useTestApp();
const { call } = withdrawalsClient(t);

type Operator = {
  id: string;
  memberId: string;
  member: {
    id: string;
    username: string | null;
    type: number | null;
    turnover: string;
    lastDeposit: { amount: string; paidAt: string } | null;
    flags: string[];
  };
  account: { number: string };
  status: string;
  payoutReference: string | null;
};

/** Today in the site's time zone (the records' days), whatever the UTC date. */
const siteDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(t.ctx.now());

const finance = () => operatorToken(t.app, 'finance', { now: t.ctx.now() });
const op = (token: string, path: string, body: unknown = {}) =>
  call('POST', `/bo/api/payments/${path}`, { token, body });

async function queued(token: string, id: string, status = 'pending'): Promise<Operator | undefined> {
  const list = await call('GET', `/bo/api/payments/withdrawals?status=${status}&pageSize=50`, { token });
  return (list.body.value.list as unknown as Operator[]).find((w) => w.id === id);
}

describe('the withdrawal queue names the member, their turnover and risk flags', () => {
  it('shows username, type, turnover since the last paid deposit, and flags a low turnover and a new account', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token, { deposit: '1000', amount: '500' });
    const row = await queued(token, w.withdrawalId);
    expect(row?.member).toMatchObject({
      id: w.memberId,
      username: w.username,
      type: 0,
      turnover: '0.00',
      lastDeposit: { amount: '1000.00' },
    });
    expect(row?.member.flags).toEqual(['turnover_below_deposit', 'new_payout_account']);
    // The queue still masks the number.
    expect(row?.account.number).not.toContain(w.walletNumber.slice(0, 7));
  });

  it('counts settled real-money stakes after the deposit: enough turnover clears the flag', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token, { deposit: '1000', amount: '500' });
    await settledBet(t, w.memberId, w.username, 60_000n);
    await settledBet(t, w.memberId, w.username, 45_000n);
    const row = await queued(token, w.withdrawalId);
    expect(row?.member.turnover).toBe('1050.00');
    expect(row?.member.flags).toEqual(['new_payout_account']);
  });

  it('flags a member who never had a paid deposit, and a frozen account', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token, { deposit: '0', amount: '100' });
    const before = await queued(token, w.withdrawalId);
    expect(before?.member).toMatchObject({ lastDeposit: null, turnover: '0.00' });
    expect(before?.member.flags).toEqual(['no_paid_deposit', 'new_payout_account']);
    const admin = await operatorToken(t.app, 'admin', { now: t.ctx.now() });
    const frozen = await call('POST', `/bo/api/players/${w.memberId}/freeze`, {
      token: admin,
      body: { reason: 'checking a complaint' },
    });
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    expect((await queued(token, w.withdrawalId))?.member.flags).toContain('account_frozen');
  });

  it('shows the member in the details answer of a decision too', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    const approved = await op(token, `withdrawals/${w.withdrawalId}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'approved', member: { username: w.username } });
  });
});

describe('revealing the full account number', () => {
  it('gives a payout role the full number and records who looked at which withdrawal', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    const before = await auditCount(t.ctx.database.db, 'payments.withdrawal.reveal_account', w.withdrawalId);
    const revealed = await op(token, `withdrawals/${w.withdrawalId}/account`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.value).toEqual({
      withdrawalId: w.withdrawalId,
      provider: 'BKASH',
      number: w.walletNumber,
      payeeName: 'Karim Ahmed',
    });
    expect(await auditCount(t.ctx.database.db, 'payments.withdrawal.reveal_account', w.withdrawalId)).toBe(
      before + 1,
    );
    // The trail says who looked, never the number itself.
    expect(await auditMentions(t.ctx.database.db, w.walletNumber)).toBe(false);
  });

  it('refuses roles without the payout permission, a player, and an unknown withdrawal', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    for (const role of ['support', 'risk', 'content'] as const) {
      const other = await operatorToken(t.app, role, { now: t.ctx.now() });
      const refused = await op(other, `withdrawals/${w.withdrawalId}/account`);
      expect(refused.body.code, role).toBe('OPERATOR_FORBIDDEN');
    }
    expect((await op(w.token, `withdrawals/${w.withdrawalId}/account`)).body.code).toBe(
      'OPERATOR_NOT_LOGGED_IN',
    );
    expect((await op(token, 'withdrawals/999999999/account')).body.code).toBe('WITHDRAWAL_NOT_FOUND');
    expect(await auditCount(t.ctx.database.db, 'payments.withdrawal.reveal_account', w.withdrawalId)).toBe(0);
  });
});

describe('the payout reference', () => {
  it('is required and checked: 4 to 64 letters, digits and - _ / . once trimmed; nothing changes otherwise', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    await op(token, `withdrawals/${w.withdrawalId}/approve`);
    const missing = await op(token, `withdrawals/${w.withdrawalId}/payout`, {});
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    for (const reference of ['', '   ', 'AB1', 'TRX 8K2M', 'TRX#1234', 'x'.repeat(65), 'ট্রানজেকশন১২৩৪']) {
      const bad = await op(token, `withdrawals/${w.withdrawalId}/payout`, { reference });
      expect(bad.status, reference).toBe(400);
      expect(bad.body.code, reference).toBe('WITHDRAWAL_PAYOUT_REFERENCE_INVALID');
    }
    const bn = await call('POST', `/bo/api/payments/withdrawals/${w.withdrawalId}/payout`, {
      token,
      body: { reference: 'a b' },
      lang: 'bn',
    });
    expect(bn.body.message).toContain('পেআউট রেফারেন্স');
    expect((await queued(token, w.withdrawalId, 'approved'))?.status).toBe('approved');
  });

  it('is stored trimmed, shown in the console, and shown to the member in their history and account record', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    await op(token, `withdrawals/${w.withdrawalId}/approve`);
    const paid = await op(token, `withdrawals/${w.withdrawalId}/payout`, {
      reference: '  TRX8K2M4P9Q/01.a_b-c ',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.value).toMatchObject({ status: 'paid', payoutReference: 'TRX8K2M4P9Q/01.a_b-c' });
    expect((await queued(token, w.withdrawalId, 'paid'))?.payoutReference).toBe('TRX8K2M4P9Q/01.a_b-c');

    const mine = await call('GET', '/wps/withdrawals', { token: w.token });
    const listed = (mine.body.value.list as unknown as { id: string; payoutReference: string | null }[]).find(
      (x) => x.id === w.withdrawalId,
    );
    expect(listed?.payoutReference).toBe('TRX8K2M4P9Q/01.a_b-c');

    const day = siteDay();
    const record = await call(
      'GET',
      `/wps/member/records/transactions?startDate=${day}&endDate=${day}&group=withdrawal&wallet=cash`,
      { token: w.token },
    );
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const rows = record.body.value.list as unknown as { type: string; payoutReference: string | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.type === 'withdrawal' && r.payoutReference === 'TRX8K2M4P9Q/01.a_b-c')).toBe(
      true,
    );
  });

  it("is never shown to another member's account record", async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    await op(token, `withdrawals/${w.withdrawalId}/approve`);
    await op(token, `withdrawals/${w.withdrawalId}/payout`, { reference: 'TRX-OTHER-1' });
    const other = await pendingWithdrawal(t, token);
    const day = siteDay();
    const record = await call(
      'GET',
      `/wps/member/records/transactions?startDate=${day}&endDate=${day}&group=withdrawal`,
      { token: other.token },
    );
    const rows = record.body.value.list as unknown as { payoutReference: string | null }[];
    expect(rows.some((r) => r.payoutReference === 'TRX-OTHER-1')).toBe(false);
  });

  it('is available to disputes: the dispute queue carries it', async () => {
    const token = await finance();
    const w = await pendingWithdrawal(t, token);
    await op(token, `withdrawals/${w.withdrawalId}/approve`);
    await op(token, `withdrawals/${w.withdrawalId}/payout`, { reference: 'BK-DISPUTE-77' });
    const { upload } = withdrawalsClient(t);
    const { pngBytes } = await import('../../test/withdrawals-client.js');
    expect((await upload(w.token, w.withdrawalId, 'proof.png', pngBytes())).status).toBe(200);
    const claim = await call('POST', `/wps/withdrawals/${w.withdrawalId}/confirmation`, {
      token: w.token,
      body: { result: 'not_received', note: 'nothing came' },
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    const disputes = await call('GET', '/bo/api/payments/disputes?status=open&pageSize=50', { token });
    const row = (disputes.body.value.list as unknown as Operator[]).find((x) => x.id === w.withdrawalId);
    expect(row).toMatchObject({ payoutReference: 'BK-DISPUTE-77', member: { username: w.username } });
  });
});
