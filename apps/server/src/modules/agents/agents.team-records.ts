import type {
  Language,
  TeamBetValue,
  TeamProfitQuery,
  TeamProfitValue,
  TeamRangeQuery,
  TeamTransactionValue,
} from '@khela/contract';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AgentsDeps } from './agents.deps.js';
import * as repo from './agents.team.repo.js';
import { teamDayRange } from './agents.team-range.js';
import { agentRuleOf } from './agents.types.js';

/** How the team pages find the caller's team and a member of it (agents.team-reports.ts). */
export type TeamScopes = {
  mine: (principal: Principal) => Promise<repo.TeamScope>;
  member: (
    principal: Principal,
    username: string,
    includeSelf?: boolean,
  ) => ReturnType<AccountsService['teamMemberOf']>;
};

/**
 * The team's records over a day range: bets (vendors module), profit per direct downline (valid
 * bets), and the ledger (wallet module). The whole team, or one member of it by `username`.
 */
export function createTeamRecords(deps: AgentsDeps, scopes: TeamScopes) {
  const { ctx, site, vendors, wallet } = deps;
  const db = ctx.database.db;

  /** The range, the currency and whose records: the caller's team, or one member of it. */
  async function prepare(
    principal: Principal,
    query: { startDate: string; endDate: string; username?: string },
  ) {
    const [timeZone, currency] = await Promise.all([site.timeZone(), site.currencyCode()]);
    const range = teamDayRange(query.startDate, query.endDate, timeZone);
    const username = query.username?.trim();
    const one = username ? await scopes.member(principal, username) : undefined;
    const scope = await scopes.mine(principal);
    return { range, currency, scope, memberId: one?.id };
  }

  /** The team's rounds (opened in the range), newest first, with totals over all of them. */
  async function bets(
    principal: Principal,
    query: TeamRangeQuery,
    language: Language,
  ): Promise<TeamBetValue> {
    const { range, currency, scope, memberId } = await prepare(principal, query);
    const page = await vendors.teamRecords(
      {
        teamPath: scope.path,
        exceptMemberId: BigInt(scope.agentId),
        memberId: memberId === undefined ? undefined : BigInt(memberId),
        currency,
        from: range.from,
        to: range.to,
      },
      query.pageNo,
      query.pageSize,
    );
    const wire = await vendors.betPageOnWire(page, deps.gameName, language, currency);
    return {
      list: wire.rows.map(({ row, item }) => ({ ...item, username: row.username })),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
      currency,
      totals: wire.totals,
    };
  }

  /**
   * User loss: each direct downline (of mine, or of `under` in my team) with its own team's
   * (itself and everything below) valid bet, wins, net loss and rounds over the range, by username.
   */
  async function profit(principal: Principal, query: TeamProfitQuery): Promise<TeamProfitValue> {
    const [timeZone, currency] = await Promise.all([site.timeZone(), site.currencyCode()]);
    const range = teamDayRange(query.startDate, query.endDate, timeZone);
    const under = query.under ? await scopes.member(principal, query.under, true) : null;
    const parent = under ? { agentId: under.id, path: under.path } : await scopes.mine(principal);
    const [rows, totals] = await Promise.all([
      repo.downlineProfitPage(db, {
        parentId: parent.agentId,
        range,
        currency,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }),
      repo.downlineProfitTotals(db, parent, range, currency),
    ]);
    const amount = (minor: bigint) => wireAmount(minor, currency);
    return {
      list: rows.map((r) => ({
        username: r.username,
        isAgent: agentRuleOf(r.type) !== undefined,
        teamSize: r.teamSize,
        validBet: amount(r.stakeMinor),
        wins: amount(r.payoutMinor),
        netLoss: amount(r.stakeMinor - r.payoutMinor),
        rounds: r.rounds,
      })),
      total: totals.total,
      totalPages: Math.ceil(totals.total / query.pageSize),
      pageNo: query.pageNo,
      currency,
      under: under?.username ?? null,
      totals: {
        validBet: amount(totals.stakeMinor),
        wins: amount(totals.payoutMinor),
        netLoss: amount(totals.stakeMinor - totals.payoutMinor),
      },
    };
  }

  /** The cash-account movements of the team's members, newest first, with each member's username. */
  async function transactions(principal: Principal, query: TeamRangeQuery): Promise<TeamTransactionValue> {
    const { range, currency, scope, memberId } = await prepare(principal, query);
    const page = await wallet.teamHistory({
      teamPath: scope.path,
      exceptMemberId: scope.agentId,
      memberId,
      currency,
      from: range.from,
      to: range.to,
      page: query.pageNo,
      pageSize: query.pageSize,
    });
    return {
      list: page.rows.map((r) => ({
        id: r.entryId,
        username: r.username,
        time: r.createdAt.toISOString(),
        type: r.type,
        amount: wireAmount(r.amountMinor, currency),
        balanceAfter: wireAmount(r.balanceAfterMinor, currency),
      })),
      total: page.total,
      totalPages: page.totalPages,
      pageNo: query.pageNo,
      currency,
    };
  }

  return { bets, profit, transactions };
}
