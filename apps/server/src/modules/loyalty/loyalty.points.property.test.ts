import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { type PointsMember, pointsClient } from '../../test/loyalty-points-client.js';
import { level } from '../../test/loyalty-vip-client.js';
import { ladderOf, rulesOf } from './loyalty.vip.ladder.js';
import { levelFor, type VipEvent } from './loyalty.vip.rule.js';

/**
 * Issue 18, acceptance 3 (the points part): random sequences of valid bets, reversals, earning
 * passes, redeems, rejections and conversions, played through the routes and the earning job,
 * against a model written from decision 0062 (not from the code): each closed slot earns
 * trunc(Σ stake × rate × VIP rate) whole points, a negative slot takes back at most what the
 * member holds, a redeem takes the price if the member holds it, a rejection returns it, a
 * conversion takes whole steps. VIP levels change by the operator's hand between the steps (the
 * ladder's upgrade figures are out of reach, so only those changes move a level): after every step
 * each member's stored level equals `levelFor` of their history (decision 0063), and each earning
 * pass weighs a member's slot by the points rate of the level they hold then. After every step
 * points are zero-sum with the pool and never negative; at the end every member's points equal
 * the model's.
 */
const t = useTestApp();
const c = pointsClient(t);
const RUNS = Number(process.env.POINTS_PROPERTY_RUNS ?? 10);
const MIN = 60 * 1000;
const RATES: Record<string, bigint> = { RNG: 10_000n, LIVE: 5_000n, FISH: 2_000n };
const PRICE = 100n;
/** Levels 1–3 earn 1.5×, 2× and 2.5× the base rate; nobody reaches one by play. */
const LADDER = {
  windowDays: 7,
  retentionPeriod: 'week' as const,
  bonusPeriod: 'week' as const,
  levels: [1, 2, 3].map((rank) => ({
    ...level(rank, `L${rank}`, [`${rank}000000000`, `${rank}000000000`], ['0', '0'], ['0', '0']),
    pointsRateBp: 10_000 + 5_000 * rank,
  })),
};
const VIP_RULES = rulesOf(ladderOf(LADDER, 'BDT'), 'Asia/Dhaka');
const rateOfRank = (rank: number) => BigInt(rank === 0 ? 10_000 : 10_000 + 5_000 * rank);
let clock = new Date('2026-11-21T06:00:00Z').getTime();
let goods = '';

type Step =
  | { kind: 'bet'; who: number; gameType: string; stake: number }
  | { kind: 'reverse'; pick: number }
  | { kind: 'tick' }
  | { kind: 'redeem'; who: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'convert'; who: number; steps: number }
  | { kind: 'level'; who: number; rank: number };

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
  fc.record({ kind: fc.constant('level' as const), who: fc.nat(2), rank: fc.integer({ min: 0, max: 3 }) }),
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
  const ladder = await c.call('PUT', '/bo/api/loyalty/vip/ladder', {
    token: await c.op('content'),
    body: LADDER,
  });
  expect(ladder.status, ladder.text).toBe(200);
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
        const origin = new Date(clock);
        const vipEvents: VipEvent[][] = [[], [], []];
        const expectedRank = (who: number) =>
          // The rule runs over [origin, now): an event of this very moment counts from the next.
          levelFor({ origin, events: vipEvents[who] ?? [] }, VIP_RULES, new Date(clock + 1));
        for (const s of steps) {
          if (s.kind === 'bet') {
            const m = members[s.who] as PointsMember;
            const roundId = await c.round(m, s.gameType, BigInt(s.stake), new Date(clock));
            settled.push({ who: s.who, gameType: s.gameType, stake: BigInt(s.stake), roundId });
            vipEvents[s.who]?.push({ kind: 'bet', at: new Date(clock), amountMinor: BigInt(s.stake) });
            pending.push({ who: s.who, gameType: s.gameType, stake: BigInt(s.stake) });
          } else if (s.kind === 'reverse' && settled.length > 0) {
            const [r] = settled.splice(s.pick % settled.length, 1);
            if (!r) continue;
            await c.reverse(r.roundId, new Date(clock));
            vipEvents[r.who]?.push({ kind: 'bet', at: new Date(clock), amountMinor: -r.stake });
            pending.push({ who: r.who, gameType: r.gameType, stake: -r.stake });
          } else if (s.kind === 'tick') {
            clock += 6 * MIN;
            t.setNow(new Date(clock));
            for (const [who, m] of members.entries()) {
              // The level the rule says the member holds now, and its points rate (the model's own).
              const vipBp = rateOfRank(expectedRank(who));
              expect(BigInt(await t.app.services.loyalty.vip.pointsRateBasisPoints(BigInt(m.memberId)))).toBe(
                vipBp,
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
          } else if (s.kind === 'level') {
            const m = members[s.who] as PointsMember;
            const reply = await c.call('POST', '/bo/api/loyalty/vip/level', {
              token: await c.op('content'),
              body: { username: m.username, rank: s.rank, reason: 'property' },
            });
            expect(reply.status, reply.text).toBe(200);
            vipEvents[s.who]?.push({ kind: 'set', at: new Date(clock), rank: s.rank });
          } else if (s.kind === 'convert') {
            const points = BigInt(s.steps) * 100n;
            const reply = await c.convert(members[s.who] as PointsMember, points.toString());
            if ((model[s.who] ?? 0n) >= points) {
              expect(reply.status, reply.text).toBe(200);
              model[s.who] = (model[s.who] ?? 0n) - points;
            } else expect(reply.body.code).toBe('POINTS_NOT_ENOUGH');
          }
          expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
          for (const [who, m] of members.entries()) {
            const vip = await t.app.services.loyalty.vip.vipOf(BigInt(m.memberId));
            expect(vip.rankLevel, `member ${who}'s VIP level`).toBe(expectedRank(who));
          }
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
