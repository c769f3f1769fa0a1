import {
  BoRiskClearRequest,
  BoRiskFlagListValue,
  BoRiskFlagQuery,
  BoRiskFlagValue,
  envelope,
  ReferralValue,
  RiskFlagIdParams,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Abuse } from './promotions.abuse.js';
import type { Referral } from './promotions.referral.js';

/** The referral page's call (decision 0056): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). */
export function referralRoutes(app: HttpApp, guards: AuthGuards, referral: Referral) {
  app.get(
    '/wps/promotions/referral',
    {
      ...guards.member,
      schema: {
        tags: ['promotions'],
        summary: 'referral (T): my invite code and link, counts, invitees (masked) with progress, rewards',
        response: { 200: envelope(ReferralValue) },
      },
    },
    async (request) => ok(await referral.mine(principalOf(request), request.lang)),
  );
}

/** The risk queue (decision 0056): players.view reads it, players.manage clears a flag (audited). */
export function riskOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, abuse: Abuse) {
  const tags = ['backoffice: promotions'];
  app.get(
    '/bo/api/promotions/risk',
    {
      onRequest: operatorGuard('players.view'),
      schema: {
        tags,
        summary:
          'The promotions risk queue: self-referrals, same-person claims, shared devices, bonus hunting',
        querystring: BoRiskFlagQuery,
        response: { 200: envelope(BoRiskFlagListValue) },
      },
    },
    async (request) => ok(await abuse.list(request.query.status)),
  );
  app.post(
    '/bo/api/promotions/risk/:id/clear',
    {
      onRequest: operatorGuard('players.manage'),
      schema: {
        tags,
        summary: 'Clear a risk flag with a note (audited)',
        params: RiskFlagIdParams,
        body: BoRiskClearRequest,
        response: { 200: envelope(BoRiskFlagValue) },
      },
    },
    async (request) => ok(await abuse.clear(operatorOf(request), request.params.id, request.body.note)),
  );
}
