import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { SLOT_MS } from './agents.periods.js';
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

/**
 * Everyone strictly below `path`, said as a range of the btree order of ltree (index
 * member_team_path_order): labels compare as strings, a shorter one first, and every label is a
 * member id (digits only), so the descendants of 5.23 are exactly the paths after 5.23 and before
 * 5.230. A count over it is an index-only scan, where `<@` on the GiST index visits every row.
 */
const below = (column: SQL, path: SQL) =>
  sql`${column} > ${path} and ${column} < (${path}::text || '0')::ltree`;

/**
 * The valid bets per member and currency over a range, as a FROM item: exactly one 5-minute slot
 * reads the slot's rows as stored (vendors_valid_bet_slot, decision 0048), which spares a grouping
 * of every active member's row (2 of the 6 s of a 864,000-member slot's team figures); any other
 * range sums its slots (vendors_valid_bets).
 */
export function validBetsOver(range: Range): SQL {
  const oneSlot =
    range.to.getTime() - range.from.getTime() === SLOT_MS && range.from.getTime() % SLOT_MS === 0;
  return oneSlot
    ? sql`vendors_valid_bet_slot(${range.from})`
    : sql`vendors_valid_bets(${range.from}, ${range.to})`;
}

/**
 * For the rest of the caller's transaction: a statement over a whole slot sorts hundreds of
 * thousands of rows in memory (not spilled to disk), without JIT compilation, which cost most of a
 * second on every run and paid off on none (decision 0047).
 */
export async function forBigSorts(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('work_mem', '256MB', true), set_config('jit', 'off', true)`);
}

/** Sizes of the team (everyone below the agent) and of its direct downline. */
export async function teamSizes(tx: Tx, scope: TeamScope) {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      select count(*)::text as team_size, count(*) filter (where ${isDirect(scope)})::text as direct_size
      from accounts_member_team() t where ${below(sql`t.path`, sql`${scope.path}::ltree`)}`,
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

/** A team's valid-bet figures over a range, whole team and direct downline. */
export type TeamBetFigures = {
  activeWhole: number;
  activeDirect: number;
  stakeWhole: bigint;
  stakeDirect: bigint;
  payoutWhole: bigint;
  payoutDirect: bigint;
};

const betFiguresOf = (row: Record<string, string> | undefined): TeamBetFigures => ({
  activeWhole: int(row?.active_whole),
  activeDirect: int(row?.active_direct),
  stakeWhole: big(row?.stake_whole),
  stakeDirect: big(row?.stake_direct),
  payoutWhole: big(row?.payout_whole),
  payoutDirect: big(row?.payout_direct),
});

/**
 * Which of a range's active members the stored figures already counted (decision 0047): those the
 * roll-up marked active on or after `since` in `column` (last_day, week_of or month_of).
 */
export type Counted = { column: 'last_day' | 'week_of' | 'month_of'; since: string };

/**
 * Valid bets of the team in the range: active members (valid bet > 0), stakes and payouts. With
 * `counted`, members the stored figures already counted as active are left out of the active counts.
 */
export async function teamValidBets(
  tx: Tx,
  scope: TeamScope,
  range: Range,
  currency: string,
  counted?: Counted,
) {
  const fresh = counted
    ? sql`and not exists (select 1 from member_active m where m.member_id = v.member_id
        and m.currency = ${currency} and m.${sql.raw(counted.column)} >= ${counted.since}::date)`
    : sql``;
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      with v as materialized (
        select b.member_id, b.stake_minor, b.payout_minor
        from ${validBetsOver(range)} b where b.currency = ${currency}
      )
      select count(*) filter (where v.stake_minor > 0 ${fresh})::text as active_whole,
        count(*) filter (where v.stake_minor > 0 and ${isDirect(scope)} ${fresh})::text as active_direct,
        coalesce(sum(v.stake_minor), 0)::text as stake_whole,
        coalesce(sum(v.stake_minor) filter (where ${isDirect(scope)}), 0)::text as stake_direct,
        coalesce(sum(v.payout_minor), 0)::text as payout_whole,
        coalesce(sum(v.payout_minor) filter (where ${isDirect(scope)}), 0)::text as payout_direct
      from v join accounts_member_team() t on t.member_id = v.member_id
      where ${inTeam(scope)}`,
  );
  return betFiguresOf(row);
}

/** Which stored active count answers a range: of the day, first of the week, or first of the month. */
export type ActiveColumn = 'active' | 'week_first' | 'month_first';

/** The stored figures of the agent's team over days `fromDay`..`toDay` (both included). */
export async function storedTeamFigures(
  tx: Tx,
  agentId: string,
  days: { fromDay: string; toDay: string },
  currency: string,
  active: ActiveColumn,
): Promise<TeamBetFigures> {
  const [row] = await queryRows<Record<string, string>>(
    tx,
    sql`
      select coalesce(sum(whole_${sql.raw(active)}), 0)::text as active_whole,
        coalesce(sum(direct_${sql.raw(active)}), 0)::text as active_direct,
        coalesce(sum(whole_stake_minor), 0)::text as stake_whole,
        coalesce(sum(direct_stake_minor), 0)::text as stake_direct,
        coalesce(sum(whole_payout_minor), 0)::text as payout_whole,
        coalesce(sum(direct_payout_minor), 0)::text as payout_direct
      from agent_team_day
      where agent_id = ${agentId}::bigint and currency = ${currency}
        and day >= ${days.fromDay}::date and day <= ${days.toDay}::date`,
  );
  return betFiguresOf(row);
}

/** Where the roll-up stands: every slot before it is in agent_team_day (null: nothing rolled yet). */
export async function rolledUntil(tx: Tx): Promise<Date | null> {
  const [row] = await queryRows<{ rolled_until: string | Date | null }>(
    tx,
    sql`select rolled_until from agent_team_rollup where id = 1`,
  );
  return row?.rolled_until ? new Date(row.rolled_until) : null;
}

/** Takes the roll-up's row for this transaction (creating it the first time) and answers its watermark. */
export async function lockRollup(tx: Tx, now: Date): Promise<Date | null> {
  await tx.execute(
    sql`insert into agent_team_rollup (id, rolled_until, updated_at) values (1, null, ${now}) on conflict do nothing`,
  );
  const [row] = await queryRows<{ rolled_until: string | Date | null }>(
    tx,
    sql`select rolled_until from agent_team_rollup where id = 1 for update`,
  );
  return row?.rolled_until ? new Date(row.rolled_until) : null;
}

export async function setRolledUntil(tx: Tx, until: Date, now: Date): Promise<void> {
  await tx.execute(
    sql`update agent_team_rollup set rolled_until = ${until}, updated_at = ${now} where id = 1`,
  );
}

/** The start of the first slot at or after `from` and before `to` that holds valid bets, if any. */
export async function nextBetSlot(tx: Tx, from: Date | null, to: Date): Promise<Date | null> {
  const [row] = await queryRows<{ slot: string | Date | null }>(
    tx,
    sql`select min(bucket_start) as slot from vendors_valid_bet_slots(${from}, ${to})`,
  );
  return row?.slot ? new Date(row.slot) : null;
}

/** How long a slot's stored figures (agent_team_slot) are kept: the settlement's real-time lookback and more. */
export const SLOT_FIGURES_KEPT_MS = 2 * 60 * 60 * 1000;

/**
 * Adds one closed slot's valid bets to its day's stored team figures (decision 0047), in the
 * roll-up's transaction, and keeps the slot's own figures per agent (agent_team_slot, decision
 * 0048) for its real-time salary run. Each member's own figures go to every agent above it (whole
 * team) and to its upline (direct downline), summed first per upline so a deep tree costs its
 * agents, not its members times its depth. A member on its first valid bet of the day, week or
 * month is counted there and marked, so later slots do not count it again.
 */
export async function rollUpSlot(
  tx: Tx,
  slot: { from: Date; to: Date; day: string; week: string; month: string },
): Promise<void> {
  await forBigSorts(tx);
  await tx.execute(sql`
    with bets as materialized (
      select v.member_id, v.currency, v.stake_minor as stake, v.payout_minor as payout,
        case when nlevel(t.path) > 1 then ltree2text(subpath(t.path, nlevel(t.path) - 2, 1))::bigint end as parent_id
      from ${validBetsOver(slot)} v
      join accounts_member_team() t on t.member_id = v.member_id
    ),
    seen as materialized (
      select b.member_id, b.currency,
        (m.last_day is null or m.last_day < ${slot.day}::date) as first_day,
        (m.week_of is null or m.week_of < ${slot.week}::date) as first_week,
        (m.month_of is null or m.month_of < ${slot.month}::date) as first_month
      from bets b left join member_active m on m.member_id = b.member_id and m.currency = b.currency
      where b.stake > 0
    ),
    mark as (
      insert into member_active as m (member_id, currency, last_day, week_of, month_of)
      select s.member_id, s.currency, ${slot.day}::date, ${slot.week}::date, ${slot.month}::date
      from seen s where s.first_day
      on conflict (member_id, currency) do update
        set last_day = excluded.last_day, week_of = excluded.week_of, month_of = excluded.month_of
    ),
    parents as (
      select b.parent_id, b.currency, sum(b.stake) as stake, sum(b.payout) as payout,
        count(*) filter (where b.stake > 0) as a_slot,
        count(*) filter (where s.first_day) as a_day,
        count(*) filter (where s.first_week) as a_week,
        count(*) filter (where s.first_month) as a_month
      from bets b left join seen s on s.member_id = b.member_id and s.currency = b.currency
      where b.parent_id is not null
      group by 1, 2
    ),
    spread as (
      select u.agent_id, p.currency, p.stake as ws, p.payout as wp, p.a_slot as wsa, p.a_day as wa,
        p.a_week as ww, p.a_month as wm, 0::numeric as ds, 0::numeric as dp, 0::bigint as da, 0::bigint as dw,
        0::bigint as dm
      from parents p
      join accounts_member_team() t on t.member_id = p.parent_id
      cross join lateral unnest(string_to_array(ltree2text(t.path), '.')::bigint[]) as u(agent_id)
      union all
      select p.parent_id, p.currency, 0, 0, 0, 0, 0, 0, p.stake, p.payout, p.a_day, p.a_week, p.a_month
      from parents p
    ),
    sums as materialized (
      select agent_id, currency, sum(ws) as ws, sum(wp) as wp, sum(wsa)::int as wsa, sum(wa)::int as wa,
        sum(ww)::int as ww, sum(wm)::int as wm, sum(ds) as ds, sum(dp) as dp, sum(da)::int as da,
        sum(dw)::int as dw, sum(dm)::int as dm
      from spread group by agent_id, currency
    ),
    kept as (
      insert into agent_team_slot (slot_start, currency, agent_id, stake_minor, payout_minor, active)
      select ${slot.from}::timestamptz, s.currency, s.agent_id, s.ws, s.wp, s.wsa from sums s
      on conflict do nothing
    )
    insert into agent_team_day as d (agent_id, day, currency,
      whole_stake_minor, whole_payout_minor, whole_active, whole_week_first, whole_month_first,
      direct_stake_minor, direct_payout_minor, direct_active, direct_week_first, direct_month_first)
    select agent_id, ${slot.day}::date, currency, ws, wp, wa, ww, wm, ds, dp, da, dw, dm
    from sums
    on conflict (agent_id, day, currency) do update set
      whole_stake_minor = d.whole_stake_minor + excluded.whole_stake_minor,
      whole_payout_minor = d.whole_payout_minor + excluded.whole_payout_minor,
      whole_active = d.whole_active + excluded.whole_active,
      whole_week_first = d.whole_week_first + excluded.whole_week_first,
      whole_month_first = d.whole_month_first + excluded.whole_month_first,
      direct_stake_minor = d.direct_stake_minor + excluded.direct_stake_minor,
      direct_payout_minor = d.direct_payout_minor + excluded.direct_payout_minor,
      direct_active = d.direct_active + excluded.direct_active,
      direct_week_first = d.direct_week_first + excluded.direct_week_first,
      direct_month_first = d.direct_month_first + excluded.direct_month_first`);
  await tx.execute(
    sql`delete from agent_team_slot where slot_start < ${new Date(slot.from.getTime() - SLOT_FIGURES_KEPT_MS)}`,
  );
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
        (select count(*) from accounts_member_team() s where ${below(sql`s.path`, sql`t.path`)})::text as team_size
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
    from ${validBetsOver(range)} b where b.currency = ${currency}
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
        (select 1 + count(*) from accounts_member_team() s where ${below(sql`s.path`, sql`d.path`)})::text as team_size,
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

export type BetChangeRow = {
  id: string;
  username: string;
  kind: 'settled' | 'adjusted' | 'reversed';
  vendorCode: string;
  gameCode: string;
  roundId: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  at: Date;
};

/**
 * The valid-bet changes (vendors_valid_bet_changes, decision 0047) of one member alone (`only`),
 * or of a member and everyone below it, in [from, to): newest first, paged, with totals over all.
 * What a salary or dividend line is made of, so the page's totals are the line's figures.
 */
export async function betChanges(
  tx: Tx,
  query: {
    member: { id: string; path: string; only: boolean };
    from: Date;
    to: Date;
    currency: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: BetChangeRow[]; total: number; stakeMinor: bigint; payoutMinor: bigint }> {
  const { member } = query;
  const whose = member.only
    ? sql`t.member_id = ${member.id}::bigint`
    : sql`(t.member_id = ${member.id}::bigint or ${below(sql`t.path`, sql`${member.path}::ltree`)})`;
  const changes = sql`
    c as materialized (
      select c.*, t.username from accounts_member_team() t
      join vendors_valid_bet_changes(${query.from}, ${query.to}) c on c.member_id = t.member_id
      where ${whose} and c.currency = ${query.currency}
    )`;
  const [sum] = await queryRows<Record<string, string>>(
    tx,
    sql`with ${changes} select count(*)::text as n, coalesce(sum(stake_minor), 0)::text as stake,
      coalesce(sum(payout_minor), 0)::text as payout from c`,
  );
  const rows = await queryRows<Record<string, string | Date>>(
    tx,
    sql`with ${changes}
      select id::text as id, username, kind, vendor_code, game_code, round_id, stake_minor::text as stake,
        payout_minor::text as payout, at
      from c order by at desc, id desc limit ${query.limit} offset ${query.offset}`,
  );
  return {
    total: int(sum?.n),
    stakeMinor: big(sum?.stake),
    payoutMinor: big(sum?.payout),
    rows: rows.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      kind: String(r.kind) as BetChangeRow['kind'],
      vendorCode: String(r.vendor_code),
      gameCode: String(r.game_code),
      roundId: String(r.round_id),
      stakeMinor: big(r.stake as string),
      payoutMinor: big(r.payout as string),
      at: new Date(r.at as string | Date),
    })),
  };
}
