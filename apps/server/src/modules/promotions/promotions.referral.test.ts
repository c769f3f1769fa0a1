import type { OperatorRole } from '@khela/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountsClient, freshIp } from '../../test/accounts-client.js';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { member } from '../accounts/accounts.tables.js';
import { validBetBucket } from '../vendors/vendors.tables.js';
import { CODE_ALPHABET, maskUsername, newInviteCode } from './promotions.referral.js';
import { promoReferral } from './promotions.referral.tables.js';
import { promoBonus } from './promotions.tables.js';

/**
 * Referral (decision 0056): invite codes, invitees recorded at registration, rewards paid once when
 * the invitee's deposits and valid bets reach the rules within the window, self-referral refused,
 * and the risk queue.
 */
const t = useTestApp();
const { call, memberSession, deposit, cash } = depositsClient(t);
const api = accountsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const db = () => t.ctx.database.db;
/** A moment when every demo channel is open: 12:00 in Dhaka. */
const NOON_DHAKA = new Date('2026-11-21T06:00:00Z');

const rules = {
  referrerReward: '50.00',
  inviteeReward: '10.00',
  minDeposits: '300.00',
  minValidBets: '500.00',
  withinDays: 7,
  payAs: 'cash',
  maxInvitees: 10,
};

function promotion(over: Record<string, unknown> = {}) {
  return {
    kind: 'referral',
    category: 'referral',
    status: 'published',
    title: { en: 'Invite friends, earn 50', bn: 'বন্ধুদের আমন্ত্রণ করুন, ৫০ পান' },
    body: { en: 'Each friend who deposits and plays earns you 50.', bn: 'প্রতিটি বন্ধু জমা দিয়ে খেললে ৫০।' },
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
  return call<{ id: string }>('POST', '/bo/api/promotions', { token: await op('content'), body });
}

type Referral = {
  code: string;
  link: string;
  promotion: { title: string } | null;
  counts: Record<string, number>;
  earned: string;
  invitees: {
    username: string;
    status: string;
    refusal: string | null;
    deposited: string;
    validBets: string;
  }[];
};
const mine = async (token: string, lang: 'en' | 'bn' = 'en') =>
  call<Referral>('GET', '/wps/promotions/referral', { token, lang });

let nameCounter = 0;
/** Registers through the API with a referral code, from its own address and device. */
async function registerWith(code: string, ip = freshIp(), userAgent = `Phone/${++nameCounter}`) {
  const username = `inv${String(++nameCounter).padStart(4, '0')}x`;
  const res = await api.call('PUT', '/wps/member/register', {
    body: {
      username,
      password: 'secret123',
      confirmPassword: 'secret123',
      ageConfirmed: true,
      termsAccepted: true,
      referralCode: code.toLowerCase(),
      ...(await api.captcha()),
    },
    ip,
    headers: { 'user-agent': userAgent },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const value = res.body.value as { token: string };
  const [row] = await db().select().from(member).where(eq(member.username, username));
  if (!row) throw new Error('not registered');
  return { token: value.token, memberId: row.id, username };
}

async function payDeposit(token: string, amount: string) {
  const order = (await deposit(token, { channelCode: 'NAGAD', amount, reference: `NG${Date.now() % 1e8}` }))
    .body.value;
  const approved = await call('POST', `/bo/api/payments/deposits/${order.id}/approve`, {
    token: await op('finance'),
    body: { note: 'seen' },
  });
  expect(approved.status, approved.text).toBe(200);
}

/** Valid bets as the roll-up would have written them (the one definition's table). */
async function validBets(memberId: bigint, stakeMinor: bigint, at = t.ctx.now()) {
  const bucketStart = new Date(Math.floor(at.getTime() / 300_000) * 300_000);
  await db().insert(validBetBucket).values({ bucketStart, memberId, currency: 'BDT', stakeMinor, rounds: 1 });
}

const referralRow = async (inviteeId: bigint) =>
  (await db().select().from(promoReferral).where(eq(promoReferral.inviteeId, inviteeId)))[0];
const referral = () => t.app.services.promotions.referral;

describe('invite codes', () => {
  it('are seven characters without look-alikes, and usernames are masked', () => {
    for (let i = 0; i < 200; i++) expect(newInviteCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{7}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(maskUsername('player42')).toBe('pl***42');
    expect(maskUsername('abc')).toBe('a***c');
    expect(maskUsername('a')).toBe('a***');
  });

  it('GET /wps/promotions/referral: a stable code and link; guests and trial players refused', async () => {
    t.setNow(NOON_DHAKA);
    const me = await memberSession();
    const first = await mine(me.token);
    expect(first.status, first.text).toBe(200);
    expect(first.body.value.code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(first.body.value.link).toBe(`/register?ref=${first.body.value.code}`);
    expect((await mine(me.token)).body.value.code).toBe(first.body.value.code);
    expect(first.body.value.counts).toEqual({ invited: 0, pending: 0, rewarded: 0, refused: 0 });
    const trial = await memberSession(4);
    expect((await mine(trial.token)).body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/promotions/referral')).status).toBe(401);
  });
});

describe('the editor', () => {
  it('refuses wrong referral rules with the field named, and turns the invite entry on when published', async () => {
    t.setNow(NOON_DHAKA);
    const bad = await create(promotion({ rules: { ...rules, referrerReward: '0.00' } }));
    expect(bad.body.code).toBe('PROMOTION_RULES_INVALID');
    expect(bad.body.message).toContain('rules.referrerReward');
    const missing = await create(promotion({ rules: { ...rules, withinDays: undefined } }));
    expect(missing.body.message).toContain('rules.withinDays');
    const wager = await create(promotion({ rules: { ...rules, payAs: 'bonus', wageringMultiple: 60 } }));
    expect(wager.body.code).toBe('PROMOTION_WAGERING_TOO_HIGH');
    await t.app.services.system.setSetting('REFERRAL', { enabled: false });
    const draft = await create(promotion({ status: 'draft' }));
    expect(draft.status, draft.text).toBe(200);
    expect((await t.app.services.system.settings()).REFERRAL.enabled).toBe(false);
    const made = await create(promotion());
    expect(made.status, made.text).toBe(200);
    expect((await t.app.services.system.settings()).REFERRAL.enabled).toBe(true);
    // A referral is taken by inviting, not joined.
    const me = await memberSession();
    const join = await call('POST', `/wps/promotions/${made.body.value.id}/join`, { token: me.token });
    expect(join.body.code).toBe('PROMOTION_NOT_ACTIVE');
  });
});

describe('a referral', () => {
  it('is recorded at registration and pays once when deposits and valid bets are reached', async () => {
    t.setNow(NOON_DHAKA);
    expect((await create(promotion())).status).toBe(200);
    const referrer = await memberSession();
    const { code } = (await mine(referrer.token)).body.value;
    const invitee = await registerWith(code);
    expect(await referralRow(invitee.memberId)).toMatchObject({ status: 'pending', refusal: null });

    // The deposit is reached; the valid bets are not yet: still pending, nothing paid.
    await payDeposit(invitee.token, '400');
    expect((await referralRow(invitee.memberId))?.status).toBe('pending');
    expect(await cash(referrer.memberId)).toBe(0n);
    const page = (await mine(referrer.token)).body.value;
    expect(page.counts).toMatchObject({ invited: 1, pending: 1 });
    expect(page.invitees[0]).toMatchObject({
      username: maskUsername(invitee.username),
      status: 'pending',
      deposited: '400.00',
      validBets: '0.00',
    });
    expect(page.promotion?.title).toBe('Invite friends, earn 50');
    expect((await mine(referrer.token, 'bn')).body.value.promotion?.title).toBe('বন্ধুদের আমন্ত্রণ করুন, ৫০ পান');

    await validBets(invitee.memberId, 60_000n);
    const inviteeCashBefore = await cash(invitee.memberId.toString());
    expect(await referral().sweep()).toBe(1);
    expect(await cash(referrer.memberId)).toBe(5_000n);
    expect(await cash(invitee.memberId.toString())).toBe(inviteeCashBefore + 1_000n);
    expect(await referralRow(invitee.memberId)).toMatchObject({
      status: 'rewarded',
      referrerRewardMinor: 5_000n,
      inviteeRewardMinor: 1_000n,
    });
    // Again: nothing more.
    expect(await referral().check(invitee.memberId)).toBe('rewarded');
    await payDeposit(invitee.token, '300');
    expect(await cash(referrer.memberId)).toBe(5_000n);
    const after = (await mine(referrer.token)).body.value;
    expect(after).toMatchObject({ earned: '50.00', counts: { invited: 1, rewarded: 1, pending: 0 } });
    const items = await referral().rewardItems(BigInt(referrer.memberId), 'en');
    expect(items).toEqual([
      expect.objectContaining({
        source: 'referral',
        status: 'claimed',
        amount: '50.00',
        path: '/member/referral',
      }),
    ]);
  });

  it('is paid when the deposit completes it (in the deposit’s transaction), as a bonus with wagering', async () => {
    t.setNow(NOON_DHAKA);
    const bonusRules = { ...rules, inviteeReward: undefined, payAs: 'bonus', wageringMultiple: 5 };
    expect((await create(promotion({ rules: bonusRules }))).status).toBe(200);
    const referrer = await memberSession();
    const invitee = await registerWith((await mine(referrer.token)).body.value.code);
    await validBets(invitee.memberId, 50_000n);
    await payDeposit(invitee.token, '350');
    expect((await referralRow(invitee.memberId))?.status).toBe('rewarded');
    const balances = await t.app.services.wallet.balancesOf(referrer.memberId);
    expect(balances).toMatchObject({ cashMinor: 0n, bonusMinor: 5_000n });
    const grants = await db()
      .select()
      .from(promoBonus)
      .where(eq(promoBonus.memberId, BigInt(referrer.memberId)));
    expect(grants).toMatchObject([
      { source: 'referral', amountMinor: 5_000n, wageringRequiredMinor: 25_000n },
    ]);
  });

  it('expires when the window passes, and stops at the referrer’s limit', async () => {
    t.setNow(NOON_DHAKA);
    expect((await create(promotion({ rules: { ...rules, maxInvitees: 1 } }))).status).toBe(200);
    const referrer = await memberSession();
    const { code } = (await mine(referrer.token)).body.value;
    const late = await registerWith(code);
    const first = await registerWith(code);
    const second = await registerWith(code);
    for (const m of [first, second]) {
      await validBets(m.memberId, 50_000n);
      await payDeposit(m.token, '300');
    }
    expect((await referralRow(first.memberId))?.status).toBe('rewarded');
    expect((await referralRow(second.memberId))?.status).toBe('expired');
    expect(await cash(referrer.memberId)).toBe(5_000n);
    t.setNow(new Date(NOON_DHAKA.getTime() + 8 * 24 * 3600_000));
    await referral().sweep();
    expect((await referralRow(late.memberId))?.status).toBe('expired');
  });
});

describe('self-referral', () => {
  it('is refused at registration from the referrer’s address, flagged, and the operator clears the flag', async () => {
    t.setNow(NOON_DHAKA);
    expect((await create(promotion())).status).toBe(200);
    const referrer = await memberSession(); // its session is from 127.0.0.1
    const same = await registerWith((await mine(referrer.token)).body.value.code, '127.0.0.1');
    expect(await referralRow(same.memberId)).toMatchObject({ status: 'refused', refusal: 'same_ip' });
    await validBets(same.memberId, 90_000n);
    await payDeposit(same.token, '500');
    await referral().sweep();
    expect(await cash(referrer.memberId)).toBe(0n);
    expect((await mine(referrer.token)).body.value.invitees[0]).toMatchObject({
      status: 'refused',
      refusal: 'same_ip',
    });

    const queue = await call<{ list: { id: string; kind: string; memberId: string }[] }>(
      'GET',
      '/bo/api/promotions/risk',
      { token: await op('risk') },
    );
    expect(queue.status, queue.text).toBe(200);
    const flag = queue.body.value.list.find((f) => f.memberId === same.memberId.toString());
    expect(flag?.kind).toBe('self_referral');
    const path = `/bo/api/promotions/risk/${flag?.id}/clear`;
    expect((await call('POST', path, { token: await op('support'), body: { note: 'ok' } })).status).toBe(403);
    const cleared = await call('POST', path, {
      token: await op('risk'),
      body: { note: 'same family, told' },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.value).toMatchObject({ status: 'cleared', note: 'same family, told' });
    const again = await call('POST', path, { token: await op('risk'), body: { note: 'again' } });
    expect(again.body.code).toBe('RISK_FLAG_NOT_FOUND');
    const bad = await call('POST', path, { token: await op('risk'), body: { note: '' } });
    expect(bad.status).toBe(400);
    // Cleared: out of the open list, in the cleared one with who cleared it; no session, no queue.
    const open = await call<{ list: { id: string }[] }>('GET', '/bo/api/promotions/risk', {
      token: await op('risk'),
    });
    expect(open.body.value.list.some((f) => f.id === flag?.id)).toBe(false);
    const clearedList = await call<{ list: { id: string; clearedBy: string }[] }>(
      'GET',
      '/bo/api/promotions/risk?status=cleared',
      { token: await op('risk') },
    );
    expect(clearedList.body.value.list.find((f) => f.id === flag?.id)?.clearedBy).toMatch(/^operator:/);
    expect((await call('GET', '/bo/api/promotions/risk')).status).toBe(401);
  });

  it('is refused at reward time when the invitee’s payee name is the referrer’s; nothing is paid', async () => {
    t.setNow(NOON_DHAKA);
    expect((await create(promotion())).status).toBe(200);
    const referrer = await memberSession();
    const invitee = await registerWith((await mine(referrer.token)).body.value.code);
    expect((await referralRow(invitee.memberId))?.status).toBe('pending');
    await db()
      .update(member)
      .set({ payeeName: 'Rahim  Uddin' })
      .where(eq(member.id, BigInt(referrer.memberId)));
    await db().update(member).set({ payeeName: 'rahim uddin' }).where(eq(member.id, invitee.memberId));
    await validBets(invitee.memberId, 50_000n);
    const inviteeCash = await cash(invitee.memberId.toString());
    await payDeposit(invitee.token, '300');
    expect(await referralRow(invitee.memberId)).toMatchObject({ status: 'refused', refusal: 'same_payee' });
    expect(await cash(referrer.memberId)).toBe(0n);
    expect(await cash(invitee.memberId.toString())).toBe(inviteeCash + 29_700n); // the deposit only
  });
});

describe.runIf(testDatabaseKind === 'postgres')('rewards racing on PostgreSQL', () => {
  it('50 parallel checks of one qualifying invitee pay the referrer and the invitee once', async () => {
    t.setNow(NOON_DHAKA);
    expect((await create(promotion())).status).toBe(200);
    const referrer = await memberSession();
    const invitee = await registerWith((await mine(referrer.token)).body.value.code);
    await payDeposit(invitee.token, '300'); // no valid bets yet: still pending
    expect((await referralRow(invitee.memberId))?.status).toBe('pending');
    await validBets(invitee.memberId, 50_000n);
    const inviteeCash = await cash(invitee.memberId.toString());
    const statuses = await Promise.all(Array.from({ length: 50 }, () => referral().check(invitee.memberId)));
    expect(new Set(statuses)).toEqual(new Set(['rewarded']));
    expect(await cash(referrer.memberId)).toBe(5_000n);
    expect(await cash(invitee.memberId.toString())).toBe(inviteeCash + 1_000n);
  });
});
