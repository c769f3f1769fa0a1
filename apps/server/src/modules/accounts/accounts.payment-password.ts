import type {
  ChangePaymentPasswordRequest,
  Language,
  PaymentPasswordStatusValue,
  SetPaymentPasswordRequest,
} from '@khela/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { SystemService } from '../system/system.service.js';
import { fieldError, passwordErrors, validationFailed } from './accounts.fields.js';
import { LIMITS, tooManyRequests } from './accounts.limits.js';
import * as repo from './accounts.repo.js';

const MINUTE_MS = 60_000;

/** Decision 0021: 5 wrong payment passwords within 15 minutes lock money actions for 15 minutes. */
export const PAYMENT_PASSWORD_LIMITS = {
  wrongTries: 5,
  wrongWindowMs: 15 * MINUTE_MS,
  lockMs: 15 * MINUTE_MS,
} as const;

const wrongKey = (memberId: bigint) => `paypw:wrong:${memberId}`;
const lockKey = (memberId: bigint) => `paypw:lock:${memberId}`;

function lockedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    'PAYMENT_PASSWORD_LOCKED',
    { minutes: Math.ceil(seconds / 60) },
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
}

/**
 * The payment password (decision 0021): a second secret asked before money leaves an account.
 * Its format is the register rule `paymentPassword` (6 digits by default), enforced even when
 * registration does not ask for it. The lock lives in the shared rate limiter (Redis when
 * configured), so it holds across server instances.
 */
export function createPaymentPasswords(ctx: AppContext, deps: { system: SystemService }) {
  const db = ctx.database.db;
  const limiter = ctx.rateLimiter;

  async function memberOf(principal: Principal): Promise<repo.MemberRow> {
    const member = await repo.memberById(db, BigInt(principal.memberId));
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return member;
  }

  async function assertNotLocked(memberId: bigint): Promise<void> {
    const lock = await limiter.peek(lockKey(memberId), 0);
    if (!lock.allowed) throw lockedError(lock.retryAfterMs);
  }

  /** Checks a given payment password against the stored hash, counting wrong tries toward the lock. */
  async function check(member: repo.MemberRow, password: string): Promise<void> {
    if (member.paymentPasswordHash === null) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    await assertNotLocked(member.id);
    if (await verify(member.paymentPasswordHash, password)) {
      await limiter.reset(wrongKey(member.id));
      return;
    }
    const { wrongTries, wrongWindowMs, lockMs } = PAYMENT_PASSWORD_LIMITS;
    const wrong = await limiter.hit(wrongKey(member.id), wrongTries, wrongWindowMs);
    if (wrong.count >= wrongTries) {
      await limiter.hit(lockKey(member.id), 1, lockMs);
      await limiter.reset(wrongKey(member.id));
      throw lockedError(lockMs);
    }
    throw new AppError('PAYMENT_PASSWORD_WRONG', { remaining: wrongTries - wrong.count });
  }

  /**
   * For every money action (withdrawals, transfers): resolves when `password` is the caller's
   * payment password; throws PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_WRONG (tries left in
   * the message) or PAYMENT_PASSWORD_LOCKED. Call it before moving any money.
   */
  async function verifyPaymentPassword(principal: Principal, password: string): Promise<void> {
    await check(await memberOf(principal), password);
  }

  /** GET /wps/member/password/payment: whether one is set and how long a lock still lasts. */
  async function paymentPasswordStatus(principal: Principal): Promise<PaymentPasswordStatusValue> {
    const member = await memberOf(principal);
    const lock = await limiter.peek(lockKey(member.id), 0);
    return {
      isSet: member.paymentPasswordHash !== null,
      lockedSeconds: lock.allowed ? 0 : Math.max(1, Math.ceil(lock.retryAfterMs / 1000)),
    };
  }

  async function assertNewPaymentPassword(
    input: { newPaymentPassword: string; confirmNewPaymentPassword: string },
    language: Language,
  ): Promise<void> {
    const setting = await deps.system.registerSetting();
    const errors = passwordErrors(
      { password: input.newPaymentPassword, confirmation: input.confirmNewPaymentPassword },
      setting.fields.paymentPassword,
      language,
      { names: { password: 'newPaymentPassword', confirmation: 'confirmNewPaymentPassword' } },
    );
    if (errors.length > 0) throw validationFailed(errors);
  }

  async function store(member: repo.MemberRow, password: string): Promise<null> {
    const stored = await repo.setPaymentPasswordHash(
      db,
      member.id,
      member.paymentPasswordHash,
      await hash(password),
    );
    // Someone else set or changed it between our read and this write: the caller retries.
    if (!stored) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
    return null;
  }

  /** POST /wps/member/password/payment (E): the first payment password, proven by the login password. */
  async function setPaymentPassword(
    principal: Principal,
    input: SetPaymentPasswordRequest,
    language: Language,
  ): Promise<null> {
    const member = await memberOf(principal);
    if (member.paymentPasswordHash !== null) throw new AppError('PAYMENT_PASSWORD_ALREADY_SET');
    await assertNewPaymentPassword(input, language);
    const tries = await limiter.hit(
      `password:old:${member.id}`,
      LIMITS.oldPasswordTries,
      LIMITS.failureWindowMs,
    );
    if (!tries.allowed) throw tooManyRequests(tries.retryAfterMs);
    if (!(await verify(member.passwordHash, input.loginPassword)))
      throw new AppError('LOGIN_PASSWORD_INCORRECT');
    await limiter.reset(`password:old:${member.id}`);
    return store(member, input.newPaymentPassword);
  }

  /** PUT /wps/member/password/payment (E): a new payment password, proven by the current one. */
  async function changePaymentPassword(
    principal: Principal,
    input: ChangePaymentPasswordRequest,
    language: Language,
  ): Promise<null> {
    const member = await memberOf(principal);
    if (member.paymentPasswordHash === null) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
    await assertNewPaymentPassword(input, language);
    await check(member, input.oldPaymentPassword);
    if (input.oldPaymentPassword === input.newPaymentPassword) {
      throw validationFailed([fieldError('newPaymentPassword', 'same_password', language)]);
    }
    return store(member, input.newPaymentPassword);
  }

  return { verifyPaymentPassword, paymentPasswordStatus, setPaymentPassword, changePaymentPassword };
}

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;
