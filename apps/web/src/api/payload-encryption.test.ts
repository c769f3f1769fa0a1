import { base64UrlDecode, type PayloadEncryptionConfig, RsaPublicJwk } from '@khela/contract';
import { describe, expect, it, vi } from 'vitest';
import { createPayloadEncoder } from './payload-encryption';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const publicKey = RsaPublicJwk.parse(await crypto.subtle.exportKey('jwk', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey };
}

/** What the server does with the envelope: unwrap the AES key, then open the body. */
async function decrypt(privateKey: CryptoKey, envelope: Record<string, string>) {
  const contentKey = await crypto.subtle.unwrapKey(
    'raw',
    base64UrlDecode(envelope.key ?? ''),
    privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM' },
    false,
    ['decrypt'],
  );
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64UrlDecode(envelope.iv ?? '') },
    contentKey,
    base64UrlDecode(envelope.data ?? ''),
  );
  return JSON.parse(new TextDecoder().decode(plain));
}

const config = (publicKey: RsaPublicJwk, plainAllowed = false): PayloadEncryptionConfig => ({
  kid: 'key-1',
  algorithm: 'RSA-OAEP-256+A256GCM',
  publicKey,
  plainAllowed,
});

describe('payload encoder (E calls)', () => {
  it('encrypts for the published key: the server can open it, nothing readable travels', async () => {
    const { privateKey, publicKey } = await keyPair();
    const encoder = createPayloadEncoder(async () => config(publicKey));
    const body = { username: 'demo', password: 'demo1234' };
    const sent = await encoder.encode(body);
    expect(Object.keys(sent ?? {}).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(JSON.stringify(sent)).not.toContain('demo1234');
    const envelope = Object.fromEntries(Object.entries(sent ?? {}).map(([k, v]) => [k, String(v)]));
    expect(envelope.kid).toBe('key-1');
    expect(await decrypt(privateKey, envelope)).toEqual(body);
  });

  it('sends plain JSON only while no key is published; encrypts even where plain bodies are allowed', async () => {
    const { publicKey } = await keyPair();
    const body = { a: 1 };
    await expect(createPayloadEncoder(async () => null).encode(body)).resolves.toBe(body);
    const sent = await createPayloadEncoder(async () => config(publicKey, true)).encode(body);
    expect(Object.keys(sent ?? {}).sort()).toEqual(['data', 'iv', 'key', 'kid']);
  });

  it('loads the key once, again after forget(), and again after a failed load', async () => {
    const { publicKey } = await keyPair();
    const load = vi
      .fn<() => Promise<PayloadEncryptionConfig | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(config(publicKey));
    const encoder = createPayloadEncoder(load);
    await expect(encoder.encode({})).rejects.toThrow('offline');
    await encoder.encode({});
    await encoder.encode({});
    expect(load).toHaveBeenCalledTimes(2);
    encoder.forget();
    await encoder.encode({});
    expect(load).toHaveBeenCalledTimes(3);
  });
});
