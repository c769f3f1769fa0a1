import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { agentsFixture } from '../../test/agents-fixture.js';
import { useTestApp } from '../../test/harness.js';
import type { StoredTier } from './agents.tables.js';
import { exceedsAnywhere, toTiers } from './agents.tiers.js';

/**
 * Acceptance 2 of the agent network: random sequences of offers, accepts, rejects, terminations
 * and moves over a random tree never leave a downline's rate above its upline's, and every
 * automatic termination is recorded with its cause.
 */
const t = useTestApp();
const f = agentsFixture(t);
const operator: OperatorPrincipal = {
  operatorId: '1',
  username: 'prop',
  role: 'owner',
  sessionId: '0',
  ip: '127.0.0.1',
};
const TYPES = ['daily', 'dividend'] as const;

type Node = { id: string; username: string; type: number };

const tierTable = fc
  .tuple(
    fc.integer({ min: 1, max: 3 }),
    fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 3, maxLength: 3 }),
  )
  .map(([n, steps]) => {
    const rates: number[] = [];
    let rate = 0;
    for (let i = 0; i < n; i++) {
      rate += steps[i] ?? 0;
      rates.push(rate);
    }
    return rates.map((rateBp, i) => ({
      minValidBet: ['0', '1000', '5000'][i] as string,
      minActive: [0, 1, 3][i] as number,
      rateBp,
    }));
  });

const op = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('offer' as const),
      from: fc.nat(),
      to: fc.nat(),
      type: fc.constantFrom(...TYPES),
      tiers: tierTable,
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('house' as const),
      to: fc.nat(),
      type: fc.constantFrom(...TYPES),
      tiers: tierTable,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), accept: fc.boolean() }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('terminate' as const),
      pick: fc.nat(),
      asOperator: fc.boolean(),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('move' as const), who: fc.nat(), to: fc.nat() }), weight: 1 },
);

/** Agents: 2 top agents, then sub-agents (type 2) and promoters (type 41) under random agents. */
const treeShape = fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 4, maxLength: 9 });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The invariant, over the whole table. */
async function check(): Promise<void> {
  const accepted = await rows<{
    id: string;
    upline_id: string | null;
    downline_id: string;
    type: string;
    tiers: StoredTier[];
    current_upline: string | null;
  }>(sql`
    select c.id::text, c.upline_id::text, c.downline_id::text, c.type, c.tiers, m.upline_id::text as current_upline
    from agent_contract c join member m on m.id = c.downline_id where c.status = 'accepted'`);
  const byDownline = new Map(accepted.map((c) => [`${c.downline_id}:${c.type}`, c]));
  for (const c of accepted) {
    if (c.upline_id === null) continue;
    const up = byDownline.get(`${c.upline_id}:${c.type}`);
    expect(up, `contract ${c.id}: its upline holds no ${c.type} contract`).toBeDefined();
    expect(
      exceedsAnywhere(toTiers(c.tiers), toTiers(up?.tiers ?? [])),
      `contract ${c.id} above its upline's`,
    ).toBe(false);
    expect(c.current_upline, `contract ${c.id}: with an upline that is no longer the downline's`).toBe(
      c.upline_id,
    );
  }
  const unrecorded = await rows<{ id: string }>(sql`
    select c.id::text from agent_contract c
    where c.status = 'terminated' and c.end_reason in ('upline_lowered', 'upline_ended', 'moved', 'replaced')
      and not exists (select 1 from agent_contract_event e
                      where e.contract_id = c.id and e.kind = 'terminated' and e.reason = c.end_reason)`);
  expect(unrecorded, 'terminations without their event').toEqual([]);
  const uncaused = await rows<{ id: string }>(sql`
    select c.id::text from agent_contract c
    where c.status = 'terminated' and c.end_reason in ('upline_lowered', 'upline_ended') and c.ended_by is null`);
  expect(uncaused, 'automatic terminations without a cause').toEqual([]);
}

beforeAll(async () => {
  await f.enable('AGENTPOLICY', 'DAILYSALARY', 'DIVIDENDCT');
});

describe('contract rules under random sequences', () => {
  it('never leaves a downline rate above its upline’s, and records every automatic termination', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(treeShape, fc.array(op, { minLength: 20, maxLength: 60 }), async (shape, ops) => {
        const agents: Node[] = [await f.member(1, null), await f.member(1, null)];
        for (const [parent, promoter] of shape) {
          const upline = agents.filter((a) => a.type !== 41)[
            parent % agents.filter((a) => a.type !== 41).length
          ] as Node;
          agents.push(await f.member(promoter ? 41 : 2, upline));
        }
        const uplineOf = new Map<string, string | null>();
        for (const a of agents)
          uplineOf.set(a.id, (await t.app.services.accounts.placeOf(a.id))?.uplineId ?? null);
        const c = t.app.services.agents.contracts;
        for (const step of ops) {
          try {
            if (step.kind === 'offer') {
              const from = agents[step.from % agents.length] as Node;
              const below = agents.filter((a) => uplineOf.get(a.id) === from.id);
              const to = below[step.to % Math.max(1, below.length)];
              if (!to) continue;
              await c.offer(f.principal(from), { downline: to.username, type: step.type, tiers: step.tiers });
            } else if (step.kind === 'house') {
              const tops = agents.filter((a) => uplineOf.get(a.id) === null);
              const to = tops[step.to % tops.length] as Node;
              await c.offerFromHouse('1', to, {
                downline: to.username,
                type: step.type,
                tiers: step.tiers,
                period: 'weekly',
              });
            } else if (step.kind === 'answer' || step.kind === 'terminate') {
              const status = step.kind === 'answer' ? 'offered' : 'accepted';
              const ids = agents.map((a) => BigInt(a.id));
              const open = await rows<{ id: string; downline_id: string; upline_id: string | null }>(sql`
                select id::text, downline_id::text, upline_id::text from agent_contract
                where status = ${status} and downline_id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`);
              const picked = open[step.pick % Math.max(1, open.length)];
              if (!picked) continue;
              const downline = agents.find((a) => a.id === picked.downline_id) as Node;
              if (step.kind === 'answer') {
                const type = (
                  await rows<{ type: string }>(
                    sql`select type from agent_contract where id = ${BigInt(picked.id)}`,
                  )
                )[0]?.type;
                const call = type === 'dividend' ? 'MCS2_processDividendReq' : 'MCS2_processDailySalContract';
                await c.answer(f.principal(downline), call, {
                  id: picked.id,
                  action: step.accept ? 'accept' : 'reject',
                });
                if (step.accept) accepted += 1;
              } else if (step.asOperator || picked.upline_id === null) {
                await c.terminateAsOperator('1', picked.id, 'property test');
              } else {
                const upline = agents.find((a) => a.id === picked.upline_id) as Node;
                await c.terminateAsUpline(f.principal(upline), picked.id);
              }
            } else {
              const who = agents[step.who % agents.length] as Node;
              const to = agents[step.to % agents.length] as Node;
              await t.app.services.agents.operator.move(operator, {
                member: who.username,
                toUpline: to.username,
                reason: 'property test',
              });
              uplineOf.set(who.id, to.id);
            }
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
          await check();
        }
      }),
      { numRuns: 30, seed: 46 },
    );
    const automatic = Number(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from agent_contract where end_reason in ('upline_lowered', 'upline_ended')`,
        )
      )[0]?.n,
    );
    // The sequences did exercise the rule: acceptances happened and some ended contracts below them.
    expect(accepted).toBeGreaterThan(10);
    expect(automatic).toBeGreaterThan(0);
  }, 240_000);
});
