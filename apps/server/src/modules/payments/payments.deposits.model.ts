import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import type { SiteInfo } from '../../platform/site.js';
import { operatorActor } from '../audit/audit.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './payments.deposits.repo.js';
import type { AuditRecorder } from './payments.errors.js';
import { createSandboxGateway, type PaymentGateway, SANDBOX_GATEWAY } from './payments.gateway.js';

/** What the deposit side of the payments module is built from. */
export type DepositDeps = {
  wallet: WalletService;
  audit?: AuditRecorder;
  currency: () => Promise<string>;
  /** The site's time zone: opening hours and the days a member filters orders by count in it. */
  site: Pick<SiteInfo, 'timeZone'>;
  /**
   * A deposit was paid, in the transaction that credits it (the promotions module grants the
   * deposit bonus a player joined for, decision 0052): a refusal rolls the credit back too.
   */
  onDepositPaid?: (
    tx: Tx,
    deposit: { memberId: bigint; depositId: string; amountMinor: bigint; currency: string; first: boolean },
  ) => Promise<void>;
};

/** Where gateways send players back and post webhooks (paths on this site). */
export const DEPOSIT_RETURN_PATH = '/member/depositv2';
export const webhookPathOf = (channelCode: string) => `/wps/deposits/webhook/${channelCode}`;

/**
 * What the deposit use cases share: the database, the gateways, and the two steps every
 * decision goes through (lock a pending order, credit it through the wallet).
 */
export function createDepositBase(ctx: AppContext, deps: DepositDeps) {
  const db = ctx.database.db;
  const sandbox = createSandboxGateway(ctx.database);
  const gateways = new Map<string, PaymentGateway>([[SANDBOX_GATEWAY, sandbox]]);

  /** One transaction, retried on deadlock or serialisation failure (PostgreSQL). */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retriedTransaction(db, fn);

  const timeZone = (): Promise<string> => deps.site.timeZone();

  function gatewayOf(channel: repo.ChannelRow): PaymentGateway {
    const gateway = channel.gateway ? gateways.get(channel.gateway) : undefined;
    if (!gateway) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
    return gateway;
  }

  async function channelMap(): Promise<Map<string, repo.ChannelRow>> {
    return new Map((await repo.channels(db)).map((c) => [c.code, c]));
  }

  /** Posts the credit and marks the order paid; the caller holds the order's row lock. */
  async function markPaid(
    tx: Tx,
    order: repo.OrderRow,
    via: 'operator' | 'webhook',
    actor: string,
  ): Promise<repo.OrderRow> {
    const now = ctx.now();
    const result = await deps.wallet.post(
      {
        idempotencyKey: `deposit:${order.id}`,
        type: 'deposit',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: order.channelCode, currency: order.currency },
            to: { player: order.memberId.toString(), kind: 'cash', currency: order.currency },
            amountMinor: order.creditMinor,
          },
        ],
        reference: `deposit:${order.id}`,
        actor,
        reason: `deposit ${order.id} via ${order.channelCode}`,
      },
      tx,
    );
    const first = deps.onDepositPaid ? !(await repo.hasPaidDeposit(tx, order.memberId, order.id)) : false;
    const paid = await repo.updateOrder(tx, order.id, {
      status: 'paid',
      paidVia: via,
      paidAt: now,
      closedAt: now,
      walletOperationId: 'operationId' in result ? String(result.operationId) : null,
    });
    await deps.onDepositPaid?.(tx, {
      memberId: order.memberId,
      depositId: order.id.toString(),
      amountMinor: order.creditMinor,
      currency: order.currency,
      first,
    });
    return paid;
  }

  async function pendingForUpdate(tx: Tx, id: bigint): Promise<repo.OrderRow> {
    const order = await repo.orderById(tx, id, true);
    if (!order) throw new AppError('DEPOSIT_NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING', {}, { status: order.status });
    return order;
  }

  /** One audit entry in the decision's transaction (skipped only where no audit trail is wired). */
  function audit(
    tx: Tx,
    operator: OperatorPrincipal,
    entry: { action: string; id: string; before?: unknown; after?: unknown; reason?: string },
  ) {
    return deps.audit?.record(tx, {
      ...operatorActor(operator),
      action: entry.action,
      target: {
        type: entry.action.startsWith('payments.channel') ? 'payment_channel' : 'deposit_order',
        id: entry.id,
      },
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
    });
  }

  return { db, sandbox, inTransaction, timeZone, gatewayOf, channelMap, markPaid, pendingForUpdate, audit };
}

export type DepositBase = ReturnType<typeof createDepositBase>;
