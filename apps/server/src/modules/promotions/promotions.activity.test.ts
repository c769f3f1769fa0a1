import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRole } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { elfBytes, jpegBytes, pngBytes } from '../../test/withdrawals-client.js';

/**
 * Activity applications (decision 0057): a player applies with a remark and up to three private
 * images; an operator approves (the reward issued once) or rejects with a reason; every bad part
 * of the form is refused by name and nothing is stored.
 */
const uploadDir = path.join(tmpdir(), `khela-activity-test-${process.pid}-${Date.now()}`);
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
const { call, memberSession, cash } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const MB = 1024 * 1024;

const cashRules = {
  reward: 'cash',
  amountMode: 'chosen',
  amount: '100.00',
  imagesRequired: true,
};

async function activity(rules: Record<string, unknown> = cashRules, over: Record<string, unknown> = {}) {
  const res = await call<{ id: string }>('POST', '/bo/api/promotions', {
    token: await op('content'),
    body: {
      kind: 'activity',
      category: 'events',
      status: 'published',
      title: { en: 'Share your big win', bn: 'আপনার বড় জয় শেয়ার করুন' },
      body: { en: 'Send a screenshot of a big win.', bn: 'বড় জয়ের একটি স্ক্রিনশট পাঠান।' },
      rules,
      visibleFrom: '2026-01-01T00:00:00Z',
      activeFrom: '2026-01-01T00:00:00Z',
      activeUntil: null,
      perPlayerLimit: 1,
      globalLimit: null,
      ...over,
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.id;
}

type Part = { name: string; value: string } | { name: string; bytes: Buffer; type: string; file: string };
type Application = {
  id: string;
  title: string;
  status: string;
  remark: string;
  amount: string | null;
  bonusId: string | null;
  rejectReason: string | null;
  images: { id: string; path: string; contentType: string; width: number }[];
};

async function apply(token: string | undefined, promotionId: string, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('value' in p) form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.file);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${promotionId}/apply`,
    headers: {
      'x-lang': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return {
    status: res.statusCode,
    body: res.json<{ value: Application; code?: string; message: string }>(),
  };
}

const png = (name = 'win.png', bytes = pngBytes(40, 30)): Part => ({
  name: 'images',
  bytes,
  type: 'image/png',
  file: name,
});
const remark = (value: string): Part => ({ name: 'remark', value });

const storedFiles = () =>
  readdir(path.join(uploadDir, 'activity-applications'), { recursive: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
const count = async (table: string, where = 'true') =>
  (
    await queryRows<{ n: string }>(
      t.ctx.database.db,
      sql.raw(`select count(*)::text as n from ${table} where ${where}`),
    )
  )[0]?.n;

const statusOn = async (token: string, id: string) =>
  (
    await call<{ list: { id: string; status: string | null }[] }>('GET', '/wps/promotions', { token })
  ).body.value.list.find((p) => p.id === id)?.status;

describe('applying', () => {
  it('stores the remark and images privately; the player and a reviewer see them, nobody else', async () => {
    const id = await activity();
    const m = await memberSession();
    expect(await statusOn(m.token, id)).toBe('join');
    const jpg = jpegBytes(64, 48);
    const res = await apply(m.token, id, [
      remark('  Won 5,000 on the studio slot!  '),
      png(),
      { name: 'images', bytes: jpg, type: 'image/jpeg', file: 'second.jpg' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({
      status: 'applying',
      remark: 'Won 5,000 on the studio slot!',
      amount: null,
    });
    expect(res.body.value.images.map((i) => [i.contentType, i.width])).toEqual([
      ['image/png', 40],
      ['image/jpeg', 64],
    ]);
    expect(await statusOn(m.token, id)).toBe('applying');

    const mine = await call<{ list: Application[] }>('GET', '/wps/promotions/applications', {
      token: m.token,
    });
    expect(mine.body.value.list[0]?.id).toBe(res.body.value.id);
    const second = res.body.value.images[1];
    if (!second) throw new Error('no second image');
    const own = await t.app.inject({
      method: 'GET',
      url: second.path,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(jpg)).toBe(true);

    const other = await memberSession();
    const stranger = await call('GET', second.path, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('ACTIVITY_APPLICATION_NOT_FOUND');
    expect((await call('GET', second.path)).status).toBe(401);

    const queue = await call<{ list: (Application & { username: string })[] }>(
      'GET',
      '/bo/api/promotions/applications?status=applying',
      { token: await op('finance') },
    );
    const queued = queue.body.value.list.find((a) => a.id === res.body.value.id);
    expect(queued).toMatchObject({
      username: m.username,
      title: 'Share your big win',
      remark: res.body.value.remark,
    });
    const bnQueue = await call<{ list: Application[] }>('GET', '/bo/api/promotions/applications', {
      token: await op('finance'),
      lang: 'bn',
    });
    expect(bnQueue.body.value.list.find((a) => a.id === res.body.value.id)?.title).toBe(
      'আপনার বড় জয় শেয়ার করুন',
    );
    const boImage = await t.app.inject({
      method: 'GET',
      url: queued?.images[0]?.path ?? '',
      headers: { authorization: `Bearer ${await op('finance')}` },
    });
    expect(boImage.statusCode).toBe(200);
    expect(boImage.headers['content-type']).toBe('image/png');
    expect((await call('GET', queued?.images[0]?.path ?? '', { token: await op('support') })).status).toBe(
      403,
    );

    const again = await apply(m.token, id, [remark('again'), png()]);
    expect(again.body.code).toBe('ACTIVITY_APPLICATION_PENDING');
  });

  it('refuses every bad part by name, in the caller’s language, and stores nothing', async () => {
    const id = await activity();
    const m = await memberSession();
    const filesBefore = await storedFiles();
    const rowsBefore = await count('promo_application');
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), elfBytes()]);
    const cases: [Part[], number, string, string][] = [
      [[remark('x'.repeat(141)), png()], 400, 'ACTIVITY_REMARK_TOO_LONG', '140'],
      [[remark('four'), png(), png(), png(), png()], 400, 'ACTIVITY_IMAGE_TOO_MANY', '3'],
      [[remark('fake'), png(), png('fake.png', fake)], 415, 'ACTIVITY_IMAGE_NOT_IMAGE', 'images[2]'],
      [[remark('elf'), png('a.png', elfBytes())], 415, 'ACTIVITY_IMAGE_NOT_IMAGE', 'images[1]'],
      [
        [remark('gif'), { name: 'images', bytes: pngBytes(), type: 'image/gif', file: 'a.gif' }],
        415,
        'ACTIVITY_IMAGE_NOT_IMAGE',
        'images[1]',
      ],
      [[remark('big'), png('big.png', pngBytes(4, 3, 5 * MB + 1))], 413, 'ACTIVITY_IMAGE_TOO_LARGE', '5 MB'],
      [[remark('none')], 400, 'ACTIVITY_IMAGE_REQUIRED', 'image'],
      [[remark('extra'), png(), { name: 'amount', value: '1000' }], 400, 'ACTIVITY_FORM_INVALID', 'amount'],
      [[remark('a'), remark('b'), png()], 400, 'ACTIVITY_FORM_INVALID', 'remark'],
    ];
    for (const [parts, status, code, named] of cases) {
      const res = await apply(m.token, id, parts);
      expect(res.status, code).toBe(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message, code).toContain(named);
    }
    const json = await call('POST', `/wps/promotions/${id}/apply`, { token: m.token, body: { remark: 'x' } });
    expect(json.body.code).toBe('ACTIVITY_FORM_INVALID');
    const bn = await call('POST', `/wps/promotions/${id}/apply`, { token: m.token, lang: 'bn', raw: '{}' });
    expect(bn.body.message).toContain('আবেদন ফর্মটি সঠিক নয়');
    expect(await count('promo_application')).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);

    // 140 characters of Bengali (code points, as the form counts them) are fine.
    const ok = await apply(m.token, id, [remark('জ'.repeat(140)), png()]);
    expect(ok.status).toBe(200);
  });

  it('refuses guests, trial players, unknown and closed activities', async () => {
    const id = await activity();
    expect((await apply(undefined, id, [png()])).body.code).toBe('NOT_LOGGED_IN');
    const trial = await memberSession(4);
    const refused = await apply(trial.token, id, [png()]);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/promotions/applications', { token: trial.token })).body.code).toBe(
      'IN_NEED_TRUE_ACCOUNT',
    );
    const m = await memberSession();
    expect((await apply(m.token, '999999', [png()])).body.code).toBe('PROMOTION_NOT_FOUND');
    const later = await activity(cashRules, { activeFrom: '2099-01-01T00:00:00Z' });
    expect(await statusOn(m.token, later)).toBe('coming_soon');
    expect((await apply(m.token, later, [png()])).body.code).toBe('PROMOTION_NOT_ACTIVE');
    expect((await call('POST', `/wps/promotions/${id}/join`, { token: m.token })).body.code).toBe(
      'PROMOTION_NOT_ACTIVE',
    );
  });
});

describe('review', () => {
  it('approves within the rules, pays cash once, audits, and the player sees issued', async () => {
    const id = await activity();
    const m = await memberSession();
    const app = (await apply(m.token, id, [remark('please'), png()])).body.value;
    const finance = await op('finance');
    const url = `/bo/api/promotions/applications/${app.id}`;
    const tooMuch = await call('POST', `${url}/approve`, { token: finance, body: { amount: '100.01' } });
    expect(tooMuch.body.code).toBe('ACTIVITY_AMOUNT_INVALID');
    expect(tooMuch.body.message).toContain('100.00');
    expect((await call('POST', `${url}/approve`, { token: finance, body: {} })).body.code).toBe(
      'ACTIVITY_AMOUNT_INVALID',
    );
    expect((await call('POST', `${url}/approve`, { token: await op('support'), body: {} })).status).toBe(403);
    expect(await cash(m.memberId)).toBe(0n);
    const approved = await call<Application>('POST', `${url}/approve`, {
      token: finance,
      body: { amount: '42.50' },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'issued', amount: '42.50' });
    expect(await cash(m.memberId)).toBe(4250n);
    const twice = await call('POST', `${url}/approve`, { token: finance, body: { amount: '42.50' } });
    expect(twice.body.code).toBe('ACTIVITY_APPLICATION_DECIDED');
    expect(
      (await call('POST', `${url}/reject`, { token: finance, body: { reason: 'late' } })).body.code,
    ).toBe('ACTIVITY_APPLICATION_DECIDED');
    expect(await cash(m.memberId)).toBe(4250n);
    expect(
      await count('audit_entry', `action = 'promotions.application.approve' and target_id = '${app.id}'`),
    ).toBe('1');
    expect(await statusOn(m.token, id)).toBe('issued');
    const mine = await call<{ list: Application[] }>('GET', '/wps/promotions/applications', {
      token: m.token,
    });
    expect(mine.body.value.list[0]).toMatchObject({ status: 'issued', amount: '42.50' });
    expect(await t.app.services.promotions.activity.rewardItems(BigInt(m.memberId), 'bn')).toEqual([
      expect.objectContaining({
        key: `activity:${app.id}`,
        status: 'claimed',
        amount: '42.50',
        title: 'আপনার বড় জয় শেয়ার করুন',
      }),
    ]);
    expect((await apply(m.token, id, [png()])).body.code).toBe('PROMOTION_NOT_ELIGIBLE');
  });

  it('issues a fixed bonus with its wagering; rejects with a reason, and the player may apply again', async () => {
    const id = await activity({
      reward: 'bonus',
      amountMode: 'fixed',
      amount: '20.00',
      wageringMultiple: 5,
      expiresInDays: 3,
      imagesRequired: false,
    });
    const finance = await op('finance');
    const a = await memberSession();
    const first = (await apply(a.token, id, [remark('no image needed')])).body.value;
    expect(first.images).toEqual([]);
    const wrong = await call('POST', `/bo/api/promotions/applications/${first.id}/approve`, {
      token: finance,
      body: { amount: '10.00' },
    });
    expect(wrong.body.code).toBe('ACTIVITY_AMOUNT_INVALID');
    const ok = await call<Application>('POST', `/bo/api/promotions/applications/${first.id}/approve`, {
      token: finance,
      body: {},
    });
    expect(ok.body.value).toMatchObject({ status: 'issued', amount: '20.00' });
    const bonuses = await call<{
      list: { id: string; amount: string; wageringRequired: string; source: string }[];
    }>('GET', '/wps/promotions/bonuses', { token: a.token });
    expect(bonuses.body.value.list).toEqual([
      expect.objectContaining({
        id: ok.body.value.bonusId,
        amount: '20.00',
        wageringRequired: '100.00',
        source: 'activity',
      }),
    ]);
    expect(await cash(a.memberId)).toBe(0n);

    const b = await memberSession();
    const second = (await apply(b.token, id, [remark('mine too')])).body.value;
    const url = `/bo/api/promotions/applications/${second.id}/reject`;
    expect((await call('POST', url, { token: finance, body: {} })).body.code).toBe('VALIDATION_FAILED');
    const rejected = await call<Application>('POST', url, {
      token: finance,
      body: { reason: 'Screenshot unreadable' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', rejectReason: 'Screenshot unreadable' });
    expect(
      await count('audit_entry', `action = 'promotions.application.reject' and target_id = '${second.id}'`),
    ).toBe('1');
    expect(await statusOn(b.token, id)).toBe('rejected');
    const rejectedQueue = await call<{ list: Application[] }>(
      'GET',
      '/bo/api/promotions/applications?status=rejected',
      {
        token: finance,
      },
    );
    expect(rejectedQueue.body.value.list.some((x) => x.id === second.id)).toBe(true);
    expect((await apply(b.token, id, [remark('clearer this time')])).status).toBe(200);
    expect(await statusOn(b.token, id)).toBe('applying');
  });

  it('the editor refuses bad activity rules with the field named, and wagering above the site maximum', async () => {
    const content = await op('content');
    const base = {
      kind: 'activity',
      category: 'events',
      status: 'published',
      title: { en: 'x', bn: 'x' },
      body: { en: 'x', bn: 'x' },
      visibleFrom: '2026-01-01T00:00:00Z',
      activeFrom: '2026-01-01T00:00:00Z',
      activeUntil: null,
      perPlayerLimit: 1,
      globalLimit: null,
    };
    const badKind = await call('POST', '/bo/api/promotions', {
      token: content,
      body: { ...base, rules: { ...cashRules, reward: 'points' } },
    });
    expect(badKind.body.code).toBe('PROMOTION_RULES_INVALID');
    expect(badKind.body.message).toContain('rules.reward');
    const zero = await call('POST', '/bo/api/promotions', {
      token: content,
      body: { ...base, rules: { ...cashRules, amount: '0' } },
    });
    expect(zero.body.message).toContain('rules.amount');
    const wager = await call('POST', '/bo/api/promotions', {
      token: content,
      body: { ...base, rules: { ...cashRules, reward: 'bonus', wageringMultiple: 99 } },
    });
    expect(wager.body.code).toBe('PROMOTION_WAGERING_TOO_HIGH');
  });
});

describe.runIf(testDatabaseKind === 'postgres')('review races on PostgreSQL', () => {
  it('two operators approving the same application at once pay once', async () => {
    const id = await activity({ ...cashRules, amountMode: 'fixed', amount: '10.00' });
    const tokens = [await op('finance'), await op('admin')];
    for (let round = 0; round < 5; round++) {
      const m = await memberSession();
      const app = (await apply(m.token, id, [png()])).body.value;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('POST', `/bo/api/promotions/applications/${app.id}/approve`, {
            token: tokens[i % 2],
            body: {},
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code === 'ACTIVITY_APPLICATION_DECIDED')).toHaveLength(19);
      expect(await cash(m.memberId)).toBe(1000n);
      expect(
        await count('audit_entry', `action = 'promotions.application.approve' and target_id = '${app.id}'`),
      ).toBe('1');
    }
  }, 120_000);
});
