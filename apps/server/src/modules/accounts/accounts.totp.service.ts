import { createHash } from 'node:crypto';
import type { TotpSetupValue, TotpStatusValue } from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { SystemService } from '../system/system.service.js';
import * as repo from './accounts.totp.repo.js';
import { generateTotpSecret, otpauthUrl, TOTP_STEP_SECONDS, verifyTotp } from './totp.js';

/** A setup not confirmed within this is forgotten; the member starts again. */
export const TOTP_SETUP_TTL_MS = 10 * 60 * 1000;
/** Steps either side of now a code may come from (clock drift of the phone). */
const DRIFT_STEPS = 1;
/** Long enough to outlive every step a code could still be accepted for. */
const STEP_MEMORY_MS = (2 * DRIFT_STEPS + 2) * TOTP_STEP_SECONDS * 1000;
/** Wrong codes per member before a pause: 5 tries out of a million codes. */
const MAX_WRONG_CODES = 5;
const WRONG_CODE_WINDOW_MS = 10 * 60 * 1000;

const PendingSetup = z.object({ secret: z.string().min(16) });

const keys = {
  pending: (memberId: string) => `accounts:totp:pending:${memberId}`,
  wrong: (memberId: string) => `accounts:totp:wrong:${memberId}`,
  lastStep: (memberId: string, secret: string) =>
    `accounts:totp:last-step:${memberId}:${fingerprint(secret)}`,
  step: (memberId: string, secret: string, step: number) =>
    `accounts:totp:step:${memberId}:${fingerprint(secret)}:${step}`,
};

/** Keys per secret, so a fresh enrolment is not blocked by the steps of the previous one. */
function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 16);
}

/**
 * Checks an authenticator code and uses up its time step: the same step is refused afterwards,
 * and so is any step older than the last one used (Google verification).
 * Shared by the security centre and, for login from a new IP, by the login verification.
 * Throws TOO_MANY_REQUESTS after 5 wrong codes in 10 minutes, INVALID_VERIFICATION_CODE, TOTP_CODE_USED.
 */
export async function consumeTotpCode(
  ctx: Pick<AppContext, 'cache' | 'rateLimiter' | 'now'>,
  memberId: string,
  secret: string,
  code: string,
): Promise<void> {
  const wrongKey = keys.wrong(memberId);
  if ((await ctx.rateLimiter.peek(wrongKey, MAX_WRONG_CODES)).count >= MAX_WRONG_CODES) {
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const step = verifyTotp(secret, code.trim(), ctx.now(), DRIFT_STEPS);
  if (step === null) {
    await ctx.rateLimiter.hit(wrongKey, MAX_WRONG_CODES, WRONG_CODE_WINDOW_MS);
    throw new AppError('INVALID_VERIFICATION_CODE');
  }
  const lastStep = await ctx.cache.get<number>(keys.lastStep(memberId, secret));
  if (typeof lastStep === 'number' && step <= lastStep) throw new AppError('TOTP_CODE_USED');
  // The atomic lock decides between two requests racing with the same code.
  const lock = await ctx.rateLimiter.hit(keys.step(memberId, secret, step), 1, STEP_MEMORY_MS);
  if (!lock.allowed) throw new AppError('TOTP_CODE_USED');
  await ctx.cache.set(keys.lastStep(memberId, secret), step, STEP_MEMORY_MS);
  await ctx.rateLimiter.reset(wrongKey);
}

/** Enrolment of an authenticator app in the security centre: setup, enable, disable, status. */
export function createTotpService(ctx: AppContext, deps: { system: SystemService }) {
  const db = ctx.database.db;

  async function stateOf(principal: Principal): Promise<repo.TotpState> {
    const state = await repo.totpStateOf(db, BigInt(principal.memberId));
    if (!state) throw new AppError('NOT_LOGGED_IN');
    return state;
  }

  const view = (state: repo.TotpState): TotpStatusValue => ({
    enabled: state.secret !== null,
    enabledAt: state.secret !== null && state.enabledAt ? state.enabledAt.toISOString() : null,
  });

  async function status(principal: Principal): Promise<TotpStatusValue> {
    return view(await stateOf(principal));
  }

  /** A new secret, kept for 10 minutes until a code from the app confirms it; nothing is enrolled yet. */
  async function setup(principal: Principal): Promise<TotpSetupValue> {
    if ((await stateOf(principal)).secret !== null) throw new AppError('TOTP_ALREADY_ENABLED');
    const secret = generateTotpSecret();
    await ctx.cache.set(keys.pending(principal.memberId), { secret }, TOTP_SETUP_TTL_MS);
    const { MERCHANTCODE } = await deps.system.settings();
    const url = otpauthUrl(MERCHANTCODE, principal.username, secret);
    return { secret, otpauthUrl: url, qrText: url, expiresInSeconds: TOTP_SETUP_TTL_MS / 1000 };
  }

  async function enable(principal: Principal, code: string): Promise<TotpStatusValue> {
    if ((await stateOf(principal)).secret !== null) throw new AppError('TOTP_ALREADY_ENABLED');
    const pending = PendingSetup.safeParse(await ctx.cache.get(keys.pending(principal.memberId)));
    if (!pending.success) throw new AppError('TOTP_SETUP_EXPIRED');
    const { secret } = pending.data;
    await consumeTotpCode(ctx, principal.memberId, secret, code);
    if (!(await repo.enableTotp(db, BigInt(principal.memberId), secret, ctx.now()))) {
      throw new AppError('TOTP_ALREADY_ENABLED');
    }
    await ctx.cache.delete(keys.pending(principal.memberId));
    return status(principal);
  }

  /** Needs a current code, so a stolen session alone cannot remove the second factor. */
  async function disable(principal: Principal, code: string): Promise<TotpStatusValue> {
    const { secret } = await stateOf(principal);
    if (secret === null) throw new AppError('TOTP_NOT_ENABLED');
    await consumeTotpCode(ctx, principal.memberId, secret, code);
    if (!(await repo.disableTotp(db, BigInt(principal.memberId), secret)))
      throw new AppError('TOTP_NOT_ENABLED');
    return status(principal);
  }

  return { status, setup, enable, disable };
}

export type TotpService = ReturnType<typeof createTotpService>;
