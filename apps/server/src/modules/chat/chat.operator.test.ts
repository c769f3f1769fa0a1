import type {
  BoChatHistoryPage,
  BoChatOperatorsValue,
  BoChatQueueValue,
  BoChatValue,
  ChatValue,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { pendingWithdrawal } from '../../test/cashier-factory.js';
import { chatClient } from '../../test/chat-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { auditCount } from '../../test/operators.js';

/**
 * The chat console (decision 0065): the queue, take (one operator wins), reply, transfer, close,
 * the player's context, the history search; chat.serve only; take, transfer and close audited.
 */
const t = useTestApp();
const { request, launch, say, operator, memberSession, deposit, listen, eventually } = chatClient(t);

const bo = <T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
) => request<T>(method, url, { token, ...(body === undefined ? {} : { body }) });

describe('permissions', () => {
  it('lets support, admin and owner in; refuses finance, content, risk and a player', async () => {
    for (const role of ['support', 'admin', 'owner'] as const) {
      expect((await bo('GET', '/bo/api/chat/queue', (await operator(role)).token)).status, role).toBe(200);
    }
    for (const role of ['finance', 'content', 'risk'] as const) {
      const res = await bo('GET', '/bo/api/chat/queue', (await operator(role)).token);
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe('OPERATOR_FORBIDDEN');
    }
    const player = await memberSession();
    expect((await bo('GET', '/bo/api/chat/queue', player.token)).status).toBe(401);
  });
});

describe('serving a chat', () => {
  it('takes from the queue, replies live to the player, and closes; each step audited', async () => {
    const member = await memberSession();
    const chat = await launch({ token: member.token });
    await say(chat.chatId, 'My withdrawal is stuck', { token: member.token });
    const support = await operator();
    const queue = await bo<BoChatQueueValue>('GET', '/bo/api/chat/queue', support.token);
    expect(queue.body.value.queued.map((c) => c.chatId)).toContain(chat.chatId);
    expect(queue.body.value.queued.find((c) => c.chatId === chat.chatId)).toMatchObject({
      party: 'member',
      name: member.username,
      lastText: 'My withdrawal is stuck',
    });

    const player = listen({ kind: 'member', memberId: member.memberId });
    const taken = await bo<BoChatValue>('POST', `/bo/api/chat/${chat.chatId}/take`, support.token);
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body.value.chat).toMatchObject({ status: 'active', operatorId: support.id });
    expect(await eventually(player.events, (e) => e.type === 'chat.state')).toMatchObject({
      chatId: chat.chatId,
      status: 'active',
      operatorName: support.username,
    });
    const mine = await bo<BoChatQueueValue>('GET', '/bo/api/chat/queue', support.token);
    expect(mine.body.value.mine.map((c) => c.chatId)).toEqual([chat.chatId]);
    expect(mine.body.value.queued.map((c) => c.chatId)).not.toContain(chat.chatId);

    const reply = await bo('POST', `/bo/api/chat/${chat.chatId}/messages`, support.token, {
      text: 'Checking now',
    });
    expect(reply.status).toBe(200);
    expect(await eventually(player.events, (e) => e.type === 'chat.message')).toMatchObject({
      chatId: chat.chatId,
      message: { from: 'operator', text: 'Checking now', operatorName: support.username },
    });
    player.detach();

    const history = await request<ChatValue>('GET', `/wps/chat/${chat.chatId}`, { token: member.token });
    expect(history.body.value).toMatchObject({ status: 'active', operatorName: support.username });
    expect(history.body.value.messages.map((m) => [m.from, m.text])).toEqual([
      ['player', 'My withdrawal is stuck'],
      ['system', 'taken'],
      ['operator', 'Checking now'],
    ]);

    const closed = await bo<BoChatValue>('POST', `/bo/api/chat/${chat.chatId}/close`, support.token);
    expect(closed.body.value.chat.status).toBe('closed');
    expect((await say(chat.chatId, 'thanks', { token: member.token })).body.code).toBe('CHAT_CLOSED');
    const db = t.ctx.database.db;
    expect(await auditCount(db, 'chat.take', chat.chatId)).toBe(1);
    expect(await auditCount(db, 'chat.close', chat.chatId)).toBe(1);
  });

  it('shows a member’s context (balance, last deposits, open withdrawals); a visitor’s details instead', async () => {
    const member = await memberSession();
    t.setNow(new Date('2026-11-21T06:00:00Z')); // noon in Dhaka: the demo channels are open
    try {
      const order = await deposit(member.token, {
        channelCode: 'NAGAD',
        amount: '500',
        reference: 'NG12345678',
      });
      expect(order.status, order.text).toBe(200);
      const chat = await launch({ token: member.token });
      const support = await operator();
      const view = await bo<BoChatValue>('GET', `/bo/api/chat/${chat.chatId}`, support.token);
      expect(view.body.value.visitor).toBeNull();
      expect(view.body.value.context).toMatchObject({
        memberId: member.memberId,
        username: member.username,
        currency: 'BDT',
        cash: '0.00',
        openWithdrawals: [],
      });
      expect(view.body.value.context?.lastDeposits).toEqual([
        expect.objectContaining({ id: order.body.value.id, amount: '500.00', status: 'pending' }),
      ]);
    } finally {
      t.setNow(new Date());
    }
    const visitor = await launch({ body: { name: 'Rahim', contact: 'rahim@example.com' } });
    const support = await operator();
    const view = await bo<BoChatValue>('GET', `/bo/api/chat/${visitor.chatId}`, support.token);
    expect(view.body.value.context).toBeNull();
    expect(view.body.value.visitor).toMatchObject({ name: 'Rahim', contact: 'rahim@example.com' });
  });

  it('lists a member’s paid deposit and pending withdrawal, with the cash left', async () => {
    const finance = await operator('finance');
    const made = await pendingWithdrawal(t, finance.token, { deposit: '2000', amount: '500' });
    const chat = await launch({ token: made.token });
    const support = await operator();
    const view = await bo<BoChatValue>('GET', `/bo/api/chat/${chat.chatId}`, support.token);
    const context = view.body.value.context;
    expect(context?.memberId).toBe(made.memberId);
    expect(context?.openWithdrawals).toEqual([
      expect.objectContaining({ id: made.withdrawalId, amount: '500.00', status: 'pending' }),
    ]);
    expect(context?.lastDeposits).toEqual([expect.objectContaining({ amount: '2000.00', status: 'paid' })]);
    expect(context?.frozen).toBe('500.00');
    expect(context?.cash).toBe('1500.00');
  });

  it('refuses a reply, transfer or close by an operator who does not serve the chat', async () => {
    const visitor = await launch();
    const first = await operator();
    const second = await operator();
    const url = `/bo/api/chat/${visitor.chatId}`;
    expect((await bo('POST', `${url}/messages`, first.token, { text: 'hi' })).body.code).toBe(
      'CHAT_NOT_YOURS',
    );
    expect((await bo('POST', `${url}/take`, first.token)).status).toBe(200);
    const again = await bo('POST', `${url}/take`, second.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CHAT_ALREADY_TAKEN');
    expect((await bo('POST', `${url}/messages`, second.token, { text: 'hi' })).body.code).toBe(
      'CHAT_NOT_YOURS',
    );
    expect((await bo('POST', `${url}/transfer`, second.token, { operatorId: first.id })).body.code).toBe(
      'CHAT_NOT_YOURS',
    );
    expect((await bo('POST', `${url}/close`, second.token)).body.code).toBe('CHAT_NOT_YOURS');
    expect((await bo('GET', '/bo/api/chat/999999999', first.token)).body.code).toBe('CHAT_NOT_FOUND');
  });

  it('transfers to another serving operator, who may then reply; audited', async () => {
    const visitor = await launch({ body: { name: 'Moved' } });
    const first = await operator();
    const second = await operator('admin');
    const finance = await operator('finance');
    const url = `/bo/api/chat/${visitor.chatId}`;
    await bo('POST', `${url}/take`, first.token);
    const operators = await bo<BoChatOperatorsValue>('GET', '/bo/api/chat/operators', first.token);
    const ids = operators.body.value.list.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(finance.id);
    for (const target of [finance.id, first.id, '999999999']) {
      const res = await bo('POST', `${url}/transfer`, first.token, { operatorId: target });
      expect(res.body.code, target).toBe('CHAT_TRANSFER_TARGET_INVALID');
    }
    const watcher = listen({ kind: 'operator', operatorId: second.id, channels: [] });
    const moved = await bo<BoChatValue>('POST', `${url}/transfer`, first.token, { operatorId: second.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.value.chat).toMatchObject({ operatorId: second.id, operatorName: second.username });
    await eventually(watcher.events, (e) => e.type === 'chat.state' || e.type === 'chat.queue');
    watcher.detach();
    expect((await bo('POST', `${url}/messages`, first.token, { text: 'x' })).body.code).toBe(
      'CHAT_NOT_YOURS',
    );
    expect((await bo('POST', `${url}/messages`, second.token, { text: 'Hello from admin' })).status).toBe(
      200,
    );
    expect(await auditCount(t.ctx.database.db, 'chat.transfer', visitor.chatId)).toBe(1);
    const seen = await request<ChatValue>('GET', `/wps/chat/${visitor.chatId}`, {
      visitor: visitor.visitorToken ?? '',
    });
    expect(seen.body.value.operatorName).toBe(second.username);
  });

  it('closes a queued chat nobody took, and finds closed chats by name', async () => {
    const visitor = await launch({ body: { name: 'Spammer Zed' } });
    const support = await operator();
    expect((await bo('POST', `/bo/api/chat/${visitor.chatId}/close`, support.token)).status).toBe(200);
    expect((await bo('POST', `/bo/api/chat/${visitor.chatId}/take`, support.token)).body.code).toBe(
      'CHAT_CLOSED',
    );
    const found = await bo<BoChatHistoryPage>('GET', '/bo/api/chat/history?name=spammer%20z', support.token);
    expect(found.body.value.list.map((c) => c.chatId)).toEqual([visitor.chatId]);
    expect(found.body.value.list[0]).toMatchObject({
      status: 'closed',
      party: 'visitor',
      name: 'Spammer Zed',
    });
    const none = await bo<BoChatHistoryPage>(
      'GET',
      '/bo/api/chat/history?name=nobody_like_this',
      support.token,
    );
    expect(none.body.value.total).toBe(0);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two operators at once on PostgreSQL', () => {
  it('lets exactly one of several operators taking the same chat win', async () => {
    const operators = await Promise.all(Array.from({ length: 6 }, () => operator()));
    for (let round = 0; round < 5; round++) {
      const visitor = await launch();
      const answers = await Promise.all(
        operators.map((o) => bo<BoChatValue>('POST', `/bo/api/chat/${visitor.chatId}/take`, o.token)),
      );
      const winners = answers.filter((a) => a.status === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === 'CHAT_ALREADY_TAKEN')).toHaveLength(operators.length - 1);
      expect(await auditCount(t.ctx.database.db, 'chat.take', visitor.chatId)).toBe(1);
    }
  });
});
