import type { GatewayWebhookResult } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { DepositBase } from './payments.deposits.model.js';
import * as repo from './payments.deposits.repo.js';
import type { GatewayEvent } from './payments.gateway.js';

type WebhookRefusal =
  | 'PAYMENT_WEBHOOK_SIGNATURE_INVALID'
  | 'PAYMENT_WEBHOOK_STALE'
  | 'PAYMENT_WEBHOOK_REFUSED';
type Log = (outcome: string, detail: string | null, orderId: string | null, tx?: Tx) => Promise<void>;
type Applied =
  | { refused: string; detail: string }
  | { order: repo.OrderRow; duplicate: boolean; refused?: undefined };

/** Headers worth keeping in the webhook log (never cookies or authorization). */
function clean(headers: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !/^(cookie|authorization)$/i.test(name)) kept[name] = value.slice(0, 500);
  }
  return kept;
}

/** Gateway callbacks: a verified event pays or fails its order, exactly once. */
export function createDepositWebhooks(ctx: AppContext, base: DepositBase) {
  const { db } = base;

  /** Applies a verified event under the order's row lock; a refusal changes nothing. */
  async function apply(channelCode: string, event: GatewayEvent, log: Log, now: Date): Promise<Applied> {
    return base.inTransaction(async (tx): Promise<Applied> => {
      const order = await repo.orderById(tx, BigInt(event.orderId), true);
      if (!order || order.channelCode !== channelCode || order.gatewayRef !== event.paymentRef) {
        return { refused: 'unknown_order', detail: 'unknown order' };
      }
      if (order.amountMinor !== event.amountMinor || order.currency !== event.currency) {
        return { refused: 'amount_mismatch', detail: 'amount or currency differs from the order' };
      }
      if (order.status === 'paid' && event.status === 'paid') {
        await log('duplicate', null, event.orderId, tx);
        return { order, duplicate: true };
      }
      if (order.status === 'expired') return { refused: 'expired', detail: 'the order expired' };
      if (order.status !== 'pending') {
        // A later failure after success, or a repeated failure: nothing to change.
        await log('duplicate', `order is ${order.status}`, event.orderId, tx);
        return { order, duplicate: true };
      }
      const updated =
        event.status === 'paid'
          ? await base.markPaid(tx, order, 'webhook', `gateway:${channelCode}`)
          : await repo.updateOrder(tx, order.id, {
              status: 'rejected',
              rejectReason: `gateway: ${event.status}`,
              closedAt: now,
            });
      await log(event.status === 'paid' ? 'credited' : event.status, null, event.orderId, tx);
      return { order: updated, duplicate: false };
    });
  }

  /**
   * A gateway's callback: authenticated with the channel's secret over the exact bytes, then
   * applied under the order's row lock. Every delivery is logged with its outcome; refusals are
   * logged outside the (rolled back) work so they survive.
   */
  async function webhook(
    channelCode: string,
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<GatewayWebhookResult> {
    const now = ctx.now();
    const log: Log = (outcome, detail, orderId, tx = db) =>
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
      code: WebhookRefusal,
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
    const check = base.gatewayOf(channel).verifyWebhook(rawBody, headers, channel.webhookSecret, now);
    if (!check.ok) {
      if (check.reason === 'signature')
        return refuse('PAYMENT_WEBHOOK_SIGNATURE_INVALID', 'bad_signature', check.detail);
      if (check.reason === 'stale') return refuse('PAYMENT_WEBHOOK_STALE', 'stale', check.detail);
      return refuse('PAYMENT_WEBHOOK_REFUSED', 'malformed', check.detail);
    }
    const event = check.event;
    const outcome = await apply(channelCode, event, log, now);
    if (outcome.refused !== undefined) {
      return refuse('PAYMENT_WEBHOOK_REFUSED', outcome.refused, outcome.detail, event.orderId);
    }
    return {
      orderId: outcome.order.id.toString(),
      status: outcome.order.status,
      duplicate: outcome.duplicate,
    };
  }

  /** The webhook log (operators and tests). */
  const webhookLog = (orderId?: string) => repo.webhookLog(db, orderId);

  return { webhook, webhookLog };
}
