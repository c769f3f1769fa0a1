import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaValue } from '@khela/contract';
import type { Cache } from '../../platform/cache/cache.js';
import type { AppContext } from '../../platform/context.js';
import { addressKey, LIMITS, tooManyRequests } from './accounts.limits.js';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captcha-image.js';

/**
 * Image captchas (the /wps/captcha call): 5 characters, single use, valid 2 minutes,
 * at most one new picture per second per address. The answer lives in the cache (shared by
 * every instance); a used id is locked through the rate limiter, so two instances cannot both
 * accept it.
 */
export const CAPTCHA_LENGTH = 5;
const CAPTCHA_ID = /^[A-Za-z0-9_-]{16,64}$/;
const GRACE_MS = 30_000;

type StoredCaptcha = { answer: string; expiresAt: number };

const keyOf = (captchaId: string) => `captcha:${captchaId}`;

function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createCaptchas(ctx: AppContext) {
  /** A new captcha for the caller at `ip`; TOO_MANY_REQUESTS when asked again within a second. */
  async function issue(ip: string): Promise<CaptchaValue> {
    const limit = await ctx.rateLimiter.hit(`captcha:refresh:${addressKey(ip)}`, 1, LIMITS.captchaRefreshMs);
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
    const answer = randomAnswer();
    const captchaId = randomBytes(18).toString('base64url');
    const stored: StoredCaptcha = { answer, expiresAt: ctx.now().getTime() + LIMITS.captchaTtlMs };
    await ctx.cache.set(keyOf(captchaId), stored, LIMITS.captchaTtlMs + GRACE_MS);
    return { captchaId, image: `data:image/png;base64,${renderCaptchaPng(answer).toString('base64')}` };
  }

  /**
   * True once for a right, unexpired answer (any letter case, spaces around ignored). Every
   * check uses the captcha up, right or wrong: a wrong guess needs a new picture.
   */
  async function verify(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!captchaId || !answer || !CAPTCHA_ID.test(captchaId)) return false;
    const first = await ctx.rateLimiter.hit(`captcha:used:${captchaId}`, 1, LIMITS.captchaTtlMs + GRACE_MS);
    if (!first.allowed) return false;
    const stored = await ctx.cache.get<StoredCaptcha>(keyOf(captchaId));
    await ctx.cache.delete(keyOf(captchaId));
    if (!stored || stored.expiresAt <= ctx.now().getTime()) return false;
    return timingSafeEqual(digest(answer.trim().toUpperCase()), digest(stored.answer));
  }

  return { issue, verify };
}

export type Captchas = ReturnType<typeof createCaptchas>;

/**
 * Tests only (route tests, the abuse test, and the TEST_HOOKS route for browser tests): the
 * answer of a live captcha, without using it up.
 */
export async function readCaptchaAnswerForTests(
  cache: Cache,
  captchaId: string,
): Promise<string | undefined> {
  return (await cache.get<StoredCaptcha>(keyOf(captchaId)))?.answer;
}
