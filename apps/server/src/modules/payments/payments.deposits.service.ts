import type {
  CreateDepositRequest,
  DepositChannelsValue,
  DepositListQuery,
  DepositPageValue,
  DepositValue,
  GatewayWebhookResult,
  Language,
  OperatorDepositQuery,
  OperatorDepositValue,
  UpdateChannelRequest,
} from '@khela/contract';
import { PAYMENT_TIME_ZONE } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import {
  channelName,
  channelPatchOf,
  creditOf,
  depositAmountOf,
  isOpen,
  presentChannel,
  presentOperatorChannel,
} from './payments.channels.js';
import * as repo from './payments.deposits.repo.js';
import type { AuditRecorder } from './payments.errors.js';
import { createSandboxGateway, type PaymentGateway, SANDBOX_GATEWAY } from './payments.gateway.js';

export type DepositDeps = {
  wallet: WalletService;
  audit?: AuditRecorder;
  currency: () => Promise<string>;
};

/** Where gateways send players back and post webhooks (paths on this site). */
export const DEPOSIT_RETURN_PATH = '/member/depositv2';
export const webhookPathOf = (channelCode: string) => `/wps/deposits/webhook/${channelCode}`;

/** Local day boundaries of Asia/Dhaka (UTC+6, no daylight saving) as instants. */
function dhakaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+06:00`);
}

const EXPIRE_BATCH = 200;

/**
 * Deposit orders (issue 7): created by a member on an open, enabled channel; paid by an operator
 * (manual channels, or any pending order) or by a verified gateway webhook; the ledger credit is
 * `wallet.post` keyed `deposit:<order id>` in the same transaction as the state change, after the
 * order row is locked, so retries, concurrent webhooks and a webhook racing an operator credit once.
 */
export function createDepositService(ctx: AppContext, deps: DepositDeps) {
  const db = ctx.database.db;
  const sandbox = createSandboxGateway(ctx.database);
  const gateways = new Map<string, PaymentGateway>([[SANDBOX_GATEWAY, sandbox]]);

  /** One transaction, retried on deadlock or serialisation failure (PostgreSQL). */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retriedTransaction(db, fn);

  function gatewayOf(channel: repo.ChannelRow): PaymentGateway {
    const gateway = channel.gateway ? gateways.get(channel.gateway) : undefined;
    if (!gateway) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
    return gateway;
  }

  function present(
    order: repo.OrderRow,
    names: Map<string, repo.ChannelRow>,
    language: Language,
  ): DepositValue {
    const money = (minor: bigint) => wireAmount(minor, order.currency);
    const channel = names.get(order.channelCode);
    return {
      id: order.id.toString(),
      channelCode: order.channelCode,
      channelKind: order.channelKind,
      channelName: channel ? channelName(channel, language) : order.channelCode,
      status: order.status,
      currency: order.currency,
      amount: money(order.amountMinor),
      fee: money(order.feeMinor),
      credit: money(order.creditMinor),
      reference: order.reference,
      redirectUrl: order.status === 'pending' ? order.redirectUrl : null,
      rejectReason: order.rejectReason,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      closedAt: order.closedAt?.toISOString() ?? null,
    };
  }

  function presentForOperator(
    order: repo.OrderRow,
    names: Map<string, repo.ChannelRow>,
  ): OperatorDepositValue {
    return {
      ...present(order, names, 'en'),
      // An operator also sees where a gateway order was sent while it is still open.
      redirectUrl: order.redirectUrl,
      memberId: order.memberId.toString(),
      username: order.username,
      paidVia: order.paidVia,
      reviewedBy: order.reviewedBy,
    };
  }

  async function channelMap(): Promise<Map<string, repo.ChannelRow>> {
    return new Map((await repo.channels(db)).map((c) => [c.code, c]));
  }

  async function usableChannel(code: string): Promise<repo.ChannelRow> {
    const channel = await repo.channelByCode(db, code);
    if (!channel?.enabled || channel.currency !== (await deps.currency())) {
      throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
    }
    return channel;
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
    return repo.updateOrder(tx, order.id, {
      status: 'paid',
      paidVia: via,
      paidAt: now,
      closedAt: now,
      walletOperationId: 'operationId' in result ? String(result.operationId) : null,
    });
  }

  async function pendingForUpdate(tx: Tx, id: bigint): Promise<repo.OrderRow> {
    const order = await repo.orderById(tx, id, true);
    if (!order) throw new AppError('DEPOSIT_NOT_FOUND');
    if (order.status !== 'pending') throw new AppError('DEPOSIT_NOT_PENDING', {}, { status: order.status });
    return order;
  }

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

  const channels = {
    /** The enabled channels in the site currency, for the deposit page. */
    async forPlayer(language: Language): Promise<DepositChannelsValue> {
      const currency = await deps.currency();
      const now = ctx.now();
      const rows = (await repo.channels(db)).filter((c) => c.enabled && c.currency === currency);
      return {
        currency,
        timeZone: PAYMENT_TIME_ZONE,
        channels: rows.map((c) => presentChannel(c, language, now)),
      };
    },
    async forOperator() {
      return (await repo.channels(db)).map(presentOperatorChannel);
    },
    async update(
      code: string,
      change: UpdateChannelRequest,
      operator: OperatorPrincipal,
      language: Language = 'en',
    ) {
      return inTransaction(async (tx) => {
        const row = await repo.channelByCode(tx, code, true);
        if (!row) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
        const updated = await repo.updateChannel(tx, code, {
          ...channelPatchOf(row, change, language),
          updatedAt: ctx.now(),
        });
        const before = presentOperatorChannel(row);
        const after = presentOperatorChannel(updated);
        await audit(tx, operator, { action: 'payments.channel.update', id: code, before, after });
        return after;
      });
    },
  };

  return {
    channels,

    /** A member's new order; the same requestId again answers the order it made. */
    async create(
      principal: Principal,
      body: CreateDepositRequest,
      language: Language,
    ): Promise<DepositValue> {
      const memberId = BigInt(principal.memberId);
      const names = await channelMap();
      const existing = await repo.orderByRequest(db, memberId, body.requestId);
      if (existing) return present(existing, names, language);

      const channel = await usableChannel(body.channelCode);
      const amountMinor = depositAmountOf(channel, body.amount);
      const now = ctx.now();
      if (!isOpen(channel, now)) {
        const params = { opensAt: channel.opensAt, closesAt: channel.closesAt };
        throw new AppError('PAYMENT_CHANNEL_CLOSED', params, params);
      }
      if (channel.kind !== 'gateway' && !body.reference) {
        throw new AppError('PAYMENT_REFERENCE_REQUIRED', {}, { field: 'reference' });
      }
      const { feeMinor, creditMinor } = creditOf(channel, amountMinor);
      const inserted = await repo.insertOrder(db, {
        memberId,
        username: principal.username,
        requestId: body.requestId,
        channelCode: channel.code,
        channelKind: channel.kind,
        currency: channel.currency,
        amountMinor,
        feeMinor,
        creditMinor,
        status: 'pending',
        reference: channel.kind === 'gateway' ? null : (body.reference ?? null),
        createdAt: now,
        expiresAt: new Date(now.getTime() + channel.expireMinutes * 60_000),
      });
      // A concurrent double submit lost the insert race: answer the winner's order.
      const order = inserted ?? (await repo.orderByRequest(db, memberId, body.requestId));
      if (!order) throw new Error('deposit order neither inserted nor found');
      if (!inserted || channel.kind !== 'gateway') return present(order, names, language);

      const payment = await gatewayOf(channel).createPayment({
        channelCode: channel.code,
        orderId: order.id.toString(),
        amountMinor,
        currency: channel.currency,
        returnUrl: `${DEPOSIT_RETURN_PATH}?order=${order.id}`,
        webhookUrl: webhookPathOf(channel.code),
        now,
      });
      await repo.setGatewayPayment(db, order.id, payment.paymentRef, payment.redirectUrl);
      return present(
        { ...order, gatewayRef: payment.paymentRef, redirectUrl: payment.redirectUrl },
        names,
        language,
      );
    },

    async list(principal: Principal, query: DepositListQuery, language: Language): Promise<DepositPageValue> {
      const filter: repo.OrderFilter = {
        memberId: BigInt(principal.memberId),
        status: query.status,
        channelCode: query.channelCode,
        createdFrom: query.from ? dhakaDayStart(query.from) : undefined,
        createdBefore: query.to ? new Date(dhakaDayStart(query.to).getTime() + 86_400_000) : undefined,
      };
      const { rows, total } = await repo.orderPage(db, filter, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const names = await channelMap();
      return {
        list: rows.map((r) => present(r, names, language)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** One of the caller's orders; anyone else's answers DEPOSIT_NOT_FOUND, as if it did not exist. */
    async get(principal: Principal, id: string, language: Language): Promise<DepositValue> {
      const order = await repo.orderById(db, BigInt(id));
      if (!order || order.memberId !== BigInt(principal.memberId)) throw new AppError('DEPOSIT_NOT_FOUND');
      return present(order, await channelMap(), language);
    },

    // ── Operator side ─────────────────────────────────────────────────────────────────

    async queue(query: OperatorDepositQuery) {
      const { rows, total } = await repo.orderPage(
        db,
        { status: query.status, channelCode: query.channelCode, username: query.username },
        {
          offset: (query.pageNo - 1) * query.pageSize,
          limit: query.pageSize,
          oldestFirst: query.status === 'pending',
        },
      );
      const names = await channelMap();
      return {
        list: rows.map((r) => presentForOperator(r, names)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async approve(id: string, operator: OperatorPrincipal, note?: string) {
      const paid = await inTransaction(async (tx) => {
        const order = await pendingForUpdate(tx, BigInt(id));
        const updated = await markPaid(tx, order, 'operator', `operator:${operator.username}`);
        const row = await repo.updateOrder(tx, order.id, { reviewedBy: operator.username });
        await audit(tx, operator, {
          action: 'payments.deposit.approve',
          id,
          before: { status: order.status },
          after: { status: updated.status, credit: wireAmount(order.creditMinor, order.currency) },
          reason: note,
        });
        return row;
      });
      return presentForOperator(paid, await channelMap());
    },

    async reject(id: string, operator: OperatorPrincipal, reason: string) {
      const rejected = await inTransaction(async (tx) => {
        const order = await pendingForUpdate(tx, BigInt(id));
        const row = await repo.updateOrder(tx, order.id, {
          status: 'rejected',
          rejectReason: reason,
          reviewedBy: operator.username,
          closedAt: ctx.now(),
        });
        await audit(tx, operator, {
          action: 'payments.deposit.reject',
          id,
          before: { status: order.status },
          after: { status: row.status },
          reason,
        });
        return row;
      });
      return presentForOperator(rejected, await channelMap());
    },

    // ── Gateway webhooks ──────────────────────────────────────────────────────────────

    /**
     * A gateway's callback: authenticated with the channel's secret over the exact bytes, then
     * applied under the order's row lock. Every delivery is logged with its outcome; refusals are
     * logged outside the (rolled back) work so they survive.
     */
    async webhook(
      channelCode: string,
      rawBody: string,
      headers: Record<string, string | undefined>,
    ): Promise<GatewayWebhookResult> {
      const now = ctx.now();
      const log = (outcome: string, detail: string | null, orderId: string | null, tx: Tx = db) =>
        repo.logWebhook(tx, {
          channelCode,
          orderId,
          outcome,
          detail,
          headers: clean(headers),
          body: rawBody.slice(0, 10_000),
          receivedAt: now,
        });
      const refuse = async (
        code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' | 'PAYMENT_WEBHOOK_STALE' | 'PAYMENT_WEBHOOK_REFUSED',
        outcome: string,
        detail: string,
        orderId: string | null = null,
      ): Promise<never> => {
        await log(outcome, detail, orderId);
        throw new AppError(code, { reason: detail });
      };

      const channel = await repo.channelByCode(db, channelCode);
      if (channel?.kind !== 'gateway' || !channel.webhookSecret) {
        return refuse(
          'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
          'unknown_channel',
          'no gateway channel with this code',
        );
      }
      const check = gatewayOf(channel).verifyWebhook(rawBody, headers, channel.webhookSecret, now);
      if (!check.ok) {
        if (check.reason === 'signature')
          return refuse('PAYMENT_WEBHOOK_SIGNATURE_INVALID', 'bad_signature', check.detail);
        if (check.reason === 'stale') return refuse('PAYMENT_WEBHOOK_STALE', 'stale', check.detail);
        return refuse('PAYMENT_WEBHOOK_REFUSED', 'malformed', check.detail);
      }
      const event = check.event;
      const outcome = await inTransaction(async (tx) => {
        const order = await repo.orderById(tx, BigInt(event.orderId), true);
        if (!order || order.channelCode !== channelCode || order.gatewayRef !== event.paymentRef) {
          return { refused: 'unknown_order', detail: 'unknown order' } as const;
        }
        if (order.amountMinor !== event.amountMinor || order.currency !== event.currency) {
          return { refused: 'amount_mismatch', detail: 'amount or currency differs from the order' } as const;
        }
        if (order.status === 'paid' && event.status === 'paid') {
          await log('duplicate', null, event.orderId, tx);
          return { order, duplicate: true } as const;
        }
        if (order.status === 'expired') return { refused: 'expired', detail: 'the order expired' } as const;
        if (order.status !== 'pending') {
          // A later failure after success, or a repeated failure: nothing to change.
          await log('duplicate', `order is ${order.status}`, event.orderId, tx);
          return { order, duplicate: true } as const;
        }
        const updated =
          event.status === 'paid'
            ? await markPaid(tx, order, 'webhook', `gateway:${channelCode}`)
            : await repo.updateOrder(tx, order.id, {
                status: 'rejected',
                rejectReason: `gateway: ${event.status}`,
                closedAt: now,
              });
        await log(event.status === 'paid' ? 'credited' : event.status, null, event.orderId, tx);
        return { order: updated, duplicate: false } as const;
      });
      if ('refused' in outcome) {
        return refuse(
          'PAYMENT_WEBHOOK_REFUSED',
          outcome.refused ?? 'refused',
          outcome.detail ?? '',
          event.orderId,
        );
      }
      return {
        orderId: outcome.order.id.toString(),
        status: outcome.order.status,
        duplicate: outcome.duplicate,
      };
    },

    /** The webhook log (operators and tests). */
    webhookLog: (orderId?: string) => repo.webhookLog(db, orderId),

    /** Expires pending orders past their time (the job); answers how many. */
    async expireOverdue(): Promise<number> {
      const now = ctx.now();
      let expired = 0;
      for (const id of await repo.overdueOrderIds(db, now, EXPIRE_BATCH)) {
        // Each under its row lock: a webhook or an approval that got there first wins.
        const changed = await inTransaction(async (tx) => {
          const order = await repo.orderById(tx, id, true);
          if (order?.status !== 'pending' || order.expiresAt >= now) return false;
          await repo.updateOrder(tx, id, { status: 'expired', closedAt: now });
          return true;
        });
        if (changed) expired += 1;
      }
      return expired;
    },

    /** The sandbox gateway shipped with the project (its pages: payments.gateway.sandbox.routes.ts). */
    sandbox,
  };
}

/** Headers worth keeping in the webhook log (never cookies or authorization). */
function clean(headers: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !/^(cookie|authorization)$/i.test(name)) kept[name] = value.slice(0, 500);
  }
  return kept;
}

export type DepositService = ReturnType<typeof createDepositService>;
