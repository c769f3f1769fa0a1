import { randomBytes } from 'node:crypto';
import type { Language, LoginValue } from '@khela/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SystemService } from '../system/system.service.js';
import type { CodeStore } from './accounts.codes.js';
import type { LoginGuard } from './accounts.login-guard.js';
import type { LoginVerification } from './accounts.login-verify.js';
import { DEFAULT_PASSWORD, TRIAL_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';
import type { Area, Client } from './accounts.session.js';
import { mobileOrThrow, mobileTarget } from './accounts.sms.js';

export type LoginInput = {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string | undefined;
  captchaId?: string | undefined;
  countryDialingCode?: string | undefined;
  area: Area;
};

/**
 * A hash of a random password, verified when the username does not exist, so that a wrong
 * username costs as long as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  return decoyHash;
};

/** Checks a password against a member's hash, or against the decoy when there is no member. */
export async function checkPassword(member: repo.MemberRow | undefined, password: string): Promise<boolean> {
  if (!member) {
    await verify(await decoy(), password);
    return false;
  }
  return verify(member.passwordHash, password);
}

/**
 * Login: username + password, or mobile + SMS code (type sms, with SMSLOGIN on).
 * Every attempt passes the login guard first (captcha after failures, per-address abuse limit).
 */
export function createLogin(
  ctx: AppContext,
  deps: { system: SystemService; guard: LoginGuard; codes: CodeStore; verification: LoginVerification },
) {
  const db = ctx.database.db;

  async function login(input: LoginInput, client: Client, language: Language = 'bn'): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    if (input.type === 'sms') return smsLogin(input, client, language);
    const username = input.username.trim();
    const attempt = await deps.guard.open(`u:${username.toLowerCase()}`, client.ip, input);
    const member = await repo.memberByUsername(db, username);
    const ok = await checkPassword(member, input.password);
    // A trial account has no password anyone knows; it is entered through free play only.
    if (!member || !ok || member.type === TRIAL_TYPE) throw attempt.failed();
    await attempt.succeeded();
    return deps.verification.startOrChallenge(
      member,
      { area: input.area, method: 'password', usedDefaultPassword: input.password === DEFAULT_PASSWORD },
      client,
      language,
    );
  }

  /** username is the mobile number, password the code from /wps/verification/sms/noLogin. */
  async function smsLogin(input: LoginInput, client: Client, language: Language): Promise<LoginValue> {
    if (!(await deps.system.isEnabled('SMSLOGIN'))) throw new AppError('FUNCTION_DISABLED');
    const mobile = mobileOrThrow(
      input.countryDialingCode
        ? deps.system.parseMobile(input.countryDialingCode, input.username)
        : deps.system.parseInternationalMobile(input.username),
    );
    const attempt = await deps.guard.open(`m:${mobileTarget(mobile)}`, client.ip, input);
    try {
      await deps.codes.consume('noLogin', mobileTarget(mobile), input.password);
    } catch (error) {
      if (error instanceof AppError) throw attempt.failed(error.code);
      throw error;
    }
    const member = await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national);
    if (!member || member.type === TRIAL_TYPE) throw attempt.failed('INVALID_VERIFICATION_CODE');
    await attempt.succeeded();
    return deps.verification.startOrChallenge(
      member,
      { area: input.area, method: 'sms', usedDefaultPassword: false },
      client,
      language,
    );
  }

  return { login };
}
