import {
  type ChatModelListValue,
  type ChatValue,
  type CustomerServiceKeyValue,
  decryptCustomerServicePath,
  encryptedPathKid,
} from '@khela/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { chatClient, freshIp } from '../../test/chat-client.js';
import { useTestApp } from '../../test/harness.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';
import { hashVisitorToken } from './chat.model.js';

/**
 * The chat-room modal's calls (decision 0065): CBS_modelList, CBS_launchChat for members and
 * visitors, history, sending and closing; someone else's chat; the site status never in the way.
 */
const t = useTestApp();
const { request, launch, say, memberSession, listen, eventually } = chatClient(t);
const system = () => t.app.services.system;

afterEach(async () => {
  await system().setSetting('MAINTENANCE', { enabled: false });
  for (const rule of await system().listIpRules()) await system().removeIpRule(rule.cidr);
});

describe('CBS_modelList', () => {
  it('offers the in-house chat first, then the configured LIVECHAT and TELEGRAM links', async () => {
    const res = await request<ChatModelListValue>('GET', '/wps/relay/CBS_modelList');
    expect(res.status).toBe(200);
    const models = res.body.value.models;
    expect(models[0]).toEqual({ model: 'KHELA', kind: 'chat', label: 'Live chat', url: null, sort: 0 });
    const bengali = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/CBS_modelList',
      headers: { 'x-lang': 'bn' },
    });
    expect(bengali.json().value.models[0].label).toBe('লাইভ চ্যাট');
    expect(models.slice(1).map((m) => [m.model, m.kind])).toEqual([
      ['LIVECHAT', 'link'],
      ['TELEGRAM', 'link'],
    ]);
    // The link's path is encrypted as in the site config (decision 0085): it decrypts to the stored link.
    const telegram = models.find((m) => m.model === 'TELEGRAM')?.url ?? '';
    const key = await request<CustomerServiceKeyValue>(
      'GET',
      `/wps/system/customerService/key?kid=${encryptedPathKid(telegram)}`,
    );
    expect(await decryptCustomerServicePath(telegram, key.body.value)).toBe('https://t.me/khela_support');
  });
});

describe('launching', () => {
  it('opens a queued chat for a member, and answers the same chat while it is open', async () => {
    const member = await memberSession();
    const first = await launch({ token: member.token });
    expect(first).toMatchObject({ status: 'queued', as: 'member', visitorToken: null, messages: [] });
    expect(first.queuePosition).toBeGreaterThanOrEqual(1);
    const again = await launch({ token: member.token });
    expect(again.chatId).toBe(first.chatId);
  });

  it('gives a visitor a token, keeps only its hash, and reopens the chat with it', async () => {
    const visitor = await launch({ body: { name: 'Rahim', contact: '01711000000', source: 'maintenance' } });
    expect(visitor).toMatchObject({ status: 'queued', as: 'visitor' });
    expect(visitor.visitorToken).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(visitor.visitorExpiresAt ?? '')).toBeGreaterThan(Date.now());
    const stored = await queryRows<{ token_hash: string }>(
      t.ctx.database.db,
      sql`select token_hash from chat_visitor where token_hash in (${visitor.visitorToken}, ${hashVisitorToken(visitor.visitorToken ?? '')})`,
    );
    expect(stored.map((row) => row.token_hash)).toEqual([hashVisitorToken(visitor.visitorToken ?? '')]);
    const again = await launch({ visitor: visitor.visitorToken ?? '' });
    expect(again.chatId).toBe(visitor.chatId);
    expect(again.visitorToken).toBe(visitor.visitorToken);
    // A token that is not (or no longer) known starts a new visitor instead.
    const fresh = await launch({ visitor: 'not-a-token' });
    expect(fresh.chatId).not.toBe(visitor.chatId);
  });

  it('lets two launches of one member at once end in one chat', async () => {
    const member = await memberSession();
    const answers = await Promise.all(Array.from({ length: 5 }, () => launch({ token: member.token })));
    expect(new Set(answers.map((a) => a.chatId)).size).toBe(1);
  });

  it('treats a trial session as a visitor (a trial account has nothing to look up)', async () => {
    const trial = await memberSession(TRIAL_TYPE);
    const chat = await launch({ token: trial.token });
    expect(chat.as).toBe('visitor');
    expect(chat.visitorToken).not.toBeNull();
  });

  it('refuses a name with markup or over 40 characters', async () => {
    for (const name of ['<b>x</b>', 'x'.repeat(41)]) {
      const res = await request('POST', '/wps/relay/CBS_launchChat', { ip: freshIp(), body: { name } });
      expect(res.status, name).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits launches per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await request('POST', '/wps/relay/CBS_launchChat', { ip, body: {} })).status);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('messages and history', () => {
  it('stores a member’s message, keeps the history, and pushes it to the queue', async () => {
    const member = await memberSession();
    const chat = await launch({ token: member.token });
    const queue = listen({ kind: 'operator', operatorId: '999999', channels: ['chat'] });
    const sent = await say(chat.chatId, '  Hello,\r\n\r\n\r\n\r\nmy deposit\u200B is late  ', {
      token: member.token,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ from: 'player', text: 'Hello,\n\nmy deposit is late' });
    const pushed = await eventually(queue.events, (e) => e.type === 'chat.message');
    expect(pushed).toMatchObject({ chatId: chat.chatId, message: { id: sent.body.value.id } });
    queue.detach();
    const history = await request<ChatValue>('GET', `/wps/chat/${chat.chatId}`, { token: member.token });
    expect(history.body.value.messages.map((m) => m.text)).toEqual(['Hello,\n\nmy deposit is late']);
  });

  it('keeps markup as plain text and refuses empty or over-long messages', async () => {
    const member = await memberSession();
    const chat = await launch({ token: member.token });
    const markup = await say(chat.chatId, '<script>alert(1)</script>', { token: member.token });
    expect(markup.body.value.text).toBe('<script>alert(1)</script>');
    for (const text of ['   ', 'x'.repeat(1001), '\u200B']) {
      const res = await say(chat.chatId, text, { token: member.token });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await say(chat.chatId, 'x'.repeat(1000), { token: member.token })).status).toBe(200);
  });

  it('lets a visitor send and read with the token alone', async () => {
    const visitor = await launch({ body: { name: 'Karim' } });
    const token = visitor.visitorToken ?? '';
    expect((await say(visitor.chatId, 'Why is the site down?', { visitor: token })).status).toBe(200);
    const history = await request<ChatValue>('GET', `/wps/chat/${visitor.chatId}`, { visitor: token });
    expect(history.body.value).toMatchObject({ as: 'visitor', status: 'queued' });
    expect(history.body.value.messages[0]).toMatchObject({ from: 'visitor', text: 'Why is the site down?' });
  });

  it('answers someone else’s chat as if it did not exist, and a guest NOT_LOGGED_IN', async () => {
    const owner = await memberSession();
    const other = await memberSession();
    const chat = await launch({ token: owner.token });
    const visitor = await launch();
    for (const who of [{ token: other.token }, { visitor: visitor.visitorToken ?? '' }]) {
      const read = await request('GET', `/wps/chat/${chat.chatId}`, who);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('CHAT_NOT_FOUND');
      const sent = await say(chat.chatId, 'hi', who);
      expect(sent.body.code).toBe('CHAT_NOT_FOUND');
    }
    const member = await memberSession();
    expect((await request('GET', `/wps/chat/${visitor.chatId}`, { token: member.token })).body.code).toBe(
      'CHAT_NOT_FOUND',
    );
    const guest = await request('GET', `/wps/chat/${chat.chatId}`);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('NOT_LOGGED_IN');
    const expired = await request('GET', `/wps/chat/${chat.chatId}`, { visitor: 'forged' });
    expect(expired.body.code).toBe('CHAT_VISITOR_EXPIRED');
  });

  it('lets a member’s session outrank a visitor token left from an earlier visit', async () => {
    const visitor = await launch();
    const member = await memberSession();
    const chat = await launch({ token: member.token, visitor: visitor.visitorToken ?? '' });
    expect(chat).toMatchObject({ as: 'member', visitorToken: null });
    const both = { token: member.token, visitor: visitor.visitorToken ?? '' };
    expect((await say(chat.chatId, 'me again', both)).status).toBe(200);
    expect((await request<ChatValue>('GET', `/wps/chat/${chat.chatId}`, both)).body.value.as).toBe('member');
  });

  it('closes: the history stays, nothing more can be sent, the next launch opens a new chat', async () => {
    const member = await memberSession();
    const chat = await launch({ token: member.token });
    await say(chat.chatId, 'never mind', { token: member.token });
    const closed = await request<ChatValue>('POST', `/wps/chat/${chat.chatId}/close`, {
      token: member.token,
    });
    expect(closed.body.value.status).toBe('closed');
    expect(closed.body.value.messages.map((m) => [m.from, m.text])).toEqual([
      ['player', 'never mind'],
      ['system', 'closed_by_member'],
    ]);
    expect((await say(chat.chatId, 'hello?', { token: member.token })).body.code).toBe('CHAT_CLOSED');
    expect((await request('POST', `/wps/chat/${chat.chatId}/close`, { token: member.token })).body.code).toBe(
      'CHAT_CLOSED',
    );
    const next = await launch({ token: member.token });
    expect(next.chatId).not.toBe(chat.chatId);
  });

  it('limits messages per sender', async () => {
    const visitor = await launch();
    const token = visitor.visitorToken ?? '';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await say(visitor.chatId, `line ${i}`, { visitor: token })).status);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('closed site', () => {
  it('keeps the chat open to visitors during maintenance and from a blocked address', async () => {
    await system().setSetting('MAINTENANCE', { enabled: true });
    const ip = freshIp();
    const status = await request<{ status: number }>('GET', '/wps/system/status', { ip });
    expect(status.body.value.status).toBe(1);
    const during = await launch({ ip, body: { source: 'maintenance' } });
    expect(
      (await say(during.chatId, 'When are you back?', { visitor: during.visitorToken ?? '' })).status,
    ).toBe(200);
    expect((await request('GET', '/wps/relay/CBS_modelList', { ip })).status).toBe(200);

    await system().setSetting('MAINTENANCE', { enabled: false });
    const blocked = '203.0.113.77';
    await system().addIpRule({ action: 'deny', cidr: '203.0.113.0/24' });
    expect(
      (await request<{ status: number }>('GET', '/wps/system/status', { ip: blocked })).body.value.status,
    ).toBe(2);
    const from = await launch({ ip: blocked, body: { source: 'blocked' } });
    const sent = await request('POST', `/wps/chat/${from.chatId}/messages`, {
      ip: blocked,
      visitor: from.visitorToken ?? '',
      body: { text: 'Why am I blocked?' },
    });
    expect(sent.status).toBe(200);
  });
});
