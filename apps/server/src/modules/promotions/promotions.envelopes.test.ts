import type { OperatorRole } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { nextGrab } from './promotions.envelopes.js';
import * as repo from './promotions.repo.js';

/**
 * Red envelopes (decision 0053): funded from the promotion budget, grabbed once per member
 * between the minimum and twice the remaining average, the rest returned at the end; exactly the
 * funded total is ever paid, whatever the race.
 */
const t = useTestApp();
const { call, memberSession, cash } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const HOUR = 60 * 60 * 1000;

async function fund(total: string, count: number, minGrab = '0.01', hours = 1) {
  const now = t.ctx.now().getTime();
  const res = await call<{ id: string; remaining: string; status: string }>(
    'POST',
    '/bo/api/promotions/envelopes',
    {
      token: await op('content'),
      body: {
        title: { en: 'Lucky red envelope', bn: 'ভাগ্যের লাল খাম' },
        total,
        count,
        minGrab,
        startsAt: new Date(now - 1000).toISOString(),
        endsAt: new Date(now + hours * HOUR).toISOString(),
      },
    },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.value.id;
}

const escrow = (id: string) => t.app.services.wallet.systemBalance('promotion', `envelope:${id}`);

describe('the grab size', () => {
  it('stays between the minimum and twice the average, leaves every later grab its minimum, and sums to the total', () => {
    for (let run = 0; run < 200; run++) {
      let remaining = 10_000n;
      let count = 37;
      const grabs: bigint[] = [];
      while (count > 0) {
        const g = nextGrab(remaining, count, 5n);
        expect(g).toBeGreaterThanOrEqual(5n);
        if (count > 1) expect(g).toBeLessThanOrEqual((remaining * 2n) / BigInt(count));
        remaining -= g;
        count--;
        expect(remaining).toBeGreaterThanOrEqual(5n * BigInt(count));
        grabs.push(g);
      }
      expect(grabs.reduce((a, b) => a + b, 0n)).toBe(10_000n);
    }
  });
});

describe('red envelopes', () => {
  it('pays each member once to cash, empties exactly, and answers the spec’s refusals', async () => {
    const id = await fund('10.00', 3, '1.00');
    const members = await Promise.all([memberSession(), memberSession(), memberSession(), memberSession()]);
    const live = await call<{ list: { id: string; grabbed: string | null; title: string }[] }>(
      'GET',
      '/wps/promotions/envelopes',
      { token: members[0]?.token, lang: 'bn' },
    );
    expect(live.body.value.list.find((e) => e.id === id)).toMatchObject({
      grabbed: null,
      title: 'ভাগ্যের লাল খাম',
    });
    let paid = 0n;
    for (const m of members.slice(0, 3)) {
      const grab = await call<{ amount: string }>('POST', `/wps/promotions/envelopes/${id}/grab`, {
        token: m.token,
      });
      expect(grab.status, grab.text).toBe(200);
      const amount = await cash(m.memberId);
      expect(amount).toBeGreaterThanOrEqual(100n);
      expect(grab.body.value.amount).toBe((Number(amount) / 100).toFixed(2));
      paid += amount;
    }
    expect(paid).toBe(1000n);
    expect(await escrow(id)).toBe(0n);
    const twice = await call('POST', `/wps/promotions/envelopes/${id}/grab`, { token: members[0]?.token });
    expect(twice.body.code).toBe('ENVELOPE_ALREADY_GRABBED');
    const late = await call('POST', `/wps/promotions/envelopes/${id}/grab`, { token: members[3]?.token });
    expect(late.body.code).toBe('ENVELOPE_EMPTY');
    const trial = await memberSession(4);
    expect(
      (await call('POST', `/wps/promotions/envelopes/${id}/grab`, { token: trial.token })).body.code,
    ).toBe('IN_NEED_TRUE_ACCOUNT');
    const bad = await call('POST', '/bo/api/promotions/envelopes', {
      token: await op('content'),
      body: {
        title: { en: 'x', bn: 'x' },
        total: '1.00',
        count: 5,
        minGrab: '0.50',
        startsAt: t.ctx.now().toISOString(),
        endsAt: new Date(t.ctx.now().getTime() + HOUR).toISOString(),
      },
    });
    expect(bad.body.code).toBe('ENVELOPE_RULES_INVALID');
    expect(bad.body.message).toContain('total');
  });

  it('returns what is left when it ends, and refuses grabs after', async () => {
    const id = await fund('50.00', 10, '0.10');
    const m = await memberSession();
    await call('POST', `/wps/promotions/envelopes/${id}/grab`, { token: m.token });
    const got = await cash(m.memberId);
    const budgetBefore = await t.app.services.wallet.systemBalance('promotion');
    t.setNow(new Date(t.ctx.now().getTime() + 2 * HOUR));
    try {
      expect(await t.app.services.promotions.envelopes.returnEnded()).toBeGreaterThanOrEqual(1);
      expect(await escrow(id)).toBe(0n);
      expect(await t.app.services.wallet.systemBalance('promotion')).toBe(budgetBefore + 5000n - got);
      const envelope = await repo.envelopeById(t.ctx.database.db, BigInt(id));
      expect(envelope).toMatchObject({ status: 'returned', returnedMinor: 5000n - got });
      const other = await memberSession();
      const after = await call('POST', `/wps/promotions/envelopes/${id}/grab`, { token: other.token });
      expect(after.body.code).toBe('ENVELOPE_CLOSED');
    } finally {
      t.setNow(new Date());
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('red envelope races on PostgreSQL', () => {
  it('an envelope of 500 grabs raced by 1,000 members: exactly 500 grabs summing exactly to the funded total', async () => {
    const id = await fund('1234.56', 500, '0.01');
    const members = [];
    for (let i = 0; i < 1000; i += 50)
      members.push(...(await Promise.all(Array.from({ length: 50 }, () => memberSession()))));
    const answers = await Promise.all(
      members.map((m) =>
        call<{ amount: string }>('POST', `/wps/promotions/envelopes/${id}/grab`, { token: m.token }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(500);
    expect(answers.filter((a) => a.body.code === 'ENVELOPE_EMPTY')).toHaveLength(500);
    const grabs = await repo.grabsOf(t.ctx.database.db, BigInt(id));
    expect(grabs).toHaveLength(500);
    expect(grabs.reduce((s, g) => s + g.amountMinor, 0n)).toBe(123_456n);
    let paid = 0n;
    for (let i = 0; i < members.length; i += 100)
      for (const c of await Promise.all(members.slice(i, i + 100).map((m) => cash(m.memberId)))) paid += c;
    expect(paid).toBe(123_456n);
    expect(await escrow(id)).toBe(0n);
  }, 180_000);
});
