import type { PostInput } from '../wallet/wallet.model.js';
import {
  actorOf,
  balanceAfter,
  type CallHandler,
  type CallTools,
  json,
  money,
  refusalOfWallet,
  walletKey,
} from './vendors.call-kit.js';
import { Refusal } from './vendors.errors.js';
import { replay } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/**
 * rollback: refunds a posted debit of a round that is not settled, or leaves a marker under an
 * unknown debit's id so that debit is refused when it arrives late. Accepted whatever became of
 * the game session since: the refund is owed to the player.
 */
export function rollbackCall(tools: CallTools): CallHandler<'rollback'> {
  const { ctx, db, wallet } = tools;
  return async (request, meta) => {
    const { vendorCode, requestHash } = meta;
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return replay(known, 'rollback', requestHash);
    const player = await tools.playerOf(vendorCode, request.playerId, request.currency);
    if (request.refTransactionId === request.transactionId) {
      throw new Refusal('INVALID_REQUEST', 'refTransactionId must name another transaction');
    }
    const balanceBefore = await tools.balanceMinorOf(player);
    const now = ctx.now();
    return tools.once({
      call: 'rollback',
      meta,
      transactionId: request.transactionId,
      fields: {
        kind: 'rollback',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        refTransactionId: request.refTransactionId,
      },
      body: async (tx) => {
        const unchanged = {
          response: json({ status: 'OK', balance: money(player, balanceBefore) }),
          outcome: 'posted' as const,
        };
        let target = await repo.transactionOf(tx, vendorCode, request.refTransactionId, true);
        if (!target) {
          // Unknown: leave a marker in the debit's slot, so the late debit is refused.
          const marker = await repo.claimTransaction(tx, {
            vendorCode,
            transactionId: request.refTransactionId,
            kind: 'marker',
            requestHash: '',
            memberId: player.memberId,
            roundId: request.roundId,
            gameCode: request.gameCode,
            refTransactionId: request.transactionId,
            outcome: 'marker',
            responseBody: '',
            createdAt: now,
          });
          if (marker !== undefined) return unchanged;
          // The debit arrived meanwhile: roll it back like a known one.
          target = await repo.transactionOf(tx, vendorCode, request.refTransactionId, true);
          if (!target) throw new Error('rollback target vanished');
        }
        if (target.kind === 'marker') return unchanged;
        if (target.kind !== 'debit') throw new Refusal('INVALID_REQUEST', 'only a debit can be rolled back');
        if (target.memberId !== player.memberId || target.roundId !== request.roundId) {
          throw new Refusal('UNKNOWN_ROUND', 'the debit belongs to another player or round');
        }
        // A refused debit moved nothing; a rolled-back one was refunded already.
        if (target.outcome !== 'posted' || target.rolledBackAt) return unchanged;
        const round = await repo.lockRound(tx, vendorCode, request.roundId);
        if (!round) throw new Error('posted debit without a bet record');
        if (round.status === 'settled') throw new Refusal('ROUND_CLOSED', 'the round is settled');
        const refund: PostInput = {
          idempotencyKey: walletKey(vendorCode, request.transactionId),
          type: 'rollback',
          transfers: [{ from: player.counterparty, to: player.account, amountMinor: target.amountMinor }],
          reference: `${vendorCode}:${request.roundId}:${request.refTransactionId}`,
          actor: actorOf(vendorCode),
          reason: `rollback of ${request.refTransactionId}`,
        };
        // A debit that staked bonus money gives each part back where it belongs (decision 0051).
        const split = player.playMoney
          ? undefined
          : await tools.bonus?.refund(tx, {
              memberId: player.memberId,
              currency: player.currency,
              vendorCode,
              debitTransactionId: request.refTransactionId,
              amountMinor: target.amountMinor,
              counterparty: player.counterparty,
              post: (sp, transfers) => wallet.execute({ ...refund, transfers }, sp),
            });
        const result = split ? split.result : await wallet.execute(refund, tx);
        if (result.status === 'refused') throw refusalOfWallet(result, player);
        await repo.markRolledBack(tx, target.id, now);
        const refunded = round.refundedMinor + target.amountMinor;
        await repo.updateRound(tx, round.id, {
          refundedMinor: refunded,
          updatedAt: now,
          ...(refunded >= round.stakeMinor ? { status: 'rolled_back', settledAt: now } : {}),
        });
        const after = player.playMoney
          ? (balanceAfter(result, player) ?? 0n)
          : (split?.balanceMinor ?? (await tools.balanceMinorOf(player, tx)));
        return {
          response: json({ status: 'OK', balance: money(player, after) }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    });
  };
}
