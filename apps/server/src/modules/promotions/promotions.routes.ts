import {
  BoBonusListValue,
  BoBonusQuery,
  BoEnvelopeRequest,
  BoEnvelopeValue,
  BoForfeitBonusRequest,
  BoGrantBonusRequest,
  BonusDetailsValue,
  BonusIdParams,
  BonusLinesValue,
  BonusValue,
  BoPromotionListValue,
  BoPromotionPreviewRequest,
  BoPromotionPreviewValue,
  BoPromotionRequest,
  BoPromotionValue,
  EnvelopeGrabValue,
  EnvelopeListValue,
  envelope,
  PromotionIdParams,
  PromotionListValue,
  PromotionValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Catalogue } from './promotions.catalogue.js';
import type { Envelopes } from './promotions.envelopes.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['promotions'];

/** The member centre's bonus pages (decision 0051): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT). */
export function promotionsRoutes(
  app: HttpApp,
  guards: AuthGuards,
  promotions: PromotionsService,
  catalogue: Catalogue,
  envelopes: Envelopes,
) {
  app.get(
    '/wps/promotions/envelopes',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Red envelopes open now, with what the caller grabbed (T; decision 0053)',
        response: { 200: envelope(EnvelopeListValue) },
      },
    },
    async (request) => ok(await envelopes.live(principalOf(request), request.lang)),
  );
  app.post(
    '/wps/promotions/envelopes/:id/grab',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Grab a red envelope (T): once per member, a share of what is left, to cash',
        params: PromotionIdParams,
        response: { 200: envelope(EnvelopeGrabValue) },
      },
    },
    async (request) => ok(await envelopes.grab(principalOf(request), request.params.id, request.lang)),
  );
  app.get(
    '/wps/promotions',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'The published promotions, with the caller’s status in each when signed in (decision 0052)',
        response: { 200: envelope(PromotionListValue) },
      },
    },
    async (request) => ok(await catalogue.list(request.principal ?? undefined, request.lang)),
  );
  app.post(
    '/wps/promotions/:id/join',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Join a deposit promotion (T): the next qualifying deposit gets its bonus',
        params: PromotionIdParams,
        response: { 200: envelope(PromotionValue) },
      },
    },
    async (request) => ok(await catalogue.join(principalOf(request), request.params.id, request.lang)),
  );
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
  catalogue: Catalogue,
  envelopes: Envelopes,
) {
  const canView = operatorGuard('promotions.view');
  const canManage = operatorGuard('promotions.manage');
  const canGrant = operatorGuard('promotions.bonuses.grant');
  app.post(
    '/bo/api/promotions/envelopes',
    {
      onRequest: operatorGuard('promotions.manage'),
      schema: {
        tags: boTags,
        summary: 'Fund a red envelope from the promotion budget (audited)',
        body: BoEnvelopeRequest,
        response: { 200: envelope(BoEnvelopeValue) },
      },
    },
    async (request) => ok(await envelopes.create(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/promotions/envelopes/:id',
    {
      onRequest: canView,
      schema: {
        tags: boTags,
        summary: 'A red envelope: what is left, grabbed and returned',
        params: PromotionIdParams,
        response: { 200: envelope(BoEnvelopeValue) },
      },
    },
    async (request) => ok(await envelopes.ofOperator(request.params.id)),
  );
  app.get(
    '/bo/api/promotions',
    {
      onRequest: canView,
      schema: { tags: boTags, summary: 'Every promotion', response: { 200: envelope(BoPromotionListValue) } },
    },
    async () => ok(await catalogue.operatorList()),
  );
  app.post(
    '/bo/api/promotions',
    {
      onRequest: canManage,
      schema: {
        tags: boTags,
        summary: 'Create a promotion: rules checked for its kind and by the configuration checker (audited)',
        body: BoPromotionRequest,
        response: { 200: envelope(BoPromotionValue) },
      },
    },
    async (request) => ok(await catalogue.create(operatorOf(request), request.body)),
  );
  app.put(
    '/bo/api/promotions/:id',
    {
      onRequest: canManage,
      schema: {
        tags: boTags,
        summary: 'Change a promotion (its kind stays; audited)',
        params: PromotionIdParams,
        body: BoPromotionRequest,
        response: { 200: envelope(BoPromotionValue) },
      },
    },
    async (request) => ok(await catalogue.update(operatorOf(request), request.params.id, request.body)),
  );
  app.post(
    '/bo/api/promotions/preview',
    {
      onRequest: canView,
      schema: {
        tags: boTags,
        summary: 'What a sample deposit would get under these rules',
        body: BoPromotionPreviewRequest,
        response: { 200: envelope(BoPromotionPreviewValue) },
      },
    },
    async (request) =>
      ok(await catalogue.preview(request.body.kind, request.body.rules, request.body.deposit)),
  );
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
