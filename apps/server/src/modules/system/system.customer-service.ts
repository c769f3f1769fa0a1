import { createHmac, randomBytes } from 'node:crypto';
import {
  type CustomerServiceItem,
  type CustomerServiceKeyValue,
  encryptCustomerServicePath,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import * as secrets from '../../platform/http/payload-encryption.repo.js';
import { addressKey, tooManyRequests } from '../accounts/accounts.limits.js';

/**
 * Encrypted customer-service paths (spec section 3 "path (encrypted)", decision 0085). The site
 * config carries each path encrypted with AES-256-GCM under the key of the current period; the
 * key itself is handed out by a second, rate-limited call when a visitor opens customer service.
 * What it protects: the operator's WhatsApp and Telegram links from scrapers that read the
 * public JSON. It cannot hide a link from someone who opens customer service in a browser; it
 * makes harvesting cost a key call per address and per period, and a key stops opening new
 * paths after its period (a harvested key is not good for long).
 */
export const CS_KEY_LIMITS = {
  /** Each period has its own key; the previous period's is still handed out (an older config). */
  periodMs: 6 * 60 * 60_000,
  /** Key calls one address may make per window: a visitor opens customer service a few times. */
  perAddress: 20,
  windowMs: 10 * 60_000,
} as const;

/** One random secret for every instance; each period's key is derived from it. */
const SECRET_NAME = 'customer-service.path-key';
const KID_PREFIX = 'cs';

export function createCustomerServicePaths(ctx: AppContext) {
  let loading: Promise<Buffer> | undefined;

  async function loadSecret(): Promise<Buffer> {
    const db = ctx.database.db;
    let value = await secrets.secretValue(db, SECRET_NAME);
    if (value === undefined) {
      await secrets.insertSecretIfMissing(db, SECRET_NAME, randomBytes(32).toString('base64url'), ctx.now());
      // Another instance may have stored its secret first: everyone reads back the stored one.
      value = await secrets.secretValue(db, SECRET_NAME);
      if (value === undefined) throw new Error('the customer-service path secret could not be stored');
    }
    return Buffer.from(value, 'base64url');
  }

  function secret(): Promise<Buffer> {
    loading ??= loadSecret().catch((error: unknown) => {
      loading = undefined; // a failed load (database down) is retried by the next request
      throw error;
    });
    return loading;
  }

  const periodOf = (at: Date) => Math.floor(at.getTime() / CS_KEY_LIMITS.periodMs);
  const kidOf = (period: number) => `${KID_PREFIX}${period}`;

  async function keyOf(period: number): Promise<string> {
    return createHmac('sha256', await secret())
      .update(`customer-service-path:${period}`)
      .digest('base64url');
  }

  /** The items with their paths encrypted under the current period's key. */
  async function encrypt<T extends CustomerServiceItem>(items: T[]): Promise<T[]> {
    if (items.length === 0) return items;
    const period = periodOf(ctx.now());
    const key = await keyOf(period);
    return Promise.all(
      items.map(async (item) => ({
        ...item,
        path: await encryptCustomerServicePath(item.path, key, kidOf(period)),
      })),
    );
  }

  /**
   * The key a path names: the current period's or the previous one's, never a future one or an
   * older one (CUSTOMER_SERVICE_KEY_UNKNOWN: reload the site config). Counted per address.
   */
  async function key(kid: string, ip: string): Promise<CustomerServiceKeyValue> {
    const hit = await ctx.rateLimiter.hit(
      `cs-key:${addressKey(ip)}`,
      CS_KEY_LIMITS.perAddress,
      CS_KEY_LIMITS.windowMs,
    );
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
    const current = periodOf(ctx.now());
    const asked = /^cs(\d{1,15})$/.exec(kid)?.[1];
    const period = asked === undefined ? Number.NaN : Number(asked);
    if (period !== current && period !== current - 1) throw new AppError('CUSTOMER_SERVICE_KEY_UNKNOWN');
    return {
      kid,
      key: await keyOf(period),
      expiresAt: new Date((period + 2) * CS_KEY_LIMITS.periodMs).toISOString(),
    };
  }

  return { encrypt, key };
}

export type CustomerServicePaths = ReturnType<typeof createCustomerServicePaths>;
