import type { ErrorCode } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Captchas } from './accounts.captcha.js';
import { addressKey, LIMITS, tooManyRequests } from './accounts.limits.js';

/**
 * What stands between a guesser and the password check (docs/decisions/0008 "Login abuse"):
 *
 * - After 3 failed logins for one account, or 5 from one address, within 15 minutes, every
 *   login for that account (or from that address) must carry a valid captcha. The failure that
 *   crosses the line answers value.captcha = true; a missing or wrong captcha answers
 *   INVALID_CAPTCHA with value.captcha = true and costs no password check.
 * - More than 30 failures from one address in 5 minutes → TOO_MANY_REQUESTS for that address only.
 * - An account is never locked: its owner, from their own address, gets in with a captcha.
 *
 * Attempts are counted before the password is checked (atomic counters, so a burst of parallel
 * guesses cannot all slip under the line) and given back when the login succeeds.
 */
export type LoginAttempt = {
  /** The credentials were right: the attempt is not a failure; the account's count starts over. */
  succeeded(): Promise<void>;
  /** The error for a wrong credential, telling whether the next try needs a captcha. */
  failed(code?: ErrorCode): AppError;
};

export function createLoginGuard(ctx: AppContext, captchas: Captchas) {
  const limiter = ctx.rateLimiter;

  /**
   * Opens an attempt for `identity` (the account as typed: `u:name` or `m:880…`) from `ip`.
   * Throws TOO_MANY_REQUESTS or INVALID_CAPTCHA before any password work.
   */
  async function open(
    identity: string,
    ip: string,
    captcha: { captchaId?: string | undefined; captcha?: string | undefined },
  ): Promise<LoginAttempt> {
    const address = addressKey(ip);
    const abuseKey = `login:abuse:${address}`;
    const abuse = await limiter.hit(abuseKey, LIMITS.ipAbuseFailures, LIMITS.ipAbuseWindowMs);
    if (!abuse.allowed) throw tooManyRequests(abuse.retryAfterMs);

    const accountKey = `login:account:${identity}`;
    const addressFailKey = `login:address:${address}`;
    const [account, fromAddress] = await Promise.all([
      limiter.hit(accountKey, LIMITS.accountCaptchaAfter, LIMITS.failureWindowMs),
      limiter.hit(addressFailKey, LIMITS.ipCaptchaAfter, LIMITS.failureWindowMs),
    ]);
    // hit() counted this attempt: "allowed" means fewer than the limit failed before it.
    const captchaRequired = !account.allowed || !fromAddress.allowed;
    if (captchaRequired && !(await captchas.verify(captcha.captchaId, captcha.captcha))) {
      throw new AppError('INVALID_CAPTCHA', {}, { captcha: true });
    }
    const captchaNext = account.remaining === 0 || fromAddress.remaining === 0;

    return {
      async succeeded() {
        await Promise.all([
          limiter.reset(accountKey),
          limiter.refund(addressFailKey),
          limiter.refund(abuseKey),
        ]);
      },
      failed(code: ErrorCode = 'LOGIN_FAILED') {
        return new AppError(code, {}, { captcha: captchaNext });
      },
    };
  }

  return { open };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
