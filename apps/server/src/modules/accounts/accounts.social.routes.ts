import {
  envelope,
  LoginValue,
  SocialCallbackRequest,
  SocialProviderParams,
  SocialProvidersValue,
  SocialStartQuery,
  SocialStartValue,
} from '@khela/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SocialClient, SocialService } from './accounts.social.service.js';

const tags = ['session'];

const clientOf = (request: FastifyRequest): SocialClient => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Social login through OpenID Connect; paths are our design, next to /wps/session/login. */
export function socialRoutes(app: HttpApp, social: SocialService) {
  app.get(
    '/wps/session/social/providers',
    {
      schema: {
        tags,
        summary: 'Social login providers offered (id, name); empty while SOCIALLOGIN is off',
        response: { 200: envelope(SocialProvidersValue) },
      },
    },
    async () => ok(await social.providers()),
  );
  app.get(
    '/wps/session/social/:provider/start',
    {
      schema: {
        tags,
        summary: 'The provider authorization URL (state, nonce and PKCE kept for 10 minutes, single use)',
        params: SocialProviderParams,
        querystring: SocialStartQuery,
        response: { 200: envelope(SocialStartValue) },
      },
    },
    async (request) =>
      ok(await social.start(request.params.provider, request.query.redirectUri, clientOf(request))),
  );
  app.post(
    '/wps/session/social/:provider/callback',
    {
      schema: {
        tags,
        summary:
          'Finishes a social login with what the provider put on the redirect URI (code and state, or error); logs in',
        params: SocialProviderParams,
        body: SocialCallbackRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await social.callback(request.params.provider, request.body, clientOf(request))),
  );
}
