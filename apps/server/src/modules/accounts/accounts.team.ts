import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { NON_MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';

/** A team member as other modules see it: enough to move money and to show a name. */
export type TeamMember = { id: string; username: string; nickname: string; type: number; registeredAt: Date };

export const DOWNLINE_MAX_PAGE_SIZE = 50;

const asTeamMember = (row: repo.MemberRow): TeamMember => ({
  id: row.id.toString(),
  username: row.username,
  nickname: row.nickname || row.username,
  type: row.type,
  registeredAt: row.createdAt,
});

/** Money may reach only real, active accounts: not trials, not non-member (house) accounts. */
const mayReceive = (row: repo.MemberRow) =>
  row.status === 'active' && row.type !== TRIAL_TYPE && row.type !== NON_MEMBER_TYPE;

/**
 * Upline and downline (the agent roles) for the transfers module, which may not read the member
 * table itself (decision 0021). Downline means direct downline: members whose upline_id is the agent.
 */
export function createTeam(ctx: AppContext) {
  const db = ctx.database.db;

  async function self(principal: Principal): Promise<repo.MemberRow> {
    const row = await repo.memberById(db, BigInt(principal.memberId));
    if (!row) throw new AppError('NOT_LOGGED_IN');
    return row;
  }

  /** The caller's upline when there is one that may receive money; null otherwise. */
  async function uplineOf(principal: Principal): Promise<TeamMember | null> {
    const me = await self(principal);
    if (me.uplineId === null) return null;
    const upline = await repo.memberById(db, me.uplineId);
    return upline && mayReceive(upline) ? asTeamMember(upline) : null;
  }

  /** The agent's direct downline member named `username`; TRANSFER_NOT_DOWNLINE for anyone else. */
  async function downlineOf(principal: Principal, username: string): Promise<TeamMember> {
    if (!principal.isAgent) throw new AppError('NON_AGENT_LOGIN');
    const row = await repo.memberByUsername(db, username.trim());
    if (!row || row.uplineId?.toString() !== principal.memberId || !mayReceive(row)) {
      throw new AppError('TRANSFER_NOT_DOWNLINE');
    }
    return asTeamMember(row);
  }

  /** A page of the agent's direct downline, newest first, optionally by username prefix. */
  async function listDownlines(
    principal: Principal,
    query: { username?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<{ list: TeamMember[]; total: number; totalPages: number; pageNo: number }> {
    if (!principal.isAgent) throw new AppError('NON_AGENT_LOGIN');
    const pageSize = Math.min(Math.max(1, query.pageSize), DOWNLINE_MAX_PAGE_SIZE);
    const page = await repo.directDownlines(db, BigInt(principal.memberId), {
      usernamePrefix: query.username?.trim() || undefined,
      limit: pageSize,
      offset: (query.pageNo - 1) * pageSize,
    });
    return {
      list: page.rows.map(asTeamMember),
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
      pageNo: query.pageNo,
    };
  }

  /** Usernames by member id (ids as text, the wallet's owner ids); unknown ids are left out. */
  async function usernamesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const numeric = [...new Set(ids)].filter((id) => /^\d{1,19}$/.test(id)).map((id) => BigInt(id));
    const rows = await repo.usernamesByIds(db, numeric);
    return new Map(rows.map((r) => [r.id.toString(), r.username]));
  }

  return { uplineOf, downlineOf, listDownlines, usernamesOf };
}
