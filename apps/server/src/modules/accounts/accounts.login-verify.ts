import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language, LoginValue, LoginVerificationMethod, LoginVerificationValue } from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Notifier } from '../../platform/notify/notify.js';
import type { SystemService } from '../system/system.service.js';
import type { CodeStore } from './accounts.codes.js';
import { fieldError, validationFailed } from './accounts.fields.js';
import { LIMITS } from './accounts.limits.js';
import { emailCodeText, maskEmail, maskMobile, smsCodeText } from './accounts.messages.js';
import * as repo from './accounts.repo.js';
import type { Client, LoginIntent, Sessions } from './accounts.session.js';
import { consumeTotpCode } from './accounts.totp.service.js';

/**
 * Extra verification when a member logs in from an address they have never used (site
 * setting LOGINVERIF). Not on the very first login (nothing is known yet), and not when the login
 * itself proved the chosen factor (an SMS login proves the mobile). The member is asked for the
 * configured factor, or the next one they have: mobile, email, bank account name, authenticator.
 * A member with none of them is let in (there is nothing to ask).
 */
const ORDER: readonly LoginVerificationMethod[] = ['mobile', 'email', 'bankName', 'totp'];

const Pending = z.object({
  memberId: z.string(),
  method: z.enum(['mobile', 'email', 'bankName', 'totp']),
  area: z.enum(['player', 'agent']),
  loginMethod: z.enum(['password', 'sms', 'social', 'freeplay', 'register', 'reset-email', 'reset-mobile']),
  usedDefaultPassword: z.boolean(),
  expiresAt: z.number(),
});
type Pending = z.infer<typeof Pending>;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const pendingKey = (tokenHash: string) => `accounts:login-verify:${tokenHash}`;
/** Bank names compare without case, spaces or accents-as-separate-marks. */
const normalName = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

function has(member: repo.MemberRow, method: LoginVerificationMethod): boolean {
  if (method === 'mobile') return Boolean(member.mobile && member.countryDialingCode);
  if (method === 'email') return Boolean(member.email);
  if (method === 'bankName') return Boolean(member.payeeName?.trim());
  return member.totpSecret !== null;
}

/** The factor an intent already proved. */
const proven = (intent: LoginIntent): LoginVerificationMethod | null =>
  intent.method === 'sms' || intent.method === 'reset-mobile'
    ? 'mobile'
    : intent.method === 'reset-email'
      ? 'email'
      : null;

export function createLoginVerification(
  ctx: AppContext,
  deps: { system: SystemService; sessions: Sessions; codes: CodeStore; notify: Notifier },
) {
  const db = ctx.database.db;

  /** Which factor this login must still show, or null when it may go ahead. */
  async function methodFor(member: repo.MemberRow, intent: LoginIntent, ip: string) {
    const { LOGINVERIF } = await deps.system.settings();
    if (!LOGINVERIF.enabled || member.lastLoginAt === null) return null;
    if (await repo.isKnownIp(db, member.id, ip)) return null;
    const method = [LOGINVERIF.method, ...ORDER].find((m) => has(member, m)) ?? null;
    return method === proven(intent) ? null : method;
  }

  /**
   * Starts the session, or — from an unknown address with LOGINVERIF on — answers
   * VERIFICATION_REQUIRED with a token for /wps/session/login/verify (and sends the code).
   */
  async function startOrChallenge(
    member: repo.MemberRow,
    intent: LoginIntent,
    client: Client,
    language: Language,
  ): Promise<LoginValue> {
    deps.sessions.assertMayEnter(member, intent.area);
    const method = await methodFor(member, intent, client.ip);
    if (!method) return deps.sessions.start(member, intent, client);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashOf(token);
    const pending: Pending = {
      memberId: member.id.toString(),
      method,
      area: intent.area,
      loginMethod: intent.method,
      usedDefaultPassword: intent.usedDefaultPassword,
      expiresAt: ctx.now().getTime() + LIMITS.loginVerificationTtlMs,
    };
    await ctx.cache.set(pendingKey(tokenHash), pending, LIMITS.loginVerificationTtlMs);
    const value: LoginVerificationValue = {
      verificationToken: token,
      method,
      maskedTarget: await sendChallenge(member, method, tokenHash, language),
      expiresInSeconds: LIMITS.loginVerificationTtlMs / 1000,
      captcha: false,
    };
    throw new AppError('VERIFICATION_REQUIRED', {}, value);
  }

  async function sendChallenge(
    member: repo.MemberRow,
    method: LoginVerificationMethod,
    tokenHash: string,
    language: Language,
  ): Promise<string> {
    const minutes = LIMITS.loginVerificationTtlMs / 60_000;
    if (method === 'mobile' && member.mobile && member.countryDialingCode) {
      const code = await deps.codes.issue('verify-login', tokenHash, LIMITS.loginVerificationTtlMs);
      await deps.notify.sms.sendSms({
        to: `+${member.countryDialingCode}${member.mobile}`,
        purpose: 'verify-login',
        body: smsCodeText(language, 'verify-login', code, minutes),
      });
      return maskMobile(member.countryDialingCode, member.mobile);
    }
    if (method === 'email' && member.email) {
      const code = await deps.codes.issue('verify-login', tokenHash, LIMITS.loginVerificationTtlMs);
      const text = emailCodeText(language, 'verify-login', code, minutes, member.username);
      await deps.notify.email.sendEmail({ to: member.email, purpose: 'verify-login', ...text });
      return maskEmail(member.email);
    }
    return '';
  }

  async function check(
    pending: Pending,
    member: repo.MemberRow,
    tokenHash: string,
    input: VerifyInput,
    language: Language,
  ) {
    if (pending.method === 'mobile' || pending.method === 'email') {
      await deps.codes.consume('verify-login', tokenHash, input.code);
      return;
    }
    if (pending.method === 'bankName') {
      const given = normalName(input.bankAccountName ?? '');
      if (given === '') throw validationFailed([fieldError('bankAccountName', 'empty', language)]);
      const expected = normalName(member.payeeName ?? '');
      const same = timingSafeEqual(Buffer.from(hashOf(given)), Buffer.from(hashOf(expected)));
      if (!same || expected === '') throw new AppError('BANK_ACCOUNT_NAME_MISMATCH');
      return;
    }
    if (!member.totpSecret) throw new AppError('VERIFICATION_CODE_EXPIRED');
    if (!input.code) throw new AppError('MISSING_VERIFICATION_CODE');
    await consumeTotpCode(ctx, member.id.toString(), member.totpSecret, input.code);
  }

  type VerifyInput = {
    verificationToken: string;
    code?: string | undefined;
    bankAccountName?: string | undefined;
  };

  /** Completes a login that answered VERIFICATION_REQUIRED; the token allows LIMITS.codeAttempts tries. */
  async function verify(input: VerifyInput, client: Client, language: Language): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    const tokenHash = hashOf(input.verificationToken);
    const parsed = Pending.safeParse(await ctx.cache.get(pendingKey(tokenHash)));
    if (!parsed.success || parsed.data.expiresAt <= ctx.now().getTime()) {
      throw new AppError('VERIFICATION_CODE_EXPIRED');
    }
    const pending = parsed.data;
    const tries = await ctx.rateLimiter.hit(
      `login-verify:tries:${tokenHash}`,
      LIMITS.codeAttempts,
      LIMITS.loginVerificationTtlMs,
    );
    if (!tries.allowed) {
      await ctx.cache.delete(pendingKey(tokenHash));
      throw new AppError('VERIFICATION_CODE_EXPIRED');
    }
    const member = await repo.memberById(db, BigInt(pending.memberId));
    if (!member) throw new AppError('VERIFICATION_CODE_EXPIRED');
    await check(pending, member, tokenHash, input, language);
    // Exactly one session per verification, even when two requests race.
    const first = await ctx.rateLimiter.hit(
      `login-verify:used:${tokenHash}`,
      1,
      LIMITS.loginVerificationTtlMs,
    );
    await ctx.cache.delete(pendingKey(tokenHash));
    if (!first.allowed) throw new AppError('VERIFICATION_CODE_EXPIRED');
    const intent: LoginIntent = {
      area: pending.area,
      method: pending.loginMethod,
      usedDefaultPassword: pending.usedDefaultPassword,
    };
    return deps.sessions.start(member, intent, client);
  }

  return { startOrChallenge, verify };
}

export type LoginVerification = ReturnType<typeof createLoginVerification>;
