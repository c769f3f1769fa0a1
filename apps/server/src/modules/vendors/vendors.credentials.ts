import type { AppContext } from '../../platform/context.js';
import * as repo from './vendors.repo.js';

/** The vendor code of our own studio: its secret may come from config (KHELA_STUDIO_SECRET). */
export const STUDIO_VENDOR = 'KHELA';

/** How long an enabled vendor's secret is kept in memory (decision 0028). */
const CREDENTIAL_TTL_MS = 5_000;

/** A vendor's secrets as kept in memory: `until` is performance.now() ms, `untilMs` epoch ms. */
export type KeptCredential = {
  secret: string;
  previous: { secret: string; untilMs: number } | undefined;
  until: number;
};

/**
 * Enabled vendors' secrets, kept CREDENTIAL_TTL_MS (decision 0028). A signature that does not
 * match the kept secret is checked again against a fresh read, so a changed secret works at
 * once; a disabled vendor is refused at the latest CREDENTIAL_TTL_MS later. Unknown and
 * disabled codes are not kept (any header value would otherwise take memory).
 */
export function createCredentials(ctx: AppContext) {
  const db = ctx.database.db;
  const kept = new Map<string, KeptCredential>();

  /** The vendor's current secret and, during a rotation's grace window, the one it replaced. */
  async function keysOf(vendorCode: string, fresh = false): Promise<KeptCredential | undefined> {
    if (vendorCode === STUDIO_VENDOR && ctx.config.khelaStudioSecret) {
      return { secret: ctx.config.khelaStudioSecret, previous: undefined, until: Number.POSITIVE_INFINITY };
    }
    const entry = kept.get(vendorCode);
    const t = performance.now();
    if (!fresh && entry && entry.until > t) return entry;
    const credential = await repo.credentialOf(db, vendorCode);
    if (!credential?.enabled) {
      kept.delete(vendorCode);
      return undefined;
    }
    const previous =
      credential.previousSecret && credential.previousSecretUntil
        ? { secret: credential.previousSecret, untilMs: credential.previousSecretUntil.getTime() }
        : undefined;
    const next = { secret: credential.secret, previous, until: t + CREDENTIAL_TTL_MS };
    kept.set(vendorCode, next);
    return next;
  }

  /** The secret a vendor signs with now (the in-process studio signs its calls with it). */
  async function secretOf(vendorCode: string, fresh = false): Promise<string | undefined> {
    return (await keysOf(vendorCode, fresh))?.secret;
  }

  /** Whether a signature was made with the current secret or a previous one still in its grace window. */
  function signedWithAny(keys: KeptCredential | undefined, signed: (key: string) => boolean): boolean {
    if (!keys) return false;
    if (signed(keys.secret)) return true;
    return (
      keys.previous !== undefined &&
      keys.previous.untilMs > ctx.now().getTime() &&
      signed(keys.previous.secret)
    );
  }

  /** Drops the kept secrets of a vendor (after a rotation on this instance). */
  function forgetCredential(vendorCode: string): void {
    kept.delete(vendorCode);
  }

  return { keysOf, secretOf, signedWithAny, forgetCredential };
}

export type Credentials = ReturnType<typeof createCredentials>;
