import type { PostInput } from '../wallet/wallet.model.js';
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
  playerFrom,
  refusalOfWallet,
  walletKey,
} from './vendors.call-kit.js';
import { type Done, type Finish, replay, Taken } from './vendors.idempotency.js';
import * as repo from './vendors.repo.js';

/**
 * credit: a win (or a zero for a lost round) paid into the player's account, settling the round
 * unless told otherwise. Accepted whatever became of the game session since: money owed to the
 * player always arrives.
 */
export function creditCall(tools: CallTools): CallHandler<'credit'> {
  const { ctx, db, wallet } = tools;
  return async (request, meta) => {
    const { vendorCode, requestHash } = meta;
    // The balance is read with the lookup: a zero credit's answer, a win's expected answer.
    const { known, session, balanceMinor, bonusMinor, wagering, roundHasBonus, roundMayMeetWagering } =
      await tools.lookup(vendorCode, request, { balance: true, roundId: request.roundId });
    if (known) return replay(known, 'credit', requestHash);
    const player = playerFrom(vendorCode, memberIdOf(request.playerId), session, request.currency);
    const amountMinor = amountOf(request.amount, player, 'non-negative');
    // No game checks: the round's debit passed them, and a win is owed even if the game has
    // gone into maintenance or been switched off since (the round must match below).
    const balanceBefore =
      amountMinor === 0n
        ? balanceMinor === undefined
          ? await tools.balanceMinorOf(player)
          : balanceMinor + bonusMinor
        : 0n;
    // A round whose stakes held bonus money: its win is split by the bonus engine (decision 0051).
    const { bonus } = tools;
    const split = roundHasBonus && bonus !== undefined;
    const now = ctx.now();
    const win: PostInput = {
      idempotencyKey: walletKey(vendorCode, request.transactionId),
      type: 'win',
      transfers: [{ from: player.counterparty, to: player.account, amountMinor }],
      reference: `${vendorCode}:${request.roundId}`,
      actor: actorOf(vendorCode),
    };
    const booking = (finished: ReturnType<Finish>): repo.CreditBooking => ({
      vendorCode,
      roundId: request.roundId,
      memberId: player.memberId,
      gameCode: request.gameCode,
      winMinor: amountMinor,
      settles: request.endRound !== false,
      now,
      ...finished,
    });
    const answered = await tools.once({
      call: 'credit',
      meta,
      transactionId: request.transactionId,
      fields: {
        kind: 'credit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      body: async (tx, finish) => {
        // Money first, then the round, as in debit: a refused round rolls the posting back.
        let after = balanceBefore;
        let walletOperationId: string | undefined;
        let won: Awaited<ReturnType<NonNullable<typeof bonus>['settleWin']>>;
        if (split && bonus) {
          const round = await repo.lockRound(tx, vendorCode, request.roundId);
          won = await bonus.settleWin(tx, {
            memberId: player.memberId,
            currency: player.currency,
            vendorCode,
            roundId: request.roundId,
            winMinor: amountMinor,
            roundStakeMinor: round ? round.stakeMinor - round.refundedMinor : 0n,
            settles: request.endRound !== false,
            counterparty: player.counterparty,
            post: (sp, transfers) => wallet.execute({ ...win, transfers }, sp),
          });
        }
        if (won) {
          if (won.posted && won.result.status === 'refused') throw refusalOfWallet(won.result, player);
          after = won.balanceMinor;
          if (won.posted) walletOperationId = won.result.operationId;
        } else if (amountMinor > 0n) {
          const result = await wallet.execute(win, tx);
          if (result.status === 'refused') throw refusalOfWallet(result, player);
          after = (balanceAfter(result, player) ?? 0n) + bonusMinor;
          walletOperationId = result.operationId;
        }
        const done: Done = {
          response: okBody(money(player, after), request.transactionId),
          outcome: 'posted',
          ...(walletOperationId ? { walletOperationId } : {}),
          claimed: true,
        };
        // Alone (a zero credit): one statement prepared once per connection.
        const written = await repo.creditRound(tx === db ? ctx.database : tx, booking(finish(done)));
        if (written.roundId === undefined)
          throw await tools.roundRefusal(tx, vendorCode, request, player, 'credit');
        if (!written.claimed) throw new Taken();
        return done;
      },
      // A zero credit is that one statement alone (unless the round held bonus money).
      transaction: amountMinor > 0n || split,
      // A win: the posting and its booking in one statement; the player's entry is the second.
      fast: async (finish) => {
        const after =
          amountMinor > 0n &&
          !split &&
          expectedAfter(player, balanceMinor, amountMinor, 1, request.transactionId, bonusMinor);
        if (!after) return undefined;
        await wallet.executeThen(win, repo.creditBooking(booking(finish(after.done)), after.expected));
        return after.done.response;
      },
    });
    // A settled round may have met a bonus's wagering (its line was written with the settlement):
    // converted now, not at the next sweep. The balance answered is the same either way. A round
    // whose stake is below what every grant still needs cannot have (the minute sweep is the net).
    if (bonus && wagering !== null && roundMayMeetWagering && !answered.replayed)
      await bonus.convertMet(player.memberId);
    return answered;
  };
}
