import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { type PointsMember, pointsClient } from '../../test/loyalty-points-client.js';

// Races need real concurrent connections: PostgreSQL only (PGlite runs one statement at a time).
const onPostgres = testDatabaseKind === 'postgres';
const t = useTestApp();
const c = pointsClient(t);

const codesOf = (replies: { status: number; body: { code?: string } }[]) => {
  const counts = new Map<string, number>();
  for (const r of replies) {
    const key = r.status === 200 ? 'ok' : (r.body.code ?? String(r.status));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
};

describe.skipIf(!onPostgres)('points races (PostgreSQL)', () => {
  it('200 parallel redeems of 10 in stock: exactly 10 in process, the others refused, points conserved', async () => {
    t.setNow(new Date('2026-11-21T06:00:00Z'));
    const goods = await c.addGoods({ totalQuantity: 10, pricePoints: 100 });
    const members: PointsMember[] = [];
    for (let i = 0; i < 200; i++) {
      const m = await c.member();
      await c.grant(m, 100n);
      members.push(m);
    }
    const before = await c.pointsSum();
    const replies = await Promise.all(members.map((m) => c.redeem(m, goods)));
    expect(codesOf(replies)).toEqual({ ok: 10, GOODS_SOLD_OUT: 190 });
    expect(await c.pointsSum()).toEqual(before);
    const left = await Promise.all(members.map((m) => c.points(m)));
    expect(left.filter((p) => p === 0n)).toHaveLength(10);
    expect(left.filter((p) => p === 100n)).toHaveLength(190);
    const queue = await c.call<{ total: number }>('GET', '/bo/api/loyalty/mall/redeems?status=in_process', {
      token: await c.op('finance'),
    });
    expect(queue.body.value.total).toBe(10);
    const stock = await c.call<{ list: { id: string; availableQuantity: number }[] }>(
      'GET',
      '/bo/api/loyalty/mall/goods',
      {
        token: await c.op('finance'),
      },
    );
    expect(stock.body.value.list.find((g) => g.id === goods)?.availableQuantity).toBe(0);
  }, 120_000);

  it('one member redeeming from many tabs at once spends only the points it has', async () => {
    const goods = await c.addGoods({ totalQuantity: 100, pricePoints: 100 });
    const m = await c.member();
    await c.grant(m, 1_000n);
    const replies = await Promise.all(Array.from({ length: 30 }, () => c.redeem(m, goods)));
    expect(codesOf(replies)).toEqual({ ok: 10, POINTS_NOT_ENOUGH: 20 });
    expect(await c.points(m)).toBe(0n);
    expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
  }, 60_000);

  it('converting from two tabs at once: the whole balance converts once, never below zero', async () => {
    const m = await c.member();
    await c.grant(m, 1_000n);
    const cash = await c.cash(m);
    const whole = await Promise.all(Array.from({ length: 20 }, () => c.convert(m, '1000')));
    expect(codesOf(whole)).toEqual({ ok: 1, POINTS_NOT_ENOUGH: 19 });
    expect(await c.points(m)).toBe(0n);
    expect((await c.cash(m)) - cash).toBe(10_000n);

    await c.grant(m, 1_000n);
    const parts = await Promise.all(Array.from({ length: 20 }, () => c.convert(m, '100')));
    expect(codesOf(parts)).toEqual({ ok: 10, POINTS_NOT_ENOUGH: 10 });
    expect(await c.points(m)).toBe(0n);
    expect((await c.cash(m)) - cash).toBe(20_000n);
    expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
  }, 60_000);
});
