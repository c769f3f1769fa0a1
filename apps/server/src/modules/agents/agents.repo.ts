import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { agentContract, agentContractEvent, agentPayout, agentSettlementRun } from './agents.tables.js';
import { forBigSorts } from './agents.team.repo.js';

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
 * Each listed agent's whole team (itself and everything below) over [from, to): valid bet,
 * payouts, active members (a valid bet in the range), rounds. One statement: the active members'
 * figures are first summed per parent (a member's upline path: at most one group per agent), then
 * each group is spread to the ancestors on its path and kept for the agents listed; an agent's own
 * play is added from its own row. House agents' teams never hold contracts, so they are never listed.
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
    with agents as (select unnest(${ids}::bigint[]) as agent_id),
    bets as materialized (
      select v.member_id, v.stake_minor, v.payout_minor, v.rounds, t.path
      from vendors_valid_bets(${from}, ${to}) v
      join accounts_member_team() t on t.member_id = v.member_id
      where v.currency = ${currency}
    ),
    parents as (
      select subpath(b.path, 0, nlevel(b.path) - 1) as parent, sum(b.stake_minor) as stake,
             sum(b.payout_minor) as payout, count(*) filter (where b.stake_minor > 0) as active, sum(b.rounds) as rounds
      from bets b where nlevel(b.path) > 1
      group by 1
    ),
    spread as (
      select u.ancestor as agent_id, p.stake, p.payout, p.active, p.rounds
      from parents p
      cross join lateral unnest(string_to_array(ltree2text(p.parent), '.')::bigint[]) as u(ancestor)
      union all
      select b.member_id, b.stake_minor, b.payout_minor, (b.stake_minor > 0)::int, b.rounds
      from bets b
    )
    select a.agent_id::text as agent_id, sum(s.stake)::text as stake, sum(s.payout)::text as payout,
           sum(s.active)::int as active, sum(s.rounds)::int as rounds
    from spread s join agents a on a.agent_id = s.agent_id
    group by a.agent_id`,
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

/** Writes the run's payouts; rows already there (a resumed run) are kept as they are. */
/** Payout rows per statement: each column goes as one array, so a chunk is 18 parameters. */
const PAYOUT_CHUNK = 10_000;

/**
 * A run's payouts (all of one run, type, period and currency), each column sent as one array and
 * unnested in the database: building and binding a parameter per value cost the server process
 * about a second per thousand rows; this is one statement per PAYOUT_CHUNK rows. A row already
 * there (a resumed run) is left as it is.
 */
export async function insertPayouts(tx: Tx, rows: NewPayout[]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const list = (values: readonly (bigint | number | string | null | undefined)[]) =>
    `{${values.map((v) => (v === null || v === undefined ? 'NULL' : String(v))).join(',')}}`;
  for (let at = 0; at < rows.length; at += PAYOUT_CHUNK) {
    const chunk = rows.slice(at, at + PAYOUT_CHUNK);
    const col = <K extends keyof NewPayout>(key: K) => list(chunk.map((r) => r[key] as never));
    await tx.execute(sql`
      insert into agent_payout (run_id, type, period_start, period_end, currency, agent_id, contract_id,
        team_valid_bet_minor, team_net_loss_minor, active_members, rate_bp, gross_minor, downline_gross_minor,
        carry_in_minor, amount_minor, carry_out_minor, pay_batch, status)
      select ${first.runId}::bigint, ${first.type}::text, ${first.periodStart}::timestamptz,
        ${first.periodEnd}::timestamptz, ${first.currency}::text, r.*
      from unnest(${col('agentId')}::bigint[], ${col('contractId')}::bigint[], ${col('teamValidBetMinor')}::bigint[],
        ${col('teamNetLossMinor')}::bigint[], ${col('activeMembers')}::int[], ${col('rateBp')}::int[],
        ${col('grossMinor')}::bigint[], ${col('downlineGrossMinor')}::bigint[], ${col('carryInMinor')}::bigint[],
        ${col('amountMinor')}::bigint[], ${col('carryOutMinor')}::bigint[], ${col('payBatch')}::int[],
        ${col('status')}::text[]) as r
      on conflict do nothing`);
  }
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
 * Marks the due payouts of a batch paid by its wallet operation, in one statement: the ids travel
 * as one array parameter (a batch holds up to PAY_BATCH, 1,000, of them), not one parameter each.
 */
export async function markBatchPaid(
  tx: Tx,
  ids: bigint[],
  walletOperationId: string,
  paidAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(agentPayout)
    .set({ status: 'paid', walletOperationId, paidAt })
    .where(
      and(sql`${agentPayout.id} = any(${`{${ids.join(',')}}`}::bigint[])`, eq(agentPayout.status, 'due')),
    );
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

/** An agent's carry of a losing dividend period: the last dividend payout before `before`. */
export async function lastDividendCarry(
  tx: Tx,
  agentIds: readonly bigint[],
  before: Date,
): Promise<Map<string, bigint>> {
  const carry = new Map<string, bigint>();
  if (agentIds.length === 0) return carry;
  const rows = await tx
    .selectDistinctOn([agentPayout.agentId], {
      agentId: agentPayout.agentId,
      carry: agentPayout.carryOutMinor,
    })
    .from(agentPayout)
    .where(
      and(
        eq(agentPayout.type, 'dividend'),
        inArray(agentPayout.agentId, [...agentIds]),
        lt(agentPayout.periodStart, before),
      ),
    )
    .orderBy(agentPayout.agentId, desc(agentPayout.periodStart));
  for (const row of rows) carry.set(row.agentId.toString(), row.carry);
  return carry;
}

export async function payoutById(tx: Tx, id: bigint): Promise<PayoutRow | undefined> {
  const rows = await tx.select().from(agentPayout).where(eq(agentPayout.id, id));
  return rows[0];
}

export type PayoutFilter = { agentId?: bigint; type?: string; status?: string; from?: Date; to?: Date };

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
