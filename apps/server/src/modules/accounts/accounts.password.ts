import type { Language, LoginValue, PasswordStatusValue } from '@khela/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { Notifier } from '../../platform/notify/notify.js';
import type { SystemService } from '../system/system.service.js';
import type { CodeStore } from './accounts.codes.js';
import { fieldError, passwordErrors, validationFailed } from './accounts.fields.js';
import { addressKey, LIMITS, tooManyRequests } from './accounts.limits.js';
import type { LoginVerification } from './accounts.login-verify.js';
import { emailCodeText, maskEmail } from './accounts.messages.js';
import { DEFAULT_PASSWORD, TRIAL_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';
import {
  type Client,
  type LoginIntent,
  reportEnded,
  type Sessions,
  type SessionsEnded,
} from './accounts.session.js';
import { mobileOrThrow, mobileTarget } from './accounts.sms.js';

type NewPassword = { newPassword: string; confirmNewPassword: string };

/**
 * Whether the member knows a password of their own. A social login creates its member with a
 * random password nobody knows and the same instant as its creation and password time
 * (accounts.social.member.ts); every way of setting a password (change, reset, an operator's
 * reset) moves the password time on. Registration always asks for a password.
 */
export function hasOwnPassword(
  member: Pick<repo.MemberRow, 'registerMethod' | 'passwordChangedAt' | 'createdAt'>,
): boolean {
  return (
    member.registerMethod !== 'SOCIAL' || member.passwordChangedAt.getTime() > member.createdAt.getTime()
  );
}

/**
 * Passwords: change (T), forgot by email (a code through the email
 * provider, then a reset), forgot by phone (the noLogin SMS code, then a reset and a login).
 * A new password follows the register rule for passwords (6-20 by default) and every change
 * revokes the member's other sessions.
 */
export function createPasswords(
  ctx: AppContext,
  deps: {
    system: SystemService;
    sessions: Sessions;
    codes: CodeStore;
    notify: Notifier;
    verification: LoginVerification;
    onSessionsEnded?: SessionsEnded | undefined;
  },
) {
  const db = ctx.database.db;

  /** VALIDATION_FAILED unless the new password and its confirmation pass; nothing else is checked first. */
  async function assertNewPassword(input: NewPassword, language: Language): Promise<void> {
    const [setting, settings] = await Promise.all([deps.system.registerSetting(), deps.system.settings()]);
    const errors = passwordErrors(
      { password: input.newPassword, confirmation: input.confirmNewPassword },
      setting.fields.password,
      language,
      {
        names: { password: 'newPassword', confirmation: 'confirmNewPassword' },
        ...(settings.CHNGPASSVERIF3.enabled ? { forbidden: DEFAULT_PASSWORD } : {}),
      },
    );
    if (errors.length > 0) throw validationFailed(errors);
  }

  async function store(member: repo.MemberRow, password: string, keepSessionId?: bigint): Promise<void> {
    const passwordHash = await hash(password);
    const now = ctx.now();
    await db.transaction(async (tx) => {
      await repo.setPassword(tx, member.id, passwordHash, now);
      const ended = await repo.revokeAllSessions(tx, member.id, now, keepSessionId);
      await reportEnded(deps.onSessionsEnded, member.id, ended, tx);
    });
  }

  /**
   * PUT /wps/member/password. The old password is required, except in a session whose login
   * answered changePasswordRequired (spec: "old password required unless known"; decision 0008).
   */
  async function changePassword(
    principal: Principal,
    input: NewPassword & { oldPassword?: string | undefined },
    language: Language,
  ): Promise<null> {
    const member = await repo.memberById(db, BigInt(principal.memberId));
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const forced = await deps.sessions.isForcedChange(principal.sessionId);
    const oldPassword = input.oldPassword ?? '';
    if (!forced && oldPassword === '') {
      throw validationFailed([fieldError('oldPassword', 'empty', language)]);
    }
    await assertNewPassword(input, language);
    if (oldPassword !== '') {
      const tries = await ctx.rateLimiter.hit(
        `password:old:${member.id}`,
        LIMITS.oldPasswordTries,
        LIMITS.failureWindowMs,
      );
      if (!tries.allowed) throw tooManyRequests(tries.retryAfterMs);
      if (!(await verify(member.passwordHash, oldPassword))) throw new AppError('OLD_PASSWORD_INCORRECT');
    }
    const same =
      oldPassword !== ''
        ? oldPassword === input.newPassword
        : await verify(member.passwordHash, input.newPassword);
    if (same) throw validationFailed([fieldError('newPassword', 'same_password', language)]);
    await store(member, input.newPassword, BigInt(principal.sessionId));
    await deps.sessions.clearForcedChange(principal.sessionId);
    return null;
  }

  /** GET /wps/member/password: whether there is a password to change, and when it was set. */
  async function passwordStatus(principal: Principal): Promise<PasswordStatusValue> {
    const member = await repo.memberById(db, BigInt(principal.memberId));
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const hasPassword = hasOwnPassword(member);
    return { hasPassword, changedAt: hasPassword ? member.passwordChangedAt.toISOString() : null };
  }

  /** The reset finished: sign in like a login would (extra verification included). */
  async function signIn(
    member: repo.MemberRow,
    method: LoginIntent['method'],
    client: Client,
    language: Language,
  ) {
    const fresh = (await repo.memberById(db, member.id)) ?? member;
    return deps.verification.startOrChallenge(
      fresh,
      { area: 'player', method, usedDefaultPassword: false },
      client,
      language,
    );
  }

  /** POST /wps/member/password/email: a reset code to the account's email when username and email match. */
  async function forgotByEmail(
    input: { username: string; email: string },
    client: Client,
    language: Language,
  ): Promise<{ expiredMinutes: number; maskedEmail: string }> {
    await deps.system.assertSiteOpen(client.ip);
    const perAddress = await ctx.rateLimiter.hit(
      `forgot:address:${addressKey(client.ip)}`,
      LIMITS.forgotEmailsPerIp,
      LIMITS.forgotWindowMs,
    );
    if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterMs);
    const member = await repo.memberByUsername(db, input.username.trim());
    const email = input.email.trim().toLowerCase();
    if (
      !member ||
      member.type === TRIAL_TYPE ||
      member.status !== 'active' ||
      member.email?.toLowerCase() !== email
    ) {
      throw new AppError('USER_OR_EMAIL_NOT_FOUND');
    }
    const { CODEEXPIRY } = await deps.system.settings();
    const target = member.id.toString();
    await deps.codes.assertMaySend('reset-email', target, LIMITS.resendMsPerMinute);
    const code = await deps.codes.issue('reset-email', target, CODEEXPIRY.emailMinutes * 60_000);
    const text = emailCodeText(language, 'reset-password', code, CODEEXPIRY.emailMinutes, member.username);
    await deps.notify.email.sendEmail({ to: email, purpose: 'forgot-password', ...text });
    return { expiredMinutes: CODEEXPIRY.emailMinutes, maskedEmail: maskEmail(email) };
  }

  /** POST /wps/member/password/email/reset: the emailed code and a new password; then logged in. */
  async function resetByEmail(
    input: NewPassword & { username: string; code: string },
    client: Client,
    language: Language,
  ): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    await assertNewPassword(input, language);
    const member = await repo.memberByUsername(db, input.username.trim());
    if (!member || member.type === TRIAL_TYPE) throw new AppError('INVALID_VERIFICATION_CODE');
    await deps.codes.consume('reset-email', member.id.toString(), input.code);
    await store(member, input.newPassword);
    return signIn(member, 'reset-email', client, language);
  }

  /** POST /wps/member/password/verification (E): the SMS code and a new password; then logged in. */
  async function resetByPhone(
    input: NewPassword & {
      mobileNum: string;
      countryDialingCode?: string | undefined;
      verificationCode: string;
    },
    client: Client,
    language: Language,
  ): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    if (!(await deps.system.isEnabled('SMSVERIF'))) throw new AppError('FUNCTION_DISABLED');
    const mobile = mobileOrThrow(deps.system.parseMobile(input.countryDialingCode, input.mobileNum));
    await assertNewPassword(input, language);
    await deps.codes.consume('noLogin', mobileTarget(mobile), input.verificationCode);
    const member = await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national);
    if (!member || member.type === TRIAL_TYPE) throw new AppError('INVALID_VERIFICATION_CODE');
    await store(member, input.newPassword);
    return signIn(member, 'reset-mobile', client, language);
  }

  return { changePassword, passwordStatus, forgotByEmail, resetByEmail, resetByPhone };
}
