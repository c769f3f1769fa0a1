import { CONTRACT_TYPES, type ContractType, DIVIDEND_PERIODS } from '@khela/contract';
import { currencyOf } from '@khela/money';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import { CONTRACT_FLAG } from './agents.contracts.js';
import type { AgentsDeps } from './agents.deps.js';
import {
  isClosed,
  lastClosedPeriod,
  type Period,
  type PeriodKind,
  periodKindOf,
  previousPeriod,
} from './agents.periods.js';
import * as repo from './agents.repo.js';
import * as teamRepo from './agents.team.repo.js';
import { applyRate, rateAt, toTiers } from './agents.tiers.js';

/** How long a run's claim holds before another worker may take over a run that died. */
export const RUN_LEASE_MS = 10 * 60 * 1000;
/**
 * Bulk wallet operations in flight at once during a run: one. A run is one statement after
 * another on one connection, so it takes at most one core of the database from the traffic.
 */
const PAY_CONCURRENCY = 1;
/**
 * Agents paid per bulk wallet operation (decisions 0046, 0049, 0050). Small, because the players'
 * commits share the write-ahead log with it: a commit that lands while a batch writes must flush
 * what the batch wrote before it. At 1,000 agents a batch writes about 1.4 MB of log in 50 ms, and
 * the wallet calls due during one had a p99 of 26–39 ms (between batches 8–10 ms); at 100, 11–13
 * ms; at 25 (about 35 KB), 6–9 ms, the same as between batches (bench:agents, 2026-11-26). The
 * fixed costs of 4,000 operations instead of 100 (a run about 70 % more CPU) are paid at the jobs
 * instance's background priority.
 */
export const PAY_BATCH = 25;
/**
 * A run spreads its payments over the time it has (decision 0049): after each bulk operation it
 * pauses so that the batches left, each taking as long as the last one, end PAY_WITHIN_MS after
 * the run started (within the real-time run's 30 s with a margin). The pause is at most
 * PAY_PAUSE_MAX_FACTOR times the last operation, so a small run is not drawn out, and none once
 * the run is behind: a slow database gets the run's payments as fast as one at a time goes.
 */
const PAY_WITHIN_MS = 25_000;
const PAY_PAUSE_MAX_FACTOR = 4;

/** The pause after a bulk operation that took `tookMs`, with `left` to go and `untilMs` to spend. */
export function payPause(tookMs: number, left: number, untilMs: number): number {
  if (left <= 0) return 0;
  return Math.min(Math.max(untilMs / left - tookMs, 0), tookMs * PAY_PAUSE_MAX_FACTOR);
}

/** Closed periods looked back over on each scheduled pass, so a stopped scheduler catches up. */
const LOOKBACK: Record<PeriodKind, number> = {
  '5min': 12,
  hour: 6,
  day: 3,
  daily: 3,
  weekly: 2,
  semimonthly: 2,
  monthly: 2,
};

export type RunOutcome = {
  type: ContractType;
  periodKind: PeriodKind;
  periodStart: string;
  periodEnd: string;
  /** settled now; already (settled before: nothing paid again); busy (another worker holds it). */
  outcome: 'settled' | 'already' | 'busy' | 'incomplete';
  agents: number;
  paidMinor: bigint;
};

export const payKey = (type: string, period: { kind: string; start: Date }, agentId: string) =>
  `agents:pay:${type}:${period.kind}:${period.start.toISOString()}:${agentId}`;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Signed share in basis points, rounded toward zero (a loss is not rounded up against the agent). */
function share(amount: bigint, rateBp: number): bigint {
  return amount < 0n ? -applyRate(-amount, rateBp) : applyRate(amount, rateBp);
}

type Payout = Omit<repo.NewPayout, 'runId' | 'type' | 'periodStart' | 'periodEnd' | 'currency'>;

/**
 * Each contract's pay for the period, the differential rule applied (decision 0046): the model
 * of the run's SQL (repo.insertRunPayouts, decision 0048), which a property test holds to it.
 */
export function computePayouts(
  type: ContractType,
  contracts: readonly Pick<repo.ContractRow, 'id' | 'downlineId' | 'uplineId' | 'tiers'>[],
  figures: ReadonlyMap<string, repo.TeamFigures>,
  carryIn: ReadonlyMap<string, bigint>,
  approvalAboveMinor: bigint,
): Payout[] {
  const none = { validBetMinor: 0n, payoutMinor: 0n, active: 0, rounds: 0 };
  const gross = contracts.map((c) => {
    const f = figures.get(c.downlineId.toString()) ?? none;
    const base = type === 'dividend' ? f.validBetMinor - f.payoutMinor : f.validBetMinor;
    const rate = rateAt(toTiers(c.tiers), f.validBetMinor, f.active);
    return { rate, gross: share(base, rate), f };
  });
  const below = new Map<string, bigint>();
  for (const [i, c] of contracts.entries()) {
    if (c.uplineId === null) continue;
    const up = c.uplineId.toString();
    below.set(up, (below.get(up) ?? 0n) + (gross[i] as { gross: bigint }).gross);
  }
  return contracts.flatMap((c, i) => {
    const id = c.downlineId.toString();
    const g = gross[i] as { rate: number; gross: bigint; f: repo.TeamFigures };
    const downlineGross = below.get(id) ?? 0n;
    let amount = g.gross - downlineGross;
    let carryOut = 0n;
    const carry = type === 'dividend' ? (carryIn.get(id) ?? 0n) : 0n;
    if (type === 'dividend') {
      const balance = amount + carry;
      amount = balance > 0n ? balance : 0n;
      carryOut = balance > 0n ? 0n : balance;
    } else if (amount < 0n) {
      amount = 0n;
    }
    const status =
      amount <= 0n
        ? 'nothing_due'
        : type === 'dividend' && amount > approvalAboveMinor
          ? 'awaiting_approval'
          : 'due';
    // A team that did nothing in the period: no row (its carry stays on its last one).
    const idle =
      g.f.validBetMinor === 0n && g.f.payoutMinor === 0n && g.f.active === 0 && downlineGross === 0n;
    if (status === 'nothing_due' && idle) return [];
    return {
      agentId: c.downlineId,
      contractId: c.id,
      teamValidBetMinor: g.f.validBetMinor,
      teamNetLossMinor: g.f.validBetMinor - g.f.payoutMinor,
      activeMembers: g.f.active,
      rateBp: g.rate,
      grossMinor: g.gross,
      downlineGrossMinor: downlineGross,
      carryInMinor: carry,
      amountMinor: amount,
      carryOutMinor: carryOut,
      status,
    };
  });
}

/**
 * Settlement runs (decision 0046): one per (contract type, period kind, period), claimed by its
 * unique row before anything is paid, so running it twice, on two instances, or again after a
 * crash pays each agent exactly once. Pay goes from the agent_commission system account to the
 * agent's cash with the idempotency key agents:pay:<type>:<period>:<agent>.
 */
export function createSettlementService(deps: AgentsDeps) {
  const { ctx, wallet, system, site } = deps;
  const db = ctx.database.db;

  const transferOf = (payout: repo.PayoutRow) => ({
    from: { system: 'agent_commission' as const, currency: payout.currency },
    to: { player: payout.agentId.toString(), kind: 'cash' as const, currency: payout.currency },
    amountMinor: payout.amountMinor,
  });

  /** One payout alone (an approved dividend), under its own key agents:pay:<type>:<period>:<agent>. */
  async function pay(payout: repo.PayoutRow, kind: string, now: Date): Promise<boolean> {
    const result = await wallet.execute({
      idempotencyKey: payKey(payout.type, { kind, start: payout.periodStart }, payout.agentId.toString()),
      type: payout.type === 'dividend' ? 'dividend' : 'salary',
      transfers: [transferOf(payout)],
      reference: `agent_contract:${payout.contractId}:${payout.periodStart.toISOString()}`,
      actor: 'agents:settlement',
      reason: `${payout.type} ${payout.periodStart.toISOString()} – ${payout.periodEnd.toISOString()}`,
    });
    if (result.status === 'refused') return false;
    return repo.markPayout(db, payout.id, payout.status, {
      status: 'paid',
      walletOperationId: result.operationId,
      paidAt: now,
    });
  }

  /**
   * The run's due payouts, a batch of up to PAY_BATCH agents per bulk wallet operation (key
   * agents:pay:<type>:<period>:batch:<n>), PAY_CONCURRENCY batches at a time. A batch always holds
   * the same payouts in the same order, so a resumed run's repeat of a batch that had landed answers
   * as a replay and only marks it paid. Returns how many payouts are left unpaid for a later pass.
   */
  async function payRun(run: repo.RunRow, type: string, now: Date, deadline: number): Promise<number> {
    const queue = await repo.dueBatches(db, run.id);
    let unpaid = 0;
    const worker = async () => {
      for (let batch = queue.shift(); batch !== undefined; batch = queue.shift()) {
        const started = performance.now();
        const payouts = await repo.payBatchOf(db, run.id, batch);
        // Paid and marked paid in one statement and transaction (agents_mark_batch_paid).
        const { result } = await wallet.executeBulkThen(
          {
            idempotencyKey: payKey(type, { kind: run.periodKind, start: run.periodStart }, `batch:${batch}`),
            type: type === 'dividend' ? 'dividend' : 'salary',
            transfers: payouts.map(transferOf),
            reference: `agents:${type}:${run.periodKind}:${run.periodStart.toISOString()}`,
            actor: 'agents:settlement',
            reason: `${type} ${run.periodStart.toISOString()} – ${run.periodEnd.toISOString()}`,
          },
          {
            fn: 'agents_mark_batch_paid',
            args: { runId: run.id.toString(), batch, paidAt: now.toISOString() },
          },
        );
        if (result.status === 'posted') {
          const done = performance.now();
          await pause(payPause(done - started, queue.length, deadline - done));
          continue;
        }
        const { rest, setAside } = await setAsideRefused(run.id, batch, payouts, result);
        if (rest !== undefined) queue.push(rest);
        unpaid += setAside;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAY_CONCURRENCY, queue.length) }, worker));
    return unpaid;
  }

  /**
   * After the wallet refused a batch (it moved nothing): when the refusal names one agent's account
   * (closed) and the batch holds others, that agent goes to a batch of its own and the others to a
   * new batch paid now; otherwise the whole batch goes to a new batch. What is set aside stays due
   * and is tried on the run's next pass under its new number (a new key: the refused key would only
   * replay its refusal), so an agent whose account reopens is paid then, and one closed account
   * never holds back the rest.
   */
  async function setAsideRefused(
    runId: bigint,
    batch: number,
    payouts: repo.PayoutRow[],
    refusal: OperationResult,
  ): Promise<{ rest?: number; setAside: number }> {
    const refused = refusal.account;
    const culprit =
      refused?.kind === 'cash' && payouts.length > 1
        ? payouts.find((p) => p.agentId.toString() === refused.ownerId && p.currency === refused.currency)
        : undefined;
    if (!culprit) {
      await repo.rebatch(db, runId, batch);
      return { setAside: payouts.filter((p) => p.status === 'due').length };
    }
    const { rest } = await repo.rebatch(db, runId, batch, culprit.agentId);
    return { ...(rest !== undefined && { rest }), setAside: 1 };
  }

  async function settle(type: ContractType, period: Period, trigger: string): Promise<RunOutcome> {
    const now = ctx.now();
    const summary = (outcome: RunOutcome['outcome'], run?: repo.RunRow): RunOutcome => ({
      type,
      periodKind: period.kind,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      outcome,
      agents: run?.agents ?? 0,
      paidMinor: run?.paidMinor ?? 0n,
    });
    if (!isClosed(period, now)) throw new AppError('AGENT_PERIOD_OPEN');
    const deadline = performance.now() + PAY_WITHIN_MS;
    const leaseUntil = new Date(now.getTime() + RUN_LEASE_MS);
    const { run, fresh } = await repo.claimRun(db, {
      type,
      periodKind: period.kind,
      periodStart: period.start,
      periodEnd: period.end,
      leaseUntil,
      startedAt: now,
      trigger,
    });
    if (!fresh) {
      if (run.status === 'done') return summary('already', run);
      if (!(await repo.takeOverRun(db, run.id, now, leaseUntil))) return summary('busy', run);
    }
    const currency = await site.currencyCode();
    const settings = await system.settings();
    const approvalAboveMinor =
      BigInt(settings.AGENTDIVAPPROVAL) * 10n ** BigInt(currencyOf(currency).exponent);
    // Computed and written in the database, in one statement (decision 0048): a resumed run
    // writes nothing and pays what its first pass computed; a real-time slot the roll-up has
    // passed is read from its stored figures.
    const rolled = period.kind === '5min' ? await teamRepo.rolledUntil(db) : null;
    await repo.insertRunPayouts(db, run, currency, {
      approvalAboveMinor,
      payBatch: PAY_BATCH,
      storedSlot: rolled !== null && rolled >= period.end,
    });
    const unpaid = await payRun(run, type, now, deadline);
    if (unpaid > 0) return summary('incomplete', run);
    await repo.finishRun(db, run.id, ctx.now());
    return summary('settled', await repo.runById(db, run.id));
  }

  /** Every enabled type's closed periods not yet settled (up to the lookback), oldest first. */
  async function runDue(trigger = 'schedule'): Promise<RunOutcome[]> {
    if (!(await system.isEnabled('AGENTPOLICY'))) return [];
    const timeZone = await site.timeZone();
    const now = ctx.now();
    const outcomes: RunOutcome[] = [];
    for (const type of CONTRACT_TYPES) {
      if (!(await system.isEnabled(CONTRACT_FLAG[type]))) continue;
      const kinds: PeriodKind[] = type === 'dividend' ? [...DIVIDEND_PERIODS] : [periodKindOf(type)];
      for (const kind of kinds) {
        const periods: Period[] = [lastClosedPeriod(kind, now, timeZone)];
        for (let i = 1; i < LOOKBACK[kind]; i++)
          periods.unshift(previousPeriod(periods[0] as Period, timeZone));
        const done = new Set(
          (await repo.runsSince(db, type, kind, (periods[0] as Period).start))
            .filter((r) => r.status === 'done')
            .map((r) => r.periodStart.getTime()),
        );
        for (const period of periods) {
          if (!done.has(period.start.getTime())) outcomes.push(await settle(type, period, trigger));
        }
      }
    }
    return outcomes;
  }

  /**
   * An operator's decision on a dividend waiting for approval, with the caller's audit entry in the
   * transaction that records it: approve then pays it (same idempotency key as the run would have
   * used), reject keeps it unpaid and visible.
   */
  async function decidePayout(
    operatorId: string,
    id: string,
    approve: boolean,
    within?: (tx: Tx, payout: repo.PayoutRow) => Promise<void>,
  ): Promise<repo.PayoutRow> {
    const payout = /^\d{1,19}$/.test(id) ? await repo.payoutById(db, BigInt(id)) : undefined;
    if (payout?.status !== 'awaiting_approval') throw new AppError('AGENT_PAYOUT_NOT_AWAITING');
    const run = await repo.runById(db, payout.runId);
    await db.transaction(async (tx) => {
      const marked = await repo.markPayout(tx, payout.id, 'awaiting_approval', {
        decidedBy: `operator:${operatorId}`,
        ...(approve ? {} : { status: 'rejected' }),
      });
      if (!marked) throw new AppError('AGENT_PAYOUT_NOT_AWAITING');
      await within?.(tx, payout);
    });
    if (approve && (!run || !(await pay(payout, run.periodKind, ctx.now()))))
      throw new AppError('AGENT_PAYOUT_NOT_AWAITING');
    return (await repo.payoutById(db, payout.id)) as repo.PayoutRow;
  }

  return {
    settle,
    runDue,
    decidePayout,
    /**
     * Every 5 minutes: the real-time slot that just closed, and any hour, day or period that did,
     * after `first` (the roll-up, so the slot's stored figures are there to read: decision 0048).
     */
    async registerJobs(runner: JobRunner, first?: () => Promise<unknown>): Promise<void> {
      await runner.every('agents-settlement', '*/5 * * * *', async () => {
        await first?.();
        return runDue();
      });
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
