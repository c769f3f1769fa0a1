import {
  BoVipMemberQuery,
  BoVipMemberValue,
  BoVipSetLevelRequest,
  envelope,
  VipLadderInput,
  VipLadderValue,
  VipPageValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { VipService } from './loyalty.vip.js';

const tags = ['loyalty'];
const boTags = ['back office: loyalty'];

/**
 * The VIP page (decision 0063; the spec shows no path): real accounts get the ladder with their
 * standing (a trial IN_NEED_TRUE_ACCOUNT, a guest NOT_LOGGED_IN); anyone may read the ladder alone.
 */
export function vipRoutes(app: HttpApp, guards: AuthGuards, vip: VipService) {
  app.get(
    '/wps/vip',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'VIP (T): the ladder with its benefits, my level, my progress to the next and my retention',
        response: { 200: envelope(VipPageValue) },
      },
    },
    async (request) => ok(await vip.mine(principalOf(request), request.lang)),
  );
  app.get(
    '/wps/vip/ladder',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'VIP ladder: the levels with their thresholds and benefits (no standing)',
        response: { 200: envelope(VipPageValue) },
      },
    },
    async (request) => ok(await vip.ladder(request.lang)),
  );
}

/** The back office's VIP ladder editor and a player's VIP history; every change is audited. */
export function vipOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, vip: VipService) {
  app.get(
    '/bo/api/loyalty/vip/ladder',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: { tags: boTags, summary: 'The VIP ladder', response: { 200: envelope(VipLadderValue) } },
    },
    async () => ok(await vip.ladderForOperator()),
  );
  app.put(
    '/bo/api/loyalty/vip/ladder',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: 'Save the VIP ladder (audited; thresholds must rise with the level)',
        body: VipLadderInput,
        response: { 200: envelope(VipLadderValue) },
      },
    },
    async (request) => ok(await vip.saveLadder(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/loyalty/vip/member',
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: {
        tags: boTags,
        summary: "A player's VIP level and history",
        querystring: BoVipMemberQuery,
        response: { 200: envelope(BoVipMemberValue) },
      },
    },
    async (request) => ok(await vip.memberForOperator(request.query.username, request.lang)),
  );
  app.post(
    '/bo/api/loyalty/vip/level',
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: boTags,
        summary: "Set a player's VIP level by hand, with a reason (audited)",
        body: BoVipSetLevelRequest,
        response: { 200: envelope(BoVipMemberValue) },
      },
    },
    async (request) => ok(await vip.setLevel(operatorOf(request), request.body, request.lang)),
  );
}
