import type { OperatorRole } from '@khela/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsClient, freshIp } from '../../test/accounts-client.js';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { member } from '../accounts/accounts.tables.js';
import { identityValues, numberKey, payeeKey } from './promotions.abuse.js';
import { promoRiskFlag } from './promotions.referral.tables.js';

/**
 * The promotions abuse checks (decision 0056): who is the same person (payee name, mobile, device),
 * one claim per person, bonus hunting and many accounts on one device flagged to the risk queue.
 * The risk queue's routes and the self-referral refusal are in promotions.referral.test.ts.
 */
const t = useTestApp();
const { call, memberSession } = depositsClient(t);
const api = accountsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const db = () => t.ctx.database.db;
/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

async function create(body: Record<string, unknown>) {
  return call<{ id: string }>('POST', '/bo/api/promotions', { token: await op('content'), body });
}

function promotion(over: Record<string, unknown> = {}) {
  return {
    kind: 'referral',
    category: 'referral',
    status: 'published',
    title: { en: 'Welcome bonus', bn: 'স্বাগত বোনাস' },
    body: { en: 'Once per person.', bn: 'প্রতি ব্যক্তি একবার।' },
    rules: {},
    visibleFrom: '2026-11-01T00:00:00Z',
    activeFrom: '2026-11-01T00:00:00Z',
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    ...over,
  };
}

const mine = async (token: string) => call<{ code: string }>('GET', '/wps/promotions/referral', { token });

let nameCounter = 0;
/** Registers through the API with a referral code, from `ip` with `userAgent`. */
async function registerWith(code: string, ip: string, userAgent: string) {
  const username = `abu${String(++nameCounter).padStart(4, '0')}x`;
  const res = await api.call('PUT', '/wps/member/register', {
    body: {
      username,
      password: 'secret123',
      confirmPassword: 'secret123',
      ageConfirmed: true,
      termsAccepted: true,
      referralCode: code,
      ...(await api.captcha()),
    },
    ip,
    headers: { 'user-agent': userAgent },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await db().select().from(member).where(eq(member.username, username));
  if (!row) throw new Error('not registered');
  return { memberId: row.id, username };
}

describe('identity values', () => {
  it('are read from what the platform records, normalised', () => {
    expect(payeeKey('  Rahim   UDDIN ')).toBe('rahim uddin');
    expect(numberKey('+880 1712-345678')).toBe('1712345678');
    expect(numberKey('01712345678')).toBe('1712345678');
    expect(numberKey('1234')).toBeUndefined();
    const values = identityValues(
      {
        profile: {
          mobile: '01712345678',
          countryDialingCode: '880',
          payeeName: 'Karim Mia',
          registerIp: '10.0.0.1',
        },
        ips: ['10.0.0.2'],
        sessions: [
          { ip: '10.0.0.3', userAgent: 'Phone/1' },
          { ip: '10.0.0.3', userAgent: '' },
        ],
        payouts: [{ payeeName: 'KARIM  MIA', accountNumber: '01812345678' }],
      },
      [{ ip: '10.0.0.4', userAgent: 'Phone/2' }],
    );
    expect(values.map((v) => `${v.kind}:${v.value}`).sort()).toEqual([
      'device:Phone/1|10.0.0.3',
      'device:Phone/2|10.0.0.4',
      'ip:10.0.0.1',
      'ip:10.0.0.2',
      'ip:10.0.0.3',
      'ip:10.0.0.4',
      'mobile:1712345678',
      'mobile:1812345678',
      'payee:karim mia',
    ]);
  });
});

describe('one claim per person', () => {
  it('refuses a second account of the same person a once-per-person deposit bonus, and flags it', async () => {
    t.setNow(NOON_DHAKA);
    const made = await create({
      ...promotion(),
      kind: 'first_deposit',
      category: 'deposit',
      rules: {
        percentBp: 10_000,
        cap: '500.00',
        minDeposit: '100.00',
        wageringMultiple: 10,
        wageringBase: 'bonus',
        lockDeposit: true,
        expiresInDays: 7,
      },
    });
    expect(made.status, made.text).toBe(200);
    const id = made.body.value.id;
    const first = await memberSession();
    const second = await memberSession();
    const other = await memberSession();
    await db()
      .update(member)
      .set({ payeeName: 'Karim Mia' })
      .where(eq(member.id, BigInt(first.memberId)));
    await db()
      .update(member)
      .set({ payeeName: 'KARIM MIA' })
      .where(eq(member.id, BigInt(second.memberId)));
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: first.token })).status).toBe(200);
    const refused = await call<{ reason: string }>('POST', `/wps/promotions/${id}/join`, {
      token: second.token,
    });
    expect(refused.body.code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(refused.body.value).toEqual({ reason: 'same_person' });
    // Someone else is not refused.
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: other.token })).status).toBe(200);
    const flags = await db()
      .select()
      .from(promoRiskFlag)
      .where(eq(promoRiskFlag.memberId, BigInt(second.memberId)));
    expect(flags).toMatchObject([{ kind: 'same_person_claim', status: 'open' }]);
  });
});

describe('bonus hunting and shared devices', () => {
  it('flags a member who forfeits deposit bonuses again and again, once per open flag', async () => {
    t.setNow(NOON_DHAKA);
    const hunter = await memberSession();
    const calm = await memberSession();
    const engine = t.app.services.promotions.engine;
    const grant = (memberId: string, n: number) =>
      engine.grant({
        memberId: BigInt(memberId),
        currency: 'BDT',
        source: 'reload',
        reference: `test:hunt:${memberId}:${n}`,
        amountMinor: 10_000n,
        wageringRequiredMinor: 100_000n,
        contributions: {},
        defaultContributionBp: 10_000,
        maxStakeMinor: null,
        lockedMinor: 0n,
        expiresAt: new Date(NOON_DHAKA.getTime() + 86_400_000),
        actor: 'test',
      });
    for (let n = 0; n < 2; n++) {
      const bonus = await grant(hunter.memberId, n);
      const forfeit = await call('POST', `/wps/promotions/bonuses/${bonus.id}/forfeit`, {
        token: hunter.token,
      });
      expect(forfeit.status, forfeit.text).toBe(200);
    }
    const one = await grant(calm.memberId, 0);
    await call('POST', `/wps/promotions/bonuses/${one.id}/forfeit`, { token: calm.token });
    await t.app.services.promotions.abuse.flagBonusHunters();
    await t.app.services.promotions.abuse.flagBonusHunters();
    const flagged = async (memberId: string) =>
      db()
        .select()
        .from(promoRiskFlag)
        .where(eq(promoRiskFlag.memberId, BigInt(memberId)));
    const hunterFlags = await flagged(hunter.memberId);
    expect(hunterFlags).toMatchObject([
      { kind: 'bonus_hunting', status: 'open', detail: { forfeited: 2, times: 2 } },
    ]);
    expect(await flagged(calm.memberId)).toEqual([]);
  });

  it('flags the third account seen on one device', async () => {
    t.setNow(NOON_DHAKA);
    const ip = freshIp();
    const referrer = await memberSession();
    const { code } = (await mine(referrer.token)).body.value;
    // Three registrations from one phone (same user agent and address): the third is flagged.
    const a = await registerWith(code, ip, 'SharedPhone/1');
    const b = await registerWith(code, ip, 'SharedPhone/1');
    const c = await registerWith(code, ip, 'SharedPhone/1');
    const kinds = async (id: bigint) =>
      (await db().select().from(promoRiskFlag).where(eq(promoRiskFlag.memberId, id))).map((f) => f.kind);
    expect(await kinds(a.memberId)).toEqual([]);
    expect(await kinds(b.memberId)).toEqual([]);
    expect(await kinds(c.memberId)).toEqual(['shared_device']);
  });
});
