import {
  ApproveDepositRequest,
  ChannelCodeParams,
  CreateDepositRequest,
  DepositChannelsValue,
  DepositIdParams,
  DepositListQuery,
  DepositPageValue,
  DepositValue,
  envelope,
  GatewayWebhookResult,
  OperatorChannelValue,
  OperatorDepositPageValue,
  OperatorDepositQuery,
  OperatorDepositValue,
  RejectDepositRequest,
  UpdateChannelRequest,
} from '@khela/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { DepositService } from './payments.deposits.service.js';
import { sandboxGatewayRoutes } from './payments.gateway.sandbox.routes.js';

const TAGS = ['payments: deposits'];
const OPERATOR_TAGS = ['back office: payments'];

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The member's deposit calls (T, member: a trial gets IN_NEED_TRUE_ACCOUNT, a guest NOT_LOGGED_IN). */
function playerRoutes(app: HttpApp, deposits: DepositService, guards: AuthGuards) {
  app.get(
    '/wps/deposits/channels',
    {
      ...guards.member,
      schema: {
        tags: TAGS,
        summary: 'Payment channels open to the member, with limits, fees, hours and where to pay (T)',
        response: { 200: envelope(DepositChannelsValue) },
      },
    },
    async (request) => ok(await deposits.channels.forPlayer(request.lang)),
  );
  app.post(
    '/wps/deposits',
    {
      ...guards.member,
      schema: {
        tags: TAGS,
        summary: 'Create a deposit order; a gateway order carries the redirect URL (T)',
        body: CreateDepositRequest,
        response: { 200: envelope(DepositValue) },
      },
    },
    async (request) => ok(await deposits.create(principalOf(request), request.body, request.lang)),
  );
  app.get(
    '/wps/deposits',
    {
      ...guards.member,
      schema: {
        tags: TAGS,
        summary: "The member's deposit orders, newest first, filtered and paged (T)",
        querystring: DepositListQuery,
        response: { 200: envelope(DepositPageValue) },
      },
    },
    async (request) => ok(await deposits.list(principalOf(request), request.query, request.lang)),
  );
  app.get(
    '/wps/deposits/:id',
    {
      ...guards.member,
      schema: {
        tags: TAGS,
        summary: "One of the member's deposit orders (T)",
        params: DepositIdParams,
        response: { 200: envelope(DepositValue) },
      },
    },
    async (request) => ok(await deposits.get(principalOf(request), request.params.id, request.lang)),
  );
}

/**
 * Gateway webhooks, in their own scope: the body is kept as raw text so the HMAC is checked over
 * the exact bytes; no player token (the signature is the authentication).
 */
async function webhookRoutes(app: HttpApp, deposits: DepositService) {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/wps/deposits/webhook/:channelCode',
      {
        schema: {
          tags: TAGS,
          summary: 'Gateway callback: signed (x-gateway-timestamp, x-gateway-signature), idempotent',
          params: z.strictObject({ channelCode: z.string().max(32) }),
          response: { 200: envelope(GatewayWebhookResult) },
        },
      },
      async (request) => {
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(request.headers)) headers[name] = header(value);
        const rawBody = typeof request.body === 'string' ? request.body : '';
        return ok(await deposits.webhook(request.params.channelCode, rawBody, headers));
      },
    );
  });
}

/** The operator's deposit queue and channel settings (/bo/api/payments/*, every decision audited). */
function operatorRoutes(app: HttpApp, deposits: DepositService, operatorGuard: OperatorGuard) {
  app.get(
    '/bo/api/payments/deposits',
    {
      onRequest: operatorGuard('payments.view'),
      schema: {
        tags: OPERATOR_TAGS,
        summary: 'Deposit orders by state (pending by default, oldest first) (payments.view)',
        querystring: OperatorDepositQuery,
        response: { 200: envelope(OperatorDepositPageValue) },
      },
    },
    async (request) => ok(await deposits.queue(request.query)),
  );
  app.post(
    '/bo/api/payments/deposits/:id/approve',
    {
      onRequest: operatorGuard('payments.deposits.review'),
      schema: {
        tags: OPERATOR_TAGS,
        summary: 'Confirm a pending deposit: credits the member once (payments.deposits.review)',
        params: DepositIdParams,
        body: ApproveDepositRequest,
        response: { 200: envelope(OperatorDepositValue) },
      },
    },
    async (request) => ok(await deposits.approve(request.params.id, operatorOf(request), request.body.note)),
  );
  app.post(
    '/bo/api/payments/deposits/:id/reject',
    {
      onRequest: operatorGuard('payments.deposits.review'),
      schema: {
        tags: OPERATOR_TAGS,
        summary: 'Refuse a pending deposit with a reason (payments.deposits.review)',
        params: DepositIdParams,
        body: RejectDepositRequest,
        response: { 200: envelope(OperatorDepositValue) },
      },
    },
    async (request) => ok(await deposits.reject(request.params.id, operatorOf(request), request.body.reason)),
  );
  app.get(
    '/bo/api/payments/channels',
    {
      onRequest: operatorGuard('payments.view'),
      schema: {
        tags: OPERATOR_TAGS,
        summary: 'Every payment channel with its settings (payments.view)',
        response: { 200: envelope(z.array(OperatorChannelValue)) },
      },
    },
    async () => ok(await deposits.channels.forOperator()),
  );
  app.patch(
    '/bo/api/payments/channels/:code',
    {
      onRequest: operatorGuard('payments.channels.manage'),
      schema: {
        tags: OPERATOR_TAGS,
        summary: "Change a channel's limits, fees, hours, account or state (payments.channels.manage)",
        params: ChannelCodeParams,
        body: UpdateChannelRequest,
        response: { 200: envelope(OperatorChannelValue) },
      },
    },
    async (request) =>
      ok(
        await deposits.channels.update(request.params.code, request.body, operatorOf(request), request.lang),
      ),
  );
}

/** Deposits: the member's calls, gateway webhooks, the sandbox gateway, and the operator's side. */
export async function depositRoutes(
  app: HttpApp,
  deposits: DepositService,
  guards: AuthGuards,
  operatorGuard?: OperatorGuard,
): Promise<void> {
  playerRoutes(app, deposits, guards);
  await webhookRoutes(app, deposits);
  await sandboxGatewayRoutes(app, deposits.sandbox);
  if (operatorGuard) operatorRoutes(app, deposits, operatorGuard);
}
