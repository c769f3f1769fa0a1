import { BoEnvelopeListValue, BoPromotionReportValue, envelope, RewardCenterValue } from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Envelopes } from './promotions.envelopes.js';
import type { PromotionReport } from './promotions.report.js';
import type { RewardCenter } from './promotions.rewards.js';

const tags = ['promotions'];

/** The reward centre (real accounts: a trial gets IN_NEED_TRUE_ACCOUNT, a guest NOT_LOGGED_IN). */
export function rewardRoutes(app: HttpApp, guards: AuthGuards, rewards: RewardCenter) {
  app.get(
    '/wps/promotions/rewards',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'The reward centre: everything claimable, pending and claimed, with the claimable count (T)',
        response: { 200: envelope(RewardCenterValue) },
      },
    },
    async (request) => ok(await rewards.center(BigInt(principalOf(request).memberId), request.lang)),
  );
}

/** Red envelope management: the list (the create and detail calls are in promotions.routes.ts). */
export function envelopeOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, envelopes: Envelopes) {
  app.get(
    '/bo/api/promotions/envelopes',
    {
      onRequest: operatorGuard('promotions.view'),
      schema: {
        tags: ['back office: promotions'],
        summary: 'Red envelopes, newest first (promotions.view)',
        response: { 200: envelope(BoEnvelopeListValue) },
      },
    },
    async () => ok(await envelopes.listOperator()),
  );
}

/** The cost and conversion report per promotion (promotions.view). */
export function reportOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, report: PromotionReport) {
  app.get(
    '/bo/api/promotions/report',
    {
      onRequest: operatorGuard('promotions.view'),
      schema: {
        tags: ['back office: promotions'],
        summary:
          'Per promotion: joined, issued, wagering completed, bonus granted, converted (cost), removed, outstanding',
        response: { 200: envelope(BoPromotionReportValue) },
      },
    },
    async () => ok(await report()),
  );
}
