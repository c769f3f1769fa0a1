import type { AppContext } from '../../platform/context.js';
import * as repo from './agents.repo.js';
import type { StoredTier } from './agents.tables.js';

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
  const agentId = await repo.memberIdNamed(db, 'agent01');
  if (agentId === undefined) return;
  const now = ctx.now();
  for (const contract of DEMO_CONTRACTS) {
    if (await repo.hasAnyContract(db, agentId, contract.type)) continue;
    // Two servers may seed at once: the one-accepted-per-type index decides, the other skips.
    const row = await repo.insertContractIfAbsent(db, {
      uplineId: null,
      downlineId: agentId,
      type: contract.type,
      period: contract.period,
      tiers: contract.tiers,
      status: 'accepted',
      version: 1,
      offeredBy: 'operator:seed',
      offeredAt: now,
      decidedAt: now,
    });
    if (!row) continue;
    await repo.insertEvent(db, { contractId: row.id, kind: 'offered', actor: 'operator:seed', at: now });
    await repo.insertEvent(db, { contractId: row.id, kind: 'accepted', actor: 'member:seed', at: now });
  }
}
