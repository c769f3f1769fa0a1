import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpAt, totpCode, verifyTotp } from './totp.js';

// RFC 6238 appendix B: SHA-1 secret "12345678901234567890", 8-digit values; we use the last 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('matches the RFC test vector at T=%s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('accepts one step of drift and no more, and reports the step', () => {
    const secret = generateTotpSecret();
    const at = new Date(1_800_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const raw = base32Decode(secret) ?? Buffer.alloc(0);
    expect(verifyTotp(secret, totpAt(raw, step), at)).toBe(step);
    expect(verifyTotp(secret, totpAt(raw, step - 1), at)).toBe(step - 1);
    expect(verifyTotp(secret, totpAt(raw, step + 2), at)).toBeNull();
    expect(verifyTotp(secret, '12345', at)).toBeNull();
    expect(verifyTotp('not base32!', '123456', at)).toBeNull();
  });

  it('base32 round-trips', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 9]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });
});
