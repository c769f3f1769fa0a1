import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { agentContract, agentContractEvent, agentPayout, agentSettlementRun } from './agents.tables.js';
import { forBigSorts, validBetsOver } from './agents.team.repo.js';

/** All SQL of the agents module's contracts and settlement (team reports: agents.team.repo.ts). */

/** The rows of a raw statement (both drivers answer { rows }). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

export type ContractRow = typeof agentContract.$inferSelect;
export type NewContract = typeof agentContract.$inferInsert;
export type RunRow = typeof agentSettlementRun.$inferSelect;
export type PayoutRow = typeof agentPayout.$inferSelect;
export type NewPayout = typeof agentPayout.$inferInsert;

/**
 * Serialises contract changes around one agent for the rest of the transaction. Callers take the
 * locks of a chain top-down (an upline before its downline), so two changes never wait on each
 * other in a circle.
 */
export async function lockAgent(tx: Tx, agentId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agents:${agentId}`}, 0))`);
}

export async function contractById(tx: Tx, id: bigint): Promise<ContractRow | undefined> {
  const rows = await tx.select().from(agentContract).where(eq(agentContract.id, id));
  return rows[0];
}

/** The downline's contract of `type` in `status` (at most one accepted and one offered). */
export async function contractOf(
  tx: Tx,
  downlineId: bigint,
  type: string,
  status: 'accepted' | 'offered',
): Promise<ContractRow | undefined> {
  const rows = await tx
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.downlineId, downlineId),
        eq(agentContract.type, type),
        eq(agentContract.status, status),
      ),
    );
  return rows[0];
}

/** Contracts an agent gave its downline (accepted and offered) of one type. */
export async function contractsBelow(tx: Tx, uplineId: bigint, type: string): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.uplineId, uplineId),
        eq(agentContract.type, type),
        inArray(agentContract.status, ['accepted', 'offered']),
      ),
    )
    .orderBy(agentContract.id);
}

/** All accepted contracts of a downline (every type). */
export async function acceptedOf(tx: Tx, downlineIds: bigint[]): Promise<ContractRow[]> {
  if (downlineIds.length === 0) return [];
  return tx
    .select()
    .from(agentContract)
    .where(and(inArray(agentContract.downlineId, downlineIds), eq(agentContract.status, 'accepted')));
}

export async function nextVersion(tx: Tx, downlineId: bigint, type: string): Promise<number> {
  const [row] = await tx
    .select({ v: sql<number>`coalesce(max(${agentContract.version}), 0)::int` })
    .from(agentContract)
    .where(and(eq(agentContract.downlineId, downlineId), eq(agentContract.type, type)));
  return Number(row?.v ?? 0) + 1;
}

export async function insertContract(tx: Tx, row: NewContract): Promise<ContractRow> {
  const [inserted] = await tx.insert(agentContract).values(row).returning();
  if (!inserted) throw new Error('agent_contract insert returned nothing');
  return inserted;
}

/** Inserts a contract unless one of its (downline, type, status) slot exists (seeds: two starts at once). */
export async function insertContractIfAbsent(tx: Tx, row: NewContract): Promise<ContractRow | undefined> {
  const [inserted] = await tx.insert(agentContract).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Moves a contract from `from` to a new status; false when it was no longer in `from`. */
export async function setStatus(
  tx: Tx,
  id: bigint,
  from: 'offered' | 'accepted',
  patch: Pick<NewContract, 'status'> &
    Partial<Pick<NewContract, 'decidedAt' | 'endedAt' | 'endReason' | 'endedBy'>>,
): Promise<boolean> {
  const rows = await tx
    .update(agentContract)
    .set(patch)
    .where(and(eq(agentContract.id, id), eq(agentContract.status, from)))
    .returning({ id: agentContract.id });
  return rows.length === 1;
}

/** Records on an ended contract which contract ended it (a replaced offer: the new offer). */
export async function setEndedBy(tx: Tx, id: bigint, endedBy: bigint): Promise<void> {
  await tx.update(agentContract).set({ endedBy }).where(eq(agentContract.id, id));
}

export async function insertEvent(tx: Tx, row: typeof agentContractEvent.$inferInsert): Promise<void> {
  await tx.insert(agentContractEvent).values(row);
}

export async function eventsOf(tx: Tx, contractIds: bigint[]) {
  if (contractIds.length === 0) return [];
  return tx
    .select()
    .from(agentContractEvent)
    .where(inArray(agentContractEvent.contractId, contractIds))
    .orderBy(agentContractEvent.at, agentContractEvent.id);
}

export type ContractFilter = {
  downlineId?: bigint | undefined;
  uplineId?: bigint | undefined;
  type?: string | undefined;
  status?: string | undefined;
};

export async function listContracts(
  tx: Tx,
  filter: ContractFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ContractRow[]; total: number }> {
  const where = and(
    filter.downlineId !== undefined ? eq(agentContract.downlineId, filter.downlineId) : undefined,
    filter.uplineId !== undefined ? eq(agentContract.uplineId, filter.uplineId) : undefined,
    filter.type ? eq(agentContract.type, filter.type) : undefined,
    filter.status ? eq(agentContract.status, filter.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    tx.select().from(agentContract).where(where).orderBy(desc(agentContract.id)).limit(limit).offset(offset),
    tx.select({ n: sql<number>`count(*)::int` }).from(agentContract).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The accepted contracts between an upline and `downlineId` (a move ends them). */
export async function contractsWithUpline(tx: Tx, downlineId: bigint): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContract)
    .where(
      and(eq(agentContract.downlineId, downlineId), inArray(agentContract.status, ['accepted', 'offered'])),
    );
}

// ── Settlement ──────────────────────────────────────────────────────────────────────────────

/** Contracts of `type` (dividends: of `periodKind`) in force at `at`: accepted by then, not ended by then. */
export async function contractsInForce(
  tx: Tx,
  type: string,
  periodKind: string,
  at: Date,
): Promise<ContractRow[]> {
  return tx
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.type, type),
        eq(agentContract.period, periodKind),
        inArray(agentContract.status, ['accepted', 'terminated']),
        sql`${agentContract.decidedAt} < ${at}`,
        sql`(${agentContract.endedAt} is null or ${agentContract.endedAt} >= ${at})`,
      ),
    );
}

export type TeamFigures = { validBetMinor: bigint; payoutMinor: bigint; active: number; rounds: number };

/**
 * The CTEs `bets`, `parents` and `spread` of a range's whole-team figures: `spread` holds, for
 * each of `agents` (a subquery of member ids) with play in its team over [from, to), rows
 * (agent_id, stake, payout, active, rounds) that sum to its whole team's figures (itself and
 * everything below). The active members' figures are first summed per upline (by id: at most one
 * group per agent), then each group is spread to the ancestors on the upline's path; an agent's
 * own play comes from its own row. Callers sum `spread` per agent.
 */
const teamSpread = (from: Date, to: Date, currency: string, agents: SQL) => sql`
    bets as materialized (
      select v.member_id, v.stake_minor, v.payout_minor, v.rounds,
        case when nlevel(t.path) > 1 then ltree2text(subpath(t.path, nlevel(t.path) - 2, 1))::bigint end as parent_id
      from ${validBetsOver({ from, to })} v
      join accounts_member_team() t on t.member_id = v.member_id
      where v.currency = ${currency}
    ),
    parents as (
      select b.parent_id, sum(b.stake_minor) as stake, sum(b.payout_minor) as payout,
             count(*) filter (where b.stake_minor > 0) as active, sum(b.rounds) as rounds
      from bets b where b.parent_id is not null
      group by 1
    ),
    spread as (
      select u.ancestor as agent_id, p.stake, p.payout, p.active, p.rounds
      from parents p
      join accounts_member_team() t on t.member_id = p.parent_id
      cross join lateral unnest(string_to_array(ltree2text(t.path), '.')::bigint[]) as u(ancestor)
      where u.ancestor in (${agents})
      union all
      select b.member_id, b.stake_minor, b.payout_minor, (b.stake_minor > 0)::int, b.rounds
      from bets b where b.member_id in (${agents})
    )`;

/**
 * Each listed agent's whole team (itself and everything below) over [from, to): valid bet,
 * payouts, active members (a valid bet in the range), rounds (teamSpread). House agents' teams
 * never hold contracts, so they are never listed.
 */
export async function teamFigures(
  tx: Tx,
  agentIds: readonly bigint[],
  from: Date,
  to: Date,
  currency: string,
): Promise<Map<string, TeamFigures>> {
  const figures = new Map<string, TeamFigures>();
  if (agentIds.length === 0) return figures;
  const ids = `{${agentIds.join(',')}}`;
  const rows = await tx.transaction(async (inner) => {
    await forBigSorts(inner);
    return queryRows<{
      agent_id: string;
      stake: string;
      payout: string;
      active: number;
      rounds: number;
    }>(
      inner,
      sql`
    with ${teamSpread(from, to, currency, sql`select unnest(${ids}::bigint[])`)}
    select s.agent_id::text as agent_id, sum(s.stake)::text as stake, sum(s.payout)::text as payout,
           sum(s.active)::int as active, sum(s.rounds)::int as rounds
    from spread s
    group by s.agent_id`,
    );
  });
  for (const row of rows) {
    figures.set(row.agent_id, {
      validBetMinor: BigInt(row.stake),
      payoutMinor: BigInt(row.payout),
      active: Number(row.active),
      rounds: Number(row.rounds),
    });
  }
  return figures;
}

/** What a run's pay is computed from: the contracts, their teams' figures and dividend carries. */
export type PayoutSources = {
  /** CTEs ending in `contracts (id, downline_id, upline_id, tiers)`. */
  contracts: SQL;
  /** CTEs (after contracts) ending in `figures (agent_id, stake, payout, active)`. */
  figures: SQL;
  /** CTE `carry (agent_id, carry)`: a dividend's carry in from the agent's last period. */
  carry: SQL;
};

/** The rules of a run's pay: everything computePayouts (agents.settlement.ts) takes besides its sources. */
export type PayoutRules = { dividend: boolean; approvalAboveMinor: bigint; payBatch: number };

/**
 * The pay of every contract (decision 0046, 0048) as the CTE `paid`, in SQL: the rate of the
 * contract's tier its team's figures reach, the gross share of its base (valid bet; for a
 * dividend, net loss) rounded toward zero, minus the gross of the contracts directly below it (the
 * differential), plus a dividend's carry in; a negative balance pays nothing (a dividend carries
 * it out). A contract whose team did nothing in the period gets no row (decision 0050). Due
 * payouts are numbered into pay batches of `payBatch`, in agent order. computePayouts is the
 * same rule in TypeScript, the model a property test holds this to.
 */
function payoutsCte(sources: PayoutSources, rules: PayoutRules): SQL {
  const dividend = sql`${rules.dividend}::boolean`;
  return sql`
    with ${sources.contracts},
    ${sources.figures},
    ${sources.carry},
    rated as (
      select c.id, c.downline_id, c.upline_id, coalesce(f.stake, 0)::bigint as stake,
        coalesce(f.payout, 0)::bigint as payout, coalesce(f.active, 0)::int as active,
        coalesce((select max((t->>'rateBp')::int) from jsonb_array_elements(c.tiers) t
          where coalesce(f.stake, 0) >= (t->>'minValidBetMinor')::bigint
            and coalesce(f.active, 0) >= (t->>'minActive')::int), 0) as rate
      from contracts c left join figures f on f.agent_id = c.downline_id
    ),
    grossed as materialized (
      select r.*, trunc((case when ${dividend} then r.stake - r.payout else r.stake end)::numeric
        * r.rate / 10000)::bigint as gross
      from rated r
    ),
    below as (
      select g.upline_id, sum(g.gross)::bigint as gross from grossed g where g.upline_id is not null group by 1
    ),
    netted as (
      select g.*, coalesce(b.gross, 0)::bigint as downline_gross,
        case when ${dividend} then coalesce(cy.carry, 0) else 0 end::bigint as carry_in,
        g.gross - coalesce(b.gross, 0) + case when ${dividend} then coalesce(cy.carry, 0) else 0 end as balance
      from grossed g
      left join below b on b.upline_id = g.downline_id
      left join carry cy on cy.agent_id = g.downline_id
    ),
    paid as (
      select n.*, greatest(n.balance, 0)::bigint as amount,
        case when ${dividend} then least(n.balance, 0) else 0 end::bigint as carry_out,
        case when n.balance <= 0 then 'nothing_due'
          when ${dividend} and n.balance > ${rules.approvalAboveMinor}::bigint then 'awaiting_approval'
          else 'due' end as status
      from netted n
    ),
    numbered as (
      select p.*, case when p.status = 'due' then
        ((row_number() over (partition by p.status = 'due' order by p.downline_id)) - 1) / ${rules.payBatch}::int
      end::int as pay_batch
      from paid p
      -- A contract whose team did nothing in the period (no figures, nothing from below) has no
      -- payout row: nothing is due and a dividend's carry stays what its last row carried out.
      where not (p.status = 'nothing_due' and p.stake = 0 and p.payout = 0 and p.active = 0
        and p.downline_gross = 0)
    )`;
}

/** A computed payout as a row (computedPayouts, for the property test against computePayouts). */
export type ComputedPayout = {
  agentId: bigint;
  contractId: bigint;
  teamValidBetMinor: bigint;
  teamNetLossMinor: bigint;
  activeMembers: number;
  rateBp: number;
  grossMinor: bigint;
  downlineGrossMinor: bigint;
  carryInMinor: bigint;
  amountMinor: bigint;
  carryOutMinor: bigint;
  status: string;
  payBatch: number | null;
};

/** What payoutsCte computes for the given sources, as rows (no run, nothing written). */
export async function computedPayouts(
  tx: Tx,
  sources: PayoutSources,
  rules: PayoutRules,
): Promise<ComputedPayout[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    tx,
    sql`${payoutsCte(sources, rules)}
    select n.downline_id::text as agent_id, n.id::text as contract_id, n.stake::text as stake,
      (n.stake - n.payout)::text as net_loss, n.active, n.rate, n.gross::text as gross,
      n.downline_gross::text as downline_gross, n.carry_in::text as carry_in, n.amount::text as amount,
      n.carry_out::text as carry_out, n.status, n.pay_batch
    from numbered n order by n.downline_id`,
  );
  return rows.map((r) => ({
    agentId: BigInt(r.agent_id as string),
    contractId: BigInt(r.contract_id as string),
    teamValidBetMinor: BigInt(r.stake as string),
    teamNetLossMinor: BigInt(r.net_loss as string),
    activeMembers: Number(r.active),
    rateBp: Number(r.rate),
    grossMinor: BigInt(r.gross as string),
    downlineGrossMinor: BigInt(r.downline_gross as string),
    carryInMinor: BigInt(r.carry_in as string),
    amountMinor: BigInt(r.amount as string),
    carryOutMinor: BigInt(r.carry_out as string),
    status: r.status as string,
    payBatch: r.pay_batch === null ? null : Number(r.pay_batch),
  }));
}

/** The figures CTEs of the contracts' teams over [from, to), read from the valid bets (teamSpread). */
export const liveFigures = (from: Date, to: Date, currency: string) => sql`
    ${teamSpread(from, to, currency, sql`select downline_id from contracts`)},
    figures as (
      select s.agent_id, sum(s.stake) as stake, sum(s.payout) as payout, sum(s.active) as active
      from spread s group by s.agent_id
    )`;

/**
 * The figures CTE of the contracts' teams in one rolled-up slot: what the roll-up stored for
 * everyone below each agent (agent_team_slot, decision 0048) plus the agent's own play in the
 * slot, the same figures as liveFigures without reading every active member's row again.
 */
export const storedSlotFigures = (slot: Date, currency: string) => sql`
    figures as (
      select c.downline_id as agent_id,
        coalesce(s.stake_minor, 0) + coalesce(o.stake_minor, 0) as stake,
        coalesce(s.payout_minor, 0) + coalesce(o.payout_minor, 0) as payout,
        coalesce(s.active, 0) + case when o.stake_minor > 0 then 1 else 0 end as active
      from contracts c
      left join agent_team_slot s on s.slot_start = ${slot} and s.currency = ${currency} and s.agent_id = c.downline_id
      left join vendors_valid_bet_slot(${slot}) o on o.member_id = c.downline_id and o.currency = ${currency}
    )`;

/** The contracts CTE of contractsInForce (type, period kind, in force at `at`). */
export const contractsInForceCte = (type: string, periodKind: string, at: Date) => sql`
    contracts as materialized (
      select c.id, c.downline_id, c.upline_id, c.tiers from agent_contract c
      where c.type = ${type} and c.period = ${periodKind} and c.status in ('accepted', 'terminated')
        and c.decided_at < ${at} and (c.ended_at is null or c.ended_at >= ${at})
    )`;

/**
 * Computes and writes a run's payouts in one statement (decision 0048): the contracts in force at
 * the period's end, their teams' figures over the period (liveFigures, or for a real-time slot the
 * roll-up has stored, storedSlotFigures), each agent's last dividend
 * carry, and the pay (payoutsCte). Nothing is written when the run already has payouts (a resumed
 * run pays what it computed the first time): one statement, so a run has all its payouts or none.
 * Returns how many were written.
 */
export async function insertRunPayouts(
  tx: Tx,
  run: Pick<RunRow, 'id' | 'type' | 'periodKind' | 'periodStart' | 'periodEnd'>,
  currency: string,
  rules: Omit<PayoutRules, 'dividend'> & { storedSlot: boolean },
): Promise<number> {
  const dividend = run.type === 'dividend';
  const sources: PayoutSources = {
    contracts: contractsInForceCte(run.type, run.periodKind, run.periodEnd),
    figures: rules.storedSlot
      ? storedSlotFigures(run.periodStart, currency)
      : liveFigures(run.periodStart, run.periodEnd, currency),
    carry: sql`
    carry as (
      select distinct on (p.agent_id) p.agent_id, p.carry_out_minor as carry from agent_payout p
      where ${dividend}::boolean and p.type = 'dividend' and p.period_start < ${run.periodStart}
        and p.agent_id in (select downline_id from contracts)
      order by p.agent_id, p.period_start desc
    )`,
  };
  return tx.transaction(async (inner) => {
    await forBigSorts(inner);
    const rows = await queryRows<{ n: number }>(
      inner,
      sql`${payoutsCte(sources, { ...rules, dividend })},
    written as (
      insert into agent_payout (run_id, type, period_start, period_end, currency, agent_id, contract_id,
        team_valid_bet_minor, team_net_loss_minor, active_members, rate_bp, gross_minor, downline_gross_minor,
        carry_in_minor, amount_minor, carry_out_minor, pay_batch, status, needs_approval)
      select ${run.id}::bigint, ${run.type}::text, ${run.periodStart}::timestamptz, ${run.periodEnd}::timestamptz,
        ${currency}::text, n.downline_id, n.id, n.stake, n.stake - n.payout, n.active, n.rate, n.gross,
        n.downline_gross, n.carry_in, n.amount, n.carry_out, n.pay_batch, n.status,
        n.status = 'awaiting_approval'
      from numbered n
      where not exists (select 1 from agent_payout x where x.run_id = ${run.id}::bigint)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from written`,
    );
    return rows[0]?.n ?? 0;
  });
}

/** Claims (type, period kind, period start): the new run, or the existing one when already claimed. */
export async function claimRun(
  tx: Tx,
  run: Pick<
    RunRow,
    'type' | 'periodKind' | 'periodStart' | 'periodEnd' | 'leaseUntil' | 'startedAt' | 'trigger'
  >,
): Promise<{ run: RunRow; fresh: boolean }> {
  const inserted = await tx
    .insert(agentSettlementRun)
    .values({ ...run, status: 'running' })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { run: inserted[0], fresh: true };
  const [existing] = await tx
    .select()
    .from(agentSettlementRun)
    .where(
      and(
        eq(agentSettlementRun.type, run.type),
        eq(agentSettlementRun.periodKind, run.periodKind),
        eq(agentSettlementRun.periodStart, run.periodStart),
      ),
    );
  if (!existing) throw new Error('settlement run claim found no row');
  return { run: existing, fresh: false };
}

/** Takes over a running run whose lease ran out (its worker died); false when someone holds it. */
export async function takeOverRun(tx: Tx, id: bigint, now: Date, leaseUntil: Date): Promise<boolean> {
  const rows = await tx
    .update(agentSettlementRun)
    .set({ leaseUntil, attempts: sql`${agentSettlementRun.attempts} + 1` })
    .where(
      and(
        eq(agentSettlementRun.id, id),
        eq(agentSettlementRun.status, 'running'),
        lt(agentSettlementRun.leaseUntil, now),
      ),
    )
    .returning({ id: agentSettlementRun.id });
  return rows.length === 1;
}

export async function finishRun(tx: Tx, id: bigint, now: Date): Promise<void> {
  await tx.execute(sql`
    update agent_settlement_run r set status = 'done', finished_at = ${now},
      agents = (select count(*) from agent_payout p where p.run_id = r.id and p.status = 'paid'),
      paid_minor = (select coalesce(sum(p.amount_minor), 0) from agent_payout p where p.run_id = r.id and p.status = 'paid')
    where r.id = ${id}`);
}

/** Payouts of one of the run's pay batches, in a fixed order (a batch posts the same transfers each time). */
export async function payBatchOf(tx: Tx, runId: bigint, batch: number): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(agentPayout)
    .where(and(eq(agentPayout.runId, runId), eq(agentPayout.payBatch, batch)))
    .orderBy(agentPayout.id);
}

/** The run's pay batches that still hold a payout due. */
export async function dueBatches(tx: Tx, runId: bigint): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ batch: agentPayout.payBatch })
    .from(agentPayout)
    .where(and(eq(agentPayout.runId, runId), eq(agentPayout.status, 'due')))
    .orderBy(agentPayout.payBatch);
  return rows.map((r) => r.batch).filter((b): b is number => b !== null);
}

/**
 * Gives the due payouts of a batch the wallet refused new batch numbers above every number the run
 * has used, so the refused batch's key is never posted again with other contents: `setAside` (an
 * agent whose account refused the batch) to one, the rest to the other. One statement. Returns the
 * numbers, or undefined for one that got no payout.
 */
export async function rebatch(
  tx: Tx,
  runId: bigint,
  batch: number,
  setAside?: bigint,
): Promise<{ rest?: number; setAside?: number }> {
  const rows = await queryRows<{ pay_batch: number; set_aside: boolean }>(
    tx,
    sql`
    update agent_payout p
      set pay_batch = top.n + case when p.agent_id = ${setAside ?? null}::bigint then 2 else 1 end
    from (select max(pay_batch) as n from agent_payout where run_id = ${runId}) top
    where p.run_id = ${runId} and p.pay_batch = ${batch} and p.status = 'due'
    returning p.pay_batch, p.agent_id = ${setAside ?? null}::bigint is true as set_aside`,
  );
  return {
    rest: rows.find((r) => !r.set_aside)?.pay_batch,
    setAside: rows.find((r) => r.set_aside)?.pay_batch,
  };
}

export async function markPayout(
  tx: Tx,
  id: bigint,
  from: string,
  patch: Partial<Pick<PayoutRow, 'status' | 'walletOperationId' | 'paidAt' | 'decidedBy'>>,
): Promise<boolean> {
  const rows = await tx
    .update(agentPayout)
    .set(patch)
    .where(and(eq(agentPayout.id, id), eq(agentPayout.status, from)))
    .returning({ id: agentPayout.id });
  return rows.length === 1;
}

export async function payoutById(tx: Tx, id: bigint): Promise<PayoutRow | undefined> {
  const rows = await tx.select().from(agentPayout).where(eq(agentPayout.id, id));
  return rows[0];
}

export type PayoutFilter = {
  agentId?: bigint;
  type?: string;
  status?: string;
  from?: Date;
  to?: Date;
  /** Leave out the periods in which the team did nothing (nothing due, no valid bet, no net loss). */
  skipEmpty?: boolean;
};

export async function listPayouts(
  tx: Tx,
  filter: PayoutFilter,
  limit: number,
  offset: number,
): Promise<{ rows: PayoutRow[]; total: number; sumMinor: bigint }> {
  const where = and(
    filter.agentId !== undefined ? eq(agentPayout.agentId, filter.agentId) : undefined,
    filter.type ? eq(agentPayout.type, filter.type) : undefined,
    filter.status ? eq(agentPayout.status, filter.status) : undefined,
    filter.from ? sql`${agentPayout.periodStart} >= ${filter.from}` : undefined,
    filter.to ? sql`${agentPayout.periodStart} < ${filter.to}` : undefined,
    filter.skipEmpty
      ? sql`not (${agentPayout.status} = 'nothing_due' and ${agentPayout.teamValidBetMinor} = 0 and ${agentPayout.teamNetLossMinor} = 0)`
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(agentPayout)
      .where(where)
      .orderBy(desc(agentPayout.periodStart), desc(agentPayout.id))
      .limit(limit)
      .offset(offset),
    tx
      .select({
        n: sql<number>`count(*)::int`,
        sum: sql<string>`coalesce(sum(${agentPayout.amountMinor}) filter (where ${agentPayout.status} = 'paid'), 0)::text`,
      })
      .from(agentPayout)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0), sumMinor: BigInt(count?.sum ?? '0') };
}

export async function listRuns(
  tx: Tx,
  limit: number,
  offset: number,
): Promise<{ rows: RunRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(agentSettlementRun)
      .orderBy(desc(agentSettlementRun.periodStart), desc(agentSettlementRun.id))
      .limit(limit)
      .offset(offset),
    tx.select({ n: sql<number>`count(*)::int` }).from(agentSettlementRun),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function runById(tx: Tx, id: bigint): Promise<RunRow | undefined> {
  const rows = await tx.select().from(agentSettlementRun).where(eq(agentSettlementRun.id, id));
  return rows[0];
}

/** Runs of (type, kind) with a start at or after `since`: which periods are settled already. */
export async function runsSince(tx: Tx, type: string, periodKind: string, since: Date): Promise<RunRow[]> {
  return tx
    .select()
    .from(agentSettlementRun)
    .where(
      and(
        eq(agentSettlementRun.type, type),
        eq(agentSettlementRun.periodKind, periodKind),
        sql`${agentSettlementRun.periodStart} >= ${since}`,
      ),
    );
}

/** An agent's direct downline ids (members and agents), through the accounts read function. */
export async function directDownlineIds(tx: Tx, agentId: bigint): Promise<bigint[]> {
  const result = await tx.execute(
    sql`select member_id::text as id from accounts_member_team() where upline_id = ${agentId}`,
  );
  return (rowsOf(result) as { id: string }[]).map((r) => BigInt(r.id));
}

/** Account types by member id, through the accounts read function. */
export async function memberTypes(tx: Tx, ids: readonly bigint[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const result = await tx.execute(
    sql`select member_id::text as id, type from accounts_member_team() where member_id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return new Map((rowsOf(result) as { id: string; type: number }[]).map((r) => [r.id, Number(r.type)]));
}

/**
 * A page of the children of `parentId` in the tree (the tops — members without an upline that are
 * agents — when null), agents first, then by username, each with its team size, through the
 * accounts read function; with the count of all of them.
 */
export async function treeChildren(
  tx: Tx,
  parentId: bigint | null,
  limit: number,
  offset: number,
): Promise<{
  rows: { id: string; username: string; type: number; status: string; teamSize: number }[];
  total: number;
}> {
  const where =
    parentId === null
      ? sql`c.upline_id is null and c.type in (1, 2, 41, 42)`
      : sql`c.upline_id = ${parentId}`;
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from accounts_member_team() c where ${where}`,
  );
  const rows = await queryRows<{
    id: string;
    username: string;
    type: number;
    status: string;
    teamSize: number;
  }>(
    tx,
    sql`
    select c.member_id::text as id, c.username, c.type::int as type, c.status,
           (select count(*)::int from accounts_member_team() d
             where d.path > c.path and d.path < (c.path::text || '0')::ltree) as "teamSize"
    from accounts_member_team() c
    where ${where}
    order by c.type in (1, 2, 41, 42) desc, c.username, c.member_id
    limit ${limit} offset ${offset}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function listPayoutsOf(
  tx: Tx,
  filter: { runId?: bigint | undefined; status?: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: PayoutRow[]; total: number }> {
  const where = and(
    filter.runId !== undefined ? eq(agentPayout.runId, filter.runId) : undefined,
    filter.status ? eq(agentPayout.status, filter.status) : undefined,
    // The approval queue, through its own index (status has none: decision 0050).
    filter.status === 'awaiting_approval' ? eq(agentPayout.needsApproval, true) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    tx.select().from(agentPayout).where(where).orderBy(desc(agentPayout.id)).limit(limit).offset(offset),
    tx.select({ n: sql<number>`count(*)::int` }).from(agentPayout).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** A member's id by username, through the accounts read function (seeds). */
export async function memberIdNamed(tx: Tx, username: string): Promise<bigint | undefined> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select member_id::text as id from accounts_member_team() where username = ${username}`,
  );
  return rows[0] ? BigInt(rows[0].id) : undefined;
}

/** Whether a downline ever held or was offered a contract of `type` (seeds leave such agents alone). */
export async function hasAnyContract(tx: Tx, downlineId: bigint, type: string): Promise<boolean> {
  const rows = await tx
    .select({ id: agentContract.id })
    .from(agentContract)
    .where(and(eq(agentContract.downlineId, downlineId), eq(agentContract.type, type)))
    .limit(1);
  return rows.length > 0;
}
