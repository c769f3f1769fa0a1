import type {
  BoGoodsListValue,
  BoGoodsValue,
  BoRedeemListValue,
  GoodsListValue,
  PointsTxnListValue,
  RedeemListValue,
} from '@khela/contract';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { type PointsMember, pointsClient } from '../../test/loyalty-points-client.js';
import { TRIAL_TYPE } from '../accounts/accounts.model.js';
import { auditEntry } from '../audit/audit.tables.js';

/**
 * The points mall (decision 0062): goods for anyone, redeeming with the payment password (in
 * process, the points and one of the stock taken), the operator's approval (cash paid) or
 * rejection (points and stock back), limits and requirements, the goods editor and the queue.
 */
const t = useTestApp();
const c = pointsClient(t);
const { paidDeposit } = depositsClient(t);
/** 12:00 in Dhaka on 2026-11-21 (the demo deposit channels are open). */
const NOW = new Date('2026-11-21T06:00:00Z');

const goodsList = async (token?: string, lang: 'en' | 'bn' = 'en') => {
  const res = await c.call<GoodsListValue>('GET', '/wps/relay/getPointReward', {
    ...(token ? { token } : {}),
    lang,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value.list;
};
const history = async (m: PointsMember) => {
  const res = await c.call<RedeemListValue>('GET', '/wps/relay/getRedeemPointList?page=1&pageSize=10', {
    token: m.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const boGoods = async (id: string) => {
  const res = await c.call<BoGoodsListValue>('GET', '/bo/api/loyalty/mall/goods', {
    token: await c.op('risk'),
  });
  return res.body.value.list.find((g) => g.id === id);
};
const decide = async (id: string, action: 'approve' | 'reject', role: 'finance' | 'content' = 'finance') =>
  c.call<Record<string, string>>('POST', `/bo/api/loyalty/mall/redeems/${id}/${action}`, {
    token: await c.op(role),
    body: action === 'reject' ? { reason: 'Out of stock at the warehouse' } : {},
  });

describe('points mall', () => {
  it('shows guests the goods on show only, in their language', async () => {
    t.setNow(NOW);
    const shown = await c.addGoods({ name: { en: 'Mall cash 50', bn: 'মল নগদ ৫০' } });
    const hidden = await c.addGoods({ visible: false });
    const later = await c.addGoods({ activeFrom: '2027-01-01T00:00:00Z' });
    const ended = await c.addGoods({ activeUntil: '2026-01-01T00:00:00Z' });
    const ids = (await goodsList(undefined, 'bn')).map((g) => g.id);
    expect(ids).toContain(shown);
    for (const id of [hidden, later, ended]) expect(ids).not.toContain(id);
    const bn = (await goodsList(undefined, 'bn')).find((g) => g.id === shown);
    expect(bn).toMatchObject({
      name: 'মল নগদ ৫০',
      kind: 'cash',
      value: '50.00',
      pricePoints: '100',
      availableQuantity: 10,
    });
    const trial = await c.member(TRIAL_TYPE);
    expect((await goodsList(trial.token)).map((g) => g.id)).toContain(shown);
  });

  it('redeems with the payment password, once per request id, and an approval pays the cash (audited)', async () => {
    const goods = await c.addGoods({ pricePoints: 120, totalQuantity: 3 });
    const m = await c.member();
    const other = await c.member();
    await c.grant(m, 300n);
    const cash = await c.cash(m);

    const requestId = 'rd-replay-000001';
    const first = await c.redeem(m, goods, { requestId });
    expect(first.status, first.text).toBe(200);
    expect(first.body.value).toMatchObject({
      goodsId: goods,
      status: 'in_process',
      points: '120',
      value: '50.00',
    });
    const replay = await c.redeem(m, goods, { requestId });
    expect(replay.body.value.id).toBe(first.body.value.id);
    expect(await c.points(m)).toBe(180n);
    expect((await boGoods(goods))?.availableQuantity).toBe(2);

    const mine = await history(m);
    expect(mine.list.map((r) => [r.id, r.status])).toEqual([[first.body.value.id, 'in_process']]);
    expect((await history(other)).list).toEqual([]);

    const queue = await c.call<BoRedeemListValue>('GET', '/bo/api/loyalty/mall/redeems?status=in_process', {
      token: await c.op('support'),
    });
    expect(queue.body.value.list.find((r) => r.id === first.body.value.id)).toMatchObject({
      username: m.username,
      status: 'in_process',
    });
    // Content edits goods but does not review redeems; a player cannot reach the queue at all.
    expect((await decide(first.body.value.id ?? '', 'approve', 'content')).status).toBe(403);
    expect((await c.call('GET', '/bo/api/loyalty/mall/redeems', { token: m.token })).status).toBe(401);

    const approved = await decide(first.body.value.id ?? '', 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.value).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect((await c.cash(m)) - cash).toBe(5_000n);
    const again = await decide(first.body.value.id ?? '', 'reject');
    expect(again.body.code).toBe('REDEEM_ALREADY_DECIDED');
    expect((await c.cash(m)) - cash).toBe(5_000n);
    expect(await c.points(m)).toBe(180n);
    const audit = await t.ctx.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.targetId, first.body.value.id ?? ''));
    const redeemAudit = audit.filter((a) => a.targetType === 'loyalty_mall_redeem');
    expect(redeemAudit.map((a) => a.action)).toEqual(['loyalty.redeem.approve']);
    expect((await history(m)).list[0]?.status).toBe('approved');
  });

  it('a rejection returns the points and the stock, gives the reason, and frees the per-player limit', async () => {
    const goods = await c.addGoods({ pricePoints: 100, totalQuantity: 2, perPlayerLimit: 1 });
    const m = await c.member();
    await c.grant(m, 250n);
    const first = await c.redeem(m, goods);
    expect(first.status, first.text).toBe(200);
    expect((await c.redeem(m, goods)).body.code).toBe('GOODS_LIMIT_REACHED');
    expect(await c.points(m)).toBe(150n);

    const rejected = await decide(first.body.value.id ?? '', 'reject');
    expect(rejected.body.value).toMatchObject({
      status: 'rejected',
      reason: 'Out of stock at the warehouse',
    });
    expect(await c.points(m)).toBe(250n);
    expect((await boGoods(goods))?.availableQuantity).toBe(2);
    expect((await history(m)).list[0]).toMatchObject({
      status: 'rejected',
      reason: 'Out of stock at the warehouse',
    });
    const details = await c.call<PointsTxnListValue>('GET', '/wps/relay/ODSFE2_MemTransDet', {
      token: m.token,
    });
    expect(details.body.value.list.map((r) => [r.kind, r.points, r.status])).toEqual([
      ['refund', '100', 'approved'],
      ['redeem', '-100', 'rejected'],
    ]);
    expect((await c.redeem(m, goods)).status).toBe(200);
    expect(await c.pointsSum()).toEqual({ sum: 0n, negatives: 0 });
  });

  it('refuses what cannot be redeemed: no points, sold out, hidden, no address, unmet requirements, wrong password', async () => {
    const m = await c.member();
    await c.grant(m, 1_000n);
    const soldOut = await c.addGoods({ totalQuantity: 0 });
    expect((await c.redeem(m, soldOut)).body.code).toBe('GOODS_SOLD_OUT');
    const dear = await c.addGoods({ pricePoints: 5_000 });
    expect((await c.redeem(m, dear)).body.code).toBe('POINTS_NOT_ENOUGH');
    const hidden = await c.addGoods({ visible: false });
    expect((await c.redeem(m, hidden)).body.code).toBe('GOODS_NOT_FOUND');
    expect((await c.redeem(m, '999999')).body.code).toBe('GOODS_NOT_FOUND');
    const phone = await c.addGoods({ kind: 'physical', value: null, name: { en: 'Phone', bn: 'ফোন' } });
    expect((await c.redeem(m, phone)).body.code).toBe('GOODS_ADDRESS_REQUIRED');
    const wrong = await c.redeem(m, phone, { paymentPassword: '000000', address: 'House 1, Dhaka' });
    expect(wrong.body.code).toMatch(/^PAYMENT_PASSWORD_/);

    const depositGoods = await c.addGoods({
      requirement: 'deposit',
      requirementAmount: '500.00',
      requirementDays: 7,
    });
    const needsDeposit = await c.redeem(m, depositGoods);
    expect(needsDeposit.body.code).toBe('GOODS_DEPOSIT_REQUIRED');
    expect(needsDeposit.body.message).toContain('500.00');
    await paidDeposit(m.token, '500');
    expect((await c.redeem(m, depositGoods)).status).toBe(200);
    const betGoods = await c.addGoods({
      requirement: 'valid_bet',
      requirementAmount: '100.00',
      requirementDays: 1,
    });
    expect((await c.redeem(m, betGoods)).body.code).toBe('GOODS_VALID_BET_REQUIRED');
    await c.round(m, 'RNG', 10_000n, new Date(NOW.getTime() - 60_000));
    expect((await c.redeem(m, betGoods)).status).toBe(200);

    const shipped = await c.redeem(m, phone, { address: 'House 1, Road 2, Dhaka' });
    expect(shipped.body.value).toMatchObject({
      kind: 'physical',
      value: null,
      address: 'House 1, Road 2, Dhaka',
    });
    const cash = await c.cash(m);
    const approved = await decide(shipped.body.value.id ?? '', 'approve');
    expect(approved.body.value).toMatchObject({ status: 'approved', address: 'House 1, Road 2, Dhaka' });
    expect(await c.cash(m)).toBe(cash);

    const trial = await c.member(TRIAL_TYPE);
    expect((await c.redeem(trial, phone)).body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    const guest = await c.call('POST', '/wps/relay/redeemPointReward', {
      body: { goodsId: phone, paymentPassword: '135790', requestId: 'rd-guest-00001' },
    });
    expect(guest.body.code).toBe('NOT_LOGGED_IN');
    expect((await c.call('GET', '/wps/relay/getRedeemPointList', { token: trial.token })).status).toBe(403);
    expect((await c.call('GET', '/wps/relay/getRedeemPointList')).status).toBe(401);
    expect((await decide('999999', 'approve')).body.code).toBe('REDEEM_NOT_FOUND');
  });

  it('checks the goods editor: kinds and values, requirements, windows, totals; only loyalty.manage writes (audited)', async () => {
    const token = await c.op('content');
    const bad = async (over: Record<string, unknown>) =>
      c.call('POST', '/bo/api/loyalty/mall/goods', { token, body: c.goodsBody(over) });
    expect((await bad({ value: null })).body.value).toMatchObject({ field: 'value' });
    expect((await bad({ kind: 'physical' })).body.code).toBe('GOODS_INVALID');
    expect((await bad({ requirement: 'deposit' })).body.code).toBe('GOODS_INVALID');
    expect((await bad({ activeUntil: '2019-01-01T00:00:00Z' })).body.code).toBe('GOODS_INVALID');
    expect((await bad({ imageUrl: 'javascript:alert(1)' })).body.code).toBe('VALIDATION_FAILED');
    const finance = await c.call('POST', '/bo/api/loyalty/mall/goods', {
      token: await c.op('finance'),
      body: c.goodsBody(),
    });
    expect(finance.status).toBe(403);

    const id = await c.addGoods({ totalQuantity: 5 });
    const m = await c.member();
    await c.grant(m, 200n);
    await c.redeem(m, id);
    await c.redeem(m, id);
    const put = (over: Record<string, unknown>) =>
      c.call<BoGoodsValue>('PUT', `/bo/api/loyalty/mall/goods/${id}`, { token, body: c.goodsBody(over) });
    const grown = await put({ totalQuantity: 8, name: { en: 'Cash 50 plus', bn: 'নগদ ৫০ প্লাস' } });
    expect(grown.body.value).toMatchObject({ totalQuantity: 8, availableQuantity: 6, redeemedCount: 2 });
    expect((await put({ totalQuantity: 1 })).body.value).toMatchObject({ field: 'totalQuantity' });
    expect((await put({ totalQuantity: 2 })).body.value).toMatchObject({ availableQuantity: 0 });
    const missing = await c.call('PUT', '/bo/api/loyalty/mall/goods/999999', { token, body: c.goodsBody() });
    expect(missing.body.code).toBe('GOODS_NOT_FOUND');
    const audit = await t.ctx.database.db
      .select()
      .from(auditEntry)
      .where(like(auditEntry.action, 'loyalty.goods.%'));
    expect(
      audit.filter((a) => a.targetId === id && a.targetType === 'loyalty_mall_goods').map((a) => a.action),
    ).toEqual(['loyalty.goods.create', 'loyalty.goods.update', 'loyalty.goods.update']);
  });
});
