import type { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  EncryptedPayload,
  encryptPayload,
  looksEncrypted,
  RsaPublicJwk,
} from './payload-crypto.js';

const subtle = globalThis.crypto.subtle;
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

async function keyPair() {
  const pair = await subtle.generateKey(
    { ...OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  return { pair, jwk: RsaPublicJwk.parse(await subtle.exportKey('jwk', pair.publicKey)) };
}

/** What the server does, in WebCrypto: unwrap the AES key, then decrypt and check the tag. */
async function decrypt(privateKey: webcrypto.CryptoKey, envelope: EncryptedPayload): Promise<unknown> {
  const aes = await subtle.unwrapKey(
    'raw',
    base64UrlDecode(envelope.key),
    privateKey,
    OAEP,
    'AES-GCM',
    false,
    ['decrypt'],
  );
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: base64UrlDecode(envelope.iv) },
    aes,
    base64UrlDecode(envelope.data),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('base64url', () => {
  it('round-trips every byte value without padding', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const length of [0, 1, 2, 3, 255, 256]) {
      const text = base64UrlEncode(bytes.slice(0, length));
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect([...base64UrlDecode(text)]).toEqual([...bytes.slice(0, length)]);
    }
  });
});

describe('encryptPayload', () => {
  it('makes an envelope only the private key opens, with a fresh key and nonce each time', async () => {
    const { pair, jwk } = await keyPair();
    const body = { username: 'player1', password: 'পাসওয়ার্ড-১২৩' };
    const first = EncryptedPayload.parse(await encryptPayload(jwk, 'k1', body));
    const second = await encryptPayload(jwk, 'k1', body);
    expect(first.kid).toBe('k1');
    expect(base64UrlDecode(first.iv)).toHaveLength(12);
    expect(base64UrlDecode(first.key)).toHaveLength(256);
    expect(second.iv).not.toBe(first.iv);
    expect(second.key).not.toBe(first.key);
    expect(JSON.stringify(first)).not.toContain('player1');
    expect(await decrypt(pair.privateKey, first)).toEqual(body);
  });

  it('accepts the key as SPKI base64', async () => {
    const { pair } = await keyPair();
    const spki = base64UrlEncode(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
    expect(await decrypt(pair.privateKey, await encryptPayload(spki, 'k1', [1, 'two']))).toEqual([1, 'two']);
  });

  it('refuses a body that is not JSON', async () => {
    const { jwk } = await keyPair();
    await expect(encryptPayload(jwk, 'k1', undefined)).rejects.toThrow(TypeError);
  });
});

describe('looksEncrypted', () => {
  it('is true only for an object with all four envelope keys', () => {
    expect(looksEncrypted({ kid: 1, key: 2, iv: 3, data: 4 })).toBe(true);
    expect(looksEncrypted({ kid: 'a', key: 'b', iv: 'c' })).toBe(false);
    expect(looksEncrypted({ username: 'a' })).toBe(false);
    expect(looksEncrypted(null)).toBe(false);
    expect(looksEncrypted(['kid', 'key', 'iv', 'data'])).toBe(false);
  });
});
