import type {
  ConsolidatedContractsValue,
  ContractDecisionRequest,
  ContractItem,
  ContractListQuery,
  ContractListValue,
  ContractOfferRequest,
  ContractType,
  ContractWhatIfValue,
  ErrorCode,
} from '@khela/contract';
import { type CurrencyCode, currencyCodeOr, toDecimalString } from '@khela/money';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { AgentsDeps } from './agents.deps.js';
import { lastClosedPeriod, periodKindOf } from './agents.periods.js';
import * as repo from './agents.repo.js';
import {
  applyRate,
  exceedsAnywhere,
  parseTiers,
  rateAt,
  type Tier,
  tiersOnWire,
  toStored,
  toTiers,
} from './agents.tiers.js';
import { mayHoldContract } from './agents.types.js';

/** The site flag that switches each contract type on (all also need AGENTPOLICY). */
export const CONTRACT_FLAG = {
  dividend: 'DIVIDENDCT',
  daily: 'DAILYSALARY',
  hourly: 'HOURSALARY',
  realtime: 'REALTIMESALARY',
} as const satisfies Record<ContractType, string>;

/** The spec's four request calls, each for one contract type. */
export const DECISION_CALLS = {
  MCS2_processDividendReq: 'dividend',
  MCS2_processDailySalContract: 'daily',
  MCS2_processContractHourSalary: 'hourly',
  MCSFE_processRealTimeSalaryContract: 'realtime',
} as const satisfies Record<string, ContractType>;
export type DecisionCall = keyof typeof DECISION_CALLS;

/** Who changed a contract: a member (agent) or an operator; `actor` is what events and audit show. */
export type ContractActor = { kind: 'member'; id: string } | { kind: 'operator'; id: string };
const actorText = (actor: ContractActor) => `${actor.kind}:${actor.id}`;
/** The caller's own writes (an operator's audit entry) in the change's transaction. */
export type InTransaction = (tx: Tx, contract: repo.ContractRow) => Promise<void>;

/**
 * Contracts between an upline and its direct downline agents (decision 0046). Every change runs
 * in one transaction that first takes the agents' locks top-down (upline, then downline), and the
 * rule "a downline's rate never exceeds its upline's" is checked on the whole step function. When
 * an accepted contract lowers (or ends) an agent's rates, its downline's contracts above them
 * end in the same transaction, recorded with their cause, and so on down the tree.
 */
export function createContractsService(deps: AgentsDeps) {
  const { ctx, accounts, system, site } = deps;
  const db = ctx.database.db;

  async function assertEnabled(type: ContractType): Promise<void> {
    if (!(await system.isEnabled('AGENTPOLICY')) || !(await system.isEnabled(CONTRACT_FLAG[type])))
      throw new AppError('AGENT_CONTRACT_DISABLED');
  }

  async function toItems(rows: repo.ContractRow[]): Promise<ContractItem[]> {
    const currency = currencyCodeOr(await site.currencyCode());
    const ids = rows.flatMap((r) => [
      r.downlineId.toString(),
      ...(r.uplineId ? [r.uplineId.toString()] : []),
    ]);
    const names = await accounts.usernamesOf(ids);
    return rows.map((r) => ({
      id: r.id.toString(),
      type: r.type as ContractType,
      period: r.period,
      status: r.status as ContractItem['status'],
      version: r.version,
      upline: r.uplineId ? (names.get(r.uplineId.toString()) ?? r.uplineId.toString()) : null,
      downline: names.get(r.downlineId.toString()) ?? r.downlineId.toString(),
      tiers: tiersOnWire(toTiers(r.tiers), currency),
      offeredAt: r.offeredAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      endedAt: r.endedAt?.toISOString() ?? null,
      endReason: r.endReason,
    }));
  }
  const toItem = async (row: repo.ContractRow) => (await toItems([row]))[0] as ContractItem;

  /** Ends a contract and, below it, every contract its end leaves above its upline's rates. */
  async function end(
    tx: Tx,
    row: repo.ContractRow,
    reason: string,
    actor: ContractActor,
    cause: bigint | null,
    note: string | null = null,
  ): Promise<number> {
    const now = ctx.now();
    const from = row.status as 'offered' | 'accepted';
    if (
      !(await repo.setStatus(tx, row.id, from, {
        status: 'terminated',
        endedAt: now,
        endReason: reason,
        endedBy: cause,
      }))
    )
      return 0;
    await repo.insertEvent(tx, {
      contractId: row.id,
      kind: 'terminated',
      reason,
      causeContractId: cause,
      note,
      actor: actorText(actor),
      at: now,
    });
    // An offer ending changes nobody's rates; an accepted contract ending leaves the downline none.
    return 1 + (from === 'accepted' ? await cascade(tx, row.downlineId, row.type, [], actor, row.id) : 0);
  }

  /**
   * `agentId` now holds `tiers` of `type` (none: []): its own downline contracts of that type that
   * exceed them anywhere end, automatically, caused by `cause`.
   */
  async function cascade(
    tx: Tx,
    agentId: bigint,
    type: string,
    tiers: readonly Tier[],
    actor: ContractActor,
    cause: bigint,
  ): Promise<number> {
    let ended = 0;
    for (const below of await repo.contractsBelow(tx, agentId, type)) {
      await repo.lockAgent(tx, below.downlineId);
      if (tiers.length === 0 || exceedsAnywhere(toTiers(below.tiers), tiers)) {
        ended += await end(tx, below, tiers.length === 0 ? 'upline_ended' : 'upline_lowered', actor, cause);
      }
    }
    return ended;
  }

  /** The terms an offer would carry, checked against the upline's own contract (no writes). */
  async function checkOffer(
    tx: Tx,
    upline: { id: string; type: number } | null,
    downline: { id: string; type: number },
    terms: ContractOfferRequest,
    currency: CurrencyCode,
  ): Promise<{ tiers: Tier[]; period: string; problems: ErrorCode[]; own: repo.ContractRow | undefined }> {
    const tiers = parseTiers(terms, currency);
    const problems: ErrorCode[] = [];
    if (!mayHoldContract(downline.type, terms.type)) problems.push('AGENT_CONTRACT_TYPE_NOT_ALLOWED');
    let own: repo.ContractRow | undefined;
    let period = periodKindOf(terms.type, terms.period) as string;
    if (upline) {
      own = await repo.contractOf(tx, BigInt(upline.id), terms.type, 'accepted');
      if (!own) problems.push('AGENT_CONTRACT_NONE_OWN');
      else {
        // A dividend settles over its upline's period, so that the differential compares like with like.
        period = own.period;
        if (exceedsAnywhere(tiers, toTiers(own.tiers))) problems.push('AGENT_CONTRACT_RATE_ABOVE_UPLINE');
      }
    }
    return { tiers, period, problems, own };
  }

  /** Offers terms to `downline` (replacing a pending offer of the type); the offer is returned. */
  async function offerAs(
    actor: ContractActor,
    upline: { id: string; type: number } | null,
    downline: { id: string; type: number },
    terms: ContractOfferRequest,
    within?: InTransaction,
  ): Promise<ContractItem> {
    await assertEnabled(terms.type);
    // Settings are read before the transaction: on PGlite (one connection) a read outside it would wait for it.
    const currency = currencyCodeOr(await site.currencyCode());
    const row = await db.transaction(async (tx) => {
      if (upline) await repo.lockAgent(tx, BigInt(upline.id));
      await repo.lockAgent(tx, BigInt(downline.id));
      const { tiers, period, problems } = await checkOffer(tx, upline, downline, terms, currency);
      if (problems[0]) throw new AppError(problems[0]);
      const now = ctx.now();
      const pending = await repo.contractOf(tx, BigInt(downline.id), terms.type, 'offered');
      if (pending) await end(tx, pending, 'replaced', actor, null);
      const offered = await repo.insertContract(tx, {
        uplineId: upline ? BigInt(upline.id) : null,
        downlineId: BigInt(downline.id),
        type: terms.type,
        period,
        tiers: toStored(tiers),
        status: 'offered',
        version: await repo.nextVersion(tx, BigInt(downline.id), terms.type),
        offeredBy: actorText(actor),
        offeredAt: now,
      });
      await repo.insertEvent(tx, {
        contractId: offered.id,
        kind: 'offered',
        actor: actorText(actor),
        at: now,
      });
      if (pending) await repo.setEndedBy(tx, pending.id, offered.id);
      await within?.(tx, offered);
      return offered;
    });
    await deps.onContractOffered?.({
      contractId: row.id.toString(),
      downlineId: row.downlineId.toString(),
      type: row.type,
    });
    return toItem(row);
  }

  /** The downline's answer. Accepting replaces its current contract of the type and cascades. */
  async function decide(
    downlineId: string,
    id: bigint,
    action: 'accept' | 'reject',
    expectType?: ContractType,
  ): Promise<ContractItem> {
    const found = await repo.contractById(db, id);
    if (!found || found.downlineId.toString() !== downlineId) throw new AppError('AGENT_CONTRACT_NOT_FOUND');
    if (expectType && found.type !== expectType) throw new AppError('AGENT_CONTRACT_WRONG_CALL');
    const actor: ContractActor = { kind: 'member', id: downlineId };
    if (action === 'accept') await assertEnabled(found.type as ContractType);
    const row = await db.transaction(async (tx) => {
      if (found.uplineId) await repo.lockAgent(tx, found.uplineId);
      await repo.lockAgent(tx, found.downlineId);
      const c = await repo.contractById(tx, id);
      if (c?.status !== 'offered') throw new AppError('AGENT_CONTRACT_NOT_PENDING');
      const now = ctx.now();
      if (action === 'reject') {
        await repo.setStatus(tx, c.id, 'offered', {
          status: 'rejected',
          decidedAt: now,
          endReason: 'rejected',
        });
        await repo.insertEvent(tx, { contractId: c.id, kind: 'rejected', actor: actorText(actor), at: now });
        return repo.contractById(tx, id);
      }
      const tiers = toTiers(c.tiers);
      if (c.uplineId) {
        const own = await repo.contractOf(tx, c.uplineId, c.type, 'accepted');
        if (!own || exceedsAnywhere(tiers, toTiers(own.tiers)))
          throw new AppError('AGENT_CONTRACT_RATE_ABOVE_UPLINE');
      }
      const current = await repo.contractOf(tx, c.downlineId, c.type, 'accepted');
      if (current) {
        await repo.setStatus(tx, current.id, 'accepted', {
          status: 'terminated',
          endedAt: now,
          endReason: 'replaced',
          endedBy: c.id,
        });
        await repo.insertEvent(tx, {
          contractId: current.id,
          kind: 'terminated',
          reason: 'replaced',
          causeContractId: c.id,
          actor: actorText(actor),
          at: now,
        });
      }
      await repo.setStatus(tx, c.id, 'offered', { status: 'accepted', decidedAt: now });
      await repo.insertEvent(tx, { contractId: c.id, kind: 'accepted', actor: actorText(actor), at: now });
      await cascade(tx, c.downlineId, c.type, tiers, actor, c.id);
      return repo.contractById(tx, id);
    });
    if (!row) throw new AppError('AGENT_CONTRACT_NOT_FOUND');
    return toItem(row);
  }

  /** Ends an accepted contract (its upline or an operator), and whatever it leaves above its rates below. */
  async function terminate(
    actor: ContractActor,
    id: bigint,
    uplineId: string | null,
    within?: InTransaction,
    note: string | null = null,
  ): Promise<ContractItem> {
    const found = await repo.contractById(db, id);
    if (!found || (uplineId !== null && found.uplineId?.toString() !== uplineId))
      throw new AppError('AGENT_CONTRACT_NOT_FOUND');
    const row = await db.transaction(async (tx) => {
      if (found.uplineId) await repo.lockAgent(tx, found.uplineId);
      await repo.lockAgent(tx, found.downlineId);
      const c = await repo.contractById(tx, id);
      if (c?.status !== 'accepted' && c?.status !== 'offered')
        throw new AppError('AGENT_CONTRACT_NOT_ACTIVE');
      // An offer not answered yet is withdrawn (nobody's rates change); an accepted contract ends.
      const reason = c.status === 'offered' ? 'withdrawn' : actor.kind === 'operator' ? 'operator' : 'upline';
      await end(tx, c, reason, actor, null, note);
      await within?.(tx, c);
      return repo.contractById(tx, id);
    });
    if (!row) throw new AppError('AGENT_CONTRACT_NOT_FOUND');
    return toItem(row);
  }

  /**
   * A member moved under another upline (an operator action, decision 0046): its contracts with
   * the old upline end (reason moved), and everything they leave above its rates below. In the
   * caller's transaction, after the move.
   */
  async function endForMove(tx: Tx, memberId: bigint, actor: ContractActor): Promise<number> {
    await repo.lockAgent(tx, memberId);
    let ended = 0;
    for (const c of await repo.contractsWithUpline(tx, memberId)) {
      if (c.uplineId !== null) ended += await end(tx, c, 'moved', actor, null);
    }
    return ended;
  }

  async function downlineFor(principal: Principal, username: string) {
    const place = await accounts.teamMemberOf(principal.memberId, username);
    if (place.level !== 1) throw new AppError('AGENT_CONTRACT_NOT_DOWNLINE');
    return place;
  }

  return {
    /** An agent offers terms to one of its direct downline agents. */
    async offer(principal: Principal, request: ContractOfferRequest): Promise<ContractItem> {
      const downline = await downlineFor(principal, request.downline);
      return offerAs(
        { kind: 'member', id: principal.memberId },
        { id: principal.memberId, type: principal.type },
        downline,
        request,
      );
    },
    /** An operator offers the house's terms to an agent with no upline agent (a top or house agent). */
    offerFromHouse: (
      operatorId: string,
      downline: { id: string; type: number },
      terms: ContractOfferRequest,
      within?: InTransaction,
    ) => offerAs({ kind: 'operator', id: operatorId }, null, downline, terms, within),

    /** The what-if of an offer: last closed period's figures, its pay, and what accepting would end. */
    async whatIf(principal: Principal, request: ContractOfferRequest): Promise<ContractWhatIfValue> {
      const downline = await downlineFor(principal, request.downline);
      const currency = currencyCodeOr(await site.currencyCode());
      const timeZone = await site.timeZone();
      const { tiers, period, problems } = await checkOffer(
        db,
        { id: principal.memberId, type: principal.type },
        downline,
        request,
        currency,
      );
      if (!(await system.isEnabled('AGENTPOLICY')) || !(await system.isEnabled(CONTRACT_FLAG[request.type])))
        problems.unshift('AGENT_CONTRACT_DISABLED');
      const last = lastClosedPeriod(periodKindOf(request.type, period), ctx.now(), timeZone);
      const figures = (await repo.teamFigures(db, [BigInt(downline.id)], last.start, last.end, currency)).get(
        downline.id,
      );
      const validBet = figures?.validBetMinor ?? 0n;
      const netLoss = validBet - (figures?.payoutMinor ?? 0n);
      const active = figures?.active ?? 0;
      const rate = rateAt(tiers, validBet, active);
      const gross = applyRate(request.type === 'dividend' ? netLoss : validBet, rate);
      const below = (await repo.contractsBelow(db, BigInt(downline.id), request.type)).filter(
        (c) => c.status === 'accepted' && exceedsAnywhere(toTiers(c.tiers), tiers),
      );
      return {
        period: { start: last.start.toISOString(), end: last.end.toISOString() },
        teamValidBet: toDecimalString(validBet, currency),
        teamNetLoss: toDecimalString(netLoss, currency),
        activeMembers: active,
        rateBp: rate,
        projectedGross: toDecimalString(gross, currency),
        wouldTerminate: await toItems(below),
        problems,
      };
    },

    /** The spec's request calls: the caller answers a pending request of the call's type. */
    answer: (principal: Principal, call: DecisionCall, request: ContractDecisionRequest) =>
      decide(principal.memberId, BigInt(request.id), request.action, DECISION_CALLS[call]),

    /** An agent ends a contract it gave to one of its downline. */
    terminateAsUpline: (principal: Principal, id: string) =>
      terminate({ kind: 'member', id: principal.memberId }, BigInt(id), principal.memberId),
    /** An operator ends a contract; its reason is kept on the contract's event as well as in the audit. */
    terminateAsOperator: (operatorId: string, id: string, reason: string, within?: InTransaction) =>
      terminate({ kind: 'operator', id: operatorId }, BigInt(id), null, within, reason),
    endForMove,

    /** The consolidated contract GET: the pending request of each type, for the contract popup. */
    async pending(principal: Principal): Promise<ConsolidatedContractsValue> {
      const empty = {
        dailysalreqtype: null,
        divtypereq: null,
        contracthoursalreq: null,
        realtimesalreqtype: null,
      };
      if (principal.isTrial || !(await system.isEnabled('AGENTPOLICY'))) return empty;
      const { rows } = await repo.listContracts(
        db,
        { downlineId: BigInt(principal.memberId), status: 'offered' },
        10,
        0,
      );
      const items = await toItems(rows);
      const of = (type: ContractType) => items.find((i) => i.type === type) ?? null;
      return {
        dailysalreqtype: of('daily'),
        divtypereq: of('dividend'),
        contracthoursalreq: of('hourly'),
        realtimesalreqtype: of('realtime'),
      };
    },

    /** Contracts I hold (side mine) or gave my downline (side downline), newest first. */
    async list(principal: Principal, query: ContractListQuery): Promise<ContractListValue> {
      const me = BigInt(principal.memberId);
      let filter: repo.ContractFilter = { downlineId: me, type: query.type, status: query.status };
      if (query.side === 'downline') {
        const downlineId = query.downline
          ? BigInt((await downlineFor(principal, query.downline)).id)
          : undefined;
        filter = { uplineId: me, downlineId, type: query.type, status: query.status };
      }
      const page = await repo.listContracts(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      return {
        list: await toItems(page.rows),
        total: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
        pageNo: query.pageNo,
      };
    },

    /** For the back office: any contracts by filter, with their events. */
    async listAll(filter: repo.ContractFilter, pageNo: number, pageSize: number) {
      const page = await repo.listContracts(db, filter, pageSize, (pageNo - 1) * pageSize);
      const items = await toItems(page.rows);
      const events = await repo.eventsOf(
        db,
        page.rows.map((r) => r.id),
      );
      return {
        list: items.map((item) => ({
          ...item,
          events: events
            .filter((e) => e.contractId.toString() === item.id)
            .map((e) => ({
              kind: e.kind,
              reason: e.reason,
              cause: e.causeContractId?.toString() ?? null,
              note: e.note,
              actor: e.actor,
              at: e.at.toISOString(),
            })),
        })),
        total: page.total,
        totalPages: Math.ceil(page.total / pageSize),
        pageNo,
      };
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
