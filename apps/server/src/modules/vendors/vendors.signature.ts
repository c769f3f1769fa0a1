import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { vendorSigningInput } from '@khela/contract';

/** hex(HMAC-SHA256(secret, timestamp + "." + rawBody)): what a vendor sends as X-Khela-Signature. */
export function signVendorBody(secret: string, timestamp: string | number, rawBody: string): string {
  return createHmac('sha256', secret).update(vendorSigningInput(timestamp, rawBody)).digest('hex');
}

/** Constant-time comparison of the expected signature with the one received. */
export function signatureMatches(secret: string, timestamp: string, rawBody: string, given: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(signVendorBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** A timestamp header is unix milliseconds as digits; anything else is stale by definition. */
export function timestampAge(timestamp: string | undefined, now: Date): number | undefined {
  if (!timestamp || !/^\d{10,16}$/.test(timestamp)) return undefined;
  return Math.abs(now.getTime() - Number(timestamp));
}

export function newVendorSecret(): string {
  return randomBytes(32).toString('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with sorted keys (the contract's): the same request written differently hashes the same. */
export { canonicalJson } from '@khela/contract';
