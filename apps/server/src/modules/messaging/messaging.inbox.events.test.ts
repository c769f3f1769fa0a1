import type { InboxPageValue } from '@khela/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { agentsFixture } from '../../test/agents-fixture.js';
import { withdrawingMember } from '../../test/cashier-factory.js';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { operatorToken } from '../../test/operators.js';
import { DEMO_PAY, requestId, withdrawalsClient } from '../../test/withdrawals-client.js';
import * as repo from './messaging.inbox.repo.js';

/**
 * System messages (decision 0060): a credited deposit and a bonus granted (in their own
 * transactions, pushed once committed), a withdrawal paid or rejected and a contract offered
 * (after commit), and the loyalty
 * module's own calls; each event writes one message however often its hook runs.
 */
const t = useTestApp();
const deposits = depositsClient(t);
const withdrawals = withdrawalsClient(t);
const f = agentsFixture(t);
let finance: string;

/** 12:00 in Dhaka: the demo deposit channels are open. */
const NOON = new Date('2026-11-21T06:00:00Z');

async function messagesOf(token: string) {
  const res = await withdrawals.call('GET', '/wps/messages', { token });
  return (res.body.value as unknown as InboxPageValue).list;
}

function listen(memberId: string) {
  const counts: number[] = [];
  const detach = t.app.services.realtime.attach({ kind: 'member', memberId }, (event) => {
    if (event.type === 'messages.unread') counts.push(Number(event.count));
  });
  return { counts, detach };
}

beforeAll(async () => {
  t.setNow(NOON);
  finance = await operatorToken(t.app, 'finance', { now: NOON });
});

describe('deposit credited', () => {
  it('writes the message with the deposit and pushes the count once it is committed', async () => {
    const member = await deposits.memberSession();
    const socket = listen(member.memberId);
    const order = await deposits.paidDeposit(member.token, '500');
    const list = await messagesOf(member.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'deposit.credited',
      read: false,
      title: { en: 'Deposit credited' },
    });
    expect(list[0]?.body.en).toContain('495.00 BDT');
    expect(list[0]?.body.en).toContain(order.id);
    expect(list[0]?.body.bn).toContain('495.00 BDT');
    await vi.waitFor(() => expect(socket.counts).toEqual([1]), { timeout: 5000 });
    socket.detach();
  });

  it('writes nothing when the deposit is refused (no credit, no message)', async () => {
    const member = await deposits.memberSession();
    const order = (
      await deposits.deposit(member.token, { channelCode: 'NAGAD', amount: '300', reference: 'NG1234567' })
    ).body.value;
    const rejected = await deposits.call('POST', `/bo/api/payments/deposits/${order.id}/reject`, {
      token: finance,
      body: { reason: 'no such transfer' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(await messagesOf(member.token)).toEqual([]);
  });
});

describe('withdrawal decided', () => {
  const withdraw = async (amount: string) => {
    const me = await withdrawingMember(t, finance, { deposit: '0' });
    const res = await withdrawals.call('POST', '/wps/withdrawals', {
      token: me.token,
      body: {
        payoutAccountId: me.payoutAccountId,
        amount,
        paymentPassword: DEMO_PAY,
        requestId: requestId(),
      },
    });
    expect(res.status).toBe(200);
    return { me, id: String(res.body.value.id) };
  };
  const op = (path: string, body: unknown = {}) =>
    withdrawals.call('POST', `/bo/api/payments/${path}`, { token: finance, body });

  it('tells the member of a rejection, with the reason, and pushes the count', async () => {
    const { me, id } = await withdraw('150');
    const socket = listen(me.memberId);
    expect((await op(`withdrawals/${id}/reject`, { reason: 'Name does not match' })).status).toBe(200);
    const list = await messagesOf(me.token);
    expect(list.map((m) => m.kind)).toEqual(['withdrawal.rejected']);
    expect(list[0]?.body.en).toContain('150.00 BDT');
    expect(list[0]?.body.en).toContain('Reason: Name does not match');
    expect(socket.counts).toEqual([1]);
    socket.detach();
  });

  it('tells the member of a payout, and nothing on the approval before it', async () => {
    const { me, id } = await withdraw('200');
    expect((await op(`withdrawals/${id}/approve`)).status).toBe(200);
    expect(await messagesOf(me.token)).toEqual([]);
    expect((await op(`withdrawals/${id}/payout`, { reference: 'BK-556677' })).status).toBe(200);
    const list = await messagesOf(me.token);
    expect(list.map((m) => m.kind)).toEqual(['withdrawal.paid']);
    expect(list[0]?.title).toEqual({ en: 'Withdrawal paid', bn: 'উত্তোলন পরিশোধ হয়েছে' });
  });
});

describe('contract offered', () => {
  it('tells the downline agent of the offer', async () => {
    await f.enable('AGENTPOLICY', 'DAILYSALARY');
    const top = await f.member(1, null);
    const token = await f.session(top, 'player');
    const offered = await t.app.services.agents.contracts.offerFromHouse('1', top, {
      downline: top.username,
      type: 'daily',
      tiers: [{ minValidBet: '0', minActive: 0, rateBp: 50 }],
    });
    expect(offered.id).toBeTruthy();
    const list = await messagesOf(token);
    expect(list.map((m) => m.kind)).toEqual(['contract.offered']);
    expect(list[0]?.body.en).toContain('daily salary');
  });
});

describe('reward issued', () => {
  it('tells the member of a bonus granted, with its wagering', async () => {
    const member = await createMemberSession(t);
    const granter = await operatorToken(t.app, 'admin', { now: NOON });
    const granted = await withdrawals.call('POST', '/bo/api/promotions/bonuses', {
      token: granter,
      body: {
        username: member.username,
        amount: '5.00',
        wageringMultiple: 2,
        expiresInDays: 30,
        reason: 'loyal player',
        requestId: requestId(),
      },
    });
    expect(granted.status).toBe(200);
    const list = await messagesOf(member.token);
    expect(list.map((m) => m.kind)).toEqual(['reward.bonus']);
    expect(list[0]?.body.en).toBe(
      'A bonus of 5.00 BDT has been added to your bonus balance. Wager 10.00 BDT to turn it into cash.',
    );
  });
});

describe('systemMessage (the loyalty module and other callers)', () => {
  it('writes one message per event key, sanitised, and never throws', async () => {
    const member = await createMemberSession(t);
    const inbox = t.app.services.messaging.inbox;
    const message = {
      kind: 'vip.level',
      title: { bn: 'VIP লেভেল ৩', en: 'VIP level 3' },
      body: { bn: 'অভিনন্দন', en: 'Well done <img src=x onerror=alert(1)>' },
      dedupeKey: 'vip:test:3',
    };
    await inbox.systemMessage(member.memberId, message);
    await inbox.systemMessage(member.memberId, message);
    const list = await messagesOf(member.token);
    expect(list).toHaveLength(1);
    expect(list[0]?.body.en).toBe('Well done &lt;img src=x onerror=alert(1)&gt;');
    // A failing write is logged, not thrown at the event that caused it.
    const broken = { ...message, dedupeKey: 'vip:test:broken', title: {} as typeof message.title };
    await expect(inbox.systemMessage(member.memberId, broken)).resolves.toBeUndefined();
    expect(await repo.unreadCount(t.ctx.database.db, member.memberId)).toBe(1);
  });
});
