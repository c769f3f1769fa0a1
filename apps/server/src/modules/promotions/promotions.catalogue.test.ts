import type { OperatorRole } from '@khela/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { promoBonus, promoClaim } from './promotions.tables.js';

/**
 * Promotions (decision 0052): the operator's editor with its checks, the player's list with the
 * spec's statuses, joining, and the deposit bonus granted in the deposit's own transaction.
 */
const t = useTestApp();
const { call, memberSession, paidDeposit: payDeposit, cash } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

const rules = {
  percentBp: 10_000,
  cap: '500.00',
  minDeposit: '100.00',
  wageringMultiple: 10,
  wageringBase: 'bonus',
  lockDeposit: true,
  expiresInDays: 7,
};

function promotion(over: Record<string, unknown> = {}) {
  return {
    kind: 'first_deposit',
    category: 'deposit',
    status: 'published',
    title: { en: '100% first deposit bonus', bn: '১০০% প্রথম ডিপোজিট বোনাস' },
    body: { en: 'Double your first deposit up to 500.', bn: 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন।' },
    rules,
    visibleFrom: '2026-11-01T00:00:00Z',
    activeFrom: '2026-11-01T00:00:00Z',
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    ...over,
  };
}

async function create(body: Record<string, unknown>) {
  return call<{ id: string; issuedCount: number }>('POST', '/bo/api/promotions', {
    token: await op('content'),
    body,
  });
}

type Listed = { id: string; status: string | null; title: string; bonusId: string | null };
const listed = async (token?: string, lang: 'en' | 'bn' = 'en') =>
  (await call<{ list: Listed[] }>('GET', '/wps/promotions', { ...(token ? { token } : {}), lang })).body.value
    .list;

describe('the editor', () => {
  it('refuses rules that do not fit the kind, with the field named, and wagering above the site maximum', async () => {
    t.setNow(NOON_DHAKA);
    const badCap = await create(promotion({ rules: { ...rules, cap: 'lots' } }));
    expect(badCap.status).toBe(400);
    expect(badCap.body).toMatchObject({ code: 'PROMOTION_RULES_INVALID' });
    expect(badCap.body.message).toContain('rules.cap');
    const tooMuch = await create(promotion({ rules: { ...rules, wageringMultiple: 40 } }));
    expect(tooMuch.body).toMatchObject({ code: 'PROMOTION_WAGERING_TOO_HIGH' });
    expect(tooMuch.body.message).toContain('35');
    const unpaid = await create(promotion({ kind: 'red_envelope', category: 'events', rules: {} }));
    expect(unpaid.body.code).toBe('PROMOTION_RULES_INVALID');
    expect(unpaid.body.message).toContain('kind');
    const dates = await create(promotion({ activeUntil: '2026-10-01T00:00:00Z' }));
    expect(dates.body.message).toContain('activeUntil');
    // A support operator may not edit promotions.
    const refused = await call('POST', '/bo/api/promotions', {
      token: await op('support'),
      body: promotion(),
    });
    expect(refused.status).toBe(403);
    const preview = await call<Record<string, unknown>>('POST', '/bo/api/promotions/preview', {
      token: await op('content'),
      body: { kind: 'first_deposit', rules, deposit: '300.00' },
    });
    expect(preview.body.value).toEqual({
      qualifies: true,
      bonus: '300.00',
      wageringRequired: '3000.00',
      locked: '300.00',
      expiresInDays: 7,
    });
  });
});

describe('a first-deposit bonus', () => {
  it('is joined, then paid with the first qualifying deposit, locking it until wagered', async () => {
    t.setNow(NOON_DHAKA);
    const made = await create(promotion());
    expect(made.status, made.text).toBe(200);
    const id = made.body.value.id;
    const guestView = (await listed()).find((p) => p.id === id);
    expect(guestView).toMatchObject({ status: null, title: '100% first deposit bonus' });
    expect((await listed(undefined, 'bn')).find((p) => p.id === id)?.title).toBe('১০০% প্রথম ডিপোজিট বোনাস');

    const me = await memberSession();
    expect((await listed(me.token)).find((p) => p.id === id)?.status).toBe('join');
    const joined = await call<Listed>('POST', `/wps/promotions/${id}/join`, { token: me.token });
    expect(joined.body.value.status).toBe('joined');
    const twice = await call('POST', `/wps/promotions/${id}/join`, { token: me.token });
    expect(twice.body.code).toBe('PROMOTION_ALREADY_JOINED');

    await payDeposit(me.token, '800'); // NAGAD keeps 1 %: 792.00 credited → 500.00 (the cap)
    expect(await cash(me.memberId)).toBe(79_200n);
    const mine = (await listed(me.token)).find((p) => p.id === id);
    expect(mine?.status).toBe('issued');
    const [bonus] = await t.ctx.database.db
      .select()
      .from(promoBonus)
      .where(eq(promoBonus.memberId, BigInt(me.memberId)));
    expect(bonus).toMatchObject({
      source: 'first_deposit',
      amountMinor: 50_000n,
      wageringRequiredMinor: 500_000n,
      lockedMinor: 79_200n,
      status: 'active',
    });
    expect(mine?.bonusId).toBe(bonus?.id.toString());
    expect((await t.app.services.wallet.balancesOf(me.memberId)).bonusMinor).toBe(50_000n);
    // A second deposit pays no second first-deposit bonus, and it cannot be joined again.
    await payDeposit(me.token, '200');
    expect((await t.app.services.wallet.balancesOf(me.memberId)).bonusMinor).toBe(50_000n);
    const again = await call('POST', `/wps/promotions/${id}/join`, { token: me.token });
    expect(again.body.code).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('is not for a player who has deposited, and a first deposit below the minimum ends the offer', async () => {
    t.setNow(NOON_DHAKA);
    const id = (await create(promotion({ rules: { ...rules, minDeposit: '1000.00' } }))).body.value.id;
    const earlier = await memberSession();
    await payDeposit(earlier.token, '300');
    expect((await listed(earlier.token)).find((p) => p.id === id)?.status).toBe('close');
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: earlier.token })).body.code).toBe(
      'PROMOTION_NOT_ELIGIBLE',
    );

    const small = await memberSession();
    await call('POST', `/wps/promotions/${id}/join`, { token: small.token });
    await payDeposit(small.token, '300'); // below the 1000.00 minimum
    expect((await t.app.services.wallet.balancesOf(small.memberId)).bonusMinor).toBe(0n);
    const [claim] = await t.ctx.database.db
      .select()
      .from(promoClaim)
      .where(and(eq(promoClaim.memberId, BigInt(small.memberId)), eq(promoClaim.promotionId, BigInt(id))));
    expect(claim?.status).toBe('cancelled');
  });

  it('shows coming soon before it starts, and refuses trial players and guests', async () => {
    t.setNow(NOON_DHAKA);
    const id = (await create(promotion({ activeFrom: '2026-12-01T00:00:00Z' }))).body.value.id;
    const me = await memberSession();
    expect((await listed(me.token)).find((p) => p.id === id)?.status).toBe('coming_soon');
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: me.token })).body.code).toBe(
      'PROMOTION_NOT_ACTIVE',
    );
    const trial = await memberSession(4);
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: trial.token })).body.code).toBe(
      'IN_NEED_TRUE_ACCOUNT',
    );
    expect((await call('POST', `/wps/promotions/${id}/join`)).status).toBe(401);
    const draft = (await create(promotion({ status: 'draft' }))).body.value.id;
    expect((await listed(me.token)).some((p) => p.id === draft)).toBe(false);
    expect((await call('POST', `/wps/promotions/${draft}/join`, { token: me.token })).body.code).toBe(
      'PROMOTION_NOT_FOUND',
    );
  });
});

describe.runIf(testDatabaseKind === 'postgres')('joins racing on PostgreSQL', () => {
  it('100 parallel joins of a once-per-player promotion make one claim', async () => {
    t.setNow(NOON_DHAKA);
    const id = (await create(promotion({ kind: 'reload' }))).body.value.id;
    const me = await memberSession();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call('POST', `/wps/promotions/${id}/join`, { token: me.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'PROMOTION_ALREADY_JOINED')).toHaveLength(99);
    const claims = await t.ctx.database.db
      .select()
      .from(promoClaim)
      .where(and(eq(promoClaim.memberId, BigInt(me.memberId)), eq(promoClaim.promotionId, BigInt(id))));
    expect(claims).toHaveLength(1);
  });
});
