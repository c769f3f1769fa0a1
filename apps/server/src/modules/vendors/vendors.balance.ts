import { type CallHandler, type CallTools, fresh, json } from './vendors.call-kit.js';

/** balance: the player's balance in the game session's account (cash, or play money). */
export function balanceCall(tools: CallTools): CallHandler<'balance'> {
  return async (request, { vendorCode }) => {
    const player = await tools.playerOf(vendorCode, request.playerId, request.currency);
    return fresh(json({ status: 'OK', balance: await tools.balanceText(player) }));
  };
}
