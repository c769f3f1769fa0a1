import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  depositOrder,
  paymentChannel,
  paymentWebhookLog,
  sandboxGatewayPayment,
} from './payments.deposits.tables.js';

export type ChannelRow = typeof paymentChannel.$inferSelect;
export type NewChannel = typeof paymentChannel.$inferInsert;
export type OrderRow = typeof depositOrder.$inferSelect;
export type NewOrder = typeof depositOrder.$inferInsert;
export type SandboxPaymentRow = typeof sandboxGatewayPayment.$inferSelect;

// ── Channels ─────────────────────────────────────────────────────────────────────────

export async function channels(tx: Tx): Promise<ChannelRow[]> {
  return tx.select().from(paymentChannel).orderBy(asc(paymentChannel.sort), asc(paymentChannel.code));
}

export async function channelByCode(
  tx: Tx,
  code: string,
  forUpdate = false,
): Promise<ChannelRow | undefined> {
  const query = tx.select().from(paymentChannel).where(eq(paymentChannel.code, code));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertChannelsIfMissing(tx: Tx, rows: NewChannel[]): Promise<void> {
  if (rows.length > 0) await tx.insert(paymentChannel).values(rows).onConflictDoNothing();
}

export async function updateChannel(tx: Tx, code: string, patch: Partial<NewChannel>): Promise<ChannelRow> {
  const [row] = await tx.update(paymentChannel).set(patch).where(eq(paymentChannel.code, code)).returning();
  if (!row) throw new Error(`payment channel ${code} vanished`);
  return row;
}

// ── Orders ───────────────────────────────────────────────────────────────────────────

/** Inserts the order, or answers null when this member already used the request id. */
export async function insertOrder(tx: Tx, row: NewOrder): Promise<OrderRow | null> {
  const [inserted] = await tx.insert(depositOrder).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function orderByRequest(
  tx: Tx,
  memberId: bigint,
  requestId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(depositOrder)
    .where(and(eq(depositOrder.memberId, memberId), eq(depositOrder.requestId, requestId)));
  return row;
}

export async function orderById(tx: Tx, id: bigint, forUpdate = false): Promise<OrderRow | undefined> {
  const query = tx.select().from(depositOrder).where(eq(depositOrder.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setGatewayPayment(tx: Tx, id: bigint, gatewayRef: string, redirectUrl: string) {
  await tx.update(depositOrder).set({ gatewayRef, redirectUrl }).where(eq(depositOrder.id, id));
}

export async function updateOrder(tx: Tx, id: bigint, patch: Partial<NewOrder>): Promise<OrderRow> {
  const [row] = await tx.update(depositOrder).set(patch).where(eq(depositOrder.id, id)).returning();
  if (!row) throw new Error(`deposit order ${id} vanished`);
  return row;
}

export type OrderFilter = {
  memberId?: bigint;
  status?: OrderRow['status'];
  channelCode?: string;
  username?: string;
  createdFrom?: Date;
  createdBefore?: Date;
};

function whereOf(filter: OrderFilter): SQL | undefined {
  return and(
    filter.memberId === undefined ? undefined : eq(depositOrder.memberId, filter.memberId),
    filter.status ? eq(depositOrder.status, filter.status) : undefined,
    filter.channelCode ? eq(depositOrder.channelCode, filter.channelCode) : undefined,
    filter.username ? eq(depositOrder.username, filter.username) : undefined,
    filter.createdFrom ? gte(depositOrder.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(depositOrder.createdAt, filter.createdBefore) : undefined,
  );
}

/** One page of orders and the total; newest first, or oldest first for an operator queue. */
export async function orderPage(
  tx: Tx,
  filter: OrderFilter,
  page: { offset: number; limit: number; oldestFirst?: boolean },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filter);
  const order = page.oldestFirst
    ? [asc(depositOrder.createdAt), asc(depositOrder.id)]
    : [desc(depositOrder.createdAt), desc(depositOrder.id)];
  const rows = await tx
    .select()
    .from(depositOrder)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(depositOrder).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Pending orders past their expiry, oldest first (the expiry job's batch). */
export async function overdueOrderIds(tx: Tx, now: Date, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: depositOrder.id })
    .from(depositOrder)
    .where(and(eq(depositOrder.status, 'pending'), lt(depositOrder.expiresAt, now)))
    .orderBy(asc(depositOrder.expiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ── Webhook log ──────────────────────────────────────────────────────────────────────

export async function logWebhook(tx: Tx, row: typeof paymentWebhookLog.$inferInsert): Promise<void> {
  await tx.insert(paymentWebhookLog).values(row);
}

export async function webhookLog(tx: Tx, orderId?: string) {
  return tx
    .select()
    .from(paymentWebhookLog)
    .where(orderId === undefined ? undefined : eq(paymentWebhookLog.orderId, orderId))
    .orderBy(asc(paymentWebhookLog.id));
}

// ── The sandbox gateway's own records ───────────────────────────────────────────────────

export async function insertSandboxPayment(tx: Tx, row: typeof sandboxGatewayPayment.$inferInsert) {
  await tx.insert(sandboxGatewayPayment).values(row);
}

export async function sandboxPayment(tx: Tx, ref: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx.select().from(sandboxGatewayPayment).where(eq(sandboxGatewayPayment.ref, ref));
  return row;
}

/** Moves a created sandbox payment to its final state once; answers the row when this call moved it. */
export async function finishSandboxPayment(
  tx: Tx,
  ref: string,
  status: 'paid' | 'failed' | 'cancelled',
  now: Date,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx
    .update(sandboxGatewayPayment)
    .set({ status, updatedAt: now })
    .where(and(eq(sandboxGatewayPayment.ref, ref), eq(sandboxGatewayPayment.status, 'created')))
    .returning();
  return row;
}

/** What the member deposited (the amounts of paid orders) in `currency`, paid in [from, to). */
export async function paidDepositsBetween(
  tx: Tx,
  memberId: bigint,
  currency: string,
  from: Date,
  to: Date,
): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${depositOrder.amountMinor}), 0)::text` })
    .from(depositOrder)
    .where(
      and(
        eq(depositOrder.memberId, memberId),
        eq(depositOrder.status, 'paid'),
        eq(depositOrder.currency, currency),
        gte(depositOrder.paidAt, from),
        lt(depositOrder.paidAt, to),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Whether the member has a paid deposit other than `except` (a first deposit has none). */
export async function hasPaidDeposit(tx: Tx, memberId: bigint, except?: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ id: depositOrder.id })
    .from(depositOrder)
    .where(
      and(
        eq(depositOrder.memberId, memberId),
        eq(depositOrder.status, 'paid'),
        except === undefined ? undefined : ne(depositOrder.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}
