import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { agentContract, type StoredTier } from './agents.tables.js';

/**
 * The team reports' SQL (decision 0046). Members, the tree, valid bets and payment flows belong to
 * other modules: these statements read them only through their published read functions
 * (accounts_member_team, vendors_valid_bets, payments_member_flows, wallet_player_balance;
 * decision 0028), one statement per figure group. "A team" is `path <@ <agent's path>` (GiST
 * index on member_team.path, kept when the function is inlined) without the agent itself.
 *
 * Range figures start from the range: the valid-bet slots and the paid deposits and withdrawals
 * of [from, to) are read first (materialised, from their time indexes) and then matched to the
 * team by member id, so a top agent with a million members costs what its active members cost,
 * not what its whole team costs.
 */

/** Whose team: the agent's path and id (the agent itself is not part of its team figures). */
export type TeamScope = { agentId: string; path: string };
export type Range = { from: Date; to: Date };

/** Numbers come back as text from both drivers (bigint sums), so they are cast in SQL and parsed here. */
const big = (value: string | null | undefined) => BigInt(value ?? '0');
const int = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * "Directly under the agent", said with the path alone (one label deeper than the agent's path):
 * the same members as `upline_id = agent`, which the triggers keep in step with the path. Queries
 * that need nothing else of the member could then read member_team alone, were accounts_member_team()
 * to join member with a LEFT JOIN (PostgreSQL drops an unused left join on a primary key).
 */
const isDirect = (scope: TeamScope) => sql`nlevel(t.path) = nlevel(${scope.path}::ltree) + 1`;
const inTeam = (scope: TeamScope) =>
  sql`t.path <@ ${scope.path}::ltree and t.member_id <> ${scope.agentId}::bigint`;

/** Sizes of the team (everyone below the agent) and of its direct downline. */
export async function teamSizes(tx: Tx, scope: TeamScope) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      select count(*)::text as team_size, count(*) filter (where ${isDirect(scope)})::text as direct_size
      from accounts_member_team() t where ${inTeam(scope)}`,
  );
  return { teamSize: int(row?.team_size), directSize: int(row?.direct_size) };
}

/** Members of the team (and of the direct downline) who registered in the range. */
export async function teamNewMembers(tx: Tx, scope: TeamScope, range: Range) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      select count(*)::text as new_whole, count(*) filter (where ${isDirect(scope)})::text as new_direct
      from accounts_member_team() t
      where t.created_at >= ${range.from} and t.created_at < ${range.to} and ${inTeam(scope)}`,
  );
  return { newWhole: int(row?.new_whole), newDirect: int(row?.new_direct) };
}

/** Valid bets of the team in the range: active members (valid bet > 0), stakes and payouts. */
export async function teamValidBets(tx: Tx, scope: TeamScope, range: Range, currency: string) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      with v as materialized (
        select b.member_id, b.stake_minor, b.payout_minor
        from vendors_valid_bets(${range.from}, ${range.to}) b where b.currency = ${currency}
      )
      select count(*) filter (where v.stake_minor > 0)::text as active_whole,
        count(*) filter (where v.stake_minor > 0 and ${isDirect(scope)})::text as active_direct,
        coalesce(sum(v.stake_minor), 0)::text as stake_whole,
        coalesce(sum(v.stake_minor) filter (where ${isDirect(scope)}), 0)::text as stake_direct,
        coalesce(sum(v.payout_minor), 0)::text as payout_whole,
        coalesce(sum(v.payout_minor) filter (where ${isDirect(scope)}), 0)::text as payout_direct
      from v join accounts_member_team() t on t.member_id = v.member_id
      where ${inTeam(scope)}`,
  );
  return {
    activeWhole: int(row?.active_whole),
    activeDirect: int(row?.active_direct),
    stakeWhole: big(row?.stake_whole),
    stakeDirect: big(row?.stake_direct),
    payoutWhole: big(row?.payout_whole),
    payoutDirect: big(row?.payout_direct),
  };
}

/** Paid deposits (credited amounts) and paid-out withdrawals of the team in the range. */
export async function teamFlows(tx: Tx, scope: TeamScope, range: Range) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      with f as materialized (
        select p.member_id, p.deposit_minor, p.withdrawal_minor from payments_member_flows(${range.from}, ${range.to}) p
      )
      select coalesce(sum(f.deposit_minor), 0)::text as deposit_whole,
        coalesce(sum(f.deposit_minor) filter (where ${isDirect(scope)}), 0)::text as deposit_direct,
        coalesce(sum(f.withdrawal_minor), 0)::text as withdrawal_whole,
        coalesce(sum(f.withdrawal_minor) filter (where ${isDirect(scope)}), 0)::text as withdrawal_direct
      from f join accounts_member_team() t on t.member_id = f.member_id
      where ${inTeam(scope)}`,
  );
  return {
    depositWhole: big(row?.deposit_whole),
    depositDirect: big(row?.deposit_direct),
    withdrawalWhole: big(row?.withdrawal_whole),
    withdrawalDirect: big(row?.withdrawal_direct),
  };
}

export type DownlineRow = {
  id: string;
  username: string;
  type: number;
  status: string;
  path: string;
  registeredAt: Date;
  lastLoginAt: Date | null;
  balanceMinor: bigint;
  /** Everyone below it (0 for a member). */
  teamSize: number;
};

const likePrefix = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A page of `parentId`'s direct downline, newest first, optionally by username prefix, with cash balances. */
export async function directDownlinePage(
  tx: Tx,
  query: {
    parentId: string;
    usernamePrefix?: string | undefined;
    currency: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const prefix = query.usernamePrefix ? likePrefix(query.usernamePrefix) : null;
  const where = sql`t.upline_id = ${query.parentId}::bigint
    and (${prefix}::text is null or lower(t.username) like ${prefix}::text)`;
  const [count] = await queryRows<{ n: string }>(
    tx,
    sql`select count(*)::text as n from accounts_member_team() t where ${where}`,
  );
  const rows = await queryRows<Record<string, string | Date | null>>(
    tx,
    sql`
      select t.member_id::text as id, t.username, t.type::text as type, t.status, t.path::text as path,
        t.created_at, t.last_login_at,
        wallet_player_balance(t.member_id::text, 'cash', ${query.currency})::text as balance,
        (select count(*) from accounts_member_team() s
          where s.path <@ t.path and s.member_id <> t.member_id)::text as team_size
      from accounts_member_team() t
      where ${where}
      order by t.created_at desc, t.member_id desc
      limit ${query.limit} offset ${query.offset}`,
  );
  return {
    total: int(count?.n),
    rows: rows.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      type: Number(r.type),
      status: String(r.status),
      path: String(r.path),
      registeredAt: new Date(r.created_at as string | Date),
      lastLoginAt: r.last_login_at === null ? null : new Date(r.last_login_at as string | Date),
      balanceMinor: big(r.balance as string),
      teamSize: int(r.team_size as string),
    })),
  };
}

export type ProfitRow = {
  id: string;
  username: string;
  type: number;
  /** Itself and everyone below it: the members its figures count. */
  teamSize: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  rounds: number;
};

const VALID_BETS = (range: Range, currency: string) => sql`
  v as materialized (
    select b.member_id, b.stake_minor, b.payout_minor, b.rounds
    from vendors_valid_bets(${range.from}, ${range.to}) b where b.currency = ${currency}
  )`;

/**
 * A page of `parentId`'s direct downline by username (lower-cased: the same order on any collation), each with its own team's (itself and
 * everything below) valid bets in the range.
 */
export async function downlineProfitPage(
  tx: Tx,
  query: { parentId: string; range: Range; currency: string; limit: number; offset: number },
): Promise<ProfitRow[]> {
  const rows = await queryRows<Record<string, string>>(
    tx,
    sql`
      with ${VALID_BETS(query.range, query.currency)},
      d as (
        select t.member_id, t.username, t.type, t.path from accounts_member_team() t
        where t.upline_id = ${query.parentId}::bigint
        order by lower(t.username), t.member_id limit ${query.limit} offset ${query.offset}
      )
      select d.member_id::text as id, d.username, d.type::text as type,
        (select count(*) from accounts_member_team() s where s.path <@ d.path)::text as team_size,
        x.stake::text as stake, x.payout::text as payout, x.rounds::text as rounds
      from d left join lateral (
        select coalesce(sum(v.stake_minor), 0) as stake, coalesce(sum(v.payout_minor), 0) as payout,
          coalesce(sum(v.rounds), 0) as rounds
        from v join accounts_member_team() s on s.member_id = v.member_id
        where s.path <@ d.path
      ) x on true
      order by lower(d.username), d.member_id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    username: String(r.username),
    type: Number(r.type),
    teamSize: int(r.team_size),
    stakeMinor: big(r.stake),
    payoutMinor: big(r.payout),
    rounds: int(r.rounds),
  }));
}

/** The size of `scope`'s direct downline, and its whole team's valid bets in the range (the totals line). */
export async function downlineProfitTotals(tx: Tx, scope: TeamScope, range: Range, currency: string) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      with ${VALID_BETS(range, currency)}
      select (select count(*) from accounts_member_team() d where d.upline_id = ${scope.agentId}::bigint)::text as n,
        coalesce(sum(v.stake_minor), 0)::text as stake, coalesce(sum(v.payout_minor), 0)::text as payout
      from v join accounts_member_team() t on t.member_id = v.member_id
      where ${inTeam(scope)}`,
  );
  return { total: int(row?.n), stakeMinor: big(row?.stake), payoutMinor: big(row?.payout) };
}

/** The accepted contracts of these downlines (this module's own table), with their tiers. */
export async function acceptedContractsOf(
  tx: Tx,
  downlineIds: readonly string[],
): Promise<{ downlineId: string; type: string; tiers: StoredTier[] }[]> {
  if (downlineIds.length === 0) return [];
  const rows = await tx
    .select({ downlineId: agentContract.downlineId, type: agentContract.type, tiers: agentContract.tiers })
    .from(agentContract)
    .where(
      and(
        inArray(
          agentContract.downlineId,
          downlineIds.map((id) => BigInt(id)),
        ),
        eq(agentContract.status, 'accepted'),
      ),
    );
  return rows.map((r) => ({ downlineId: r.downlineId.toString(), type: r.type, tiers: r.tiers }));
}
