import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.js';
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
