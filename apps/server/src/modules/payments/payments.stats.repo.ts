import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { depositOrder } from './payments.deposits.tables.js';
import { withdrawal } from './payments.withdrawals.tables.js';

export type DailySum = { day: string; sumMinor: bigint };

const dayOf = (column: AnyPgColumn, timeZone: string) =>
  sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

/** Deposits credited (paid) and withdrawals paid out, per day in `timeZone`, over [from, to). */
export async function paidPerDay(
  tx: Tx,
  range: { from: Date; to: Date; timeZone: string; currency: string },
): Promise<{ deposits: DailySum[]; withdrawals: DailySum[] }> {
  const [deposits, withdrawals] = await Promise.all([
    tx
      .select({
        day: dayOf(depositOrder.paidAt, range.timeZone),
        sum: sql<string>`sum(${depositOrder.amountMinor})`,
      })
      .from(depositOrder)
      .where(
        and(
          isNotNull(depositOrder.paidAt),
          sql`${depositOrder.status} = 'paid'`,
          sql`${depositOrder.currency} = ${range.currency}`,
          gte(depositOrder.paidAt, range.from),
          lt(depositOrder.paidAt, range.to),
        ),
      )
      .groupBy(sql`1`),
    tx
      .select({
        day: dayOf(withdrawal.paidAt, range.timeZone),
        sum: sql<string>`sum(${withdrawal.amountMinor})`,
      })
      .from(withdrawal)
      .where(
        and(
          isNotNull(withdrawal.paidAt),
          sql`${withdrawal.currency} = ${range.currency}`,
          gte(withdrawal.paidAt, range.from),
          lt(withdrawal.paidAt, range.to),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const parse = (rows: { day: string; sum: string }[]) =>
    rows.map((r) => ({ day: r.day, sumMinor: BigInt(r.sum) }));
  return { deposits: parse(deposits), withdrawals: parse(withdrawals) };
}

/**
 * One member's paid deposits over [from, to) through the published payments_member_deposits (VIP
 * levels count them, decision 0063), in paid order.
 */
export async function memberDeposits(
  tx: Tx,
  memberId: bigint,
  from: Date,
  to: Date,
): Promise<{ at: Date; currency: string; amountMinor: bigint }[]> {
  if (to <= from) return [];
  const rows = await queryRows<{ paid_at: Date | string; currency: string; credit: string }>(
    tx,
    sql`select d.paid_at, d.currency, d.credit_minor::text as credit
        from payments_member_deposits(${memberId}, ${from}, ${to}) d order by d.paid_at`,
  );
  return rows.map((r) => ({ at: new Date(r.paid_at), currency: r.currency, amountMinor: BigInt(r.credit) }));
}

/** The members with a paid deposit over [from, to) (payments_member_flows), in id order. */
export async function depositors(tx: Tx, from: Date, to: Date): Promise<bigint[]> {
  if (to <= from) return [];
  const rows = await queryRows<{ member_id: string }>(
    tx,
    sql`select f.member_id::text as member_id from payments_member_flows(${from}, ${to}) f
        where f.deposit_minor > 0 order by f.member_id`,
  );
  return rows.map((r) => BigInt(r.member_id));
}
