import {
  type RotatedVendorSecret,
  type RotateVendorSecretRequest,
  VENDOR_SECRET_GRACE_MS,
  type VendorSecretView,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import * as repo from './vendors.repo.js';
import { STUDIO_VENDOR } from './vendors.service.js';
import { newVendorSecret, sha256Hex } from './vendors.signature.js';

const fingerprintOf = (secret: string) => sha256Hex(secret).slice(0, 12);

/**
 * The back office's vendor signing secrets (decision 0034): a list with fingerprints only, and a
 * rotation whose answer is the one place the new secret appears. The previous secret keeps
 * signing valid calls for VENDOR_SECRET_GRACE_MS; the audit entry holds fingerprints, never a secret.
 */
export function createVendorSecrets(
  ctx: AppContext,
  deps: { audit: AuditService; forgetCredential: (vendorCode: string) => void },
) {
  const db = ctx.database.db;
  const fromConfig = (vendor: string) => vendor === STUDIO_VENDOR && Boolean(ctx.config.khelaStudioSecret);

  function view(row: repo.CredentialRow): VendorSecretView {
    const config = fromConfig(row.vendorCode) ? ctx.config.khelaStudioSecret : undefined;
    const graceRuns = row.previousSecretUntil && row.previousSecretUntil > ctx.now();
    return {
      vendor: row.vendorCode,
      fingerprint: fingerprintOf(config ?? row.secret),
      enabled: row.enabled,
      source: config ? 'config' : 'database',
      createdAt: row.createdAt.toISOString(),
      rotatedAt: row.rotatedAt?.toISOString() ?? null,
      previousValidUntil: graceRuns ? (row.previousSecretUntil?.toISOString() ?? null) : null,
    };
  }

  async function list(): Promise<VendorSecretView[]> {
    return (await repo.credentials(db)).map(view);
  }

  async function rotate(
    operator: OperatorPrincipal,
    vendor: string,
    request: RotateVendorSecretRequest,
  ): Promise<RotatedVendorSecret> {
    if (fromConfig(vendor)) throw new AppError('VENDOR_SECRET_FROM_CONFIG');
    const rotated = await db.transaction(async (tx) => {
      const existing = await repo.credentialForUpdate(tx, vendor);
      if (!existing) throw new AppError('GAME_VENDOR_NOT_FOUND');
      const now = ctx.now();
      const secret = newVendorSecret();
      const row = await repo.rotateCredential(tx, vendor, {
        secret,
        previousSecret: existing.secret,
        previousSecretUntil: new Date(now.getTime() + VENDOR_SECRET_GRACE_MS),
        rotatedAt: now,
      });
      if (!row) throw new Error(`vendor credential ${vendor} vanished`);
      const after = view(row);
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'games.vendor.secret.rotate',
        target: { type: 'game_vendor', id: vendor },
        before: {
          fingerprint: fingerprintOf(existing.secret),
          rotatedAt: existing.rotatedAt?.toISOString() ?? null,
        },
        after: {
          fingerprint: after.fingerprint,
          rotatedAt: after.rotatedAt,
          previousValidUntil: after.previousValidUntil,
        },
        reason: request.reason,
      });
      return { ...after, secret };
    });
    // This instance signs (the in-process studio) and checks with the new secret at once.
    deps.forgetCredential(vendor);
    return rotated;
  }

  return { list, rotate };
}

export type VendorSecrets = ReturnType<typeof createVendorSecrets>;
