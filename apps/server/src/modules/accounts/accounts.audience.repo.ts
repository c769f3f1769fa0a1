import { and, asc, eq, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { NON_MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import { member, memberTeam } from './accounts.tables.js';

/** Active real accounts: not trial, not the house's non-member accounts. */
const reachable = and(eq(member.status, 'active'), notInArray(member.type, [TRIAL_TYPE, NON_MEMBER_TYPE]));

async function idsWhere(tx: Tx, where: SQL | undefined, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: member.id })
    .from(member)
    .where(and(reachable, where))
    .orderBy(asc(member.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every reachable account, at most `limit` of them. */
export const everyoneIds = (tx: Tx, limit: number) => idsWhere(tx, undefined, limit);

/** Reachable accounts registered in [from, to), at most `limit`. */
export const registeredIds = (tx: Tx, from: Date, to: Date, limit: number) =>
  idsWhere(tx, and(gte(member.createdAt, from), lt(member.createdAt, to)), limit);

/** Reachable accounts anywhere below the agent in its tree (not the agent), at most `limit`. */
export const teamIds = (tx: Tx, agentId: bigint, limit: number) =>
  idsWhere(
    tx,
    sql`${member.id} in (select ${memberTeam.memberId} from ${memberTeam}
      where ${memberTeam.path} <@ (select t.path from ${memberTeam} t where t.member_id = ${agentId})
        and ${memberTeam.memberId} <> ${agentId})`,
    limit,
  );
