import { z } from 'zod';

/**
 * The back office's vendor signing secrets (decision 0034). A secret is shown once, in the
 * answer of the rotation that made it; lists show only a fingerprint and dates.
 */

/** How long a rotated-out secret still signs valid calls (vendors switch without failing calls). */
export const VENDOR_SECRET_GRACE_MS = 10 * 60 * 1000;

export const VendorSecretView = z.object({
  vendor: z.string(),
  /** First 12 hex digits of SHA-256(secret): tells secrets apart without revealing them. */
  fingerprint: z.string(),
  enabled: z.boolean(),
  /** 'config' when KHELA_STUDIO_SECRET sets the studio's secret (not rotatable here). */
  source: z.enum(['database', 'config']),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
  /** While a rotation's grace window runs: until when the previous secret is still accepted. */
  previousValidUntil: z.string().nullable(),
});
export type VendorSecretView = z.infer<typeof VendorSecretView>;

export const VendorSecretParams = z.strictObject({ vendor: z.string().regex(/^[A-Za-z0-9_]{1,32}$/) });

/** POST /bo/api/games/vendor-secrets/:vendor/rotate (games.manage). */
export const RotateVendorSecretRequest = z.strictObject({
  reason: z.string().trim().min(3).max(500).describe('why (kept in the audit trail, the secret is not)'),
});
export type RotateVendorSecretRequest = z.infer<typeof RotateVendorSecretRequest>;

/** The rotation's answer: the only time the new secret is ever sent. */
export const RotatedVendorSecret = VendorSecretView.extend({ secret: z.string() });
export type RotatedVendorSecret = z.infer<typeof RotatedVendorSecret>;
