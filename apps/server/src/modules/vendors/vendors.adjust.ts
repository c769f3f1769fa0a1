import {
  actorOf,
  amountOf,
  balanceAfter,
  type CallHandler,
  type CallTools,
  json,
  money,
  refusalOfWallet,
  walletKey,
} from './vendors.call-kit.js';
import { refusalBody } from './vendors.errors.js';
import { replay } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/** adjust: a signed correction outside any round (positive pays the player, negative takes back). */
export function adjustCall(tools: CallTools): CallHandler<'adjust'> {
  const { db, wallet } = tools;
  return async (request, meta) => {
    const { vendorCode, requestHash } = meta;
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return replay(known, 'adjust', requestHash);
    const player = await tools.playerOf(vendorCode, request.playerId, request.currency);
    const signed = amountOf(request.amount, player, 'signed');
    const amountMinor = signed < 0n ? -signed : signed;
    return tools.once({
      call: 'adjust',
      meta,
      transactionId: request.transactionId,
      fields: { kind: 'adjust', memberId: player.memberId, amountMinor: signed },
      body: async (tx) => {
        const result = await wallet.execute(
          {
            idempotencyKey: walletKey(vendorCode, request.transactionId),
            type: 'adjustment',
            transfers: [
              signed > 0n
                ? { from: player.counterparty, to: player.account, amountMinor }
                : { from: player.account, to: player.counterparty, amountMinor },
            ],
            reference: `${vendorCode}:adjust`,
            actor: actorOf(vendorCode),
            reason: request.reason,
          },
          tx,
        );
        if (result.status === 'refused') {
          return { response: refusalBody(refusalOfWallet(result, player)), outcome: 'refused' };
        }
        return {
          response: json({ status: 'OK', balance: money(player, balanceAfter(result, player) ?? 0n) }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    });
  };
}
