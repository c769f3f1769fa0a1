import {
  BoGoodsListValue,
  BoGoodsValue,
  BoRedeemListValue,
  BoRedeemQuery,
  BoRedeemValue,
  envelope,
  GoodsBody,
  GoodsIdParams,
  GoodsListValue,
  PointsPageQuery,
  RedeemApproveRequest,
  RedeemListValue,
  RedeemPointRewardRequest,
  RedeemRejectRequest,
  RedeemValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Mall } from './loyalty.mall.js';
import type { MallReview } from './loyalty.mall.review.js';
import { encrypted } from './loyalty.points.routes.js';

const tags = ['loyalty: mall'];
const boTags = ['back office: loyalty'];

/** The points mall's spec calls (section 7): goods for anyone, redeeming and history for members. */
export function mallRoutes(app: HttpApp, guards: AuthGuards, mall: Mall) {
  app.get(
    '/wps/relay/getPointReward',
    {
      ...guards.optional,
      schema: { tags, summary: 'The points mall goods on show', response: { 200: envelope(GoodsListValue) } },
    },
    async (request) => ok(await mall.goods(request.lang)),
  );
  app.get(
    '/wps/relay/getRedeemPointList',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'My redeem history (T), newest first',
        querystring: PointsPageQuery,
        response: { 200: envelope(RedeemListValue) },
      },
    },
    async (request) => ok(await mall.mine(principalOf(request), request.query, request.lang)),
  );
  app.post(
    '/wps/relay/redeemPointReward',
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Redeem goods (T, E) with the payment password: in process until an operator decides',
        body: RedeemPointRewardRequest,
        response: { 200: envelope(RedeemValue) },
      },
    },
    async (request) => ok(await mall.redeem(principalOf(request), request.body, request.lang)),
  );
}

/** The goods editor (loyalty.view / loyalty.manage) and the redeem queue (loyalty.redeems.review). */
export function mallOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, review: MallReview) {
  app.get(
    '/bo/api/loyalty/mall/goods',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: { tags: boTags, summary: 'Every mall goods', response: { 200: envelope(BoGoodsListValue) } },
    },
    async () => ok(await review.goods()),
  );
  app.post(
    '/bo/api/loyalty/mall/goods',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Add goods (audited)',
        body: GoodsBody,
        response: { 200: envelope(BoGoodsValue) },
      },
    },
    async (request) => ok(await review.createGoods(request.body, operatorOf(request))),
  );
  app.put(
    '/bo/api/loyalty/mall/goods/:id',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Change goods (audited); a new total moves the available quantity by the difference',
        params: GoodsIdParams,
        body: GoodsBody,
        response: { 200: envelope(BoGoodsValue) },
      },
    },
    async (request) => ok(await review.updateGoods(request.params.id, request.body, operatorOf(request))),
  );
  app.get(
    '/bo/api/loyalty/mall/redeems',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: {
        tags: boTags,
        summary: 'Redeems, newest first, by status',
        querystring: BoRedeemQuery,
        response: { 200: envelope(BoRedeemListValue) },
      },
    },
    async (request) => ok(await review.queue(request.query, request.lang)),
  );
  app.post(
    '/bo/api/loyalty/mall/redeems/:id/approve',
    {
      onRequest: operatorGuard('loyalty.redeems.review'),
      schema: {
        tags: boTags,
        summary: 'Approve a redeem in process: cash and bonus goods are paid (audited)',
        params: GoodsIdParams,
        body: RedeemApproveRequest,
        response: { 200: envelope(BoRedeemValue) },
      },
    },
    async (request) => ok(await review.approve(request.params.id, operatorOf(request), request.lang)),
  );
  app.post(
    '/bo/api/loyalty/mall/redeems/:id/reject',
    {
      onRequest: operatorGuard('loyalty.redeems.review'),
      schema: {
        tags: boTags,
        summary: 'Reject a redeem in process with a reason: points and stock return (audited)',
        params: GoodsIdParams,
        body: RedeemRejectRequest,
        response: { 200: envelope(BoRedeemValue) },
      },
    },
    async (request) =>
      ok(await review.reject(request.params.id, operatorOf(request), request.body.reason, request.lang)),
  );
}
