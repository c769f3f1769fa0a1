import {
  AffiliateQuery,
  AffiliateValue,
  CaptchaValue,
  envelope,
  LoginValue,
  RegisterRequest,
  SmsCodeRequest,
  SmsCodeValue,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { readCaptchaAnswerForTests } from './accounts.captcha.js';
import { clientOf, encrypted } from './accounts.http.js';
import type { AccountsService } from './accounts.service.js';

const tags = ['register'];

/** Registration and what it needs: captcha, SMS codes, affiliate check. */
export function registerRoutes(app: HttpApp, accounts: AccountsService, ctx: AppContext) {
  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary:
          'A new captcha (base64 PNG): single use, valid 2 minutes, at most one per second per address',
        response: { 200: envelope(CaptchaValue) },
      },
    },
    async (request) => ok(await accounts.issueCaptcha(request.ip)),
  );
  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Sends a registration code by SMS (captcha required; refused for a registered number)',
        body: SmsCodeRequest,
        response: { 200: envelope(SmsCodeValue) },
      },
    },
    async (request) => ok(await accounts.sendRegisterCode(request.body, clientOf(request), request.lang)),
  );
  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary:
          'Sends a login / forgot-password code by SMS (captcha required); answers alike whether or not the number is registered',
        body: SmsCodeRequest,
        response: { 200: envelope(SmsCodeValue) },
      },
    },
    async (request) => ok(await accounts.sendNoLoginCode(request.body, clientOf(request), request.lang)),
  );
  app.put(
    '/wps/member/register',
    {
      config: encrypted,
      schema: {
        tags,
        summary: 'Register by username (E); fields per /wps/system/setting/register; logs the new member in',
        body: RegisterRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.register(request.body, 'username', clientOf(request), request.lang)),
  );
  app.put(
    '/wps/member/register/mobile',
    {
      config: encrypted,
      schema: {
        tags,
        summary: 'Register by mobile number and SMS code (E); logs the new member in',
        body: RegisterRequest,
        response: { 200: envelope(LoginValue) },
      },
    },
    async (request) => ok(await accounts.register(request.body, 'mobile', clientOf(request), request.lang)),
  );
  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary:
          "Whether an affiliate (invitation) code is an active agent's; INVITATION_CODE_ERROR otherwise",
        querystring: AffiliateQuery,
        response: { 200: envelope(AffiliateValue) },
      },
    },
    async (request) => ok(await accounts.checkAffiliate(request.query.code, clientOf(request))),
  );

  // Browser tests only (TEST_HOOKS=true, refused in production): a captcha's answer.
  if (ctx.config.testHooks) {
    app.get(
      '/wps/test/captcha/:captchaId',
      {
        schema: {
          tags: ['test hooks'],
          params: z.object({ captchaId: z.string().max(64) }),
          response: { 200: envelope(z.object({ answer: z.string() })) },
        },
      },
      async (request) => {
        const answer = await readCaptchaAnswerForTests(ctx.cache, request.params.captchaId);
        if (answer === undefined) throw new AppError('NOT_FOUND');
        return ok({ answer });
      },
    );
  }
}
