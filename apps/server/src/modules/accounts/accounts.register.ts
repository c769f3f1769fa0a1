import { randomInt } from 'node:crypto';
import {
  errorMessage,
  type FieldError,
  type Language,
  type LoginValue,
  languageCodeOf,
  type RegisterRequest,
} from '@khela/contract';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PhoneVerifier } from '../../platform/notify/phone-verification.js';
import type { Mobile } from '../system/countries.js';
import type { SystemService } from '../system/system.service.js';
import type { Captchas } from './accounts.captcha.js';
import type { CodeStore } from './accounts.codes.js';
import { fieldError, validationFailed } from './accounts.fields.js';
import { addressKey, LIMITS, tooManyRequests } from './accounts.limits.js';
import { isAgentType, MEMBER_TYPE, TRIAL_TYPE } from './accounts.model.js';
import { type RegisterMode, registerFieldErrors, textOf } from './accounts.register-fields.js';
import * as repo from './accounts.repo.js';
import type { Client, Sessions } from './accounts.session.js';
import { mobileTarget } from './accounts.sms.js';

const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const;

/** A taken username or mobile number, as a field error under the field (registration, account opening). */
export const takenError = (code: 'USERNAME_TAKEN' | 'MOBILE_TAKEN', field: string, language: Language) => {
  const fields: FieldError[] = [
    { field: `body.${field}`, reason: 'taken', message: errorMessage(code, language) },
  ];
  return new AppError(code, {}, { fields });
};

/**
 * Registration (the register popup, its flow and its field rules): by username
 * (PUT /wps/member/register) or by mobile number and SMS code (PUT /wps/member/register/mobile).
 * Order: site open → mode enabled → every field checked at once → captcha → affiliate code,
 * recommender and duplicates → SMS code (or the external provider's ID token, decision 0087) →
 * the member, logged in. Nothing is written before the last step, so a refused registration
 * changes nothing (a used captcha or SMS code aside).
 */
/** A new member, told to a hook (the promotions module's referral, decision 0056) through app wiring. */
export type RegisteredHook = (registered: {
  memberId: bigint;
  referralCode: string | null;
  ip: string;
  userAgent: string;
}) => Promise<void>;

export function createRegistration(
  ctx: AppContext,
  deps: {
    system: SystemService;
    sessions: Sessions;
    captchas: Captchas;
    codes: CodeStore;
    /** External phone verification (decision 0087); null: the number is proven by our SMS code. */
    phone: PhoneVerifier | null;
    onRegistered?: RegisteredHook | undefined;
    logError?: (error: unknown) => void;
  },
) {
  const db = ctx.database.db;

  async function register(
    body: RegisterRequest,
    mode: RegisterMode,
    client: Client,
    language: Language,
  ): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    const [settings, setting] = await Promise.all([deps.system.settings(), deps.system.registerSetting()]);
    if (!(mode === 'mobile' ? settings.MOBILEREG : settings.USERNAMEREG).enabled) {
      throw new AppError('FUNCTION_DISABLED');
    }
    const mobileText = textOf(body, 'mobileNum');
    const parsed = mobileText
      ? deps.system.parseMobile(textOf(body, 'countryDialingCode'), mobileText)
      : undefined;
    const errors = registerFieldErrors(body, { setting, mode, mobile: parsed, language });
    if (errors.length > 0) throw validationFailed(errors);
    const mobile = parsed && 'national' in parsed ? parsed : undefined;

    const captchaRule = setting.fields.captcha;
    if (mode === 'username' && captchaRule.enabled && (captchaRule.required || body.captcha)) {
      if (!(await deps.captchas.verify(body.captchaId, body.captcha))) {
        throw new AppError(
          'INVALID_CAPTCHA',
          {},
          { fields: [fieldError('captcha', 'captcha_invalid', language)] },
        );
      }
    }
    // Beyond the captcha, a registration attempt still costs two hashes: bound it per address.
    const perAddress = await ctx.rateLimiter.hit(
      `register:${addressKey(client.ip)}`,
      LIMITS.registrationsPerIp,
      LIMITS.failureWindowMs,
    );
    if (!perAddress.allowed) throw tooManyRequests(perAddress.retryAfterMs);

    const uplineId = await uplineOf(textOf(body, 'affiliateCode'));
    const recommender = textOf(body, 'recommenderId');
    if (recommender && !(await isActiveMember(recommender))) {
      throw validationFailed([fieldError('recommenderId', 'recommender_unknown', language)]);
    }
    const chosen = textOf(body, 'username');
    if (chosen && (await repo.memberByUsername(db, chosen)))
      throw takenError('USERNAME_TAKEN', 'username', language);
    if (mobile && (await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national))) {
      throw takenError('MOBILE_TAKEN', 'mobileNum', language);
    }
    if (mobile && setting.smsVerification) {
      if (setting.phoneProvider && deps.phone) await provePhone(deps.phone, body, mobile, language);
      else await deps.codes.consume('register', mobileTarget(mobile), body.verificationCode);
    }

    const member = await insert(body, { chosen, mobile, uplineId, client, language });
    // The member exists whatever the hook does: a failed referral record is logged, not the registration's.
    await deps
      .onRegistered?.({ memberId: member.id, referralCode: member.referralCode, ...client })
      .catch((error: unknown) => deps.logError?.(error));
    return deps.sessions.start(
      member,
      { area: 'player', method: 'register', usedDefaultPassword: false },
      client,
    );
  }

  /**
   * The number proven through the external provider: its ID token, for our channel, naming this
   * number. Any failure aborts the registration before anything is written (decision 0087).
   */
  async function provePhone(phone: PhoneVerifier, body: RegisterRequest, mobile: Mobile, language: Language) {
    if (body.firebaseChannel?.trim() !== phone.client.channel)
      throw new AppError('PHONE_VERIFICATION_FAILED');
    const check = await phone.verify(body.firebaseIdToken ?? '', ctx.now());
    if (!check.ok) {
      if (check.reason === 'unavailable') throw new AppError('PHONE_PROVIDER_UNAVAILABLE');
      throw new AppError(
        check.reason === 'expired' ? 'VERIFICATION_CODE_EXPIRED' : 'PHONE_VERIFICATION_FAILED',
      );
    }
    if (check.proof.phoneNumber !== `+${mobileTarget(mobile)}`) {
      const message = errorMessage('PHONE_NUMBER_MISMATCH', language);
      throw new AppError(
        'PHONE_NUMBER_MISMATCH',
        {},
        { fields: [{ field: 'body.mobileNum', reason: 'mismatch', message }] },
      );
    }
  }

  /** The agent an affiliate (invitation) code belongs to; INVITATION_CODE_ERROR when none. */
  async function uplineOf(code: string | undefined): Promise<bigint | null> {
    if (!code) return null;
    const agent = await repo.memberByAffiliateCode(db, code);
    if (agent?.status !== 'active' || !isAgentType(agent.type)) throw new AppError('INVITATION_CODE_ERROR');
    return agent.id;
  }

  async function isActiveMember(username: string): Promise<boolean> {
    const found = await repo.memberByUsername(db, username);
    return found !== undefined && found.status === 'active' && found.type !== TRIAL_TYPE;
  }

  async function insert(
    body: RegisterRequest,
    extra: {
      chosen?: string | undefined;
      mobile?: Mobile | undefined;
      uplineId: bigint | null;
      client: Client;
      language: Language;
    },
  ): Promise<repo.MemberRow> {
    const { chosen, mobile, uplineId, client, language } = extra;
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hash(body.password ?? ''),
      body.paymentPassword ? hash(body.paymentPassword) : Promise.resolve(null),
    ]);
    const contacts = Object.fromEntries(
      CONTACT_FIELDS.flatMap((field) => {
        const value = textOf(body, field);
        return value ? [[field, value]] : [];
      }),
    );
    const now = ctx.now();
    // Without a chosen username (mobile mode) the number is the username, suffixed if ever taken.
    const candidates = chosen
      ? [chosen]
      : mobile
        ? [mobileTarget(mobile), `${mobileTarget(mobile)}${randomInt(10, 100)}`]
        : [];
    for (const username of candidates) {
      const member = await repo.insertMember(db, {
        username,
        passwordHash,
        paymentPasswordHash,
        type: MEMBER_TYPE,
        nickname: username,
        mobile: mobile?.national ?? null,
        countryDialingCode: mobile?.countryDialingCode ?? null,
        email: textOf(body, 'email')?.toLowerCase() || null,
        payeeName: textOf(body, 'payeeName') || null,
        idNumber: textOf(body, 'idNumber') || null,
        contacts,
        uplineId,
        referralCode: textOf(body, 'referralCode') || null,
        recommenderId: textOf(body, 'recommenderId') || null,
        language: languageCodeOf(language),
        // They chose this password themselves: nothing to change at the first login (decision 0008).
        firstTimeLogin: false,
        passwordChangedAt: now,
        registerIp: client.ip,
        registerUrl: body.registerUrl?.trim() ?? '',
        registerMethod: 'WEB',
        domain: body.domain?.trim().toLowerCase() ?? '',
        createdAt: now,
      });
      if (member) return member;
      if (mobile && (await repo.memberByMobile(db, mobile.countryDialingCode, mobile.national))) {
        throw takenError('MOBILE_TAKEN', 'mobileNum', language);
      }
    }
    // Lost a race for the name between the check and the insert.
    throw takenError('USERNAME_TAKEN', 'username', language);
  }

  /** GET /wps/agent/affiliate: whether an invitation code is an active agent's. */
  async function checkAffiliate(code: string, client: Client): Promise<{ code: string; valid: true }> {
    const limit = await ctx.rateLimiter.hit(
      `affiliate:${addressKey(client.ip)}`,
      LIMITS.affiliateChecksPerIpPerMinute,
      60_000,
    );
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    await uplineOf(code.trim());
    return { code: code.trim().toUpperCase(), valid: true };
  }

  return { register, checkAffiliate };
}
