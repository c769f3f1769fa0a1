import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { type Member, TEST_LADDER, vipKit } from '../../test/loyalty-vip-client.js';
import { operatorToken } from '../../test/operators.js';
import { ladderOf, rulesOf } from './loyalty.vip.ladder.js';
import { advance, levelFor, type VipEvent, type VipRules } from './loyalty.vip.rule.js';
import { vipMember } from './loyalty.vip.tables.js';

/**
 * Acceptance 3 for VIP (decision 0063): random sequences of valid bets, deposits, manual levels
 * and time steps; the level the evaluator stores always equals `levelFor` computed from the whole
 * history, however the evaluations fell; level-up bonuses are paid once per level, and the money
 * is conserved (what the promotion account paid is what the players received).
 * Reproduce a failure with the seed and path fast-check prints (FC_SEED, FC_PATH).
 */
const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
const SLOT = 5 * MIN;
/** 12:00 in Dhaka on Saturday 2026-11-21. */
const NOW = new Date('2026-11-21T06:00:00Z');
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const PATH = process.env.FC_PATH;
const replay = { ...(SEED !== undefined ? { seed: SEED } : {}), ...(PATH ? { path: PATH } : {}) };

const rules: VipRules = rulesOf(ladderOf(TEST_LADDER, 'BDT'), 'Asia/Dhaka');

type Step =
  | { kind: 'bet'; amountMinor: bigint }
  | { kind: 'deposit'; amountMinor: bigint }
  | { kind: 'set'; rank: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'evaluate' };

const pureStep: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .bigInt({ min: 100n, max: 300_000n })
      .map((amountMinor) => ({ kind: 'bet' as const, amountMinor })),
  },
  {
    weight: 2,
    arbitrary: fc
      .bigInt({ min: 1_000n, max: 60_000n })
      .map((amountMinor) => ({ kind: 'deposit' as const, amountMinor })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }).map((rank) => ({ kind: 'set' as const, rank })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 288 }))
      .map(([days, slots]) => ({ kind: 'wait' as const, ms: days * DAY + slots * SLOT })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'evaluate' as const }) },
);

describe('the VIP rule, pure', () => {
  it('run in any number of pieces gives what one run over the whole history gives', () => {
    fc.assert(
      fc.property(fc.array(pureStep, { maxLength: 40 }), (steps) => {
        let now = NOW.getTime();
        const events: VipEvent[] = [];
        const origin = new Date(NOW.getTime() - rules.windowMs);
        let state = { rank: 0, since: null as Date | null, until: origin };
        for (const step of steps) {
          if (step.kind === 'wait') now += step.ms;
          else if (step.kind === 'bet')
            events.push({
              kind: 'bet',
              at: new Date(Math.floor(now / SLOT) * SLOT),
              amountMinor: step.amountMinor,
            });
          else if (step.kind === 'deposit')
            events.push({ kind: 'deposit', at: new Date(now), amountMinor: step.amountMinor });
          else if (step.kind === 'set') events.push({ kind: 'set', at: new Date(now), rank: step.rank });
          else {
            const to = new Date(Math.floor((now - SLOT) / SLOT) * SLOT);
            state = advance(state, events, rules, to).state;
            expect(state.rank).toBeGreaterThanOrEqual(0);
            expect(state.rank).toBeLessThanOrEqual(3);
          }
        }
        const end = new Date(Math.floor((now - SLOT) / SLOT) * SLOT + 10 * DAY);
        const pieces = advance(state, events, rules, end).state.rank;
        expect(pieces).toBe(levelFor({ origin, events }, rules, end));
      }),
      { numRuns: 500, ...replay },
    );
  });
});

const t = useTestApp();
const kit = vipKit(t);
const RUNS = Number(process.env.VIP_PROPERTY_RUNS ?? 6);

/** The database steps: bets and deposits are real (rounds, approved deposits), so fewer and larger. */
const dbStep: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .bigInt({ min: 100n, max: 300_000n })
      .map((amountMinor) => ({ kind: 'bet' as const, amountMinor })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 200, max: 500 })
      .map((taka) => ({ kind: 'deposit' as const, amountMinor: BigInt(taka) * 100n })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }).map((rank) => ({ kind: 'set' as const, rank })) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 12 }))
      .map(([days, slots]) => ({ kind: 'wait' as const, ms: days * DAY + slots * SLOT })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'evaluate' as const }) },
);

describe('the VIP level the evaluator stores', () => {
  it(`equals levelFor over the history, over ${RUNS} random sequences, with the money conserved`, {
    timeout: 900_000,
  }, async () => {
    t.setNow(NOW);
    await kit.saveLadder(TEST_LADDER);
    await fc.assert(
      fc.asyncProperty(fc.array(dbStep, { minLength: 3, maxLength: 14 }), async (steps) => {
        t.setNow(NOW);
        const m: Member = await kit.memberSession();
        const id = BigInt(m.memberId);
        const promotionBefore = await kit.promotionBalance();
        const events: VipEvent[] = [];
        let deposited = 0n;
        let now = NOW.getTime();
        for (const step of steps) {
          if (step.kind === 'wait') {
            now += step.ms;
            t.setNow(new Date(now));
          } else if (step.kind === 'bet') {
            await kit.round(m, step.amountMinor, new Date(now));
            events.push({
              kind: 'bet',
              at: new Date(Math.floor(now / SLOT) * SLOT),
              amountMinor: step.amountMinor,
            });
          } else if (step.kind === 'deposit') {
            const credit = await kit.deposit(m, (step.amountMinor / 100n).toString());
            deposited += credit;
            events.push({ kind: 'deposit', at: new Date(now), amountMinor: credit });
          } else if (step.kind === 'set') {
            // A new operator session each time: the steps jump days, past any session's idle limit.
            const res = await kit.call('POST', '/bo/api/loyalty/vip/level', {
              token: await operatorToken(t.app, 'content', { now: t.ctx.now() }),
              body: { username: m.username, rank: step.rank, reason: 'property test' },
            });
            expect(res.status, res.text).toBe(200);
            events.push({ kind: 'set', at: new Date(now), rank: step.rank });
          } else await kit.vip().evaluate(id);
        }
        await kit.vip().evaluate(id);
        const [row] = await kit.db().select().from(vipMember).where(eq(vipMember.memberId, id));
        const stored = row?.rank ?? 0;
        const computed = row ? levelFor({ origin: row.startedAt, events }, rules, row.evaluatedUntil) : 0;
        expect(stored).toBe(computed);
        // Level-up bonuses: once per level reached, never more; the ledger's two sides agree.
        const bonuses = await queryRows<{ rank: number; amount: string }>(
          kit.db(),
          sql`select rank, amount_minor::text as amount from vip_bonus where member_id = ${id} and kind = 'level_up'`,
        );
        expect(new Set(bonuses.map((b) => b.rank)).size).toBe(bonuses.length);
        const paid = bonuses.reduce((s, b) => s + BigInt(b.amount), 0n);
        expect(promotionBefore - (await kit.promotionBalance())).toBe(paid);
        expect(await kit.cash(m.memberId)).toBe(deposited + paid);
      }),
      { numRuns: RUNS, ...replay, verbose: 1 },
    );
    t.setNow(new Date());
  });
});
