import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { LIMITS, tooManyRequests } from './accounts.limits.js';

/**
 * One-time verification codes (SMS, email, extra login verification): 6 digits from the CSPRNG,
 * stored only as a salted SHA-256 in the cache, valid for a set time, single use, burnt after
 * LIMITS.codeAttempts wrong tries. A new code for the same scope and target replaces the old.
 * Expiry follows ctx.now(); the cache keeps the entry a little longer so "expired" can be told
 * apart from "wrong".
 */
export type CodeScope = 'register' | 'noLogin' | 'reset-email' | 'verify-login';

type StoredCode = { id: string; hash: string; expiresAt: number };

const GRACE_MS = 10 * 60_000;

const digest = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createCodeStore(ctx: AppContext) {
  const keyOf = (scope: CodeScope, target: string) => `code:${scope}:${target}`;

  /**
   * Stores a new code and returns it. `deliverable: false` stores a code nobody can know, so a
   * number that is not registered answers later checks exactly like one that is.
   */
  async function issue(
    scope: CodeScope,
    target: string,
    validMs: number,
    deliverable = true,
  ): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomBytes(12).toString('base64url');
    const secret = deliverable ? code : randomBytes(16).toString('hex');
    const stored: StoredCode = { id, hash: digest(id, secret), expiresAt: ctx.now().getTime() + validMs };
    await ctx.cache.set(keyOf(scope, target), stored, validMs + GRACE_MS);
    return code;
  }

  /**
   * Uses the code up when it is right; otherwise MISSING_VERIFICATION_CODE, INVALID_VERIFICATION_CODE,
   * or VERIFICATION_CODE_EXPIRED (also once the tries are spent: a new code must be sent).
   */
  async function consume(scope: CodeScope, target: string, code: string | undefined): Promise<void> {
    const given = (code ?? '').trim();
    if (given === '') throw new AppError('MISSING_VERIFICATION_CODE');
    const key = keyOf(scope, target);
    const stored = await ctx.cache.get<StoredCode>(key);
    if (!stored) throw new AppError('INVALID_VERIFICATION_CODE');
    if (stored.expiresAt <= ctx.now().getTime()) throw new AppError('VERIFICATION_CODE_EXPIRED');
    const tries = await ctx.rateLimiter.hit(`code:tries:${stored.id}`, LIMITS.codeAttempts, GRACE_MS * 2);
    if (!tries.allowed) {
      await forget(key, stored.id);
      throw new AppError('VERIFICATION_CODE_EXPIRED');
    }
    if (!same(stored.hash, digest(stored.id, given))) throw new AppError('INVALID_VERIFICATION_CODE');
    // Right code: exactly one caller may use it, even when two instances check it at once.
    const first = await ctx.rateLimiter.hit(`code:used:${stored.id}`, 1, GRACE_MS * 2);
    await forget(key, stored.id);
    if (!first.allowed) throw new AppError('VERIFICATION_CODE_EXPIRED');
  }

  /** Removes the entry unless a newer code has replaced it meanwhile. */
  async function forget(key: string, id: string): Promise<void> {
    const current = await ctx.cache.get<StoredCode>(key);
    if (current?.id === id) await ctx.cache.delete(key);
  }

  /**
   * SMS send: another code for the same target only after `waitMs`;
   * TOO_MANY_REQUESTS with the seconds left otherwise.
   */
  async function assertMaySend(scope: CodeScope, target: string, waitMs: number): Promise<void> {
    const gate = await ctx.rateLimiter.hit(`code:resend:${scope}:${target}`, 1, waitMs);
    if (!gate.allowed) throw tooManyRequests(gate.retryAfterMs);
  }

  return { issue, consume, assertMaySend };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
