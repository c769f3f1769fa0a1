import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import * as repo from './agents.repo.js';
import { agentContract, type StoredTier } from './agents.tables.js';

const tier = (minValidBetMajor: number, minActive: number, rateBp: number): StoredTier => ({
  minValidBetMinor: String(minValidBetMajor * 100),
  minActive,
  rateBp,
});

/** The house's contracts with the demo top agent (agent01), so it can offer its own downline terms. */
const DEMO_CONTRACTS: { type: string; period: string; tiers: StoredTier[] }[] = [
  { type: 'daily', period: 'day', tiers: [tier(0, 0, 50), tier(100_000, 5, 80)] },
  { type: 'hourly', period: 'hour', tiers: [tier(0, 0, 20), tier(10_000, 3, 30)] },
  { type: 'realtime', period: '5min', tiers: [tier(0, 0, 15)] },
  { type: 'dividend', period: 'weekly', tiers: [tier(0, 0, 3000), tier(50_000, 5, 4000)] },
];

/** Demo data for the agent network: insert-if-missing, like every seed. */
export async function seedAgents(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const result = (await db.execute(
    sql`select member_id::text as id from accounts_member_team() where username = 'agent01'`,
  )) as unknown as { rows: { id: string }[] };
  const agentId = result.rows[0]?.id;
  if (!agentId) return;
  const now = ctx.now();
  for (const contract of DEMO_CONTRACTS) {
    const existing = await db
      .select({ id: agentContract.id })
      .from(agentContract)
      .where(and(eq(agentContract.downlineId, BigInt(agentId)), eq(agentContract.type, contract.type)))
      .limit(1);
    if (existing.length > 0) continue;
    const row = await repo.insertContract(db, {
      uplineId: null,
      downlineId: BigInt(agentId),
      type: contract.type,
      period: contract.period,
      tiers: contract.tiers,
      status: 'accepted',
      version: 1,
      offeredBy: 'operator:seed',
      offeredAt: now,
      decidedAt: now,
    });
    await repo.insertEvent(db, { contractId: row.id, kind: 'offered', actor: 'operator:seed', at: now });
    await repo.insertEvent(db, { contractId: row.id, kind: 'accepted', actor: 'member:seed', at: now });
  }
}
