import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { computedPayouts, type TeamFigures } from './agents.repo.js';
import { computePayouts } from './agents.settlement.js';
import type { StoredTier } from './agents.tables.js';

/**
 * The run's pay is computed in SQL (repo.insertRunPayouts, decision 0048); computePayouts is the
 * same rule in TypeScript. Over random trees of contracts, rate tables, team figures, carries and
 * thresholds, the two agree on every field of every payout, and the due ones are numbered into
 * pay batches in agent order.
 */
const t = useTestApp({ seed: false });

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The contracts CTE of payoutsCte from rows given here. */
const contractsCte = (
  contracts: readonly { id: bigint; downlineId: bigint; uplineId: bigint | null; tiers: StoredTier[] }[],
) =>
  sql`contracts as (select * from jsonb_to_recordset(${json(
    contracts.map((c) => ({ id: c.id, downline_id: c.downlineId, upline_id: c.uplineId, tiers: c.tiers })),
  )}::jsonb) as x(id bigint, downline_id bigint, upline_id bigint, tiers jsonb))`;

const tiers = fc
  .array(
    fc.record({
      bet: fc.constantFrom(0n, 1_000n, 5_000n, 100_000n, 10n ** 12n),
      active: fc.constantFrom(0, 1, 3, 10),
      rateBp: fc.integer({ min: 0, max: 3_000 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .map((rows) =>
    rows.map(
      (r): StoredTier => ({ minValidBetMinor: r.bet.toString(), minActive: r.active, rateBp: r.rateBp }),
    ),
  );

const amount = fc.oneof(fc.bigInt({ min: 0n, max: 20_000n }), fc.bigInt({ min: 0n, max: 10n ** 15n }));

const scenario = fc
  .record({
    type: fc.constantFrom('dividend' as const, 'daily' as const, 'hourly' as const, 'realtime' as const),
    size: fc.integer({ min: 1, max: 30 }),
    approvalAboveMinor: fc.bigInt({ min: 0n, max: 50_000n }),
    payBatch: fc.integer({ min: 1, max: 4 }),
  })
  .chain((base) =>
    fc.record({
      base: fc.constant(base),
      // Agent i's upline is an agent before it (or a house agent, 1000, without a contract).
      uplines: fc.array(fc.nat(), { minLength: base.size, maxLength: base.size }),
      tiers: fc.array(tiers, { minLength: base.size, maxLength: base.size }),
      figures: fc.array(
        fc.option(fc.record({ stake: amount, payoutPermille: fc.nat(2_500), active: fc.nat(15) })),
        { minLength: base.size, maxLength: base.size },
      ),
      carry: fc.array(fc.option(fc.bigInt({ min: -(10n ** 9n), max: 0n })), {
        minLength: base.size,
        maxLength: base.size,
      }),
    }),
  );

describe('a run’s pay in SQL', () => {
  it('agrees with computePayouts, field by field, batches in agent order', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ base, uplines, tiers: tables, figures, carry }) => {
        const agents = Array.from({ length: base.size }, (_, i) => BigInt(i + 1));
        const contracts = agents.map((agentId, i) => ({
          id: BigInt(500 + i),
          downlineId: agentId,
          uplineId: i === 0 || (uplines[i] ?? 0) % 4 === 0 ? 1000n : BigInt(((uplines[i] ?? 0) % i) + 1),
          tiers: tables[i] as StoredTier[],
        }));
        const figureMap = new Map<string, TeamFigures>();
        for (const [i, f] of figures.entries()) {
          if (!f) continue;
          figureMap.set(String(i + 1), {
            validBetMinor: f.stake,
            payoutMinor: (f.stake * BigInt(f.payoutPermille)) / 1_000n,
            active: f.active,
            rounds: 0,
          });
        }
        const carryMap = new Map<string, bigint>();
        for (const [i, c] of carry.entries()) if (c !== null) carryMap.set(String(i + 1), c);

        const expected = computePayouts(base.type, contracts, figureMap, carryMap, base.approvalAboveMinor);
        const actual = await computedPayouts(
          t.ctx.database.db,
          {
            contracts: contractsCte(contracts),
            figures: sql`figures as (select * from jsonb_to_recordset(${json(
              [...figureMap].map(([agentId, f]) => ({
                agent_id: agentId,
                stake: f.validBetMinor,
                payout: f.payoutMinor,
                active: f.active,
              })),
            )}::jsonb) as x(agent_id bigint, stake bigint, payout bigint, active int))`,
            // Carries are offered for every type: only a dividend may take them in.
            carry: sql`carry as (select * from jsonb_to_recordset(${json(
              [...carryMap].map(([agentId, c]) => ({ agent_id: agentId, carry: c })),
            )}::jsonb) as x(agent_id bigint, carry bigint))`,
          },
          {
            dividend: base.type === 'dividend',
            approvalAboveMinor: base.approvalAboveMinor,
            payBatch: base.payBatch,
          },
        );

        let due = 0;
        const withBatches = expected.map((p) => ({
          ...p,
          payBatch: p.status === 'due' ? Math.floor(due++ / base.payBatch) : null,
        }));
        expect(actual).toEqual(withBatches);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('rounds a share toward zero and pays a negative differential nothing', async () => {
    // Agent 1 (rate 10 bp, stake 999) grosses 0.999 → 0; agent 2 below it grosses 19.98 → 19, so
    // agent 1's balance is −19: nothing due, and as a salary no carry.
    const contracts = [
      {
        id: 1n,
        downlineId: 1n,
        uplineId: null,
        tiers: [{ minValidBetMinor: '0', minActive: 0, rateBp: 10 }],
      },
      { id: 2n, downlineId: 2n, uplineId: 1n, tiers: [{ minValidBetMinor: '0', minActive: 0, rateBp: 200 }] },
    ];
    const rows = await computedPayouts(
      t.ctx.database.db,
      {
        contracts: contractsCte(contracts),
        figures: sql`figures as (select * from (values (1::bigint, 999::bigint, 0::bigint, 1), (2, 999, 0, 1)) as x(agent_id, stake, payout, active))`,
        carry: sql`carry as (select null::bigint as agent_id, null::bigint as carry where false)`,
      },
      { dividend: false, approvalAboveMinor: 0n, payBatch: 10 },
    );
    expect(rows.map((r) => [r.grossMinor, r.downlineGrossMinor, r.amountMinor, r.status])).toEqual([
      [0n, 19n, 0n, 'nothing_due'],
      [19n, 0n, 19n, 'due'],
    ]);
  });
});
