import { ANALYTICS_LIMITS } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { ANALYTICS_RETENTION_DAYS } from './analytics.service.js';

/**
 * POST /wps/analytics/events (decision 0085): a consenting visitor's batch is stored with nothing
 * personal but the member id of a session; a batch without consent, with an unknown event, an
 * extra field or a query string stores nothing; the setting switches it off; one address is
 * limited; events past the retention are deleted.
 */
const t = useTestApp();
const system = () => t.app.services.system;

let address = 0;
const freshIp = () => `198.51.100.${++address}`;

async function post(body: unknown, options: { ip?: string; token?: string; raw?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/analytics/events',
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/json',
      'x-lang': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: options.raw ?? JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json<{ value: unknown; code?: string }>(),
  };
}

type Row = {
  name: string;
  path: string;
  member_id: string | null;
  props: Record<string, string>;
  language: string | null;
  device: string | null;
};

/** The rows stored with a marker path (each test uses its own). */
async function rowsAt(prefix: string): Promise<Row[]> {
  return queryRows<Row>(
    t.ctx.database.db,
    sql`select name, path, member_id::text, props, language, device from analytics_event
        where path like ${`${prefix}%`} order by id`,
  );
}

const now = () => t.ctx.now().getTime();
const pageView = (path: string, at = now()) => ({ name: 'page_view', path, at });

afterEach(async () => {
  const analytics = (await system().settings()).ANALYTICS;
  if (!analytics.enabled) await system().setSetting('ANALYTICS', { ...analytics, enabled: true });
  t.setNow(new Date());
});

describe('accepting a batch', () => {
  it("stores a guest's page views and events, without a member id, with the event's own fields only", async () => {
    const res = await post({
      consent: 'granted',
      language: 'bn',
      device: 'phone',
      events: [
        pageView('/guest-a/'),
        {
          name: 'game_launch',
          path: '/guest-a/rng',
          at: now(),
          gameCode: 'KS_FORTUNE',
          vassalage: 'KHELA',
          gameType: 'RNG',
        },
        { name: 'deposit_start', path: '/guest-a/member/depositv2', at: now(), channelCode: 'BKASH' },
        { name: 'customer_service_open', path: '/guest-a/', at: now(), csType: 'TELEGRAM' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ accepted: 4 });
    const rows = await rowsAt('/guest-a/');
    expect(rows.map((row) => row.name)).toEqual([
      'page_view',
      'game_launch',
      'deposit_start',
      'customer_service_open',
    ]);
    expect(
      rows.every((row) => row.member_id === null && row.language === 'bn' && row.device === 'phone'),
    ).toBe(true);
    expect(rows[1]?.props).toEqual({ gameCode: 'KS_FORTUNE', vassalage: 'KHELA', gameType: 'RNG' });
    expect(rows[0]?.props).toEqual({});
    // No address, user agent or other column could hold them.
    const columns = await queryRows<{ column_name: string }>(
      t.ctx.database.db,
      sql`select column_name from information_schema.columns where table_name = 'analytics_event' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'device',
      'id',
      'language',
      'member_id',
      'name',
      'occurred_at',
      'path',
      'props',
      'received_at',
    ]);
  });

  it("stores a member's batch with the member id; an ended session's batch without one", async () => {
    const member = await createMemberSession(t);
    expect(
      (await post({ consent: 'granted', events: [pageView('/member-a/')] }, { token: member.token })).status,
    ).toBe(200);
    expect((await rowsAt('/member-a/'))[0]?.member_id).toBe(member.memberId.toString());
    expect(
      (await post({ consent: 'granted', events: [pageView('/member-b/')] }, { token: 'not-a-session' }))
        .status,
    ).toBe(200);
    expect((await rowsAt('/member-b/'))[0]?.member_id).toBeNull();
  });

  it('drops events dated more than a day back or minutes ahead, and keeps the rest', async () => {
    const day = ANALYTICS_LIMITS.maxAgeMs;
    const res = await post({
      consent: 'granted',
      events: [
        pageView('/clock/old', now() - day - 1000),
        pageView('/clock/ahead', now() + ANALYTICS_LIMITS.maxAheadMs + 1000),
        pageView('/clock/fine', now() - 60_000),
      ],
    });
    expect(res.body.value).toEqual({ accepted: 1 });
    expect((await rowsAt('/clock/')).map((row) => row.path)).toEqual(['/clock/fine']);
  });
});

describe('refusing a batch (nothing of it stored)', () => {
  // Built before the app starts: the browser's clock, not the test clock.
  const pageView = (path: string) => ({ name: 'page_view', path, at: Date.now() });
  const refusals: [string, unknown][] = [
    ['no consent', { events: [pageView('/refused/consent')] }],
    ['consent declined', { consent: 'declined', events: [pageView('/refused/declined')] }],
    ['a query string', { consent: 'granted', events: [pageView('/refused/q?referralCode=ABC')] }],
    ['a hash', { consent: 'granted', events: [pageView('/refused/h#x')] }],
    ['not a path', { consent: 'granted', events: [pageView('https://evil.example/refused')] }],
    ['an unknown event', { consent: 'granted', events: [{ name: 'login', path: '/refused/u', at: 1 }] }],
    [
      'a field the event does not have',
      { consent: 'granted', events: [{ ...pageView('/refused/extra'), email: 'a@b.example' }] },
    ],
    [
      'a field the batch does not have',
      { consent: 'granted', userAgent: 'x', events: [pageView('/refused/ua')] },
    ],
    ['no events', { consent: 'granted', events: [] }],
    [
      'more than 20 events',
      { consent: 'granted', events: Array.from({ length: 21 }, (_, i) => pageView(`/refused/many/${i}`)) },
    ],
    [
      'a game launch without its game',
      { consent: 'granted', events: [{ name: 'game_launch', path: '/refused/g', at: 1 }] },
    ],
  ];
  for (const [what, body] of refusals) {
    it(`refuses ${what}`, async () => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  }

  it('stored none of the refused batches', async () => {
    expect(await rowsAt('/refused/')).toEqual([]);
  });

  it('refuses a body over 16 KB', async () => {
    const res = await post(null, {
      raw: JSON.stringify({ consent: 'granted', events: [pageView(`/big/${'a'.repeat(17_000)}`)] }),
    });
    expect(res.status).toBe(413);
    expect(await rowsAt('/big/')).toEqual([]);
  });
});

describe('the setting and the limit', () => {
  it('answers FUNCTION_DISABLED and stores nothing while the ANALYTICS setting has it off', async () => {
    const analytics = (await system().settings()).ANALYTICS;
    await system().setSetting('ANALYTICS', { ...analytics, enabled: false });
    const config = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
    expect(config.json<{ value: { analytics: { enabled: boolean } } }>().value.analytics.enabled).toBe(false);
    const res = await post({ consent: 'granted', events: [pageView('/off/')] });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FUNCTION_DISABLED');
    expect(await rowsAt('/off/')).toEqual([]);
  });

  it('takes 30 batches a minute from one address, then TOO_MANY_REQUESTS; another address goes on', async () => {
    const ip = freshIp();
    for (let i = 0; i < ANALYTICS_LIMITS.batchesPerAddress; i++) {
      expect((await post({ consent: 'granted', events: [pageView(`/limit/${i}`)] }, { ip })).status).toBe(
        200,
      );
    }
    const refused = await post({ consent: 'granted', events: [pageView('/limit/over')] }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted before the body is read: even a malformed batch from that address is held back.
    expect((await post({ nonsense: true }, { ip })).status).toBe(429);
    expect((await post({ consent: 'granted', events: [pageView('/limit/other')] })).status).toBe(200);
    expect(await rowsAt('/limit/over')).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes events older than the retention, keeps the newer', async () => {
    const old = now() - 60_000;
    await post({ consent: 'granted', events: [pageView('/retention/old', old)] });
    t.setNow(new Date(old + ANALYTICS_RETENTION_DAYS * 24 * 60 * 60_000 + 1000));
    await post({ consent: 'granted', events: [pageView('/retention/new')] });
    const purged = await t.app.services.analytics.purge();
    expect(purged).toBeGreaterThanOrEqual(1);
    expect((await rowsAt('/retention/')).map((row) => row.path)).toEqual(['/retention/new']);
  });
});
