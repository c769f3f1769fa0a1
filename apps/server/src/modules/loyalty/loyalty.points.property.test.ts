import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { type PointsMember, pointsClient } from '../../test/loyalty-points-client.js';

/**
 * Issue 18, acceptance 3 (the points part): random sequences of valid bets, reversals, earning
 * passes, redeems, rejections and conversions, played through the routes and the earning job,
 * against a model written from decision 0062 (not from the code): each closed slot earns
 * trunc(Σ stake × rate × VIP rate) whole points, a negative slot takes back at most what the
 * member holds, a redeem takes the price if the member holds it, a rejection returns it, a
 * conversion takes whole steps. After every step points are zero-sum with the pool and never
 * negative; at the end every member's points equal the model's.
 */
const t = useTestApp();
const c = pointsClient(t);
const RUNS = Number(process.env.POINTS_PROPERTY_RUNS ?? 10);
const MIN = 60 * 1000;
const RATES: Record<string, bigint> = { RNG: 10_000n, LIVE: 5_000n, FISH: 2_000n };
const PRICE = 100n;
let clock = new Date('2026-11-21T06:00:00Z').getTime();
let goods = '';

type Step =
  | { kind: 'bet'; who: number; gameType: string; stake: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'tick' }
  | { kind: 'redeem'; who: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'convert'; who: number; steps: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    who: fc.nat(2),
    gameType: fc.constantFrom('RNG', 'LIVE', 'FISH'),
    stake: fc.integer({ min: 1, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('tick' as const) }),
  fc.record({ kind: fc.constant('redeem' as const), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(50) }),
  fc.record({ kind: fc.constant('convert' as const), who: fc.nat(2), steps: fc.integer({ min: 1, max: 3 }) }),
);

beforeAll(async () => {
  t.setNow(new Date(clock));
  goods = await c.addGoods({ totalQuantity: 100_000, pricePoints: Number(PRICE) });
  const saved = await c.call('PUT', '/bo/api/loyalty/points/config', {
    token: await c.op('content'),
    body: {
      rates: { RNG: 10_000, LIVE: 5_000, FISH: 2_000 },
      defaultRateBp: 0,
      convertEnabled: true,
      convertPoints: 100,
      convertCash: '10.00',
      convertMinPoints: 100,
      convertStepPoints: 100,
    },
  });
  expect(saved.status, saved.text).toBe(200);
});

describe('points property', () => {
  it('keeps points zero-sum and never negative, equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 18 }), async (steps) => {
        const members: PointsMember[] = [await c.member(), await c.member(), await c.member()];
        const model = [0n, 0n, 0n];
        const pending: { who: number; gameType: string; stake: bigint }[] = [];
        const settled: { who: number; gameType: string; stake: bigint; roundId: string }[] = [];
        const open: { who: number; id: string }[] = [];
        for (const s of steps) {
          if (s.kind === 'bet') {
            const m = members[s.who] as PointsMember;
            const roundId = await c.round(m, s.gameType, BigInt(s.stake), new Date(clock));
            settled.push({ who: s.who, gameType: s.gameType, stake: BigInt(s.stake), roundId });
            pending.push({ who: s.who, gameType: s.gameType, stake: BigInt(s.stake) });
          } else if (s.kind === 'reverse' && settled.length > 0) {
            const [r] = settled.splice(s.pick % settled.length, 1);
            if (!r) continue;
            await c.reverse(r.roundId, new Date(clock));
            pending.push({ who: r.who, gameType: r.gameType, stake: -r.stake });
          } else if (s.kind === 'tick') {
            clock += 6 * MIN;
            t.setNow(new Date(clock));
            for (const [who, m] of members.entries()) {
              const vipBp = BigInt(
                await t.app.services.loyalty.vip.pointsRateBasisPoints(BigInt(m.memberId)),
              );
              const weighted = pending
                .filter((p) => p.who === who)
                .reduce((sum, p) => sum + p.stake * (RATES[p.gameType] ?? 0n), 0n);
              const points = (weighted * vipBp) / (100n * 10_000n * 10_000n);
              const held = model[who] ?? 0n;
              model[who] = points >= 0n ? held + points : held - (held < -points ? held : -points);
            }
            pending.length = 0;
            await t.app.services.loyalty.points.earn();
          } else if (s.kind === 'redeem') {
            const reply = await c.redeem(members[s.who] as PointsMember, goods);
            if ((model[s.who] ?? 0n) >= PRICE) {
              expect(reply.status, reply.text).toBe(200);
              model[s.who] = (model[s.who] ?? 0n) - PRICE;
              open.push({ who: s.who, id: reply.body.value.id ?? '' });
            } else expect(reply.body.code).toBe('POINTS_NOT_ENOUGH');
          } else if (s.kind === 'reject' && open.length > 0) {
            const [r] = open.splice(s.pick % open.length, 1);
            if (!r) continue;
            const reply = await c.call('POST', `/bo/api/loyalty/mall/redeems/${r.id}/reject`, {
              token: await c.op('finance'),
              body: { reason: 'property' },
            });
            expect(reply.status, reply.text).toBe(200);
            model[r.who] = (model[r.who] ?? 0n) + PRICE;
          } else if (s.kind === 'convert') {
            const points = BigInt(s.steps) * 100n;
            const reply = await c.convert(members[s.who] as PointsMember, points.toString());
            if ((model[s.who] ?? 0n) >= points) {
              expect(reply.status, reply.text).toBe(200);
              model[s.who] = (model[s.who] ?? 0n) - points;
            } else expect(reply.body.code).toBe('POINTS_NOT_ENOUGH');
          }
          expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
        }
        const actual = await Promise.all(members.map((m) => c.points(m)));
        expect(actual).toEqual(model);
        // Leave no open slot behind for the next run's model.
        clock += 6 * MIN;
        t.setNow(new Date(clock));
        await t.app.services.loyalty.points.earn();
      }),
      { numRuns: RUNS },
    );
    // The ledger agrees: every transfer zero-sum, every cached balance the sum of its entries.
    const reconciliation = await t.app.services.wallet.reconcile();
    expect(reconciliation?.clean, JSON.stringify(reconciliation?.problems)).toBe(true);
  }, 600_000);
});
