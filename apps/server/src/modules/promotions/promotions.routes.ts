import {
  BoBonusListValue,
  BoBonusQuery,
  BoForfeitBonusRequest,
  BoGrantBonusRequest,
  BonusDetailsValue,
  BonusIdParams,
  BonusLinesValue,
  BonusValue,
  envelope,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['promotions'];

/** The member centre's bonus pages (decision 0051): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). */
export function promotionsRoutes(app: HttpApp, guards: AuthGuards, promotions: PromotionsService) {
  app.get(
    '/wps/promotions/bonuses',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'bonusDetails (T): every bonus with its wagering progress, and the withdrawable cash',
        response: { 200: envelope(BonusDetailsValue) },
      },
    },
    async (request) => ok(await promotions.mine(principalOf(request))),
  );
  app.get(
    '/wps/promotions/bonuses/:id/lines',
    {
      ...guards.member,
      schema: {
        tags,
        summary: "A bonus's wagering lines (T), newest first",
        params: BonusIdParams,
        response: { 200: envelope(BonusLinesValue) },
      },
    },
    async (request) => ok(await promotions.lines(principalOf(request), request.params.id)),
  );
  app.post(
    '/wps/promotions/bonuses/:id/forfeit',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Give an active bonus up (T): its money goes back and the cash it locked is released',
        params: BonusIdParams,
        response: { 200: envelope(BonusDetailsValue) },
      },
    },
    async (request) => ok(await promotions.forfeitMine(principalOf(request), request.params.id)),
  );
}

const boTags = ['back office: promotions'];

/** The back office's bonus actions (decision 0051); every change is audited. */
export function promotionsOperatorRoutes(
  app: HttpApp,
  operatorGuard: OperatorGuard,
  promotions: PromotionsService,
) {
  const canView = operatorGuard('promotions.view');
  const canGrant = operatorGuard('promotions.bonuses.grant');
  app.get(
    '/bo/api/promotions/bonuses',
    {
      onRequest: canView,
      schema: {
        tags: boTags,
        summary: "A player's bonuses and figures",
        querystring: BoBonusQuery,
        response: { 200: envelope(BoBonusListValue) },
      },
    },
    async (request) => ok(await promotions.ofPlayer(request.query.username)),
  );
  app.post(
    '/bo/api/promotions/bonuses',
    {
      onRequest: canGrant,
      schema: {
        tags: boTags,
        summary: 'Grant a bonus to one player (audited; the request id makes a retry grant once)',
        body: BoGrantBonusRequest,
        response: { 200: envelope(BonusValue) },
      },
    },
    async (request) => ok(await promotions.grantAsOperator(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/promotions/bonuses/:id/forfeit',
    {
      onRequest: canGrant,
      schema: {
        tags: boTags,
        summary: "Forfeit a player's active bonus (audited)",
        params: BonusIdParams,
        body: BoForfeitBonusRequest,
        response: { 200: envelope(BonusValue) },
      },
    },
    async (request) =>
      ok(await promotions.forfeitAsOperator(operatorOf(request), request.params.id, request.body.reason)),
  );
}
