import { envelope, TotpCodeRequest, TotpSetupValue, TotpStatusValue } from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { TotpService } from './accounts.totp.service.js';

const tags = ['security'];

/**
 * Authenticator app (TOTP) in the security centre (T, real accounts only: a trial gets
 * IN_NEED_TRUE_ACCOUNT). The guard runs on request, before the body is read or validated.
 */
export function totpRoutes(app: HttpApp, totp: TotpService, guards: AuthGuards) {
  app.get(
    '/wps/member/security/totp',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Whether an authenticator app is enrolled (T)',
        response: { 200: envelope(TotpStatusValue) },
      },
    },
    async (request) => ok(await totp.status(principalOf(request))),
  );
  app.post(
    '/wps/member/security/totp/setup',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'A new secret and otpauth URL for the app (T); not active until enabled within 10 minutes',
        response: { 200: envelope(TotpSetupValue) },
      },
    },
    async (request) => ok(await totp.setup(principalOf(request))),
  );
  app.post(
    '/wps/member/security/totp/enable',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Confirms the setup with a code from the app and enrols it (T)',
        body: TotpCodeRequest,
        response: { 200: envelope(TotpStatusValue) },
      },
    },
    async (request) => ok(await totp.enable(principalOf(request), request.body.code)),
  );
  app.post(
    '/wps/member/security/totp/disable',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Removes the authenticator, given a current code from it (T)',
        body: TotpCodeRequest,
        response: { 200: envelope(TotpStatusValue) },
      },
    },
    async (request) => ok(await totp.disable(principalOf(request), request.body.code)),
  );
}
