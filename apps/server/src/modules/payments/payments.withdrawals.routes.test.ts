import { beforeAll, describe, expect, it } from 'vitest';
import { type WithdrawingMember, withdrawingMember } from '../../test/cashier-factory.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorToken } from '../../test/operators.js';
import { DEMO_PAY, pngBytes, requestId, withdrawalsClient } from '../../test/withdrawals-client.js';
import * as repo from './payments.withdrawals.repo.js';

const t = useTestApp();
const { call, upload, login, trial, balances } = withdrawalsClient(t);

let demo: string;
let other: string;
let finance: string;

/** A new member with 1,000.00 cash and a bound bKash wallet: each test withdraws as its own. */
const withdrawer = () => withdrawingMember(t, finance, { deposit: '0' });

const withdraw = (
  member: Pick<WithdrawingMember, 'token' | 'payoutAccountId'>,
  amount: string,
  extra: Record<string, unknown> = {},
) =>
  call('POST', '/wps/withdrawals', {
    token: member.token,
    body: {
      payoutAccountId: member.payoutAccountId,
      amount,
      paymentPassword: DEMO_PAY,
      requestId: requestId(),
      ...extra,
    },
  });
const op = (path: string, body: unknown = {}, token = finance) =>
  call('POST', `/bo/api/payments/${path}`, { token, body });

/** Sum of every ledger account: double entry keeps it at zero whatever moved. */
async function ledgerSum(): Promise<bigint> {
  const result = await t.ctx.database.executeSql(
    'select coalesce(sum(balance_minor), 0)::text as total from wallet_account',
  );
  return BigInt((result.rows[0] as { total: string }).total);
}

beforeAll(async () => {
  demo = await login('demo');
  other = await login('player02');
  finance = await operatorToken(t.app, 'finance', { now: t.ctx.now() });
});

describe('who may call', () => {
  it('refuses a guest (401) and a trial account (IN_NEED_TRUE_ACCOUNT)', async () => {
    expect((await call('GET', '/wps/withdrawals/options')).status).toBe(401);
    const guestPost = await call('POST', '/wps/withdrawals', { body: {} });
    expect(guestPost.body.code).toBe('NOT_LOGGED_IN');
    const token = await trial();
    for (const [method, url] of [
      ['GET', '/wps/withdrawals/options'],
      ['GET', '/wps/withdrawals'],
      ['POST', '/wps/withdrawals/payout-accounts'],
    ] as const) {
      const res = await call(method, url, { token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.body.code, url).toBe('IN_NEED_TRUE_ACCOUNT');
    }
  });

  it('refuses a player token and a role without the permission on operator routes', async () => {
    expect((await call('GET', '/bo/api/payments/withdrawals', { token: demo })).body.code).toBe(
      'OPERATOR_NOT_LOGGED_IN',
    );
    const support = await operatorToken(t.app, 'support', { now: t.ctx.now() });
    expect((await op('withdrawals/1/approve', {}, support)).body.code).toBe('OPERATOR_FORBIDDEN');
  });
});

describe('OpenAPI', () => {
  it('documents the withdrawal calls, member and operator', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    for (const path of [
      '/wps/withdrawals',
      '/wps/withdrawals/options',
      '/wps/withdrawals/{id}/proofs',
      '/wps/withdrawals/{id}/confirmation',
      '/bo/api/payments/withdrawals/{id}/approve',
      '/bo/api/payments/disputes/{id}/resolve',
    ])
      expect(paths, path).toContain(path);
  });
});

describe('payout accounts', () => {
  it('binds a bKash wallet under the member payee name and refuses another name or a duplicate', async () => {
    const body = {
      kind: 'ewallet',
      provider: 'BKASH',
      walletNumber: '01711111111',
      payeeName: 'Someone Else',
    };
    const wrong = await call('POST', '/wps/withdrawals/payout-accounts', { token: demo, body });
    expect(wrong.body).toMatchObject({ success: false, code: 'PAYEE_NAME_MISMATCH' });
    const bound = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: demo,
      body: { ...body, payeeName: '  demo   PLAYER ' },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({ provider: 'BKASH', methodCode: 'BKASH', number: '*******1111' });
    const again = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: demo,
      body: { ...body, payeeName: 'Demo Player' },
    });
    expect(again.body.code).toBe('PAYOUT_ACCOUNT_DUPLICATE');
    const bad = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: demo,
      body: { ...body, walletNumber: '12345' },
    });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('lets the first binding set an empty payee name, then holds later ones to it; at most 5', async () => {
    // A member with no binding yet (so no payee name), and someone else's account to try.
    const binder = (await createMemberSession(t, { prefix: 'bind' })).token;
    const owner = await withdrawer();
    const first = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: binder,
      body: {
        kind: 'bank',
        bankName: 'Sonali Bank',
        accountNumber: '1234567890',
        branch: 'Motijheel',
        payeeName: 'Rahim Uddin',
      },
    });
    expect(first.status).toBe(200);
    const options = await call('GET', '/wps/withdrawals/options', { token: binder });
    expect(options.body.value.payeeName).toBe('Rahim Uddin');
    const mismatch = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: binder,
      body: { kind: 'ewallet', provider: 'NAGAD', walletNumber: '01811111111', payeeName: 'Karim' },
    });
    expect(mismatch.body.code).toBe('PAYEE_NAME_MISMATCH');
    for (const n of [2, 3, 4, 5]) {
      const res = await call('POST', '/wps/withdrawals/payout-accounts', {
        token: binder,
        body: {
          kind: 'ewallet',
          provider: 'NAGAD',
          walletNumber: `0181111111${n}`,
          payeeName: 'Rahim Uddin',
        },
      });
      expect(res.status).toBe(200);
    }
    const sixth = await call('POST', '/wps/withdrawals/payout-accounts', {
      token: binder,
      body: { kind: 'ewallet', provider: 'ROCKET', walletNumber: '01911111111', payeeName: 'Rahim Uddin' },
    });
    expect(sixth.body).toMatchObject({
      code: 'PAYOUT_ACCOUNT_LIMIT',
      message: 'You can bind at most 5 payout accounts',
    });
    // Someone else's account cannot be unbound (nor seen).
    const foreign = await call('DELETE', `/wps/withdrawals/payout-accounts/${owner.payoutAccountId}`, {
      token: binder,
    });
    expect(foreign.body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    const removed = await call('DELETE', `/wps/withdrawals/payout-accounts/${String(first.body.value.id)}`, {
      token: binder,
    });
    expect(removed.status).toBe(200);
  });
});

describe('requesting a withdrawal', () => {
  it('refuses bad amounts, limits and a wrong payment password with nothing changed', async () => {
    const me = await withdrawer();
    const before = await balances(me.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '100.005' }, 'PAYMENT_AMOUNT_INVALID'],
      [{ amount: '-200' }, 'PAYMENT_AMOUNT_INVALID'],
      [{ amount: '0' }, 'PAYMENT_AMOUNT_INVALID'],
      [{ amount: '1e3' }, 'PAYMENT_AMOUNT_INVALID'],
      [{ amount: '99.99' }, 'PAYMENT_AMOUNT_BELOW_MIN'],
      [{ amount: '25000.01' }, 'PAYMENT_AMOUNT_ABOVE_MAX'],
      [{ amount: '200', paymentPassword: '111111' }, 'PAYMENT_PASSWORD_WRONG'],
      [{ amount: '200', payoutAccountId: '999999' }, 'PAYOUT_ACCOUNT_NOT_FOUND'],
    ];
    for (const [extra, code] of cases) {
      const res = await withdraw(me, '200', extra);
      expect(res.body.code, JSON.stringify(extra)).toBe(code);
    }
    const min = await withdraw(me, '99.99');
    expect(min.body.message).toBe('The minimum amount is 100.00');
    // Another member's payout account is not theirs to use.
    const foreign = await withdraw({ token: other, payoutAccountId: me.payoutAccountId }, '200');
    expect(foreign.body.code).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await balances(me.token)).toEqual(before);
    expect((await call('GET', '/wps/withdrawals', { token: me.token })).body.value.total).toBe(0);
  });

  it('refuses more than the cash with WALLET_INSUFFICIENT_FUNDS and saves nothing', async () => {
    const me = await withdrawer();
    const res = await withdraw(me, '6000');
    expect(res.body).toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    expect((await call('GET', '/wps/withdrawals', { token: me.token })).body.value.total).toBe(0);
  });

  it('freezes the amount at request time; a repeated requestId answers the same withdrawal', async () => {
    const me = await withdrawer();
    const before = await balances(me.token);
    const id = requestId();
    const first = await withdraw(me, '250.50', { requestId: id });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      status: 'pending',
      amount: '250.50',
      fee: '0.00',
      payout: '250.50',
    });
    const again = await withdraw(me, '250.50', { requestId: id });
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(await balances(me.token)).toEqual({
      cash: before.cash - 25_050n,
      frozen: before.frozen + 25_050n,
    });
    const mine = await call('GET', '/wps/withdrawals', { token: me.token });
    expect(mine.body.value.total).toBe(1);
    // Someone else's withdrawal: not found, for reading and for confirming.
    const foreign = await call('GET', `/wps/withdrawals/${String(first.body.value.id)}`, { token: other });
    expect(foreign.body.code).toBe('WITHDRAWAL_NOT_FOUND');
    const foreignConfirm = await call(
      'POST',
      `/wps/withdrawals/${String(first.body.value.id)}/confirmation`,
      {
        token: other,
        body: { result: 'received' },
      },
    );
    expect(foreignConfirm.body.code).toBe('WITHDRAWAL_NOT_FOUND');
  });

  it('applies the daily count and amount limits of the method', async () => {
    const me = await withdrawer();
    // An earlier request today: with the limits below, 249.50 and one more request remain.
    expect((await withdraw(me, '250.50')).status).toBe(200);
    await repo.updateMethod(t.ctx.database.db, 'BKASH', { dailyCount: 2, dailyAmountMinor: 50_000n });
    try {
      const over = await withdraw(me, '300');
      expect(over.body).toMatchObject({ code: 'WITHDRAWAL_DAILY_AMOUNT_EXCEEDED' });
      expect(over.body.message).toBe(
        'The daily withdrawal limit is 500.00; you can still withdraw 249.50 today',
      );
      expect((await withdraw(me, '100')).status).toBe(200);
      const third = await withdraw(me, '100');
      expect(third.body.code).toBe('WITHDRAWAL_DAILY_COUNT_EXCEEDED');
    } finally {
      await repo.updateMethod(t.ctx.database.db, 'BKASH', { dailyCount: 50, dailyAmountMinor: 10_000_000n });
    }
  });
});

describe('review, payout and confirmation', () => {
  it('approve → payout → received moves frozen to the provider; decisions are checked against the state', async () => {
    const me = await withdrawer();
    const sumBefore = await ledgerSum();
    const created = await withdraw(me, '400');
    const id = String(created.body.value.id);
    const before = await balances(me.token);
    const queue = await call('GET', '/bo/api/payments/withdrawals?status=pending', { token: finance });
    expect((queue.body.value.list as { id: string }[]).map((w) => w.id)).toContain(id);
    expect((await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' })).body.code).toBe(
      'WITHDRAWAL_WRONG_STATE',
    );
    const approved = await op(`withdrawals/${id}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'approved' });
    expect((await op(`withdrawals/${id}/approve`)).body).toMatchObject({
      code: 'WITHDRAWAL_WRONG_STATE',
      message: 'This withdrawal is approved and cannot be changed this way',
    });
    const early = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'received' },
    });
    expect(early.body.code).toBe('WITHDRAWAL_WRONG_STATE');
    const paid = await op(`withdrawals/${id}/payout`, { reference: 'BK-778899' });
    expect(paid.body.value).toMatchObject({ status: 'paid', payoutReference: 'BK-778899' });
    expect(paid.body.value.confirmDueAt).not.toBeNull();
    expect(await balances(me.token)).toEqual({ cash: before.cash, frozen: before.frozen - 40_000n });
    const confirmed = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'received' },
    });
    expect(confirmed.body.value).toMatchObject({ status: 'completed', confirmation: 'received' });
    expect(await ledgerSum()).toBe(sumBefore);
    // Each decision left one audit entry, in order, naming who decided.
    const audit = await call('GET', `/bo/api/audit?targetType=withdrawal&targetId=${id}&order=asc`, {
      token: await operatorToken(t.app, 'owner', { now: t.ctx.now() }),
    });
    const entries = audit.body.value.list as {
      action: string;
      actor: { kind: string };
      reason: string | null;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      'payments.withdrawal.approve',
      'payments.withdrawal.payout',
      'payments.withdrawal.received',
    ]);
    expect(entries.map((e) => e.actor.kind)).toEqual(['operator', 'operator', 'player']);
    expect(entries[1]?.reason).toBe('BK-778899');
  });

  it('reject with a reason returns the amount to cash', async () => {
    const me = await withdrawer();
    const before = await balances(me.token);
    const id = String((await withdraw(me, '150')).body.value.id);
    expect((await op(`withdrawals/${id}/reject`, {})).body.code).toBe('VALIDATION_FAILED');
    const rejected = await op(`withdrawals/${id}/reject`, { reason: 'Name on the wallet does not match' });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name on the wallet does not match',
    });
    expect(await balances(me.token)).toEqual(before);
    expect((await op(`withdrawals/${id}/reject`, { reason: 'again' })).body.code).toBe(
      'WITHDRAWAL_WRONG_STATE',
    );
  });

  it('counts silence as received after the method minutes, and refuses a late answer', async () => {
    const me = await withdrawer();
    const id = String((await withdraw(me, '120')).body.value.id);
    await op(`withdrawals/${id}/approve`);
    await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
    const services = t.app.services.payments.withdrawals;
    // The test clock: payout stamped the window from it.
    const start = t.ctx.now();
    t.setNow(new Date(start.getTime() + 29 * 60_000));
    expect(await services.confirmation.autoConfirmDue()).toBe(0);
    t.setNow(new Date(start.getTime() + 31 * 60_000));
    try {
      const late = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
        token: me.token,
        body: { result: 'not_received' },
      });
      expect(late.body.code).toBe('WITHDRAWAL_WRONG_STATE');
      const row = await call('GET', `/wps/withdrawals/${id}`, { token: me.token });
      expect(row.body.value).toMatchObject({ status: 'completed', confirmation: 'auto_received' });
    } finally {
      t.setNow(start);
    }
  });

  it('auto-confirms through the job when nobody answers', async () => {
    const me = await withdrawer();
    const start = t.ctx.now();
    // The job confirms every paid withdrawal due, whichever test paid it: settle those first, so
    // the count below is this test's withdrawal alone.
    t.setNow(new Date(start.getTime() + 31 * 60_000));
    try {
      await t.app.services.payments.withdrawals.confirmation.autoConfirmDue();
    } finally {
      t.setNow(start);
    }
    const id = String((await withdraw(me, '110')).body.value.id);
    await op(`withdrawals/${id}/approve`);
    await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
    t.setNow(new Date(start.getTime() + 31 * 60_000));
    try {
      expect(await t.app.services.payments.withdrawals.confirmation.autoConfirmDue()).toBe(1);
    } finally {
      t.setNow(start);
    }
    const row = await call('GET', `/wps/withdrawals/${id}`, { token: me.token });
    expect(row.body.value).toMatchObject({ status: 'completed', confirmation: 'auto_received' });
  });
});

describe('method settings', () => {
  it('lets an operator with payments.channels.manage set a fee; the house keeps it at payout', async () => {
    const me = await withdrawer();
    const support = await operatorToken(t.app, 'support', { now: t.ctx.now() });
    const patch = (body: unknown, token = finance) =>
      call('PATCH', '/bo/api/payments/withdrawal-methods/BKASH', { token, body });
    expect((await patch({ feeBasisPoints: 100 }, support)).body.code).toBe('OPERATOR_FORBIDDEN');
    const inverted = await patch({ min: '500', max: '100' });
    expect(inverted.body.code).toBe('VALIDATION_FAILED');
    expect(inverted.body.value).toMatchObject({ fields: [{ field: 'body.max', reason: 'min_above_max' }] });
    const changed = await patch({ feeFixed: '2', feeBasisPoints: 100 });
    expect(changed.body.value).toMatchObject({ code: 'BKASH', feeFixed: '2.00', feeBasisPoints: 100 });
    try {
      const house = () => t.app.services.wallet.systemBalance('house');
      const houseBefore = await house();
      const created = await withdraw(me, '200');
      expect(created.body.value).toMatchObject({ amount: '200.00', fee: '4.00', payout: '196.00' });
      const id = String(created.body.value.id);
      await op(`withdrawals/${id}/approve`);
      await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
      expect((await house()) - houseBefore).toBe(400n);
    } finally {
      await patch({ feeFixed: '0', feeBasisPoints: 0 });
    }
    const methods = await call('GET', '/bo/api/payments/withdrawal-methods', { token: finance });
    expect(methods.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'BKASH', feeBasisPoints: 0 })]),
    );
  });
});

describe('not received: the dispute', () => {
  it('needs a proof, opens a dispute, and a refund re-credits the member exactly once', async () => {
    const me = await withdrawer();
    const id = String((await withdraw(me, '300')).body.value.id);
    await op(`withdrawals/${id}/approve`);
    await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
    const noProof = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'not_received' },
    });
    expect(noProof.body.code).toBe('WITHDRAWAL_PROOF_REQUIRED');
    expect((await upload(me.token, id, 'bkash-history.png', pngBytes())).status).toBe(200);
    const disputed = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'not_received', note: 'Nothing arrived in my bKash' },
    });
    expect(disputed.body.value).toMatchObject({ status: 'disputed', confirmation: 'not_received' });
    const dispute = disputed.body.value.dispute as { id: string; status: string };
    expect(dispute.status).toBe('open');
    const queue = await call('GET', '/bo/api/payments/disputes', { token: finance });
    expect((queue.body.value.list as { id: string }[]).map((w) => w.id)).toContain(id);
    const before = await balances(me.token);
    const risk = await operatorToken(t.app, 'risk', { now: t.ctx.now() });
    const resolved = await op(
      `disputes/${dispute.id}/resolve`,
      { outcome: 'refund', note: 'No payout in the bKash statement' },
      risk,
    );
    expect(resolved.body.value).toMatchObject({ status: 'refunded' });
    expect(await balances(me.token)).toEqual({ cash: before.cash + 30_000n, frozen: before.frozen });
    const twice = await op(`disputes/${dispute.id}/resolve`, { outcome: 'refund', note: 'again' }, risk);
    expect(twice.body.code).toBe('DISPUTE_NOT_OPEN');
    expect(await balances(me.token)).toEqual({ cash: before.cash + 30_000n, frozen: before.frozen });
  });

  it('resolves as paid: the withdrawal completes and no money moves', async () => {
    const me = await withdrawer();
    const id = String((await withdraw(me, '200')).body.value.id);
    await op(`withdrawals/${id}/approve`);
    await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
    await upload(me.token, id, 'proof.png', pngBytes());
    const disputed = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'not_received' },
    });
    const disputeId = (disputed.body.value.dispute as { id: string }).id;
    const before = await balances(me.token);
    const resolved = await op(`disputes/${disputeId}/resolve`, {
      outcome: 'paid',
      note: 'bKash TrxID 9XK2 shows delivery',
    });
    expect(resolved.body.value).toMatchObject({ status: 'completed' });
    expect(await balances(me.token)).toEqual(before);
  });

  it('full payment closes the withdrawal as completed', async () => {
    const me = await withdrawer();
    const id = String((await withdraw(me, '130')).body.value.id);
    await op(`withdrawals/${id}/approve`);
    await op(`withdrawals/${id}/payout`, { reference: 'TRX-TEST-01' });
    const res = await call('POST', `/wps/withdrawals/${id}/confirmation`, {
      token: me.token,
      body: { result: 'full_payment' },
    });
    expect(res.body.value).toMatchObject({ status: 'completed', confirmation: 'full_payment' });
  });
});
