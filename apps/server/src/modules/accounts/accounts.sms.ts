import type { FieldError, Language, SmsCodeRequest, SmsCodeValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Notifier } from '../../platform/notify/notify.js';
import type { Mobile, MobileProblem } from '../system/countries.js';
import type { SystemService } from '../system/system.service.js';
import type { Captchas } from './accounts.captcha.js';
import type { CodeStore } from './accounts.codes.js';
import { fieldError } from './accounts.fields.js';
import { addressKey, LIMITS, tooManyRequests } from './accounts.limits.js';
import { type CodePurpose, smsCodeText } from './accounts.messages.js';
import * as repo from './accounts.repo.js';
import type { Client } from './accounts.session.js';

/** The target a code is stored under: the number as digits with its dialling code. */
export const mobileTarget = (mobile: Mobile) => `${mobile.countryDialingCode}${mobile.national}`;

/** A parsed number, or the error catalogue's error for it (the SMS calls answer one message). */
export function mobileOrThrow(parsed: Mobile | MobileProblem): Mobile {
  if ('national' in parsed) return parsed;
  if (parsed.problem === 'required') throw new AppError('PHONE_REQUIRED');
  if (parsed.problem === 'country') {
    throw new AppError('UNSUPPORTED_COUNTRY_CODE', { code: parsed.countryDialingCode });
  }
  if (parsed.problem === 'digits') throw new AppError('PHONE_NUMBER_LENGTH', { digits: parsed.digits });
  throw new AppError('INVALID_PHONE_FORMAT');
}

/** The same problems as field errors under the mobile number (the register form). */
export function mobileFieldError(parsed: MobileProblem, language: Language): FieldError {
  if (parsed.problem === 'required') return fieldError('mobileNum', 'empty', language);
  if (parsed.problem === 'country') return fieldError('countryDialingCode', 'country_unsupported', language);
  if (parsed.problem === 'digits')
    return fieldError('mobileNum', 'phone_digits', language, { digits: parsed.digits });
  return fieldError('mobileNum', 'phone_format', language);
}

/**
 * SMS codes (the SMS calls and the "SMS send" behaviour): the number must be valid before
 * anything else, then the captcha; a code per number at most every 60 s × expiredMinutes, login
 * codes at most once a second per number, and at most LIMITS.smsPerIpPerHour per address.
 */
export function createSmsCodes(
  ctx: AppContext,
  deps: {
    system: SystemService;
    notify: Notifier;
    captchas: Captchas;
    codes: CodeStore;
    log: (error: unknown) => void;
  },
) {
  const db = ctx.database.db;

  async function prepare(input: SmsCodeRequest, client: Client) {
    const mobile = mobileOrThrow(
      deps.system.parseMobile(input.countryDialingCode, input.mobileNo ?? input.mobileNum),
    );
    if (!(await deps.captchas.verify(input.captchaId, input.captcha))) throw new AppError('INVALID_CAPTCHA');
    const perAddress = await ctx.rateLimiter.hit(
      `sms:address:${addressKey(client.ip)}`,
      LIMITS.smsPerIpPerHour,
      60 * 60_000,
    );
    if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterMs);
    const { CODEEXPIRY } = await deps.system.settings();
    return { mobile, minutes: CODEEXPIRY.smsMinutes };
  }

  async function deliver(
    mobile: Mobile,
    purpose: CodePurpose,
    code: string,
    minutes: number,
    language: Language,
  ) {
    await deps.notify.sms.sendSms({
      to: `+${mobileTarget(mobile)}`,
      purpose,
      body: smsCodeText(language, purpose, code, minutes),
    });
  }

  /**
   * A registration code; refused for a number that already has an account, and while an external
   * provider verifies numbers at registration.
   */
  async function sendRegisterCode(
    input: SmsCodeRequest,
    client: Client,
    language: Language,
  ): Promise<SmsCodeValue> {
    await deps.system.assertSiteOpen(client.ip);
    if (!(await deps.system.isEnabled('SMSVERIF'))) throw new AppError('FUNCTION_DISABLED');
    // With an external phone provider the provider sends the registration SMS (decision 0087):
    // a code from us could not be used, so none is sent (nor paid for).
    if (deps.notify.phone) throw new AppError('FUNCTION_DISABLED');
    const { mobile, minutes } = await prepare(input, client);
    if (await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national)) {
      throw new AppError('MOBILE_TAKEN');
    }
    await deps.codes.assertMaySend('register', mobileTarget(mobile), LIMITS.resendMsPerMinute * minutes);
    const code = await deps.codes.issue('register', mobileTarget(mobile), minutes * 60_000);
    await deliver(mobile, 'register', code, minutes, language);
    return { expiredMinutes: minutes };
  }

  /**
   * A login (or forgot-password) code. The answer never says whether the number has an account:
   * an unknown number gets a code nobody can know, and the SMS goes out after the answer.
   */
  async function sendNoLoginCode(
    input: SmsCodeRequest,
    client: Client,
    language: Language,
  ): Promise<SmsCodeValue> {
    await deps.system.assertSiteOpen(client.ip);
    const { SMSLOGIN, SMSVERIF } = await deps.system.settings();
    if (!SMSLOGIN.enabled && !SMSVERIF.enabled) throw new AppError('FUNCTION_DISABLED');
    const { mobile, minutes } = await prepare(input, client);
    const target = mobileTarget(mobile);
    const perSecond = await ctx.rateLimiter.hit(`sms:number:${target}`, 1, LIMITS.smsPerNumberMs);
    if (!perSecond.allowed) throw tooManyRequests(perSecond.retryAfterMs);
    await deps.codes.assertMaySend('noLogin', target, LIMITS.resendMsPerMinute * minutes);
    const member = await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national);
    const code = await deps.codes.issue('noLogin', target, minutes * 60_000, member !== undefined);
    if (member) {
      void deliver(mobile, 'login', code, minutes, language).catch(deps.log);
    }
    return { expiredMinutes: minutes };
  }

  return { sendRegisterCode, sendNoLoginCode };
}
