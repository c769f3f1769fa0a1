import {
  encryptPayload,
  PayloadEncryptionConfig,
  type PointsConfigBody,
  type PointsConfigValue,
  type PointsTxnListValue,
} from '@khela/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { pointsClient } from '../../test/loyalty-points-client.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';
import { auditEntry } from '../audit/audit.tables.js';
import { DEFAULT_POINTS_RULES, slotPoints } from './loyalty.points.config.js';
import { pointsClosedUntil } from './loyalty.points.earn.js';

/**
 * Points (decision 0062): earned on closed valid-bet slots at the rate of each game type (times
 * the VIP rate), once however often the job runs; a reversal takes back down to zero; the balance,
 * the details and the rules; converting to cash with the payment password, once per request.
 */
const t = useTestApp();
const c = pointsClient(t);
const MIN = 60 * 1000;
/** 12:00 in Dhaka on 2026-11-21. */
const NOW = new Date('2026-11-21T06:00:00Z');
let clock = NOW.getTime();
/** Moves the clock forward (tests share the earning watermark, so time only goes on). */
const advance = (minutes: number) => {
  clock += minutes * MIN;
  t.setNow(new Date(clock));
  return new Date(clock);
};
const ago = (minutes: number) => new Date(clock - minutes * MIN);

const RULES: PointsConfigBody = {
  rates: { RNG: 10_000, LIVE: 5_000 },
  defaultRateBp: 2_000,
  convertEnabled: true,
  convertPoints: 100,
  convertCash: '10.00',
  convertMinPoints: 100,
  convertStepPoints: 50,
};

async function saveRules(body: PointsConfigBody = RULES) {
  const res = await c.call<PointsConfigValue>('PUT', '/bo/api/loyalty/points/config', {
    token: await c.op('content'),
    body,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
}

const details = async (token: string, lang: 'en' | 'bn' = 'en') => {
  const res = await c.call<PointsTxnListValue>('GET', '/wps/relay/ODSFE2_MemTransDet?page=1&pageSize=10', {
    token,
    lang,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};

describe('the points of a slot', () => {
  it('weights each game type by its rate and the VIP rate, in whole points, truncated toward zero', () => {
    const rules = { ...DEFAULT_POINTS_RULES, rates: { RNG: 10_000 }, defaultRateBp: 2_500 };
    const stakes = [
      { gameType: 'RNG', stakeMinor: 10_050n },
      { gameType: 'FISH', stakeMinor: 1_000n },
    ];
    expect(slotPoints(rules, stakes, 10_000, 100n)).toBe(103n);
    expect(slotPoints(rules, stakes, 15_000, 100n)).toBe(154n);
    expect(slotPoints(rules, [{ gameType: 'RNG', stakeMinor: 99n }], 10_000, 100n)).toBe(0n);
    expect(slotPoints(rules, [{ gameType: 'RNG', stakeMinor: -15_099n }], 10_000, 100n)).toBe(-150n);
    expect(pointsClosedUntil(new Date('2026-11-21T06:05:59Z')).toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
    expect(pointsClosedUntil(new Date('2026-11-21T06:06:00Z')).toISOString()).toBe(
      '2026-11-21T06:05:00.000Z',
    );
  });
});

describe('points routes', () => {
  it('refuses guests and trials the member calls, and shows the rules to anyone', async () => {
    t.setNow(new Date(clock));
    const trial = await c.member(TRIAL_TYPE);
    for (const [method, url] of [
      ['GET', '/wps/relay/MCS2_getPointBalance'],
      ['GET', '/wps/relay/ODSFE2_MemTransDet'],
      ['POST', '/wps/relay/convertPoint'],
    ] as const) {
      const body =
        method === 'POST'
          ? { points: '100', paymentPassword: '135790', requestId: 'req-guest-01' }
          : undefined;
      const guest = await c.call(method, url, body ? { body } : {});
      expect(guest.status, url).toBe(401);
      expect(guest.body.code).toBe('NOT_LOGGED_IN');
      const asTrial = await c.call(method, url, { token: trial.token, ...(body ? { body } : {}) });
      expect(asTrial.status, url).toBe(403);
      expect(asTrial.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    }
    const config = await c.call<PointsConfigValue>('GET', '/wps/relay/getPointConfig');
    expect(config.status).toBe(200);
    expect(config.body.value).toMatchObject({ currency: 'BDT', convertEnabled: true, convertPoints: 100 });
  });

  it('lets content save the rules (audited), finance and support only read them, and refuses a bad cash amount', async () => {
    const saved = await saveRules();
    expect(saved).toMatchObject({
      rates: { RNG: 10_000, LIVE: 5_000 },
      convertCash: '10.00',
      convertStepPoints: 50,
    });
    const read = await c.call<PointsConfigValue>('GET', '/bo/api/loyalty/points/config', {
      token: await c.op('support'),
    });
    expect(read.body.value.defaultRateBp).toBe(2_000);
    const denied = await c.call('PUT', '/bo/api/loyalty/points/config', {
      token: await c.op('finance'),
      body: RULES,
    });
    expect(denied.status).toBe(403);
    const bad = await c.call('PUT', '/bo/api/loyalty/points/config', {
      token: await c.op('content'),
      body: { ...RULES, convertMinPoints: 120 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('POINTS_CONFIG_INVALID');
    const malformed = await c.call('PUT', '/bo/api/loyalty/points/config', {
      token: await c.op('content'),
      body: { ...RULES, convertCash: '1.234' },
    });
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    const audit = await t.ctx.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'loyalty.points.config'));
    expect(audit.length).toBe(1);
    const player = await c.member();
    expect((await c.call('GET', '/bo/api/loyalty/points/config', { token: player.token })).status).toBe(401);
  });

  it('earns on closed slots once, per game type, and the details say so in both languages', async () => {
    await saveRules();
    const m = await c.member();
    const other = await c.member();
    await c.round(m, 'RNG', 10_000n, ago(30));
    await c.round(m, 'LIVE', 10_000n, ago(30));
    await c.round(m, 'FISH', 5_000n, ago(20));
    await c.round(other, 'RNG', 99n, ago(20));
    // Its slot is not closed yet: the next pass pays it.
    await c.round(m, 'RNG', 2_000n, ago(0));

    await t.app.services.loyalty.points.earn();
    expect(await c.points(m)).toBe(160n);
    expect(await c.points(other)).toBe(0n);
    await t.app.services.loyalty.points.earn();
    expect(await c.points(m)).toBe(160n);

    const balance = await c.call('GET', '/wps/relay/MCS2_getPointBalance', { token: m.token });
    expect(balance.body.value).toEqual({ points: '160', currency: 'PTS' });
    const list = await details(m.token, 'bn');
    expect(list.total).toBe(2);
    expect(list.list.map((r) => [r.kind, r.points, r.amount, r.status])).toEqual([
      ['earn', '10', '50.00', 'approved'],
      ['earn', '150', '200.00', 'approved'],
    ]);
    expect(list.list[0]?.remark).toBe('বৈধ বাজিতে অর্জিত');
    expect((await details(other.token)).list).toEqual([]);

    advance(10);
    await t.app.services.loyalty.points.earn();
    expect(await c.points(m)).toBe(180n);
    expect((await c.pointsSum()).sum).toBe(0n);

    // The back office's player page shows the points account beside cash (PTS is a ledger currency).
    const player = await c.call<{ balances: { kind: string; currency: string; balance: string }[] }>(
      'GET',
      `/bo/api/players/${m.memberId}`,
      { token: await c.op('support') },
    );
    expect(player.status, player.text).toBe(200);
    expect(player.body.value.balances).toContainEqual(
      expect.objectContaining({ kind: 'points', currency: 'PTS', balance: '180' }),
    );
  });

  it('takes points back on a reversal, but never below zero', async () => {
    // Later than every slot paid before: the watermark only goes on.
    advance(30);
    const m = await c.member();
    const spender = await c.member();
    const big = await c.round(m, 'RNG', 10_000n, ago(20));
    await c.round(m, 'RNG', 5_000n, ago(20));
    const spent = await c.round(spender, 'RNG', 10_000n, ago(20));
    await t.app.services.loyalty.points.earn();
    expect(await c.points(m)).toBe(150n);
    expect(await c.points(spender)).toBe(100n);
    expect((await c.convert(spender, '100')).status).toBe(200);

    await c.reverse(big, ago(0));
    await c.reverse(spent, ago(0));
    advance(10);
    await t.app.services.loyalty.points.earn();
    expect(await c.points(m)).toBe(50n);
    expect(await c.points(spender)).toBe(0n);
    expect((await details(m.token)).list[0]).toMatchObject({
      kind: 'reverse',
      points: '-100',
      amount: '-100.00',
    });
    expect((await details(spender.token)).list.map((r) => r.kind)).toEqual(['convert', 'earn']);
    expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
  });

  it('converts at the rate with the payment password, once per request id, and refuses what the rule does not allow', async () => {
    await saveRules();
    const m = await c.member();
    await c.grant(m, 260n);
    const cashBefore = await c.cash(m);

    const requestId = 'cv-replay-0001';
    const first = await c.convert(m, '150', { requestId });
    expect(first.status, first.text).toBe(200);
    expect(first.body.value).toEqual({ points: '150', cash: '15.00', currency: 'BDT', balance: '110' });
    const replay = await c.convert(m, '150', { requestId });
    expect(replay.status).toBe(200);
    expect(await c.points(m)).toBe(110n);
    expect((await c.cash(m)) - cashBefore).toBe(1_500n);

    for (const [points, code] of [
      ['50', 'POINTS_CONVERT_INVALID'],
      ['120', 'POINTS_CONVERT_INVALID'],
      ['150', 'POINTS_NOT_ENOUGH'],
    ] as const) {
      const refused = await c.convert(m, points);
      expect(refused.body.code, points).toBe(code);
    }
    const wrong = await c.convert(m, '100', { paymentPassword: '000000' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.body.code).toMatch(/^PAYMENT_PASSWORD_/);
    const bn = await c.call('POST', '/wps/relay/convertPoint', {
      token: m.token,
      lang: 'bn',
      body: { points: '50', paymentPassword: '135790', requestId: 'cv-bn-000001' },
    });
    expect(bn.body.message).toContain('১০০');

    // An E call: the same conversion sealed for the site's key is accepted.
    const config = await c.call<{ payloadEncryption: unknown }>('GET', '/wps/system/config');
    const { publicKey, kid } = PayloadEncryptionConfig.parse(config.body.value.payloadEncryption);
    const sealed = await encryptPayload(publicKey, kid, {
      points: '100',
      paymentPassword: '135790',
      requestId: 'cv-sealed-00001',
    });
    const encrypted = await c.call('POST', '/wps/relay/convertPoint', { token: m.token, body: sealed });
    expect(encrypted.status, encrypted.text).toBe(200);
    expect(await c.points(m)).toBe(10n);
    await c.grant(m, 100n);

    await saveRules({ ...RULES, convertEnabled: false });
    expect((await c.convert(m, '100')).body.code).toBe('POINTS_CONVERT_NOT_AVAILABLE');
    await saveRules();
    expect(await c.points(m)).toBe(110n);
    const rows = (await details(m.token)).list;
    expect(rows.map((r) => [r.kind, r.points, r.amount])).toEqual([
      ['convert', '-100', '10.00'],
      ['convert', '-150', '15.00'],
    ]);
    expect(rows[0]?.remark).toBe('Converted to cash');
    expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
  });
});
