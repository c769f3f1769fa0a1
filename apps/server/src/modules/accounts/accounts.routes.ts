import {
  envelope,
  LoginRequest,
  LoginValue,
  LoginVerifyRequest,
  MemberIconRequest,
  MemberIconValue,
  MemberInfoValue,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { type AuthGuards, bearerToken, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { clientOf, encrypted } from './accounts.http.js';
import { passwordRoutes } from './accounts.password.routes.js';
import { registerRoutes } from './accounts.register.routes.js';
import type { AccountsService } from './accounts.service.js';

const loginSummary =
  'value.captcha on failure says the next try needs a captcha; VERIFICATION_REQUIRED (value: token, method) from an unknown IP';

export function accountsRoutes(app: HttpApp, accounts: AccountsService, guards: AuthGuards, ctx: AppContext) {
  app.post(
    '/wps/session/login',
    {
      config: encrypted,
      schema: {
        tags: ['session'],
        summary: `Log in to the player site: username + password, or (type sms) mobile + SMS code (E). ${loginSummary}`,
        body: LoginRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) =>
      ok(await accounts.login({ ...request.body, area: 'player' }, clientOf(request), request.lang)),
  );
  app.post(
    '/wps/agent/session/login',
    {
      schema: {
        tags: ['session'],
        summary: `Log in to the agent centre; non-agents are refused. ${loginSummary}`,
        body: LoginRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) =>
      ok(await accounts.login({ ...request.body, area: 'agent' }, clientOf(request), request.lang)),
  );
  app.post(
    '/wps/session/login/verify',
    {
      // E like the login it completes: it carries a code or the bank account name.
      config: encrypted,
      schema: {
        tags: ['session'],
        summary:
          'Completes a login that answered VERIFICATION_REQUIRED: the code, or the bank account name (E)',
        body: LoginVerifyRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.verifyLogin(request.body, clientOf(request), request.lang)),
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
      ...guards.session,
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
    '/wps/member/info/icon',
    {
      ...guards.session,
      schema: {
        tags: ['member'],
        summary: 'The member avatar and the choices (T)',
        response: { 200: envelope(MemberIconValue) },
      },
    },
    async (request) => ok(await accounts.icon(principalOf(request))),
  );
  app.put(
    '/wps/member/info/icon',
    {
      ...guards.member,
      schema: {
        tags: ['member'],
        summary: 'Choose an avatar (T; not for trial accounts)',
        body: MemberIconRequest,
        response: { 200: envelope(MemberIconValue) },
      },
    },
    async (request) => ok(await accounts.icon(principalOf(request), request.body.icon)),
  );
  app.get(
    '/wps/member/info',
    {
      ...guards.session,
      schema: { tags: ['member'], summary: 'Member info (T)', response: { 200: envelope(MemberInfoValue) } },
    },
    async (request) => {
      const info = await accounts.memberInfo(principalOf(request));
      return ok({ ...info, balance: wireAmount(info.balance, info.currency) });
    },
  );
  registerRoutes(app, accounts, ctx);
  passwordRoutes(app, accounts, guards);
}
