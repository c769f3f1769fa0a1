import {
  ChangePasswordRequest,
  envelope,
  ForgotByEmailRequest,
  ForgotByEmailValue,
  LoginValue,
  PasswordStatusValue,
  ResetByEmailRequest,
  ResetByPhoneRequest,
} from '@khela/contract';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { clientOf, encrypted } from './accounts.http.js';
import { paymentPasswordRoutes } from './accounts.payment-password.routes.js';
import type { AccountsService } from './accounts.service.js';

const tags = ['member'];

/** Change and recover a password. */
export function passwordRoutes(app: HttpApp, accounts: AccountsService, guards: AuthGuards) {
  paymentPasswordRoutes(app, accounts, guards);
  app.get(
    '/wps/member/password',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Whether the account has a password of its own to change (T; a social login may not)',
        response: { 200: envelope(PasswordStatusValue) },
      },
    },
    async (request) => ok(await accounts.passwordStatus(principalOf(request))),
  );
  app.put(
    '/wps/member/password',
    {
      ...guards.member,
      config: encrypted,
      schema: {
        tags,
        summary: 'Change password (T, E); signs out the other sessions',
        body: ChangePasswordRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await accounts.changePassword(principalOf(request), request.body, request.lang)),
  );
  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Forgot password by email: sends a reset code when username and email match',
        body: ForgotByEmailRequest,
        response: { 200: envelope(ForgotByEmailValue) },
      },
    },
    async (request) => ok(await accounts.forgotByEmail(request.body, clientOf(request), request.lang)),
  );
  app.post(
    '/wps/member/password/email/reset',
    {
      schema: {
        tags,
        summary: 'Forgot password by email, second step: the code and a new password; logs in',
        body: ResetByEmailRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.resetByEmail(request.body, clientOf(request), request.lang)),
  );
  app.post(
    '/wps/member/password/verification',
    {
      config: encrypted,
      schema: {
        tags,
        summary: 'Forgot password by phone (E): the noLogin SMS code and a new password; logs in',
        body: ResetByPhoneRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.resetByPhone(request.body, clientOf(request), request.lang)),
  );
}
