import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { NON_MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';

/** A team member as other modules see it: enough to move money and to show a name. */
export type TeamMember = { id: string; username: string; nickname: string; type: number; registeredAt: Date };

export const DOWNLINE_MAX_PAGE_SIZE = 50;

/**
 * A member's place in the agent tree (decision 0046), for the agents module: `path` is the ids
 * from the top of its tree down to it, `level` its depth below `from` when asked relative to an agent.
 */
export type TeamPlace = {
  id: string;
  username: string;
  type: number;
  status: string;
  uplineId: string | null;
  path: string;
  /** 1 for a direct downline of the agent it was looked up from; 0 for the agent itself. */
  level: number;
};

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

  async function placeOfRow(row: repo.MemberRow | undefined, from?: string): Promise<TeamPlace | null> {
    if (!row) return null;
    const path = await repo.teamPathOf(db, row.id);
    if (path === null) return null;
    const ids = path.split('.');
    const level = from === undefined ? ids.length - 1 : ids.length - 1 - ids.indexOf(from);
    return {
      id: row.id.toString(),
      username: row.username,
      type: row.type,
      status: row.status,
      uplineId: row.uplineId?.toString() ?? null,
      path,
      level,
    };
  }

  /** A member's place in the tree by username (operators); null for an unknown name. */
  const placeByUsername = async (username: string) =>
    placeOfRow(await repo.memberByUsername(db, username.trim()));

  /** A member's place in the tree by id; null for an unknown id. */
  async function placeOf(memberId: string): Promise<TeamPlace | null> {
    if (!/^\d{1,19}$/.test(memberId)) return null;
    return placeOfRow(await repo.memberById(db, BigInt(memberId)));
  }

  /**
   * `username` when it is in `agentId`'s team (below it, any depth; the agent itself when
   * `includeSelf`), with its level below the agent; AGENT_NOT_IN_TEAM for anyone else, so an agent
   * cannot learn whether a name outside its team exists.
   */
  async function teamMemberOf(agentId: string, username: string, includeSelf = false): Promise<TeamPlace> {
    const row = await repo.memberByUsername(db, username.trim());
    const place = await placeOfRow(row, agentId);
    if (!place?.path.split('.').includes(agentId)) throw new AppError('AGENT_NOT_IN_TEAM');
    if (place.id === agentId && !includeSelf) throw new AppError('AGENT_NOT_IN_TEAM');
    return place;
  }

  /**
   * An operator moves a member (with its whole team) under another upline, in the caller's
   * transaction (the agents module ends the contracts the move breaks in the same one). History
   * kept; the caller audits. Returns how many members moved.
   */
  async function moveUnder(
    tx: Tx,
    move: { memberId: string; toUplineId: string | null; operatorId: string; reason: string },
  ): Promise<number> {
    const row = await repo.memberById(tx, BigInt(move.memberId));
    if (!row) throw new AppError('AGENT_MOVE_INVALID');
    return repo.moveMember(tx, {
      memberId: row.id,
      fromUplineId: row.uplineId,
      toUplineId: move.toUplineId === null ? null : BigInt(move.toUplineId),
      operatorId: move.operatorId,
      reason: move.reason,
      at: ctx.now(),
    });
  }

  /** Sets an account's type in the caller's transaction (an operator's agent-type change, audited there). */
  const setType = (tx: Tx, memberId: string, type: number) => repo.setMemberType(tx, BigInt(memberId), type);
  /** The account types of a member's direct downline. */
  const downlineTypesOf = (memberId: string) => repo.downlineTypes(db, BigInt(memberId));

  /** A member's moves, newest first. */
  const movesOf = async (memberId: string) =>
    (await repo.teamHistoryOf(db, BigInt(memberId))).map((h) => ({
      from: h.fromUplineId?.toString() ?? null,
      to: h.toUplineId?.toString() ?? null,
      teamSize: h.teamSize,
      operatorId: h.operatorId,
      reason: h.reason,
      at: h.movedAt.toISOString(),
    }));

  return {
    uplineOf,
    downlineOf,
    listDownlines,
    usernamesOf,
    placeOf,
    placeByUsername,
    teamMemberOf,
    moveUnder,
    movesOf,
    setType,
    downlineTypesOf,
  };
}
