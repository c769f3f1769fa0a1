import {
  type GoodsListValue,
  type Language,
  POINTS_CURRENCY,
  type RedeemListValue,
  type RedeemPointRewardRequest,
  type RedeemValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { pgCodeOf, retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { pagesOf, presentGoods, presentRedeem } from './loyalty.mall.present.js';
import * as repo from './loyalty.mall.repo.js';
import * as pointsRepo from './loyalty.points.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

export type MallDeps = Pick<
  LoyaltyDeps,
  'wallet' | 'site' | 'realtime' | 'verifyPaymentPassword' | 'paidDepositsMinor'
>;

/** Whether goods are on show at `now`: visible and inside their activity window. */
export const isShown = (g: repo.GoodsRow, now: Date) =>
  g.visible && g.activeFrom <= now && (g.activeUntil === null || g.activeUntil > now);

/**
 * The points mall for players (decision 0062): the goods on show (guests too), redeeming with the
 * payment password, and my redeems. A redeem takes the member's per-player count, one of the
 * stock and the points (to the pool) in one transaction, each by a conditional write, so 200
 * parallel redeems of 10 in stock leave exactly 10 in process and every other player's points
 * untouched; it stays in process until an operator approves (delivers) or rejects (returns).
 */
export function createMall(ctx: AppContext, deps: MallDeps) {
  const db = ctx.database.db;

  /**
   * Throws GOODS_*_REQUIRED unless the member met the goods' amount requirement. Read before the
   * redeem's transaction: deposits come from the payments module, outside it.
   */
  async function checkRequirement(memberId: bigint, g: repo.GoodsRow): Promise<void> {
    if (g.requirement === 'none' || g.requirementMinor === null || g.requirementDays === null) return;
    // Up to and including this instant (a deposit paid a moment ago counts).
    const to = new Date(ctx.now().getTime() + 1);
    const from = new Date(to.getTime() - g.requirementDays * DAY_MS);
    const done =
      g.requirement === 'deposit'
        ? await deps.paidDepositsMinor(memberId, g.currency, from, to)
        : await pointsRepo.validBetOf(db, memberId, g.currency, from, to);
    if (done >= g.requirementMinor) return;
    const params = { amount: wireAmount(g.requirementMinor, g.currency), days: g.requirementDays };
    throw new AppError(
      g.requirement === 'deposit' ? 'GOODS_DEPOSIT_REQUIRED' : 'GOODS_VALID_BET_REQUIRED',
      params,
    );
  }

  async function redeemIn(tx: Tx, memberId: bigint, body: RedeemPointRewardRequest): Promise<repo.RedeemRow> {
    const now = ctx.now();
    const replay = await repo.redeemByRequest(tx, memberId, body.requestId);
    if (replay) return replay;
    const g = await repo.goodsById(tx, BigInt(body.goodsId));
    if (!g || !isShown(g, now)) throw new AppError('GOODS_NOT_FOUND');
    const address = body.address?.trim() ?? '';
    if (g.kind === 'physical' && address === '') throw new AppError('GOODS_ADDRESS_REQUIRED');
    const held = (await deps.wallet.balancesOf(memberId.toString(), POINTS_CURRENCY, tx)).pointsMinor;
    if (held < g.pricePoints) throw new AppError('POINTS_NOT_ENOUGH');
    if (!(await repo.takeHolding(tx, memberId, g.id, g.perPlayerLimit)))
      throw new AppError('GOODS_LIMIT_REACHED');
    if (!(await repo.takeStock(tx, g.id))) throw new AppError('GOODS_SOLD_OUT');
    const row = await repo.insertRedeem(tx, {
      memberId,
      goodsId: g.id,
      goodsName: g.name,
      kind: g.kind,
      valueMinor: g.valueMinor,
      currency: g.currency,
      points: g.pricePoints,
      status: 'in_process',
      address: g.kind === 'physical' ? address : null,
      requestId: body.requestId,
      createdAt: now,
    });
    const key = `mall_redeem:${row.id}`;
    const posted = await deps.wallet.execute(
      {
        idempotencyKey: key,
        type: 'points_redeem',
        transfers: [
          {
            from: { player: memberId.toString(), kind: 'points', currency: POINTS_CURRENCY },
            to: { system: 'points_pool', currency: POINTS_CURRENCY },
            amountMinor: g.pricePoints,
          },
        ],
        reference: `mall_redeem:${row.id}`,
        actor: `member:${memberId}`,
        reason: 'points mall redeem',
      },
      tx,
    );
    if (posted.status === 'refused') {
      if (posted.code === 'WALLET_INSUFFICIENT_FUNDS') throw new AppError('POINTS_NOT_ENOUGH');
      throw new AppError('WALLET_INVALID_OPERATION', { detail: posted.code ?? '' });
    }
    await pointsRepo.insertTxn(tx, {
      memberId,
      kind: 'redeem',
      points: -g.pricePoints,
      amountMinor: g.valueMinor,
      currency: g.currency,
      status: 'in_process',
      remark: { key: 'redeem', name: g.name },
      redeemId: row.id,
      reference: key,
      createdAt: now,
    });
    return row;
  }

  return {
    /** getPointReward: the goods on show, for anyone. */
    async goods(lang: Language): Promise<GoodsListValue> {
      return { list: (await repo.shownGoods(db, ctx.now())).map((g) => presentGoods(g, lang)) };
    },

    /** redeemPointReward (E): in process once the points are taken; the same requestId answers the same redeem. */
    async redeem(principal: Principal, body: RedeemPointRewardRequest, lang: Language): Promise<RedeemValue> {
      await deps.verifyPaymentPassword(principal, body.paymentPassword);
      const memberId = BigInt(principal.memberId);
      const goods = await repo.goodsById(db, BigInt(body.goodsId));
      if (goods && isShown(goods, ctx.now())) await checkRequirement(memberId, goods);
      let row: repo.RedeemRow;
      try {
        row = await retriedTransaction(db, (tx) => redeemIn(tx, memberId, body));
      } catch (error) {
        // The same request id racing itself: the first one's redeem is the answer.
        const replay =
          pgCodeOf(error) === UNIQUE_VIOLATION
            ? await repo.redeemByRequest(db, memberId, body.requestId)
            : undefined;
        if (!replay) throw error;
        row = replay;
      }
      deps.realtime.toMember(principal.memberId, { type: 'member.refresh' });
      return presentRedeem(row, lang);
    },

    /** getRedeemPointList: my redeems, newest first. */
    async mine(
      principal: Principal,
      query: { page: number; pageSize: number },
      lang: Language,
    ): Promise<RedeemListValue> {
      const { rows, total } = await repo.redeems(
        db,
        { memberId: BigInt(principal.memberId) },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map((r) => presentRedeem(r, lang)),
        total,
        totalPages: pagesOf(total, query.pageSize),
      };
    },
  };
}

export type Mall = ReturnType<typeof createMall>;
