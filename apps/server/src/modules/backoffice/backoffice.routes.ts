import { envelope, OperatorLoginRequest, OperatorLoginValue, OperatorSessionValue } from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { OperatorGuards } from './backoffice.guard.js';
import type { OperatorSessions } from './backoffice.sessions.js';

const tags = ['back office'];

/** The operator's own session: login (password + authenticator code), who am I, logout. */
export function sessionRoutes(app: HttpApp, sessions: OperatorSessions, guards: OperatorGuards) {
  app.post(
    '/bo/api/session/login',
    {
      schema: {
        tags,
        summary: 'Operator login: username, password and the 6-digit authenticator code',
        body: OperatorLoginRequest,
        response: { 200: envelope(OperatorLoginValue) },
      },
    },
    async (request) =>
      ok(
        await sessions.login(request.body, {
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        }),
      ),
  );
  app.get(
    '/bo/api/session/me',
    {
      onRequest: guards.session,
      schema: {
        tags,
        summary: 'The signed-in operator and their permissions',
        response: { 200: envelope(OperatorSessionValue) },
      },
    },
    async (request) => ok(await sessions.me(operatorOf(request))),
  );
  app.delete(
    '/bo/api/session',
    {
      onRequest: guards.session,
      schema: { tags, summary: 'Operator logout: ends this session', response: { 200: envelope(z.null()) } },
    },
    async (request) => ok(await sessions.logout(operatorOf(request))),
  );
}
