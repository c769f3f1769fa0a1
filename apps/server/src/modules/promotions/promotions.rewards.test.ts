import type { OperatorRole } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';

/**
 * The reward centre (issue 17): every source's lines for the member, claimable first; the header
 * badge (member info's availablePromotions) counts the claimable ones; real accounts only. And the
 * operator's red envelope list.
 */
const t = useTestApp();
const { call, memberSession, paidDeposit } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const HOUR = 60 * 60 * 1000;

type Item = {
  key: string;
  source: string;
  title: string;
  amount: string | null;
  status: string;
  path: string;
};
type Center = { claimable: number; list: Item[] };

async function fund(title: string, total: string, count: number) {
  const now = t.ctx.now().getTime();
  const res = await call<{ id: string }>('POST', '/bo/api/promotions/envelopes', {
    token: await op('content'),
    body: {
      title: { en: title, bn: `${title} (বাংলা)` },
      total,
      count,
      minGrab: '0.01',
      startsAt: new Date(now - 1000).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.id;
}

const center = async (token: string, lang: 'en' | 'bn' = 'en') => {
  const res = await call<Center>('GET', '/wps/promotions/rewards', { token, lang });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const badge = async (token: string) =>
  (await call<{ availablePromotions: number }>('GET', '/wps/member/info', { token })).body.value
    .availablePromotions;

describe('the reward centre', () => {
  it('lists an open envelope as claimable, counts it on the badge, and after the grab as claimed', async () => {
    const member = await memberSession();
    const before = await center(member.token);
    const already = before.claimable;
    expect(await badge(member.token)).toBe(already);

    const id = await fund('Centre envelope', '5.00', 2);
    const open = await center(member.token, 'bn');
    expect(open.claimable).toBe(already + 1);
    expect(open.list[0]?.status).toBe('claimable');
    expect(open.list.find((i) => i.key === `envelope:${id}`)).toEqual({
      key: `envelope:${id}`,
      source: 'envelope',
      title: 'Centre envelope (বাংলা)',
      amount: null,
      status: 'claimable',
      at: expect.any(String),
      path: '/member/redEnvelope',
    });
    expect(await badge(member.token)).toBe(already + 1);

    const grab = await call<{ amount: string }>('POST', `/wps/promotions/envelopes/${id}/grab`, {
      token: member.token,
    });
    expect(grab.status, grab.text).toBe(200);
    const after = await center(member.token);
    expect(after.claimable).toBe(already);
    expect(after.list.find((i) => i.key === `envelope:${id}`)).toMatchObject({
      status: 'claimed',
      amount: grab.body.value.amount,
      title: 'Centre envelope',
    });
    expect(await badge(member.token)).toBe(already);
  });

  it('shows an active bonus as pending with its balance, and orders claimable before the rest', async () => {
    const member = await memberSession();
    const granted = await call<{ id: string }>('POST', '/bo/api/promotions/bonuses', {
      token: await op('finance'),
      body: {
        username: member.username,
        amount: '12.50',
        wageringMultiple: 1,
        wageringBase: 'bonus',
        lockDeposit: false,
        contributions: {},
        defaultContributionBp: 10_000,
        expiresInDays: 3,
        reason: 'reward centre test',
        requestId: `reward-centre-${member.memberId}`,
      },
    });
    expect(granted.status, granted.text).toBe(200);
    await fund('Order envelope', '1.00', 1);
    const value = await center(member.token);
    const bonus = value.list.find((i) => i.key === `bonus:${granted.body.value.id}`);
    expect(bonus).toMatchObject({
      source: 'bonus',
      title: 'Special bonus',
      amount: '12.50',
      status: 'pending',
      path: '/member/bonusDetails',
    });
    const order = { claimable: 0, pending: 1, claimed: 2, expired: 3 } as const;
    const ranks = value.list.map((i) => order[i.status as keyof typeof order]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(value.claimable).toBe(value.list.filter((i) => i.status === 'claimable').length);
  });

  it('refuses guests and trial players; a trial’s badge is zero', async () => {
    expect((await call('GET', '/wps/promotions/rewards', {})).body.code).toBe('NOT_LOGGED_IN');
    const trial = await memberSession(4);
    expect((await call('GET', '/wps/promotions/rewards', { token: trial.token })).body.code).toBe(
      'IN_NEED_TRUE_ACCOUNT',
    );
    await fund('Trial envelope', '1.00', 1);
    expect(await badge(trial.token)).toBe(0);
  });
});

describe('the operator’s envelope list', () => {
  it('lists envelopes newest first for promotions.view, and refuses without it', async () => {
    const id = await fund('Listed envelope', '3.00', 3);
    const res = await call<{ list: { id: string; total: string; status: string }[] }>(
      'GET',
      '/bo/api/promotions/envelopes',
      { token: await op('content') },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.value.list[0]).toMatchObject({ id, total: '3.00', status: 'open' });
    const refused = await call('GET', '/bo/api/promotions/envelopes', { token: await op('support') });
    expect(refused.status).toBe(403);
  });
});

describe('the cost and conversion report', () => {
  it('counts joins, issues and grants per promotion, and the bonus money granted, outstanding and forfeited', async () => {
    t.setNow(new Date('2026-11-21T06:00:00Z')); // noon in Dhaka: the demo channels are open
    const content = await op('content');
    const created = await call<{ id: string }>('POST', '/bo/api/promotions', {
      token: content,
      body: {
        kind: 'reload',
        category: 'deposit',
        status: 'published',
        title: { en: 'Report reload', bn: 'রিপোর্ট রিলোড' },
        body: { en: 'Ten percent.', bn: 'দশ শতাংশ।' },
        rules: {
          percentBp: 1000,
          cap: '50.00',
          minDeposit: '100.00',
          wageringMultiple: 1,
          wageringBase: 'bonus',
          lockDeposit: false,
          expiresInDays: 7,
        },
        visibleFrom: '2026-11-01T00:00:00Z',
        activeFrom: '2026-11-01T00:00:00Z',
        activeUntil: null,
        perPlayerLimit: 1,
        globalLimit: null,
      },
    });
    expect(created.status, created.text).toBe(200);
    const id = created.body.value.id;
    const [a, b, c] = await Promise.all([memberSession(), memberSession(), memberSession()]);
    for (const m of [a, b, c]) {
      const joined = await call('POST', `/wps/promotions/${id}/join`, { token: m?.token, body: {} });
      expect(joined.status, joined.text).toBe(200);
    }
    // Two deposit (NAGAD keeps 1 %: 198.00 and 396.00 credited → 19.80 and 39.60); one never does.
    await paidDeposit(a?.token ?? '', '200');
    await paidDeposit(b?.token ?? '', '400');
    const bonuses = await call<{ list: { id: string }[] }>('GET', '/wps/promotions/bonuses', {
      token: b?.token,
    });
    const forfeited = await call(
      'POST',
      `/wps/promotions/bonuses/${bonuses.body.value.list[0]?.id}/forfeit`,
      {
        token: b?.token,
        body: {},
      },
    );
    expect(forfeited.status, forfeited.text).toBe(200);

    const report = await call<{ list: Record<string, unknown>[] }>('GET', '/bo/api/promotions/report', {
      token: content,
    });
    expect(report.status, report.text).toBe(200);
    expect(report.body.value.list.find((r) => r.id === id)).toEqual({
      id,
      kind: 'reload',
      status: 'published',
      title: 'Report reload',
      joined: 3,
      issued: 2,
      joinConversionBp: 6666,
      bonuses: 2,
      completed: 0,
      wageringCompletionBp: 0,
      granted: '59.40',
      converted: '0.00',
      removed: '39.60',
      outstanding: '19.80',
    });
    const refused = await call('GET', '/bo/api/promotions/report', { token: await op('support') });
    expect(refused.status).toBe(403);
  });
});

describe('the configuration checker’s single-product rule', () => {
  it('refuses a mixed-product promotion only while PROMOSINGLEPRODUCT is on, and saves a single-product one', async () => {
    const body = (contributions: Record<string, number>, defaultContributionBp: number) => ({
      kind: 'reload',
      category: 'deposit',
      status: 'draft',
      title: { en: 'Checker reload', bn: 'চেকার রিলোড' },
      body: { en: 'Ten percent.', bn: 'দশ শতাংশ।' },
      rules: {
        percentBp: 1000,
        cap: '50.00',
        minDeposit: '100.00',
        wageringMultiple: 5,
        wageringBase: 'bonus',
        lockDeposit: false,
        contributions,
        defaultContributionBp,
        expiresInDays: 7,
      },
      visibleFrom: '2026-11-01T00:00:00Z',
      activeFrom: '2026-11-01T00:00:00Z',
      activeUntil: null,
      perPlayerLimit: 1,
      globalLimit: null,
    });
    const save = async (b: unknown) =>
      call('POST', '/bo/api/promotions', { token: await op('content'), body: b });
    const mixed = body({ RNG: 10_000, SPORTS: 5000 }, 0);
    expect((await save(mixed)).status).toBe(200);
    await t.app.services.system.setSetting('PROMOSINGLEPRODUCT', { enabled: true });
    try {
      const refused = await save(mixed);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('PROMOTION_MIXED_PRODUCT');
      // The default share counts every type not listed: all products.
      expect((await save(body({}, 10_000))).body.code).toBe('PROMOTION_MIXED_PRODUCT');
      const casino = await save(body({ RNG: 10_000, LIVE: 1000 }, 0));
      expect(casino.status, casino.text).toBe(200);
    } finally {
      await t.app.services.system.setSetting('PROMOSINGLEPRODUCT', { enabled: false });
    }
  });
});
