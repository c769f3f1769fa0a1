import {
  ConvertPointRequest,
  ConvertPointValue,
  envelope,
  PointBalanceValue,
  PointsConfigBody,
  PointsConfigValue,
  PointsPageQuery,
  PointsTxnListValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { PointsService } from './loyalty.points.js';

const tags = ['loyalty: points'];
/** Route config of the E (encrypted) calls: the body may arrive encrypted (decision 0009). */
export const encrypted = { encryptedPayload: true };

type Points = Pick<PointsService, 'balance' | 'config' | 'saveConfig' | 'details' | 'convert'>;

/** The spec's points calls (section 7), served as relay calls like the others (decision 0062). */
export function pointsRoutes(app: HttpApp, guards: AuthGuards, points: Points) {
  app.get(
    '/wps/relay/MCS2_getPointBalance',
    {
      ...guards.member,
      schema: { tags, summary: 'My points balance (T)', response: { 200: envelope(PointBalanceValue) } },
    },
    async (request) => ok(await points.balance(principalOf(request))),
  );
  app.get(
    '/wps/relay/getPointConfig',
    {
      ...guards.optional,
      schema: {
        tags,
        summary: 'Points rules: earning rates per game type and the conversion to cash',
        response: { 200: envelope(PointsConfigValue) },
      },
    },
    async () => ok(await points.config()),
  );
  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Points details (T): my points transactions, newest first',
        querystring: PointsPageQuery,
        response: { 200: envelope(PointsTxnListValue) },
      },
    },
    async (request) => ok(await points.details(principalOf(request), request.query, request.lang)),
  );
  app.post(
    '/wps/relay/convertPoint',
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Convert points to cash (T, E) with the payment password; the same requestId answers once',
        body: ConvertPointRequest,
        response: { 200: envelope(ConvertPointValue) },
      },
    },
    async (request) => ok(await points.convert(principalOf(request), request.body)),
  );
}

/** The back office's points rules: read with loyalty.view, saved with loyalty.manage (audited). */
export function pointsOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, points: Points) {
  const path = '/bo/api/loyalty/points/config';
  app.get(
    path,
    {
      onRequest: operatorGuard('loyalty.view'),
      schema: {
        tags: ['back office: loyalty'],
        summary: 'Points rules',
        response: { 200: envelope(PointsConfigValue) },
      },
    },
    async () => ok(await points.config()),
  );
  app.put(
    path,
    {
      onRequest: operatorGuard('loyalty.manage'),
      schema: {
        tags: ['back office: loyalty'],
        summary: 'Save the points rules (audited)',
        body: PointsConfigBody,
        response: { 200: envelope(PointsConfigValue) },
      },
    },
    async (request) => ok(await points.saveConfig(request.body, operatorOf(request))),
  );
}
