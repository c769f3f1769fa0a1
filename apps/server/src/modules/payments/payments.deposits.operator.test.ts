import type { DepositValue, OperatorChannelValue, OperatorRole } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';

const t = useTestApp();
const { call, memberSession, deposit, cash } = depositsClient(t);

let member: { token: string; memberId: string; username: string };

beforeAll(async () => {
  member = await memberSession();
});

/** An operator of a role, signed in at the test clock's time. */
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });

/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

describe('operator review', () => {
  it('approves a pending order: one credit from the channel, audited; a second approval is refused', async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    const order = (await deposit(me.token, { channelCode: 'NAGAD', amount: '2000', reference: 'NG123456' }))
      .body.value;
    const finance = await op('finance');
    const providerBefore = await t.app.services.wallet.systemBalance('payment_provider', 'NAGAD');

    const queue = await call<{ list: { id: string; username: string }[] }>(
      'GET',
      `/bo/api/payments/deposits?username=${me.username}`,
      { token: finance },
    );
    expect(queue.body.value.list.map((o) => o.id)).toEqual([order.id]);

    const approved = await call<DepositValue & { paidVia: string }>(
      'POST',
      `/bo/api/payments/deposits/${order.id}/approve`,
      { token: finance, body: { note: 'seen in the Nagad statement' } },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'paid', paidVia: 'operator', credit: '1980.00' });
    expect(await cash(me.memberId)).toBe(198_000n);
    expect(await t.app.services.wallet.systemBalance('payment_provider', 'NAGAD')).toBe(
      providerBefore - 198_000n,
    );

    const twice = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: finance,
      body: {},
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('DEPOSIT_NOT_PENDING');
    const reject = await call('POST', `/bo/api/payments/deposits/${order.id}/reject`, {
      token: finance,
      body: { reason: 'too late' },
    });
    expect(reject.body.code).toBe('DEPOSIT_NOT_PENDING');
    expect(await cash(me.memberId)).toBe(198_000n);

    const audit = await call<{ list: { action: string; target: { id: string }; reason: string | null }[] }>(
      'GET',
      `/bo/api/audit?targetId=${order.id}`,
      { token: await op('owner') },
    );
    const entries = audit.body.value.list.filter((e) => e.action.startsWith('payments.deposit'));
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['payments.deposit.approve', 'seen in the Nagad statement'],
    ]);

    const mine = await call<DepositValue>('GET', `/wps/deposits/${order.id}`, { token: me.token });
    expect(mine.body.value.status).toBe('paid');
  });

  it('rejects with a reason (required), credits nothing, and the member sees the reason', async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    const order = (await deposit(me.token, { channelCode: 'BKASH', amount: '700', reference: 'BK777777' }))
      .body.value;
    const finance = await op('finance');
    const noReason = await call('POST', `/bo/api/payments/deposits/${order.id}/reject`, {
      token: finance,
      body: {},
    });
    expect(noReason.body.code).toBe('VALIDATION_FAILED');
    const rejected = await call('POST', `/bo/api/payments/deposits/${order.id}/reject`, {
      token: finance,
      body: { reason: 'No such bKash transaction' },
    });
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such bKash transaction',
    });
    expect(await cash(me.memberId)).toBe(0n);
    const mine = await call<DepositValue>('GET', `/wps/deposits/${order.id}`, { token: me.token });
    expect(mine.body.value).toMatchObject({ status: 'rejected', rejectReason: 'No such bKash transaction' });
    const approve = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: finance,
      body: {},
    });
    expect(approve.body.code).toBe('DEPOSIT_NOT_PENDING');
  });

  it('keeps players and roles without the permission out', async () => {
    const order = (
      await deposit(member.token, { channelCode: 'BKASH', amount: '800', reference: 'BK888888' })
    ).body.value;
    const support = await op('support');
    const view = await call('GET', '/bo/api/payments/deposits', { token: support });
    expect(view.status).toBe(200);
    const approve = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: support,
      body: {},
    });
    expect(approve.status).toBe(403);
    expect(approve.body.code).toBe('OPERATOR_FORBIDDEN');
    const asPlayer = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: member.token,
      body: {},
    });
    expect(asPlayer.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
    const channels = await call('PATCH', '/bo/api/payments/channels/BKASH', {
      token: await op('risk'),
      body: { min: '100' },
    });
    expect(channels.body.code).toBe('OPERATOR_FORBIDDEN');
    const mine = await call<DepositValue>('GET', `/wps/deposits/${order.id}`, { token: member.token });
    expect(mine.body.value.status).toBe('pending');
  });

  it('expires pending orders past their minutes; an expired order cannot be approved', async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    const order = (await deposit(me.token, { channelCode: 'BKASH', amount: '600', reference: 'BK600600' }))
      .body.value;
    expect(await t.app.services.payments.deposits.expireOverdue()).toBe(0);
    t.setNow(new Date(new Date(order.expiresAt).getTime() + 1000));
    expect(await t.app.services.payments.deposits.expireOverdue()).toBeGreaterThanOrEqual(1);
    const finance = await op('finance');
    const expired = await call<{ list: { id: string }[] }>(
      'GET',
      `/bo/api/payments/deposits?status=expired&username=${me.username}`,
      { token: finance },
    );
    expect(expired.body.value.list.map((o) => o.id)).toEqual([order.id]);
    const approve = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
      token: finance,
      body: {},
    });
    expect(approve.body.code).toBe('DEPOSIT_NOT_PENDING');
    expect(await cash(me.memberId)).toBe(0n);
    t.setNow(NOON_DHAKA);
  });
});

describe('channel configuration', () => {
  it('lists every channel and updates limits, fees and hours, audited; bad settings change nothing', async () => {
    const owner = await op('owner');
    const list = await call<OperatorChannelValue[]>('GET', '/bo/api/payments/channels', { token: owner });
    expect(list.body.value).toHaveLength(5);
    expect(JSON.stringify(list.body.value)).not.toMatch(/secret/i);
    const changed = await call<OperatorChannelValue>('PATCH', '/bo/api/payments/channels/ROCKET', {
      token: owner,
      body: {
        min: '300',
        quickAmounts: ['300', '1000'],
        feeBasisPoints: 50,
        opensAt: '08:00',
        closesAt: '23:30',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({
      min: '300.00',
      quickAmounts: ['300.00', '1000.00'],
      feeBasisPoints: 50,
      opensAt: '08:00',
      closesAt: '23:30',
    });
    const inverted = await call('PATCH', '/bo/api/payments/channels/ROCKET', {
      token: owner,
      body: { max: '200' },
    });
    expect(inverted.body.code).toBe('VALIDATION_FAILED');
    expect(inverted.body.value).toMatchObject({
      fields: [{ field: 'body.max', reason: 'min_above_max', message: expect.stringMatching(/minimum/) }],
    });
    const badHour = await call('PATCH', '/bo/api/payments/channels/ROCKET', {
      token: owner,
      body: { opensAt: '25:00' },
    });
    expect(badHour.body.code).toBe('VALIDATION_FAILED');
    const unknown = await call('PATCH', '/bo/api/payments/channels/NOPE', {
      token: owner,
      body: { enabled: false },
    });
    expect(unknown.body.code).toBe('PAYMENT_CHANNEL_NOT_FOUND');
    const after = await call<OperatorChannelValue[]>('GET', '/bo/api/payments/channels', { token: owner });
    expect(after.body.value.find((c) => c.code === 'ROCKET')).toMatchObject({
      min: '300.00',
      max: '25000.00',
    });
    const audit = await call<{ list: { action: string; after: { min?: string } }[] }>(
      'GET',
      '/bo/api/audit?targetId=ROCKET',
      { token: owner },
    );
    expect(
      audit.body.value.list.some((e) => e.action === 'payments.channel.update' && e.after.min === '300.00'),
    ).toBe(true);
  });
});
