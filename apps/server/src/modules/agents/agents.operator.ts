import type { ContractOfferRequest, ContractType, DividendPeriod } from '@khela/contract';
import { currencyCodeOr, toDecimalString } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { operatorActor } from '../audit/audit.service.js';
import type { ContractsService } from './agents.contracts.js';
import type { AgentsDeps } from './agents.deps.js';
import { payoutOnWire } from './agents.income.js';
import { type PeriodKind, periodContaining, periodKindOf } from './agents.periods.js';
import * as repo from './agents.repo.js';
import type { SettlementService } from './agents.settlement.js';
import { topRate, toTiers } from './agents.tiers.js';
import { AGENT_TYPE_RULES, agentRuleOf, mayBeUnder, mayHoldContract } from './agents.types.js';

/**
 * The back office's agent pages (decision 0046): the tree, contracts with their history,
 * settlement runs and what each paid, the dividend approval queue, moves between uplines and
 * the type rules. Every change is audited in its own transaction.
 */
export function createAgentsOperator(
  deps: AgentsDeps,
  contracts: ContractsService,
  settlement: SettlementService,
) {
  const { ctx, accounts, audit, site } = deps;
  const db = ctx.database.db;

  async function memberNamed(username: string) {
    const place = await accounts.placeByUsername(username);
    if (!place) throw new AppError('PLAYER_NOT_FOUND');
    return place;
  }

  /** Children of `under` (the tops of the tree when none), each with its team size and contracts. */
  /** Where the tree stands under `under` (the tops when none): the member and its moves. */
  async function tree(under?: string) {
    const parent = under ? await memberNamed(under) : null;
    return {
      parent: parent ? { username: parent.username, type: parent.type, path: parent.path } : null,
      moves: parent ? await accounts.movesOf(parent.id) : [],
    };
  }

  /** A page of the children of `under` (the tops when none), with team sizes and contracts held. */
  async function children(query: { under?: string | undefined; pageNo: number; pageSize: number }) {
    const parent = query.under ? await memberNamed(query.under) : null;
    const page = await repo.treeChildren(
      db,
      parent ? BigInt(parent.id) : null,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    const held = await repo.acceptedOf(
      db,
      page.rows.map((r) => BigInt(r.id)),
    );
    return {
      list: page.rows.map((r) => ({
        ...r,
        contracts: held
          .filter((c) => c.downlineId.toString() === r.id)
          .map((c) => ({
            id: c.id.toString(),
            type: c.type,
            period: c.period,
            topRateBp: topRate(toTiers(c.tiers)),
          })),
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / query.pageSize),
      pageNo: query.pageNo,
    };
  }

  async function offer(operator: OperatorPrincipal, request: ContractOfferRequest) {
    const downline = await memberNamed(request.downline);
    if (downline.uplineId !== null) throw new AppError('AGENT_CONTRACT_NOT_DOWNLINE');
    return contracts.offerFromHouse(operator.operatorId, downline, request, (tx, row) =>
      audit.record(tx, {
        ...operatorActor(operator),
        action: 'agents.contract.offer',
        target: { type: 'agent_contract', id: row.id.toString() },
        after: { downline: downline.username, type: row.type, period: row.period, tiers: row.tiers },
      }),
    );
  }

  async function terminate(operator: OperatorPrincipal, id: string, reason: string) {
    return contracts.terminateAsOperator(operator.operatorId, id, reason, (tx, row) =>
      audit.record(tx, {
        ...operatorActor(operator),
        action: 'agents.contract.terminate',
        target: { type: 'agent_contract', id: row.id.toString() },
        before: { status: row.status },
        after: { status: 'terminated' },
        reason,
      }),
    );
  }

  /** Moves a member with its whole team under another agent (or to the top); audited, history kept. */
  async function move(
    operator: OperatorPrincipal,
    input: { member: string; toUpline: string | null; reason: string },
  ) {
    const moving = await memberNamed(input.member);
    const target = input.toUpline ? await memberNamed(input.toUpline) : null;
    const invalid =
      (target && (target.id === moving.id || target.path.split('.').includes(moving.id))) ||
      (target && !agentRuleOf(target.type)) ||
      (target?.id ?? null) === moving.uplineId ||
      !mayBeUnder(moving.type, target ? target.type : null);
    if (invalid) throw new AppError('AGENT_MOVE_INVALID');
    return db.transaction(async (tx) => {
      const moved = await accounts.moveUnder(tx, {
        memberId: moving.id,
        toUplineId: target?.id ?? null,
        operatorId: operator.operatorId,
        reason: input.reason,
      });
      const ended = await contracts.endForMove(tx, BigInt(moving.id), {
        kind: 'operator',
        id: operator.operatorId,
      });
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'agents.member.move',
        target: { type: 'player', id: moving.id },
        before: { uplineId: moving.uplineId },
        after: { uplineId: target?.id ?? null, moved, contractsEnded: ended },
        reason: input.reason,
      });
      return { member: moving.username, toUpline: target?.username ?? null, moved, contractsEnded: ended };
    });
  }

  /**
   * Changes an account's agent type (0 makes it a plain member) when the new type's rules hold for
   * where it sits, what sits directly under it and the contracts it holds; audited.
   */
  async function changeType(
    operator: OperatorPrincipal,
    input: { member: string; type: number; reason: string },
  ) {
    const target = await memberNamed(input.member);
    const upline = target.uplineId ? await accounts.placeOf(target.uplineId) : null;
    const rule = agentRuleOf(input.type);
    const held = (await repo.acceptedOf(db, [BigInt(target.id)])).map((c) => c.type as ContractType);
    const below = await accounts.downlineTypesOf(target.id);
    const fits =
      input.type !== target.type &&
      mayBeUnder(input.type, upline ? upline.type : null) &&
      (rule ? below.every((t) => rule.opens.includes(t)) : below.length === 0) &&
      held.every((type) => mayHoldContract(input.type, type));
    if (!fits) throw new AppError('AGENT_TYPE_CHANGE_INVALID');
    await db.transaction(async (tx) => {
      await accounts.setType(tx, target.id, input.type);
      await audit.record(tx, {
        ...operatorActor(operator),
        action: 'agents.type.change',
        target: { type: 'player', id: target.id },
        before: { type: target.type },
        after: { type: input.type },
        reason: input.reason,
      });
    });
    return { member: target.username, from: target.type, to: input.type };
  }

  async function runs(pageNo: number, pageSize: number) {
    const page = await repo.listRuns(db, pageSize, (pageNo - 1) * pageSize);
    const currency = currencyCodeOr(await site.currencyCode());
    return {
      list: page.rows.map((r) => ({
        id: r.id.toString(),
        type: r.type,
        periodKind: r.periodKind,
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        status: r.status,
        attempts: r.attempts,
        agents: r.agents,
        paid: toDecimalString(r.paidMinor, currency),
        startedAt: r.startedAt.toISOString(),
        finishedAt: r.finishedAt?.toISOString() ?? null,
        trigger: r.trigger,
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
      pageNo,
    };
  }

  async function payouts(filter: { runId?: string; status?: string }, pageNo: number, pageSize: number) {
    const page = await repo.listPayoutsOf(
      db,
      { runId: filter.runId ? BigInt(filter.runId) : undefined, status: filter.status },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const names = await accounts.usernamesOf(page.rows.map((p) => p.agentId.toString()));
    return {
      list: page.rows.map((p) => ({
        ...payoutOnWire(p),
        runId: p.runId.toString(),
        agent: names.get(p.agentId.toString()) ?? p.agentId.toString(),
        decidedBy: p.decidedBy,
      })),
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
      pageNo,
    };
  }

  /** Runs one (type, period) now: a period already settled answers 'already' and pays nothing. */
  async function rerun(
    operator: OperatorPrincipal,
    input: { type: ContractType; periodKind?: DividendPeriod | undefined; at: string },
  ) {
    const kind: PeriodKind =
      input.type === 'dividend' ? (input.periodKind ?? 'weekly') : periodKindOf(input.type);
    const period = periodContaining(kind, new Date(input.at), await site.timeZone());
    // The request is audited before the run: a run is many transactions, and the entry must not
    // depend on it finishing.
    await db.transaction((tx) =>
      audit.record(tx, {
        ...operatorActor(operator),
        action: 'agents.settlement.run',
        target: { type: 'agent_settlement', id: `${input.type}:${kind}:${period.start.toISOString()}` },
      }),
    );
    const outcome = await settlement.settle(input.type, period, `operator:${operator.operatorId}`);
    return {
      ...outcome,
      paidMinor: undefined,
      paid: toDecimalString(outcome.paidMinor, currencyCodeOr(await site.currencyCode())),
    };
  }

  async function decide(operator: OperatorPrincipal, id: string, approve: boolean, reason: string) {
    const payout = await settlement.decidePayout(operator.operatorId, id, approve, (tx, row) =>
      audit.record(tx, {
        ...operatorActor(operator),
        action: approve ? 'agents.payout.approve' : 'agents.payout.reject',
        target: { type: 'agent_payout', id },
        before: { status: 'awaiting_approval' },
        after: { status: approve ? 'paid' : 'rejected', amountMinor: row.amountMinor.toString() },
        reason,
      }),
    );
    return { id, status: payout.status };
  }

  return {
    types: () => ({
      list: AGENT_TYPE_RULES.map((r) => ({
        ...r,
        opens: [...r.opens],
        under: [...r.under],
        contracts: [...r.contracts],
      })),
    }),
    tree,
    children,
    contracts: (
      filter: { downline?: string; type?: string; status?: string },
      pageNo: number,
      pageSize: number,
    ) =>
      (async () => {
        const downlineId = filter.downline ? BigInt((await memberNamed(filter.downline)).id) : undefined;
        return contracts.listAll({ downlineId, type: filter.type, status: filter.status }, pageNo, pageSize);
      })(),
    offer,
    terminate,
    move,
    changeType,
    runs,
    payouts,
    rerun,
    decide,
  };
}

export type AgentsOperator = ReturnType<typeof createAgentsOperator>;
