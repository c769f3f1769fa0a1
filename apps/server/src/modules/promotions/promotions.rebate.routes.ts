import { envelope, RebateClaimValue, RebatePageValue } from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Rebate } from './promotions.rebate.js';

const tags = ['promotions'];

/** manualRebate (decision 0054): real accounts only (a trial gets IN_NEED_TRUE_ACCOUNT, a guest NOT_LOGGED_IN). */
export function rebateRoutes(app: HttpApp, guards: AuthGuards, rebate: Rebate) {
  app.get(
    '/wps/promotions/rebate',
    {
      ...guards.member,
      schema: {
        tags,
        summary:
          'manualRebate (T): valid bet, rate and rebate per game type since the last cut-off, and the rebates paid',
        response: { 200: envelope(RebatePageValue) },
      },
    },
    async (request) => ok(await rebate.mine(principalOf(request), request.lang)),
  );
  app.post(
    '/wps/promotions/rebate/claim',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Claim the manual rebate (T): everything accrued up to the last final slot, paid once',
        response: { 200: envelope(RebateClaimValue) },
      },
    },
    async (request) => ok(await rebate.claim(principalOf(request), request.lang)),
  );
}
