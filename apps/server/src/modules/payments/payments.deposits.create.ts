import type { CreateDepositRequest, DepositValue, Language } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { creditOf, depositAmountOf, isOpen } from './payments.channels.js';
import {
  DEPOSIT_RETURN_PATH,
  type DepositBase,
  type DepositDeps,
  webhookPathOf,
} from './payments.deposits.model.js';
import { presentDeposit } from './payments.deposits.present.js';
import * as repo from './payments.deposits.repo.js';

/** A member's new deposit order on an open, enabled channel in the site currency. */
export function createDepositOrders(ctx: AppContext, deps: DepositDeps, base: DepositBase) {
  const { db } = base;

  async function usableChannel(code: string): Promise<repo.ChannelRow> {
    const channel = await repo.channelByCode(db, code);
    if (!channel?.enabled || channel.currency !== (await deps.currency())) {
      throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
    }
    return channel;
  }

  /** A member's new order; the same requestId again answers the order it made. */
  async function create(
    principal: Principal,
    body: CreateDepositRequest,
    language: Language,
  ): Promise<DepositValue> {
    const memberId = BigInt(principal.memberId);
    const names = await base.channelMap();
    const existing = await repo.orderByRequest(db, memberId, body.requestId);
    if (existing) return presentDeposit(existing, names, language);

    const channel = await usableChannel(body.channelCode);
    const amountMinor = depositAmountOf(channel, body.amount);
    const now = ctx.now();
    if (!isOpen(channel, now, await base.timeZone())) {
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
    if (!inserted || channel.kind !== 'gateway') return presentDeposit(order, names, language);

    const payment = await base.gatewayOf(channel).createPayment({
      channelCode: channel.code,
      orderId: order.id.toString(),
      amountMinor,
      currency: channel.currency,
      returnUrl: `${DEPOSIT_RETURN_PATH}?order=${order.id}`,
      webhookUrl: webhookPathOf(channel.code),
      now,
    });
    await repo.setGatewayPayment(db, order.id, payment.paymentRef, payment.redirectUrl);
    return presentDeposit(
      { ...order, gatewayRef: payment.paymentRef, redirectUrl: payment.redirectUrl },
      names,
      language,
    );
  }

  return { create };
}
