import {
  BoRaffleValue,
  ClaimRaffleRequest,
  ClaimRaffleValue,
  envelope,
  PromotionIdParams,
  RaffleListValue,
  RaffleVerifyValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Raffles } from './promotions.raffle.js';

const tags = ['promotions: raffles'];

/**
 * Raffles (decision 0055): the member's raffles (real accounts; a trial gets
 * IN_NEED_TRUE_ACCOUNT), the spec's MCS2_claimRafflePromotion, and the public verifier's data.
 */
export function raffleRoutes(app: HttpApp, guards: AuthGuards, raffles: Raffles) {
  app.get(
    '/wps/promotions/raffles',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Raffles with my tickets, the seed commitment, and the results once drawn (T)',
        response: { 200: envelope(RaffleListValue) },
      },
    },
    async (request) => ok(await raffles.list(principalOf(request), request.lang)),
  );
  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Claim my prizes waiting in a raffle (T): each is paid once, to cash or as a bonus',
        body: ClaimRaffleRequest,
        response: { 200: envelope(ClaimRaffleValue) },
      },
    },
    async (request) => ok(await raffles.claim(principalOf(request), request.body.promotionId, request.lang)),
  );
  app.get(
    '/wps/promotions/raffles/:id/verify',
    {
      schema: {
        tags,
        summary:
          'Public: the commitment, the revealed seed, the public value, the ticket list and the winners recomputed',
        params: PromotionIdParams,
        response: { 200: envelope(RaffleVerifyValue) },
      },
    },
    async (request) => ok(await raffles.verification(request.params.id, request.lang)),
  );
}

/** The back office's raffle view (promotions.view). */
export function raffleOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, raffles: Raffles) {
  app.get(
    '/bo/api/promotions/raffles/:id',
    {
      onRequest: operatorGuard('promotions.view'),
      schema: {
        tags: ['back office: promotions'],
        summary: 'A raffle: tickets, commitment, the draw and the prizes paid',
        params: PromotionIdParams,
        response: { 200: envelope(BoRaffleValue) },
      },
    },
    async (request) => ok(await raffles.ofOperator(request.params.id)),
  );
}
