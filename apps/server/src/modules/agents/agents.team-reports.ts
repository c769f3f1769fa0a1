import type {
  Language,
  OpenAccountRequest,
  TeamFigures,
  TeamListQuery,
  TeamListValue,
  TeamOverviewQuery,
  TeamOverviewValue,
} from '@khela/contract';
import { CONTRACT_TYPES } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { AgentsDeps } from './agents.deps.js';
import * as repo from './agents.team.repo.js';
import { type DayRange, overviewRange } from './agents.team-range.js';
import { createTeamRecords, type TeamScopes } from './agents.team-records.js';
import { agentRuleOf, subAgentTypeFor } from './agents.types.js';

const MEMBER_TYPE = 0;

export const isAgentAccount = (type: number) => agentRuleOf(type) !== undefined;

/** Who opened an account, as the accounts module records it. */
export type OpeningClient = { ip: string; userAgent: string };

/**
 * The agent centre's team pages (decision 0046): overview, members (drilling down the tree),
 * opening accounts, and the team's bets, profit and ledger (agents.team-records.ts). Every call
 * is about the caller's own team: a name outside it is AGENT_NOT_IN_TEAM (the accounts module's
 * team look-up), whether or not it exists.
 */
export function createTeamReports(deps: AgentsDeps) {
  const { ctx, accounts, site } = deps;
  const db = ctx.database.db;

  const scopes: TeamScopes = {
    /** The caller's own team: its path in the tree. */
    async mine(principal: Principal): Promise<repo.TeamScope> {
      const place = await accounts.placeOf(principal.memberId);
      if (!place) throw new Error(`member ${principal.memberId} has no place in the agent tree`);
      return { agentId: place.id, path: place.path };
    },
    /** A member of the caller's team by username (the caller itself only when `includeSelf`). */
    member: (principal: Principal, username: string, includeSelf = false) =>
      accounts.teamMemberOf(principal.memberId, username, includeSelf),
  };

  /**
   * The team's valid bets over a range (decision 0047): the stored day figures of the slots rolled
   * up, and the slots after the watermark read live. Active members are distinct over the range:
   * a day's, or the sum of first-of-the-week or first-of-the-month counts for this week and this
   * month, plus the live slots' members not counted yet. A custom range of several days has no
   * stored distinct count: its active members are counted live over the whole range.
   */
  async function teamBets(
    scope: repo.TeamScope,
    kind: TeamOverviewQuery['range'],
    range: DayRange,
    currency: string,
  ): Promise<repo.TeamBetFigures> {
    const until = await repo.rolledUntil(db);
    if (!until || until <= range.from) return repo.teamValidBets(db, scope, range, currency);
    const active: { column: repo.ActiveColumn; counted: repo.Counted['column'] } | undefined =
      range.startDate === range.endDate
        ? { column: 'active', counted: 'last_day' }
        : kind === 'week'
          ? { column: 'week_first', counted: 'week_of' }
          : kind === 'month'
            ? { column: 'month_first', counted: 'month_of' }
            : undefined;
    const days = { fromDay: range.startDate, toDay: range.endDate };
    const counted = active && { column: active.counted, since: range.startDate };
    const [stored, live, distinct] = await Promise.all([
      repo.storedTeamFigures(db, scope.agentId, days, currency, active?.column ?? 'active'),
      until < range.to
        ? repo.teamValidBets(db, scope, { from: until, to: range.to }, currency, counted)
        : undefined,
      active ? undefined : repo.teamValidBets(db, scope, range, currency),
    ]);
    return {
      activeWhole: distinct?.activeWhole ?? stored.activeWhole + (live?.activeWhole ?? 0),
      activeDirect: distinct?.activeDirect ?? stored.activeDirect + (live?.activeDirect ?? 0),
      stakeWhole: stored.stakeWhole + (live?.stakeWhole ?? 0n),
      stakeDirect: stored.stakeDirect + (live?.stakeDirect ?? 0n),
      payoutWhole: stored.payoutWhole + (live?.payoutWhole ?? 0n),
      payoutDirect: stored.payoutDirect + (live?.payoutDirect ?? 0n),
    };
  }

  /** Team size, direct size, and the figures of the whole team and of the direct downline over a range. */
  async function overview(principal: Principal, query: TeamOverviewQuery): Promise<TeamOverviewValue> {
    const [timeZone, currency] = await Promise.all([site.timeZone(), site.currencyCode()]);
    const range = overviewRange(query, ctx.now(), timeZone);
    const scope = await scopes.mine(principal);
    const [sizes, fresh, bets, flows] = await Promise.all([
      repo.teamSizes(db, scope),
      repo.teamNewMembers(db, scope, range),
      teamBets(scope, query.range, range, currency),
      repo.teamFlows(db, scope, range),
    ]);
    const figures = (f: {
      newMembers: number;
      active: number;
      deposit: bigint;
      withdrawal: bigint;
      stake: bigint;
      payout: bigint;
    }): TeamFigures => ({
      newMembers: f.newMembers,
      activeMembers: f.active,
      deposits: wireAmount(f.deposit, currency),
      withdrawals: wireAmount(f.withdrawal, currency),
      validBet: wireAmount(f.stake, currency),
      wins: wireAmount(f.payout, currency),
      netLoss: wireAmount(f.stake - f.payout, currency),
    });
    return {
      startDate: range.startDate,
      endDate: range.endDate,
      currency,
      teamSize: sizes.teamSize,
      directSize: sizes.directSize,
      whole: figures({
        newMembers: fresh.newWhole,
        active: bets.activeWhole,
        deposit: flows.depositWhole,
        withdrawal: flows.withdrawalWhole,
        stake: bets.stakeWhole,
        payout: bets.payoutWhole,
      }),
      direct: figures({
        newMembers: fresh.newDirect,
        active: bets.activeDirect,
        deposit: flows.depositDirect,
        withdrawal: flows.withdrawalDirect,
        stake: bets.stakeDirect,
        payout: bets.payoutDirect,
      }),
    };
  }

  /** My direct downline, or (with `under`, in my team) that member's, newest first, by username prefix. */
  async function members(principal: Principal, query: TeamListQuery): Promise<TeamListValue> {
    const currency = await site.currencyCode();
    const under = query.under ? await scopes.member(principal, query.under, true) : null;
    const page = await repo.directDownlinePage(db, {
      parentId: under?.id ?? principal.memberId,
      usernamePrefix: query.username?.trim() || undefined,
      currency,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const ids = under ? under.path.split('.') : [principal.memberId];
    const pathIds = ids.slice(ids.indexOf(principal.memberId));
    const [names, contracts] = await Promise.all([
      accounts.usernamesOf(pathIds),
      repo.acceptedContractsOf(
        db,
        page.rows.map((r) => r.id),
      ),
    ]);
    const level = (under?.level ?? 0) + 1;
    return {
      list: page.rows.map((r) => ({
        username: r.username,
        type: r.type,
        isAgent: isAgentAccount(r.type),
        level,
        balance: wireAmount(r.balanceMinor, currency),
        status: r.status,
        lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
        registeredAt: r.registeredAt.toISOString(),
        teamSize: r.teamSize,
        contracts: contracts.flatMap((c) => {
          const type = CONTRACT_TYPES.find((t) => t === c.type);
          if (c.downlineId !== r.id || !type) return [];
          return [{ type, topRateBp: Math.max(0, ...c.tiers.map((t) => t.rateBp)) }];
        }),
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
      currency,
      under: under?.username ?? null,
      path: pathIds.map((id) => names.get(id) ?? id),
    };
  }

  /**
   * registerCenter: a member (type 0) or a sub-agent (the caller's sub-agent type) directly under
   * the caller, who must change the password at its first login. A promoter opens members only.
   */
  async function openAccount(
    principal: Principal,
    body: OpenAccountRequest,
    client: OpeningClient,
    language: Language,
  ): Promise<{ username: string; type: number }> {
    const type = body.kind === 'member' ? MEMBER_TYPE : subAgentTypeFor(principal.type);
    if (type === undefined || !agentRuleOf(principal.type)?.opens.includes(type)) {
      throw new AppError('AGENT_CANNOT_OPEN_AGENT');
    }
    const opened = await accounts.openAccount(
      { uplineId: principal.memberId, username: body.username, password: body.password, type },
      client,
      language,
    );
    return { username: opened.username, type: opened.type };
  }

  return { overview, members, openAccount, ...createTeamRecords(deps, scopes) };
}

export type TeamReports = ReturnType<typeof createTeamReports>;
