import {
  type BoRedeemListValue,
  type BoRedeemValue,
  type GoodsBody,
  type Language,
  POINTS_CURRENCY,
  type RedeemStatus,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { pagesOf, presentBoGoods, presentRedeem, textIn } from './loyalty.mall.present.js';
import * as repo from './loyalty.mall.repo.js';
import * as pointsRepo from './loyalty.points.repo.js';

type ReviewDeps = Pick<
  LoyaltyDeps,
  'wallet' | 'site' | 'audit' | 'realtime' | 'usernamesOf' | 'systemMessage'
>;

/** GOODS_INVALID naming the field (in the message's params and the answer's value). */
const invalidGoods = (field: string) => new AppError('GOODS_INVALID', { field }, { field });

/** The goods row an editor's body describes, checked against its kind (GOODS_INVALID names the field). */
function goodsFields(body: GoodsBody, currency: string) {
  const minor = (text: string | null, field: string): bigint | null => {
    if (text === null) return null;
    const parsed = tryParseAmount(text, currency as never);
    if (!parsed.ok || parsed.value <= 0n) throw invalidGoods(field);
    return parsed.value;
  };
  const valueMinor = minor(body.value, 'value');
  if ((body.kind === 'physical') !== (valueMinor === null)) throw invalidGoods('value');
  const requirementMinor = minor(body.requirementAmount, 'requirementAmount');
  const needs = body.requirement !== 'none';
  if (needs !== (requirementMinor !== null)) throw invalidGoods('requirementAmount');
  if (needs !== (body.requirementDays !== null)) throw invalidGoods('requirementDays');
  const activeFrom = new Date(body.activeFrom);
  const activeUntil = body.activeUntil === null ? null : new Date(body.activeUntil);
  if (activeUntil !== null && activeUntil <= activeFrom) throw invalidGoods('activeUntil');
  return {
    name: body.name,
    imageUrl: body.imageUrl,
    kind: body.kind,
    valueMinor,
    currency,
    pricePoints: BigInt(body.pricePoints),
    requirement: body.requirement,
    requirementMinor,
    requirementDays: needs ? body.requirementDays : null,
    totalQuantity: body.totalQuantity,
    perPlayerLimit: body.perPlayerLimit,
    visible: body.visible,
    activeFrom,
    activeUntil,
    sort: body.sort,
  };
}

const TEXTS = {
  approved: { en: 'Your points mall redeem was approved', bn: 'আপনার পয়েন্ট মল রিডিম অনুমোদিত হয়েছে' },
  rejected: { en: 'Your points mall redeem was rejected', bn: 'আপনার পয়েন্ট মল রিডিম প্রত্যাখ্যাত হয়েছে' },
} as const;

/**
 * The back office's mall (decision 0062): the goods editor (loyalty.manage) and the redeem queue
 * (loyalty.redeems.review). Approving delivers cash and bonus goods as cash through the ledger
 * (a bonus is paid as cash, noted; physical items ship to the address given); rejecting returns
 * the points, the stock and the player's count. Each decision locks the redeem row and is audited
 * in its transaction, so two operators cannot both decide one redeem.
 */
export function createMallReview(ctx: AppContext, deps: ReviewDeps) {
  const db = ctx.database.db;

  async function present(rows: repo.RedeemRow[], lang: Language): Promise<BoRedeemValue[]> {
    const names = await deps.usernamesOf([...new Set(rows.map((r) => r.memberId.toString()))]);
    return rows.map((r) => ({
      ...presentRedeem(r, lang),
      memberId: r.memberId.toString(),
      username: names.get(r.memberId.toString()) ?? '',
      decidedBy: r.decidedBy,
    }));
  }

  async function decide(
    id: string,
    operator: OperatorPrincipal,
    outcome: 'approved' | 'rejected',
    reason: string | null,
    lang: Language,
  ) {
    const row = await retriedTransaction(db, async (tx) => {
      const before = await repo.lockRedeem(tx, BigInt(id));
      if (!before) throw new AppError('REDEEM_NOT_FOUND');
      if (before.status !== 'in_process') throw new AppError('REDEEM_ALREADY_DECIDED');
      const player = before.memberId.toString();
      if (outcome === 'approved' && before.valueMinor !== null && before.kind !== 'physical') {
        await deps.wallet.post(
          {
            idempotencyKey: `mall_deliver:${before.id}`,
            type: 'bonus',
            transfers: [
              {
                from: { system: 'promotion', currency: before.currency },
                to: { player, kind: 'cash', currency: before.currency },
                amountMinor: before.valueMinor,
              },
            ],
            reference: `mall_redeem:${before.id}`,
            actor: `operator:${operator.operatorId}`,
            reason:
              before.kind === 'bonus' ? 'points mall bonus goods, paid as cash' : 'points mall cash goods',
          },
          tx,
        );
      }
      if (outcome === 'rejected') {
        const key = `mall_refund:${before.id}`;
        await deps.wallet.post(
          {
            idempotencyKey: key,
            type: 'points_redeem',
            transfers: [
              {
                from: { system: 'points_pool', currency: POINTS_CURRENCY },
                to: { player, kind: 'points', currency: POINTS_CURRENCY },
                amountMinor: before.points,
              },
            ],
            reference: `mall_redeem:${before.id}`,
            actor: `operator:${operator.operatorId}`,
            reason: 'points mall redeem rejected',
          },
          tx,
        );
        await repo.returnStock(tx, before.goodsId);
        await repo.returnHolding(tx, before.memberId, before.goodsId);
        await pointsRepo.insertTxn(tx, {
          memberId: before.memberId,
          kind: 'refund',
          points: before.points,
          amountMinor: before.valueMinor,
          currency: before.currency,
          status: 'approved',
          remark: { key: 'refund', name: before.goodsName },
          redeemId: before.id,
          reference: key,
          createdAt: ctx.now(),
        });
      }
      await pointsRepo.setRedeemTxnStatus(tx, before.id, outcome);
      const after = await repo.decideRedeem(tx, before.id, {
        status: outcome,
        reason,
        decidedBy: operator.username,
        decidedAt: ctx.now(),
      });
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: outcome === 'approved' ? 'loyalty.redeem.approve' : 'loyalty.redeem.reject',
        target: { type: 'loyalty_mall_redeem', id },
        before: { status: before.status },
        after: { status: after.status, points: after.points.toString(), kind: after.kind },
        ...(reason === null ? {} : { reason }),
      });
      return after;
    });
    deps.realtime.toMember(row.memberId.toString(), { type: 'member.refresh' });
    const goods = { en: textIn(row.goodsName, 'en'), bn: textIn(row.goodsName, 'bn') };
    await deps.systemMessage(row.memberId, {
      kind: `loyalty.redeem.${outcome}`,
      title: TEXTS[outcome],
      body: {
        en: reason ? `${goods.en}: ${reason}` : goods.en,
        bn: reason ? `${goods.bn}: ${reason}` : goods.bn,
      },
    });
    return (await present([row], lang))[0] as BoRedeemValue;
  }

  return {
    async goods() {
      const [rows, counts] = await Promise.all([repo.allGoods(db), repo.redeemedCounts(db)]);
      return { list: rows.map((g) => presentBoGoods(g, counts.get(g.id) ?? 0)) };
    },

    async createGoods(body: GoodsBody, operator: OperatorPrincipal) {
      const fields = goodsFields(body, await deps.site.currencyCode());
      const now = ctx.now();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertGoods(tx, {
          ...fields,
          availableQuantity: fields.totalQuantity,
          createdAt: now,
          updatedAt: now,
        });
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.goods.create',
          target: { type: 'loyalty_mall_goods', id: inserted.id.toString() },
          after: { ...body },
        });
        return inserted;
      });
      return presentBoGoods(row, 0);
    },

    /** The whole goods; a change of the total moves the available quantity by the same difference. */
    async updateGoods(id: string, body: GoodsBody, operator: OperatorPrincipal) {
      const fields = goodsFields(body, await deps.site.currencyCode());
      const row = await retriedTransaction(db, async (tx) => {
        const before = await repo.lockGoods(tx, BigInt(id));
        if (!before) throw new AppError('GOODS_NOT_FOUND');
        const available = before.availableQuantity + (fields.totalQuantity - before.totalQuantity);
        if (available < 0) throw invalidGoods('totalQuantity');
        const after = await repo.updateGoods(tx, before.id, {
          ...fields,
          availableQuantity: available,
          updatedAt: ctx.now(),
        });
        if (!after) throw new AppError('GOODS_NOT_FOUND');
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.goods.update',
          target: { type: 'loyalty_mall_goods', id },
          before: presentBoGoods(before, 0),
          after: { ...body },
        });
        return after;
      });
      const counts = await repo.redeemedCounts(db);
      return presentBoGoods(row, counts.get(row.id) ?? 0);
    },

    async queue(
      query: { status?: RedeemStatus | undefined; page: number; pageSize: number },
      lang: Language,
    ): Promise<BoRedeemListValue> {
      const { rows, total } = await repo.redeems(
        db,
        { memberId: null, status: query.status },
        query.page,
        query.pageSize,
      );
      return { list: await present(rows, lang), total, totalPages: pagesOf(total, query.pageSize) };
    },

    approve: (id: string, operator: OperatorPrincipal, lang: Language) =>
      decide(id, operator, 'approved', null, lang),
    reject: (id: string, operator: OperatorPrincipal, reason: string, lang: Language) =>
      decide(id, operator, 'rejected', reason, lang),
  };
}

export type MallReview = ReturnType<typeof createMallReview>;
