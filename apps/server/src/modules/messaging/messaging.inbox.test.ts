import type {
  InboxPageValue,
  InboxPreviewValue,
  InboxSentItem,
  InboxSentPage,
  OperatorRole,
} from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { auditCount, operatorToken } from '../../test/operators.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';
import * as repo from './messaging.inbox.repo.js';

/**
 * Platform messages (messageV2, decision 0060): who may call each route, an operator's message to
 * one player from preview to delete, the unread count in member info and CSP_unreadCount, the
 * badge push, someone else's message, and the composer's refusals and permissions.
 */
const t = useTestApp();
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });

type Answer<T> = { status: number; body: { success: boolean; value: T; code?: string; message: string } };

async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-lang': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}

const texts = (title = 'Weekend news') => ({
  bn: { title: `${title} (BN)`, body: '<p>শুভ সপ্তাহান্ত</p>' },
  en: { title, body: '<p onclick="steal()">Have a <b>good</b> weekend</p><script>x()</script>' },
});
const toPlayer = (username: string, title?: string) => ({
  audience: { kind: 'member', username },
  ...texts(title),
});

/** Every `messages.unread` count pushed to the member's sockets, in order. */
function listen(memberId: string) {
  const counts: number[] = [];
  const detach = t.app.services.realtime.attach({ kind: 'member', memberId }, (event) => {
    if (event.type === 'messages.unread') counts.push(Number(event.count));
  });
  return { counts, detach };
}

const unreadCount = async (token: string) =>
  (await call<{ count: number }>('GET', '/wps/relay/CSP_unreadCount', token)).body.value.count;

let support: string;
let content: string;

beforeAll(async () => {
  support = await op('support');
  content = await op('content');
});

describe('who may call', () => {
  const memberRoutes = [
    ['GET', '/wps/messages'],
    ['POST', '/wps/messages/read-all'],
    ['POST', '/wps/messages/1/read'],
    ['DELETE', '/wps/messages/1'],
  ] as const;

  it('refuses a guest everywhere with NOT_LOGGED_IN', async () => {
    for (const [method, url] of [
      ...memberRoutes,
      ['GET', '/wps/relay/CSP_unreadCount'],
      ['GET', '/wps/messages/unread'],
    ] as const) {
      const res = await call(method, url);
      expect([res.status, res.body.code], url).toEqual([401, 'NOT_LOGGED_IN']);
    }
  });

  it('gives a trial account 0 without reading its rows, and refuses it the list', async () => {
    const trial = await createMemberSession(t, { type: TRIAL_TYPE, prefix: 'tr' });
    // A row the trial could never get from the composer: the unread calls must not even look.
    const db = t.ctx.database.db;
    const id = await repo.insertMessage(db, {
      kind: 'operator',
      audience: null,
      titleBn: 'x',
      titleEn: 'x',
      bodyBn: 'x',
      bodyEn: 'x',
      recipientCount: 1,
      sentAt: t.ctx.now(),
    });
    await repo.insertRecipients(db, id, [trial.memberId]);
    expect(await repo.unreadCount(db, trial.memberId)).toBe(1);
    expect(await unreadCount(trial.token)).toBe(0);
    const unread = await call('GET', '/wps/messages/unread', trial.token);
    expect(unread.body.value).toEqual({ count: 0, list: [] });
    const info = await call<{ unreadMessages: number }>('GET', '/wps/member/info', trial.token);
    expect(info.body.value.unreadMessages).toBe(0);
    for (const [method, url] of memberRoutes) {
      expect((await call(method, url, trial.token)).body.code, url).toBe('IN_NEED_TRUE_ACCOUNT');
    }
  });

  it('keeps the composer to operators holding messages.compose, the sent list to messages.view', async () => {
    const player = await createMemberSession(t);
    const body = toPlayer(player.username);
    expect((await call('POST', '/bo/api/messages', player.token, body)).body.code).toBe(
      'OPERATOR_NOT_LOGGED_IN',
    );
    expect((await call('POST', '/bo/api/messages/preview', await op('finance'), body)).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    expect((await call('GET', '/bo/api/messages', content)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await call('GET', '/bo/api/messages', support)).status).toBe(200);
  });
});

describe('a message to one player', () => {
  it('previews, sends (audited), counts, pushes, lists, reads, deletes', async () => {
    const player = await createMemberSession(t);
    const bystander = await createMemberSession(t);
    const socket = listen(player.memberId.toString());
    const elsewhere = listen(bystander.memberId.toString());

    const preview = await call<InboxPreviewValue>(
      'POST',
      '/bo/api/messages/preview',
      content,
      toPlayer(player.username),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.value.recipients).toBe(1);
    // Sanitised like announcements: only bare allowed tags survive; attributes and scripts are text.
    expect(preview.body.value.body.en).toBe(
      '&lt;p onclick=&quot;steal()&quot;&gt;Have a <b>good</b> weekend</p>&lt;script&gt;x()&lt;/script&gt;',
    );
    expect(preview.body.value.body.bn).toBe('<p>শুভ সপ্তাহান্ত</p>');
    expect(await unreadCount(player.token)).toBe(0); // a preview writes nothing

    const sent = await call<InboxSentItem>('POST', '/bo/api/messages', content, toPlayer(player.username));
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ recipients: 1, read: 0, audience: { kind: 'member' } });
    expect(await auditCount(t.ctx.database.db, 'messages.send', sent.body.value.id)).toBe(1);
    expect(socket.counts).toEqual([1]);
    expect(elsewhere.counts).toEqual([]);

    expect(await unreadCount(player.token)).toBe(1);
    const info = await call<{ unreadMessages: number }>('GET', '/wps/member/info', player.token);
    expect(info.body.value.unreadMessages).toBe(1);
    const unread = await call<{ count: number; list: { id: string }[] }>(
      'GET',
      '/wps/messages/unread',
      player.token,
    );
    expect(unread.body.value.count).toBe(1);
    expect(unread.body.value.list.map((m) => m.id)).toEqual([sent.body.value.id]);

    const list = await call<InboxPageValue>('GET', '/wps/messages', player.token);
    expect(list.body.value).toMatchObject({ total: 1, unread: 1, pageNo: 1, totalPages: 1 });
    expect(list.body.value.list[0]).toMatchObject({
      id: sent.body.value.id,
      kind: 'operator',
      read: false,
      title: { en: 'Weekend news', bn: 'Weekend news (BN)' },
    });
    expect(await unreadCount(bystander.token)).toBe(0);

    const read = await call('POST', `/wps/messages/${sent.body.value.id}/read`, player.token);
    expect(read.body.value).toEqual({ count: 0 });
    expect(socket.counts).toEqual([1, 0]);
    // Reading again changes nothing and still answers.
    expect((await call('POST', `/wps/messages/${sent.body.value.id}/read`, player.token)).status).toBe(200);
    const after = await call<InboxPageValue>('GET', '/wps/messages', player.token);
    expect(after.body.value.list[0]?.read).toBe(true);
    const sentList = await call<InboxSentPage>('GET', '/bo/api/messages', support);
    expect(sentList.body.value.list.find((m) => m.id === sent.body.value.id)).toMatchObject({
      recipients: 1,
      read: 1,
      sentBy: expect.stringMatching(/^tcontent/),
    });

    const removed = await call('DELETE', `/wps/messages/${sent.body.value.id}`, player.token);
    expect(removed.body.value).toEqual({ count: 0 });
    const empty = await call<InboxPageValue>('GET', '/wps/messages', player.token);
    expect(empty.body.value).toMatchObject({ total: 0, list: [] });
    for (const [method, url] of [
      ['POST', `/wps/messages/${sent.body.value.id}/read`],
      ['DELETE', `/wps/messages/${sent.body.value.id}`],
    ] as const) {
      const res = await call(method, url, player.token);
      expect([res.status, res.body.code], url).toEqual([404, 'INBOX_MESSAGE_NOT_FOUND']);
    }
    socket.detach();
    elsewhere.detach();
  });

  it("refuses to read or delete someone else's message, and ids that are not ids", async () => {
    const owner = await createMemberSession(t);
    const other = await createMemberSession(t);
    const sent = await call<InboxSentItem>('POST', '/bo/api/messages', content, toPlayer(owner.username));
    for (const [method, url] of [
      ['POST', `/wps/messages/${sent.body.value.id}/read`],
      ['DELETE', `/wps/messages/${sent.body.value.id}`],
      ['POST', '/wps/messages/abc/read'],
      ['DELETE', '/wps/messages/99999999999'],
    ] as const) {
      const res = await call(method, url, other.token);
      expect([res.status, res.body.code], url).toEqual([404, 'INBOX_MESSAGE_NOT_FOUND']);
    }
    // The owner's message is untouched by those attempts.
    expect(await unreadCount(owner.token)).toBe(1);
  });

  it('reads all at once and pages newest first', async () => {
    const player = await createMemberSession(t);
    for (const n of [1, 2, 3])
      await call('POST', '/bo/api/messages', content, toPlayer(player.username, `News ${n}`));
    expect(await unreadCount(player.token)).toBe(3);
    const page = await call<InboxPageValue>('GET', '/wps/messages?pageNo=2&pageSize=2', player.token);
    expect(page.body.value).toMatchObject({ total: 3, totalPages: 2, pageNo: 2, pageSize: 2 });
    expect(page.body.value.list.map((m) => m.title.en)).toEqual(['News 1']);
    const first = await call<InboxPageValue>('GET', '/wps/messages?pageSize=2', player.token);
    expect(first.body.value.list.map((m) => m.title.en)).toEqual(['News 3', 'News 2']);
    expect((await call('GET', '/wps/messages?pageSize=51', player.token)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    const all = await call('POST', '/wps/messages/read-all', player.token);
    expect(all.body.value).toEqual({ count: 0 });
    expect(await unreadCount(player.token)).toBe(0);
  });
});

describe('composer refusals', () => {
  it('refuses an unknown player, a trial account, bad texts and no audience', async () => {
    const trial = await createMemberSession(t, { type: TRIAL_TYPE, prefix: 'tr' });
    for (const username of ['nobody-here', trial.username]) {
      const res = await call('POST', '/bo/api/messages/preview', content, toPlayer(username));
      expect([res.status, res.body.code], username).toEqual([400, 'INBOX_MEMBER_NOT_FOUND']);
    }
    const player = await createMemberSession(t);
    const bad = [
      { ...toPlayer(player.username), en: { title: '<b>Hi</b>', body: 'x' } },
      { ...toPlayer(player.username), en: { title: 'x'.repeat(121), body: 'x' } },
      { ...toPlayer(player.username), en: { title: 'Hi', body: '' } },
      { ...toPlayer(player.username), en: { title: 'Hi', body: 'x'.repeat(5001) } },
      { ...toPlayer(player.username), audience: { kind: 'planet' } },
      { audience: { kind: 'everyone' }, en: texts().en },
    ];
    for (const body of bad) {
      const res = await call('POST', '/bo/api/messages', content, body);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe('VALIDATION_FAILED');
    }
    expect(await unreadCount(player.token)).toBe(0);
  });

  it('answers the refusal in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bo/api/messages/preview',
      headers: {
        authorization: `Bearer ${content}`,
        'accept-language': 'bn',
        'content-type': 'application/json',
      },
      payload: JSON.stringify(toPlayer('nobody-here')),
    });
    expect(res.json()).toMatchObject({ code: 'INBOX_MEMBER_NOT_FOUND', message: 'এমন কোনো খেলোয়াড় নেই' });
  });
});
