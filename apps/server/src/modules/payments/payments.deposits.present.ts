import type { DepositValue, Language, OperatorDepositValue } from '@khela/contract';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { channelName } from './payments.channels.js';
import type * as repo from './payments.deposits.repo.js';

/** A deposit order as its member sees it, with the channel's name in the member's language. */
export function presentDeposit(
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

/** A deposit order as the back office sees it: who, how it was paid, and who decided. */
export function presentDepositForOperator(
  order: repo.OrderRow,
  names: Map<string, repo.ChannelRow>,
): OperatorDepositValue {
  return {
    ...presentDeposit(order, names, 'en'),
    // An operator also sees where a gateway order was sent while it is still open.
    redirectUrl: order.redirectUrl,
    memberId: order.memberId.toString(),
    username: order.username,
    paidVia: order.paidVia,
    reviewedBy: order.reviewedBy,
  };
}
