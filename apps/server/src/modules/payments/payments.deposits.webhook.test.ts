import type { DepositValue } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { signWebhook, WEBHOOK_REPLAY_WINDOW_MS } from './payments.gateway.js';

const t = useTestApp();
const { call, memberSession, deposit, cash, provider, secretOf, webhook } = depositsClient(t);
const CHANNEL = 'SANDBOX_PAY';

let secret = '';
beforeAll(async () => {
  secret = await secretOf(CHANNEL);
});

/** A member with a pending sandbox order of `amount`, and the order's gateway payment ref. */
async function gatewayOrder(amount: string) {
  const member = await memberSession();
  const order = (await deposit(member.token, { channelCode: CHANNEL, amount })).body.value;
  const paymentRef = order.redirectUrl?.split('/').pop() ?? '';
  return { member, order, paymentRef };
}

const bodyOf = (order: DepositValue, paymentRef: string, overrides: Record<string, string> = {}) =>
  JSON.stringify({
    paymentRef,
    orderId: order.id,
    status: 'paid',
    amount: order.amount,
    currency: order.currency,
    ...overrides,
  });

async function statusOf(token: string, id: string) {
  return (await call<DepositValue>('GET', `/wps/deposits/${id}`, { token })).body.value.status;
}

async function logOf(orderId: string) {
  return (await t.app.services.payments.deposits.webhookLog(orderId)).map((row) => row.outcome);
}

describe('the sandbox gateway', () => {
  it('redirects to its page, takes the payment, calls the signed webhook and sends the player back; credit once', async () => {
    const { member, order, paymentRef } = await gatewayOrder('1500');
    expect(order).toMatchObject({
      status: 'pending',
      channelKind: 'gateway',
      fee: '0.00',
      credit: '1500.00',
    });
    expect(order.redirectUrl).toMatch(/^\/sandbox-pay\/SBX[0-9A-F]{24}$/);
    const providerBefore = await provider(CHANNEL);

    const checkout = await t.app.inject({ method: 'GET', url: order.redirectUrl ?? '' });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toMatch(/text\/html/);
    expect(checkout.body).toContain('1500.00 BDT');
    expect(checkout.body).toContain(`/sandbox-pay/${paymentRef}/pay`);

    const paid = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${paymentRef}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/member/depositv2?order=${order.id}&result=paid`);
    expect(await statusOf(member.token, order.id)).toBe('paid');
    expect(await cash(member.memberId)).toBe(150_000n);
    expect(await provider(CHANNEL)).toBe(providerBefore - 150_000n);

    // The player reloads the result (the sandbox re-sends its webhook): still one credit.
    const again = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${paymentRef}/pay` });
    expect(again.statusCode).toBe(303);
    expect(await cash(member.memberId)).toBe(150_000n);
    expect(await logOf(order.id)).toEqual(['credited', 'duplicate']);
    const history = await t.app.services.wallet.history({
      player: member.memberId,
      types: ['deposit'],
      from: new Date(t.ctx.now().getTime() - 86_400_000),
      to: new Date(t.ctx.now().getTime() + 60_000),
      page: 1,
      pageSize: 10,
    });
    expect(history.rows.map((r) => [r.reference, r.amountMinor])).toEqual([
      [`deposit:${order.id}`, 150_000n],
    ]);
  });

  it('cancel and fail close the order as rejected without money', async () => {
    for (const action of ['cancel', 'fail'] as const) {
      const { member, order, paymentRef } = await gatewayOrder('300');
      const res = await t.app.inject({ method: 'POST', url: `/sandbox-pay/${paymentRef}/${action}` });
      expect(res.headers.location).toBe(
        `/member/depositv2?order=${order.id}&result=${action === 'cancel' ? 'cancelled' : 'failed'}`,
      );
      const mine = (await call<DepositValue>('GET', `/wps/deposits/${order.id}`, { token: member.token }))
        .body.value;
      expect(mine.status).toBe('rejected');
      expect(mine.redirectUrl).toBeNull();
      expect(await cash(member.memberId)).toBe(0n);
      // A late "paid" for the same payment changes nothing either.
      const late = await webhook(CHANNEL, bodyOf(order, paymentRef), secret);
      expect(late.body.value).toMatchObject({ status: 'rejected', duplicate: true });
      expect(await cash(member.memberId)).toBe(0n);
    }
  });

  it('answers an unknown payment with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-pay/SBX000000000000000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('webhook authentication', () => {
  it('refuses a bad signature, another secret, a missing signature, and records each', async () => {
    const { member, order, paymentRef } = await gatewayOrder('500');
    const body = bodyOf(order, paymentRef);
    const forged = await webhook(CHANNEL, body, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({
      code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
      message: 'Invalid webhook signature',
    });
    const tampered = await call('POST', `/wps/deposits/webhook/${CHANNEL}`, {
      raw: body.replace('"500.00"', '"5000.00"'),
      headers: signWebhook(secret, body, t.ctx.now().getTime()),
    });
    expect(tampered.body.code).toBe('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await call('POST', `/wps/deposits/webhook/${CHANNEL}`, { raw: body });
    expect(unsigned.body.code).toBe('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    const manualChannel = await webhook('BKASH', body, secret);
    expect(manualChannel.body.code).toBe('PAYMENT_WEBHOOK_SIGNATURE_INVALID');
    expect(await statusOf(member.token, order.id)).toBe('pending');
    expect(await cash(member.memberId)).toBe(0n);
    const log = await t.app.services.payments.deposits.webhookLog();
    expect(log.filter((r) => r.outcome === 'bad_signature').length).toBeGreaterThanOrEqual(3);
    expect(log.some((r) => r.outcome === 'unknown_channel' && r.channelCode === 'BKASH')).toBe(true);
  });

  it('refuses a timestamp outside the replay window, either way', async () => {
    const { member, order, paymentRef } = await gatewayOrder('500');
    const body = bodyOf(order, paymentRef);
    const now = t.ctx.now().getTime();
    for (const timestamp of [now - WEBHOOK_REPLAY_WINDOW_MS - 1000, now + WEBHOOK_REPLAY_WINDOW_MS + 1000]) {
      const stale = await webhook(CHANNEL, body, secret, timestamp);
      expect(stale.status).toBe(401);
      expect(stale.body.code).toBe('PAYMENT_WEBHOOK_STALE');
    }
    expect(await statusOf(member.token, order.id)).toBe('pending');
    const inWindow = await webhook(CHANNEL, body, secret, now - WEBHOOK_REPLAY_WINDOW_MS + 5000);
    expect(inWindow.body.value).toMatchObject({ status: 'paid', duplicate: false });
    expect(await cash(member.memberId)).toBe(50_000n);
  });
});

describe('webhook content', () => {
  it('records and refuses a webhook for an unknown order, another payment, or a different amount or currency', async () => {
    const { member, order, paymentRef } = await gatewayOrder('800');
    const cases: [string, string][] = [
      [bodyOf(order, paymentRef, { orderId: '999999999' }), 'unknown_order'],
      [bodyOf(order, 'SBX0000000000000000000000'), 'unknown_order'],
      [bodyOf(order, paymentRef, { amount: '8000.00' }), 'amount_mismatch'],
      [bodyOf(order, paymentRef, { amount: '799.99' }), 'amount_mismatch'],
      [bodyOf(order, paymentRef, { currency: 'INR' }), 'amount_mismatch'],
    ];
    for (const [body, outcome] of cases) {
      const res = await webhook(CHANNEL, body, secret);
      expect(res.status, outcome).toBe(409);
      expect(res.body.code).toBe('PAYMENT_WEBHOOK_REFUSED');
      const last = (await t.app.services.payments.deposits.webhookLog()).at(-1);
      expect(last?.outcome).toBe(outcome);
      expect(last?.body).toBe(body);
    }
    const garbage = await webhook(CHANNEL, '{"hello":1}', secret);
    expect(garbage.body.code).toBe('PAYMENT_WEBHOOK_REFUSED');
    expect(await statusOf(member.token, order.id)).toBe('pending');
    expect(await cash(member.memberId)).toBe(0n);
  });

  it('records and refuses a webhook for an expired order', async () => {
    const { member, order, paymentRef } = await gatewayOrder('900');
    const start = t.ctx.now();
    t.setNow(new Date(new Date(order.expiresAt).getTime() + 60_000));
    await t.app.services.payments.deposits.expireOverdue();
    const res = await webhook(CHANNEL, bodyOf(order, paymentRef), secret);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PAYMENT_WEBHOOK_REFUSED');
    expect(await logOf(order.id)).toEqual(['expired']);
    expect(await cash(member.memberId)).toBe(0n);
    t.setNow(start);
  });
});

describe('exactly one credit', () => {
  it('the same webhook 5 times at once credits once', async () => {
    const { member, order, paymentRef } = await gatewayOrder('2500');
    const providerBefore = await provider(CHANNEL);
    const body = bodyOf(order, paymentRef);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(CHANNEL, body, secret)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.value.duplicate === false)).toHaveLength(1);
    expect(await cash(member.memberId)).toBe(250_000n);
    expect(await provider(CHANNEL)).toBe(providerBefore - 250_000n);
    const log = await logOf(order.id);
    expect(log.filter((o) => o === 'credited')).toHaveLength(1);
    expect(log.filter((o) => o === 'duplicate')).toHaveLength(4);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'webhooks racing an operator approval on PostgreSQL: one credit, whoever wins',
    async () => {
      const finance = await operatorToken(t.app, 'finance', { now: t.ctx.now() });
      for (let round = 0; round < 5; round++) {
        const { member, order, paymentRef } = await gatewayOrder('1000');
        const body = bodyOf(order, paymentRef);
        await Promise.all([
          ...Array.from({ length: 4 }, () => webhook(CHANNEL, body, secret)),
          call('POST', `/bo/api/payments/deposits/${order.id}/approve`, { token: finance, body: {} }),
        ]);
        expect(await statusOf(member.token, order.id)).toBe('paid');
        expect(await cash(member.memberId)).toBe(100_000n);
      }
      const reconciliation = await t.app.services.wallet.reconcile();
      expect(reconciliation?.clean).toBe(true);
    },
  );
});
