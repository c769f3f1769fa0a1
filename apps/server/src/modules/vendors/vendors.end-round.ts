import { type CallHandler, type CallTools, fresh, json } from './vendors.call-kit.js';
import { Refusal } from './vendors.errors.js';
import * as repo from './vendors.repo.js';

/** endRound: settles an open round of the player's (a settled one stays as it is). */
export function endRoundCall(tools: CallTools): CallHandler<'endRound'> {
  const { ctx } = tools;
  return async (request, { vendorCode }) => {
    const player = await tools.playerOf(vendorCode, request.playerId);
    const now = ctx.now();
    await tools.inTransaction(async (tx) => {
      const round = await repo.lockRound(tx, vendorCode, request.roundId);
      if (!round || round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
        throw new Refusal('UNKNOWN_ROUND');
      }
      if (round.status === 'open') {
        await repo.updateRound(tx, round.id, { status: 'settled', settledAt: now, updatedAt: now });
        await tools.bonus?.roundEnded(tx, vendorCode, request.roundId);
      }
    });
    return fresh(json({ status: 'OK', balance: await tools.balanceText(player) }));
  };
}
