import {
  type ContractType,
  type IncomeBetsQuery,
  type IncomeBetsValue,
  type IncomeDetailValue,
  type IncomeItem,
  type IncomeQuery,
  type IncomeValue,
  type Language,
  localDayRange,
  RECORDS_MAX_RANGE_DAYS,
} from '@khela/contract';
import { currencyCodeOr, toDecimalString } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { AgentsDeps } from './agents.deps.js';
import * as repo from './agents.repo.js';
import { betChanges } from './agents.team.repo.js';
import { applyRate, rateAt, toTiers } from './agents.tiers.js';

/** A payout as the income pages and the back office show it. */
export function payoutOnWire(p: repo.PayoutRow): IncomeItem {
  const money = (minor: bigint) => toDecimalString(minor, currencyCodeOr(p.currency));
  return {
    id: p.id.toString(),
    type: p.type as ContractType,
    periodStart: p.periodStart.toISOString(),
    periodEnd: p.periodEnd.toISOString(),
    teamValidBet: money(p.teamValidBetMinor),
    teamNetLoss: money(p.teamNetLossMinor),
    activeMembers: p.activeMembers,
    rateBp: p.rateBp,
    gross: money(p.grossMinor),
    downlineGross: money(p.downlineGrossMinor),
    carryIn: money(p.carryInMinor),
    amount: money(p.amountMinor),
    carryOut: money(p.carryOutMinor),
    status: p.status as IncomeItem['status'],
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

/**
 * My income (agentRevenueReport and the four salary/dividend pages): the payouts of the
 * settlement runs to me, and each one's drill-down to the team figures that made it.
 */
export function createIncomeService(deps: AgentsDeps) {
  const { ctx, accounts, site, vendors } = deps;
  const db = ctx.database.db;

  const toItem = payoutOnWire;

  async function list(principal: Principal, query: IncomeQuery): Promise<IncomeValue> {
    const range = localDayRange(query.startDate, query.endDate, await site.timeZone());
    if (!range || range.days < 1) throw new AppError('RECORDS_DATE_RANGE_INVALID');
    if (range.days > RECORDS_MAX_RANGE_DAYS)
      throw new AppError('RECORDS_DATE_RANGE_TOO_LONG', { days: RECORDS_MAX_RANGE_DAYS });
    const page = await repo.listPayouts(
      db,
      // A real-time contract settles 288 periods a day: the ones in which the team did nothing
      // are not income lines (their carry, if any, is unchanged in the next line).
      {
        agentId: BigInt(principal.memberId),
        type: query.type,
        from: range.from,
        to: range.to,
        skipEmpty: true,
      },
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    const currency = currencyCodeOr(await site.currencyCode());
    return {
      list: page.rows.map(toItem),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
      currency,
      sum: toDecimalString(page.sumMinor, currency),
    };
  }

  /** A payout of mine, or AGENT_CONTRACT_NOT_FOUND (someone else's is not mine to see). */
  async function myPayout(principal: Principal, id: string): Promise<repo.PayoutRow> {
    const payout = /^\d{1,19}$/.test(id) ? await repo.payoutById(db, BigInt(id)) : undefined;
    if (!payout || payout.agentId.toString() !== principal.memberId)
      throw new AppError('AGENT_CONTRACT_NOT_FOUND');
    return payout;
  }

  /**
   * One line of a payout's drill-down down to its rounds (decision 0047): the valid-bet changes in
   * the payout's period of the line's member — me alone (my own play), or a member of my team with
   * everyone below it — newest first, with totals equal to the line's figures.
   */
  async function bets(
    principal: Principal,
    id: string,
    query: IncomeBetsQuery,
    language: Language,
  ): Promise<IncomeBetsValue> {
    const payout = await myPayout(principal, id);
    const member = await accounts.teamMemberOf(principal.memberId, query.username, true);
    const page = await betChanges(db, {
      member: { id: member.id, path: member.path, only: member.id === principal.memberId },
      from: payout.periodStart,
      to: payout.periodEnd,
      currency: payout.currency,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    });
    const names = await vendors.gameNamesOf(page.rows, deps.gameName, language);
    const money = (minor: bigint) => wireAmount(minor, payout.currency);
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        username: r.username,
        kind: r.kind,
        vendor: r.vendorCode,
        gameCode: r.gameCode,
        gameName: names.get(`${r.vendorCode}|${r.gameCode}`) ?? r.gameCode,
        roundId: r.roundId,
        validBet: money(r.stakeMinor),
        payout: money(r.payoutMinor),
        netLoss: money(r.stakeMinor - r.payoutMinor),
        at: r.at.toISOString(),
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
      currency: payout.currency,
      totals: {
        validBet: money(page.stakeMinor),
        payout: money(page.payoutMinor),
        netLoss: money(page.stakeMinor - page.payoutMinor),
      },
    };
  }

  /**
   * One payout's contributing figures: for each direct downline (and my own play), its team's
   * valid bet, net loss and active members over the payout's period, and for a downline agent with
   * a contract of the type its rate and gross (what the differential took off mine).
   */
  async function detail(principal: Principal, id: string): Promise<IncomeDetailValue> {
    const payout = await myPayout(principal, id);
    const downlines = await repo.directDownlineIds(db, payout.agentId);
    const ids = [payout.agentId, ...downlines];
    const figures = await repo.teamFigures(db, ids, payout.periodStart, payout.periodEnd, payout.currency);
    const contracts = new Map(
      (
        await repo.contractsInForce(
          db,
          payout.type,
          (await repo.runById(db, payout.runId))?.periodKind ?? '',
          payout.periodEnd,
        )
      )
        .filter((c) => c.uplineId === payout.agentId)
        .map((c) => [c.downlineId.toString(), c]),
    );
    const names = await accounts.usernamesOf(ids.map(String));
    const types = await repo.memberTypes(db, ids);
    const money = (minor: bigint) => toDecimalString(minor, currencyCodeOr(payout.currency));
    const own = figures.get(payout.agentId.toString());
    let ownBet = own?.validBetMinor ?? 0n;
    let ownPayout = own?.payoutMinor ?? 0n;
    let ownActive = own?.active ?? 0;
    const lines: IncomeDetailValue['lines'] = [];
    for (const d of downlines) {
      const f = figures.get(d.toString());
      if (!f) continue;
      ownBet -= f.validBetMinor;
      ownPayout -= f.payoutMinor;
      ownActive -= f.active;
      const c = contracts.get(d.toString());
      const rate = c ? rateAt(toTiers(c.tiers), f.validBetMinor, f.active) : 0;
      const base = payout.type === 'dividend' ? f.validBetMinor - f.payoutMinor : f.validBetMinor;
      lines.push({
        username: names.get(d.toString()) ?? d.toString(),
        isAgent:
          types.get(d.toString()) !== undefined && ![0, 4, 9].includes(types.get(d.toString()) as number),
        validBet: money(f.validBetMinor),
        netLoss: money(f.validBetMinor - f.payoutMinor),
        activeMembers: f.active,
        rateBp: rate,
        gross: money(base < 0n ? -applyRate(-base, rate) : applyRate(base, rate)),
      });
    }
    if (ownBet !== 0n || ownPayout !== 0n) {
      lines.unshift({
        username: names.get(payout.agentId.toString()) ?? principal.username,
        isAgent: true,
        validBet: money(ownBet),
        netLoss: money(ownBet - ownPayout),
        activeMembers: ownActive,
        rateBp: 0,
        gross: money(0n),
      });
    }
    return { payout: toItem(payout), lines, currency: payout.currency };
  }

  return { list, detail, bets };
}

export type IncomeService = ReturnType<typeof createIncomeService>;
