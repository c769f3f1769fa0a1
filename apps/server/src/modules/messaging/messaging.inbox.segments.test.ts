import type { InboxComposeRequest, InboxPreviewValue, InboxSentItem } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { agentsFixture } from '../../test/agents-fixture.js';
import { useTestApp } from '../../test/harness.js';
import { createOperatorSession, type TestOperator } from '../../test/operators.js';
import { createInboxComposer } from './messaging.inbox.compose.js';
import * as repo from './messaging.inbox.repo.js';

/**
 * Segments (decision 0060): an agent's whole team, members registered on given site days, VIP
 * levels (through a stand-in for the loyalty module's lookup), everyone, and the size limit. The
 * audience is resolved at send time: who joins later does not get the message.
 */
const t = useTestApp();
const { member } = agentsFixture(t);
const db = () => t.ctx.database.db;

type Member = { id: string; username: string; type: number };
let operator: TestOperator;

async function call<T>(
  url: string,
  body: unknown,
): Promise<{ status: number; body: { value: T; code?: string } }> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${operator.token}`,
      'x-lang': 'en',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

const compose = (audience: unknown) => ({
  audience,
  bn: { title: 'বার্তা', body: 'বিষয়বস্তু' },
  en: { title: 'Message', body: 'Content' },
});

const unreadOf = (m: Member) => repo.unreadCount(db(), BigInt(m.id));

async function registeredOn(m: Member, at: string) {
  await db().execute(sql`update member set created_at = ${new Date(at)} where id = ${BigInt(m.id)}`);
}

beforeAll(async () => {
  operator = await createOperatorSession(t.app, 'content', { now: t.ctx.now() });
});

describe('agent team', () => {
  it('reaches every real account below the agent at any depth, and no one else', async () => {
    const agent = await member(1, null);
    const direct = await member(0, agent);
    const subAgent = await member(1, agent);
    const deep = await member(0, subAgent);
    const trialBelow = await member(4, agent);
    const otherAgent = await member(1, null);
    const outsider = await member(0, otherAgent);

    const preview = await call<InboxPreviewValue>(
      '/bo/api/messages/preview',
      compose({ kind: 'team', agent: agent.username }),
    );
    expect(preview.body.value.recipients).toBe(3);
    const sent = await call<InboxSentItem>(
      '/bo/api/messages',
      compose({ kind: 'team', agent: agent.username }),
    );
    expect(sent.body.value.recipients).toBe(3);
    for (const m of [direct, subAgent, deep]) expect(await unreadOf(m), m.username).toBe(1);
    for (const m of [agent, trialBelow, otherAgent, outsider]) expect(await unreadOf(m), m.username).toBe(0);

    // Resolved at send time: a member who joins the team afterwards does not get it.
    const later = await member(0, agent);
    expect(await unreadOf(later)).toBe(0);
  });

  it('refuses a name that is not an agent, and an agent with nobody below', async () => {
    const player = await member(0, null);
    for (const name of [player.username, 'no-such-agent']) {
      const res = await call('/bo/api/messages/preview', compose({ kind: 'team', agent: name }));
      expect([res.status, res.body.code], name).toEqual([400, 'INBOX_AGENT_NOT_FOUND']);
    }
    const lonely = await member(1, null);
    const res = await call('/bo/api/messages', compose({ kind: 'team', agent: lonely.username }));
    expect(res.body.code).toBe('INBOX_AUDIENCE_EMPTY');
  });
});

describe('registration date', () => {
  it('reaches members registered on the site days given (Dhaka), both ends included', async () => {
    const before = await member(0, null);
    const first = await member(0, null);
    const last = await member(0, null);
    const after = await member(0, null);
    // 2019-03-01 00:00 in Dhaka is 2019-02-28 18:00 UTC.
    await registeredOn(before, '2019-02-28T17:59:00Z');
    await registeredOn(first, '2019-02-28T18:00:00Z');
    await registeredOn(last, '2019-03-02T17:59:00Z');
    await registeredOn(after, '2019-03-02T18:00:00Z');
    const audience = { kind: 'registered', from: '2019-03-01', to: '2019-03-02' };
    expect(
      (await call<InboxPreviewValue>('/bo/api/messages/preview', compose(audience))).body.value.recipients,
    ).toBe(2);
    await call('/bo/api/messages', compose(audience));
    expect([
      await unreadOf(before),
      await unreadOf(first),
      await unreadOf(last),
      await unreadOf(after),
    ]).toEqual([0, 1, 1, 0]);
  });

  it('refuses a backwards or too long range, and an impossible date', async () => {
    for (const audience of [
      { kind: 'registered', from: '2019-03-02', to: '2019-03-01' },
      { kind: 'registered', from: '2000-01-01', to: '2019-03-01' },
      { kind: 'registered', from: '2019-02-30', to: '2019-03-01' },
    ]) {
      const res = await call('/bo/api/messages/preview', compose(audience));
      expect(res.body.code, JSON.stringify(audience)).toBe('INBOX_DATE_RANGE_INVALID');
    }
    const empty = await call(
      '/bo/api/messages/preview',
      compose({ kind: 'registered', from: '2001-01-01', to: '2001-01-02' }),
    );
    expect(empty.body.code).toBe('INBOX_AUDIENCE_EMPTY');
  });
});

describe('everyone', () => {
  it('reaches every active real account, not trials or house accounts', async () => {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from member where status = 'active' and type not in (4, 9)`,
    );
    const res = await call<InboxPreviewValue>('/bo/api/messages/preview', compose({ kind: 'everyone' }));
    expect(res.body.value.recipients).toBe(Number(row?.n));
    expect(res.body.value.recipients).toBeGreaterThan(0);
  });
});

describe('VIP level through the loyalty module', () => {
  it('reaches the members at the chosen levels', async () => {
    const seven = await member(0, null);
    const eight = await member(0, null);
    const now = t.ctx.now();
    for (const [m, rank] of [
      [seven, 7],
      [eight, 8],
    ] as const) {
      await db().execute(sql`insert into vip_member (member_id, rank, since, started_at, evaluated_until, updated_at)
        values (${BigInt(m.id)}, ${rank}, ${now}, ${now}, ${now}, ${now})`);
    }
    const preview = await call<InboxPreviewValue>(
      '/bo/api/messages/preview',
      compose({ kind: 'vip', levels: [7] }),
    );
    expect(preview.body.value.recipients).toBe(1);
    await call('/bo/api/messages', compose({ kind: 'vip', levels: [7] }));
    expect([await unreadOf(seven), await unreadOf(eight)]).toEqual([1, 0]);
    const none = await call('/bo/api/messages/preview', compose({ kind: 'vip', levels: [99] }));
    expect(none.body.code).toBe('INBOX_AUDIENCE_EMPTY');
  });
});

describe('VIP level and the size limit (the composer with stand-in lookups)', () => {
  const principal = (): OperatorPrincipal => ({
    operatorId: operator.id,
    username: operator.username,
    role: 'content',
    sessionId: '0',
    ip: '127.0.0.1',
  });
  const composerWith = (
    membersAtVipLevels: ((levels: number[]) => Promise<string[]>) | undefined,
    recipientsMax?: number,
  ) =>
    createInboxComposer(t.ctx, {
      audit: t.app.services.audit,
      site: t.app.services.system.site,
      audience: t.app.services.accounts.audience,
      membersAtVipLevels,
      inbox: t.app.services.messaging.inbox,
      ...(recipientsMax === undefined ? {} : { recipientsMax }),
    });
  const request = (audience: InboxComposeRequest['audience']): InboxComposeRequest => ({
    audience,
    bn: { title: 'VIP', body: 'VIP' },
    en: { title: 'VIP', body: 'VIP' },
  });
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'none',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );

  it('sends to the members at the chosen levels', async () => {
    const gold = await member(0, null);
    const silver = await member(0, null);
    const levels: Record<number, string[]> = { 3: [gold.id], 2: [silver.id] };
    const asked: number[][] = [];
    const composer = composerWith(async (wanted) => {
      asked.push(wanted);
      return wanted.flatMap((level) => levels[level] ?? []);
    });
    expect((await composer.preview(request({ kind: 'vip', levels: [3, 3] }))).recipients).toBe(1);
    await composer.send(principal(), request({ kind: 'vip', levels: [3] }));
    expect([await unreadOf(gold), await unreadOf(silver)]).toEqual([1, 0]);
    expect(asked[0]).toEqual([3]);
    expect(await codeOf(composer.preview(request({ kind: 'vip', levels: [9] })))).toBe(
      'INBOX_AUDIENCE_EMPTY',
    );
  });

  it('refuses the VIP segment while no VIP lookup is bound', async () => {
    expect(await codeOf(composerWith(undefined).preview(request({ kind: 'vip', levels: [1] })))).toBe(
      'INBOX_SEGMENT_UNAVAILABLE',
    );
  });

  it('refuses an audience over the limit and writes nothing', async () => {
    const agent = await member(1, null);
    for (let i = 0; i < 3; i += 1) await member(0, agent);
    const composer = composerWith(undefined, 2);
    expect(await codeOf(composer.send(principal(), request({ kind: 'team', agent: agent.username })))).toBe(
      'INBOX_AUDIENCE_TOO_LARGE',
    );
    expect(
      (await composerWith(undefined, 3).preview(request({ kind: 'team', agent: agent.username }))).recipients,
    ).toBe(3);
  });
});
