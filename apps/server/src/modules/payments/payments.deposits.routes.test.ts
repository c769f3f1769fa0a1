import type { DepositChannelsValue, DepositPageValue, DepositValue, OperatorRole } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositsClient, requestIdOf } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';

const t = useTestApp();
const { call, memberSession, deposit, cash } = depositsClient(t);

let member: { token: string; memberId: string; username: string };
let trial = '';

beforeAll(async () => {
  member = await memberSession();
  trial = (await memberSession(TRIAL_TYPE)).token;
});

/** An operator of a role, signed in at the test clock's time. */
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });

/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

describe('who may call the deposit routes', () => {
  it('answers NOT_LOGGED_IN to a guest and IN_NEED_TRUE_ACCOUNT to a trial on every call, creating nothing', async () => {
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/wps/deposits/channels', undefined],
      [
        'POST',
        '/wps/deposits',
        { channelCode: 'BKASH', amount: '500', reference: 'TRX12345', requestId: requestIdOf() },
      ],
      ['GET', '/wps/deposits', undefined],
      ['GET', '/wps/deposits/1', undefined],
    ];
    // Other tests of this file leave pending orders: none new is what this one checks.
    const pending = async () =>
      (
        await call<{ total: number }>('GET', '/bo/api/payments/deposits?status=pending', {
          token: await op('finance'),
        })
      ).body.value.total;
    const before = await pending();
    for (const [method, url, body] of calls) {
      const guest = await call(method, url, { body });
      expect(guest.status, `${method} ${url}`).toBe(401);
      expect(guest.body.code).toBe('NOT_LOGGED_IN');
      const asTrial = await call(method, url, { body, token: trial });
      expect(asTrial.status, `${method} ${url}`).toBe(403);
      expect(asTrial.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    }
    expect(await pending()).toBe(before);
  });
});

describe('channels', () => {
  it('lists the enabled channels in the site currency, in the caller language, without secrets', async () => {
    t.setNow(NOON_DHAKA);
    const en = await call<DepositChannelsValue>('GET', '/wps/deposits/channels', { token: member.token });
    expect(en.status).toBe(200);
    expect(en.body.value.currency).toBe('BDT');
    expect(en.body.value.timeZone).toBe('Asia/Dhaka');
    const codes = en.body.value.channels.map((c) => c.code);
    expect(codes).toEqual(['SANDBOX_PAY', 'BKASH', 'NAGAD', 'ROCKET', 'BANK_TRANSFER']);
    const bkash = en.body.value.channels.find((c) => c.code === 'BKASH');
    expect(bkash).toMatchObject({
      name: 'bKash',
      kind: 'ewallet',
      min: '200.00',
      max: '25000.00',
      openNow: true,
    });
    expect(bkash?.payTo?.accountNumber).toBe('01700000099');
    const sandbox = en.body.value.channels.find((c) => c.code === 'SANDBOX_PAY');
    expect(sandbox?.payTo).toBeNull();
    expect(JSON.stringify(en.body.value)).not.toMatch(/secret/i);
    const bn = await call<DepositChannelsValue>('GET', '/wps/deposits/channels', {
      token: member.token,
      lang: 'bn',
    });
    expect(bn.body.value.channels.find((c) => c.code === 'BKASH')?.name).toBe('বিকাশ');
  });

  it('shows a channel outside its hours as closed and refuses deposits on it', async () => {
    t.setNow(new Date('2026-11-21T20:00:00Z')); // 02:00 in Dhaka; the bank channel is 09:00–21:00
    const list = await call<DepositChannelsValue>('GET', '/wps/deposits/channels', { token: member.token });
    expect(list.body.value.channels.find((c) => c.code === 'BANK_TRANSFER')?.openNow).toBe(false);
    expect(list.body.value.channels.find((c) => c.code === 'BKASH')?.openNow).toBe(true);
    const closed = await deposit(member.token, {
      channelCode: 'BANK_TRANSFER',
      amount: '5000',
      reference: 'BANKREF1',
    });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'PAYMENT_CHANNEL_CLOSED',
      message: 'This payment method is open from 09:00 to 21:00 (Bangladesh time)',
    });
    t.setNow(new Date('2026-11-21T14:59:00Z')); // 20:59 in Dhaka: still open
    const open = await deposit(member.token, {
      channelCode: 'BANK_TRANSFER',
      amount: '5000',
      reference: 'BANKREF1',
    });
    expect(open.status).toBe(200);
    expect(open.body.value.status).toBe('pending');
    t.setNow(NOON_DHAKA);
  });
});

describe('creating a deposit order', () => {
  it('creates a pending manual order with the fee of the channel; the same requestId answers the same order', async () => {
    t.setNow(NOON_DHAKA);
    const before = await cash(member.memberId);
    const requestId = requestIdOf();
    const body = { channelCode: 'NAGAD', amount: '1000.50', reference: 'NGD-778899', requestId };
    const first = await call<DepositValue>('POST', '/wps/deposits', { token: member.token, body });
    expect(first.status).toBe(200);
    // Nagad: 1 % borne by the player, rounded up to the paisa.
    expect(first.body.value).toMatchObject({
      channelCode: 'NAGAD',
      status: 'pending',
      amount: '1000.50',
      fee: '10.01',
      credit: '990.49',
      reference: 'NGD-778899',
      redirectUrl: null,
    });
    const again = await call<DepositValue>('POST', '/wps/deposits', { token: member.token, body });
    expect(again.body.value.id).toBe(first.body.value.id);
    // Nothing is credited before someone confirms it.
    expect(await cash(member.memberId)).toBe(before);
    const bkash = await deposit(member.token, { channelCode: 'BKASH', amount: '500', reference: 'BK12345' });
    // bKash: 1.5 % borne by the platform: the player is credited the whole amount.
    expect(bkash.body.value).toMatchObject({ amount: '500.00', fee: '7.50', credit: '500.00' });
  });

  it.each([
    ['10.123', 'PAYMENT_AMOUNT_INVALID'],
    ['-500', 'PAYMENT_AMOUNT_INVALID'],
    ['0', 'PAYMENT_AMOUNT_INVALID'],
    ['0.00', 'PAYMENT_AMOUNT_INVALID'],
    ['abc', 'PAYMENT_AMOUNT_INVALID'],
    ['1e3', 'PAYMENT_AMOUNT_INVALID'],
    [' ', 'PAYMENT_AMOUNT_INVALID'],
    ['199.99', 'PAYMENT_AMOUNT_BELOW_MIN'],
    ['25000.01', 'PAYMENT_AMOUNT_ABOVE_MAX'],
  ])('refuses the amount %j with %s and saves nothing', async (amount, code) => {
    t.setNow(NOON_DHAKA);
    const fresh = await memberSession();
    const res = await deposit(fresh.token, { channelCode: 'BKASH', amount, reference: 'BK12345' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.value).toMatchObject({ field: 'amount' });
    const mine = await call<DepositPageValue>('GET', '/wps/deposits', { token: fresh.token });
    expect(mine.body.value.total).toBe(0);
  });

  it('names the limit in the message, in Bengali too', async () => {
    const below = await call('POST', '/wps/deposits', {
      token: member.token,
      lang: 'bn',
      body: { channelCode: 'BKASH', amount: '100', reference: 'BK12345', requestId: requestIdOf() },
    });
    expect(below.body.message).toBe('সর্বনিম্ন পরিমাণ ২০০.০০');
    const above = await deposit(member.token, {
      channelCode: 'BKASH',
      amount: '30000',
      reference: 'BK12345',
    });
    expect(above.body.message).toBe('The maximum amount is 25000.00');
  });

  it('refuses an unknown, disabled or malformed channel and a manual order without reference', async () => {
    t.setNow(NOON_DHAKA);
    const unknown = await deposit(member.token, { channelCode: 'NOPE', amount: '500', reference: 'BK12345' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PAYMENT_CHANNEL_NOT_FOUND');
    const malformed = await deposit(member.token, {
      channelCode: 'bkash',
      amount: '500',
      reference: 'BK12345',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    const numeric = await deposit(member.token, { channelCode: 'BKASH', amount: 500, reference: 'BK12345' });
    expect(numeric.body.code).toBe('VALIDATION_FAILED');
    const noReference = await deposit(member.token, { channelCode: 'ROCKET', amount: '500' });
    expect(noReference.status).toBe(400);
    expect(noReference.body.code).toBe('PAYMENT_REFERENCE_REQUIRED');
    const badReference = await deposit(member.token, {
      channelCode: 'ROCKET',
      amount: '500',
      reference: 'x<y',
    });
    expect(badReference.body.code).toBe('VALIDATION_FAILED');

    const owner = await op('owner');
    const off = await call('PATCH', '/bo/api/payments/channels/ROCKET', {
      token: owner,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    const disabled = await deposit(member.token, {
      channelCode: 'ROCKET',
      amount: '500',
      reference: 'RK12345',
    });
    expect(disabled.body.code).toBe('PAYMENT_CHANNEL_NOT_FOUND');
    const list = await call<DepositChannelsValue>('GET', '/wps/deposits/channels', { token: member.token });
    expect(list.body.value.channels.map((c) => c.code)).not.toContain('ROCKET');
    await call('PATCH', '/bo/api/payments/channels/ROCKET', { token: owner, body: { enabled: true } });
  });
});

describe("the member's orders", () => {
  it("lists only my orders, newest first, filtered and paged; someone else's order is not found", async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    const other = await memberSession();
    const ids: string[] = [];
    for (const amount of ['300', '400', '500']) {
      ids.push(
        (await deposit(me.token, { channelCode: 'BKASH', amount, reference: 'BK12345' })).body.value.id,
      );
    }
    const theirs = (await deposit(other.token, { channelCode: 'BKASH', amount: '999', reference: 'BK99999' }))
      .body.value;

    const page1 = await call<DepositPageValue>('GET', '/wps/deposits?pageSize=2', { token: me.token });
    expect(page1.body.value).toMatchObject({ total: 3, totalPages: 2, pageNo: 1, pageSize: 2 });
    expect(page1.body.value.list.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const page2 = await call<DepositPageValue>('GET', '/wps/deposits?pageSize=2&pageNo=2', {
      token: me.token,
    });
    expect(page2.body.value.list.map((o) => o.id)).toEqual([ids[0]]);
    const paid = await call<DepositPageValue>('GET', '/wps/deposits?status=paid', { token: me.token });
    expect(paid.body.value.total).toBe(0);
    const today = await call<DepositPageValue>('GET', '/wps/deposits?from=2026-11-21&to=2026-11-21', {
      token: me.token,
    });
    expect(today.body.value.total).toBe(3);
    const yesterday = await call<DepositPageValue>('GET', '/wps/deposits?from=2026-11-20&to=2026-11-20', {
      token: me.token,
    });
    expect(yesterday.body.value.total).toBe(0);
    const badStatus = await call('GET', '/wps/deposits?status=nope', { token: me.token });
    expect(badStatus.body.code).toBe('VALIDATION_FAILED');

    const mine = await call<DepositValue>('GET', `/wps/deposits/${ids[0]}`, { token: me.token });
    expect(mine.body.value).toMatchObject({ id: ids[0], amount: '300.00', status: 'pending' });
    const notMine = await call('GET', `/wps/deposits/${theirs.id}`, { token: me.token });
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('DEPOSIT_NOT_FOUND');
    const missing = await call('GET', '/wps/deposits/987654321', { token: me.token });
    expect(missing.body.code).toBe('DEPOSIT_NOT_FOUND');
    const huge = await call('GET', '/wps/deposits/99999999999999999999', { token: me.token });
    expect(huge.body.code).toBe('VALIDATION_FAILED');
  });
});
