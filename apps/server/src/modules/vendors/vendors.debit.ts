import type { PostInput } from '../wallet/wallet.model.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import {
  actorOf,
  amountOf,
  balanceAfter,
  type CallHandler,
  type CallTools,
  expectedAfter,
  memberIdOf,
  money,
  okBody,
  playableFor,
  playerFrom,
  refusalOfWallet,
  walletKey,
} from './vendors.call-kit.js';
import { Refusal, refusalBody } from './vendors.errors.js';
import { type Done, type Finish, replay, Taken } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/**
 * debit: the stake leaves the player's account and opens (or joins) the round. Only a live game
 * session bets: one past its expiry, or ended with the login that launched it, is refused.
 */
export function debitCall(tools: CallTools): CallHandler<'debit'> {
  const { ctx, wallet } = tools;
  return async (request, meta) => {
    const { vendorCode, requestHash } = meta;
    // The game is read with the lookup; it only matters once the player is known.
    const {
      known,
      session,
      game: found,
      balanceMinor,
      bonusMinor,
      wagering,
    } = await tools.lookup(vendorCode, request, { gameCode: request.gameCode, balance: true });
    if (known) return replay(known, 'debit', requestHash);
    const player = playerFrom(vendorCode, memberIdOf(request.playerId), session, request.currency);
    const amountMinor = amountOf(request.amount, player, 'positive');
    const game = playableFor(found, player);
    const now = ctx.now();
    if (player.session.endedAt !== null || player.session.expiresAt <= now)
      throw new Refusal('SESSION_EXPIRED');
    // While a bonus is wagered (decision 0051): its largest stake holds, and a stake the cash
    // cannot cover takes bonus money by the engine's rules (the long way, in a transaction).
    if (wagering !== null && wagering > 0n && amountMinor > wagering)
      throw new Refusal('BET_LIMIT_EXCEEDED', undefined, money(player, (balanceMinor ?? 0n) + bonusMinor));
    // The long way of a player wagering a bonus always splits in the engine, with the cash read
    // in its transaction: the lookup's cash may have gone to a concurrent stake meanwhile.
    const wagers = wagering !== null && tools.bonus !== undefined;
    const bonusStake = wagers && (balanceMinor ?? 0n) < amountMinor;
    const bet: PostInput = {
      idempotencyKey: walletKey(vendorCode, request.transactionId),
      type: 'bet',
      transfers: [{ from: player.account, to: player.counterparty, amountMinor }],
      reference: `${vendorCode}:${request.roundId}`,
      actor: actorOf(vendorCode),
    };
    const booking = (finished: ReturnType<Finish>): repo.DebitBooking => ({
      round: {
        vendorCode,
        roundId: request.roundId,
        memberId: player.memberId,
        username: player.session.username,
        gameCode: request.gameCode,
        gameType: game.gameType,
        currency: player.currency,
        playMoney: player.playMoney,
        stakeMinor: amountMinor,
        status: 'open',
        openedAt: now,
        updatedAt: now,
      },
      sessionId: player.session.id,
      sessionExpiresAt: new Date(now.getTime() + ctx.config.vendorSessionTtlMs),
      ...finished,
    });
    return tools.once({
      call: 'debit',
      meta,
      transactionId: request.transactionId,
      fields: {
        kind: 'debit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      body: async (tx, finish) => {
        // Money first, then the round (one statement with the claim and the log): a round
        // this debit may not join refuses, and the refusal rolls the posting back with the rest.
        let result: OperationResult;
        let after: bigint;
        if (wagers && tools.bonus) {
          const staked = await tools.bonus.stake(tx, {
            memberId: player.memberId,
            currency: player.currency,
            amountMinor,
            counterparty: player.counterparty,
            vendorCode,
            transactionId: request.transactionId,
            roundId: request.roundId,
            post: (sp, transfers) => wallet.execute({ ...bet, transfers }, sp),
          });
          if ('refused' in staked)
            throw new Refusal(staked.refused, undefined, money(player, staked.balanceMinor));
          result = staked.result;
          if (result.status === 'refused') {
            const refusal = refusalOfWallet(result, player, staked.balanceMinor);
            return { response: refusalBody(refusal), outcome: 'refused' };
          }
          after = staked.balanceMinor;
        } else {
          result = await wallet.execute(bet, tx);
          if (result.status === 'refused') {
            // Recorded by the wallet under the same key: the refusal is this id's answer for good.
            const cash = result.account?.balanceMinor;
            const refusal = refusalOfWallet(
              result,
              player,
              cash === undefined ? undefined : BigInt(cash) + bonusMinor,
            );
            return { response: refusalBody(refusal), outcome: 'refused' };
          }
          after = (balanceAfter(result, player) ?? 0n) + bonusMinor;
        }
        const done: Done = {
          response: okBody(money(player, after), request.transactionId),
          outcome: 'posted',
          walletOperationId: result.operationId,
          claimed: true,
        };
        const written = await repo.debitRound(tx, booking(finish(done)));
        if (!written.claimed) throw new Taken();
        if (written.roundId === undefined)
          throw await tools.roundRefusal(tx, vendorCode, request, player, 'debit');
        return done;
      },
      // The posting and its booking in one statement: the player's entry is the first.
      fast: async (finish) => {
        if (bonusStake) return undefined;
        const after = expectedAfter(player, balanceMinor, -amountMinor, 0, request.transactionId, bonusMinor);
        if (!after) return undefined;
        await wallet.executeThen(bet, repo.debitBooking(booking(finish(after.done)), after.expected));
        return after.done.response;
      },
    });
  };
}
