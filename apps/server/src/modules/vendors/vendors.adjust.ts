import type { Tx } from '../../platform/db/client.js';
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
import { Refusal, refusalBody } from './vendors.errors.js';
import { replay } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/** The settled or open round an adjust corrects (locked), or the refusal why there is none. */
async function roundToAdjust(
  tx: Tx,
  vendorCode: string,
  request: { roundId?: string | undefined; gameCode?: string | undefined },
  memberId: bigint,
) {
  if (!request.roundId || !request.gameCode)
    throw new Refusal('INVALID_REQUEST', 'roundId and gameCode come together');
  const round = await repo.lockRound(tx, vendorCode, request.roundId);
  if (!round || round.memberId !== memberId || round.gameCode !== request.gameCode)
    throw new Refusal('UNKNOWN_ROUND');
  if (round.status === 'rolled_back') throw new Refusal('ROUND_CLOSED', 'the round was rolled back');
  return round;
}

/** adjust: a signed correction outside any round (positive pays the player, negative takes back). */
export function adjustCall(tools: CallTools): CallHandler<'adjust'> {
  const { ctx, db, wallet } = tools;
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
      fields: {
        kind: 'adjust',
        memberId: player.memberId,
        amountMinor: signed,
        ...(request.roundId ? { roundId: request.roundId, gameCode: request.gameCode } : {}),
      },
      body: async (tx) => {
        // A round's correction: the round must be this player's, of this game, and not rolled
        // back; its win moves by the amount and can never go below zero.
        const round = request.roundId
          ? await roundToAdjust(tx, vendorCode, request, player.memberId)
          : undefined;
        if (round && round.winMinor + signed < 0n)
          throw new Refusal('INVALID_AMOUNT', "the correction would take the round's win below zero");
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
        if (round)
          await repo.updateRound(tx, round.id, { winMinor: round.winMinor + signed, updatedAt: ctx.now() });
        return {
          response: json({ status: 'OK', balance: money(player, balanceAfter(result, player) ?? 0n) }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    });
  };
}
