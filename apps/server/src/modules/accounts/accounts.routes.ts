import { envelope, LoginRequest, LoginValue, MemberInfoValue } from '@khela/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { type AuthGuards, bearerToken, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { AccountsService, Client } from './accounts.service.js';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function accountsRoutes(app: HttpApp, accounts: AccountsService, guards: AuthGuards) {
  app.post(
    '/wps/session/login',
    {
      schema: {
        tags: ['session'],
        summary:
          'Log in to the player site (username + password); value.captcha on failure says a captcha is needed',
        body: LoginRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.login({ ...request.body, area: 'player' }, clientOf(request))),
  );
  app.post(
    '/wps/agent/session/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Log in to the agent centre; non-agents are refused',
        body: LoginRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.login({ ...request.body, area: 'agent' }, clientOf(request))),
  );
  app.post(
    '/wps/session/login/freeplay',
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: creates a trial account (type 4) with play money and logs it in',
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.loginFreeplay(clientOf(request))),
  );
  app.delete(
    '/wps/session/logout',
    {
      preHandler: guards.session,
      schema: {
        tags: ['session'],
        summary: 'Revokes the session token (T)',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('NOT_LOGGED_IN');
      await accounts.logout(token);
      return ok(null);
    },
  );
  app.get(
    '/wps/member/info',
    {
      preHandler: guards.session,
      schema: { tags: ['member'], summary: 'Member info (T)', response: { 200: envelope(MemberInfoValue) } },
    },
    async (request) => {
      const info = await accounts.memberInfo(principalOf(request));
      return ok({ ...info, balance: wireAmount(info.balance, info.currency) });
    },
  );
}
