import type { AppContext } from '../../platform/context.js';
import * as repo from './accounts.audience.repo.js';
import { isAgentType, NON_MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import * as accounts from './accounts.repo.js';

/**
 * Who a platform message reaches (the messaging module's composer, decision 0060): member ids of
 * active real accounts (no trial, no house accounts) by segment. Each answer holds at most `limit`
 * ids, so a caller asks for one more than it accepts to learn that an audience is too large.
 */
export function createAudience(ctx: AppContext) {
  const db = ctx.database.db;
  const text = (ids: bigint[]) => ids.map((id) => id.toString());

  return {
    everyoneIds: async (limit: number) => text(await repo.everyoneIds(db, limit)),
    /** Members who registered in [from, to). */
    registeredIds: async (from: Date, to: Date, limit: number) =>
      text(await repo.registeredIds(db, from, to, limit)),
    /** The whole team below the agent named `username`; null when that is not an agent. */
    async teamIdsOf(username: string, limit: number): Promise<string[] | null> {
      const agent = await accounts.memberByUsername(db, username.trim());
      if (!agent || !isAgentType(agent.type)) return null;
      return text(await repo.teamIds(db, agent.id, limit));
    },
    /** An active real account by username (a one-player message); null for anyone else. */
    async reachableByUsername(username: string): Promise<string | null> {
      const row = await accounts.memberByUsername(db, username.trim());
      const real = row && row.status === 'active' && row.type !== TRIAL_TYPE && row.type !== NON_MEMBER_TYPE;
      return real ? row.id.toString() : null;
    },
  };
}

export type Audience = ReturnType<typeof createAudience>;
