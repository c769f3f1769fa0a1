import { z } from 'zod';
import { base64UrlDecode, base64UrlEncode } from './base64url.js';

/**
 * The E mechanism: a request body encrypted for the server (docs/decisions/0009).
 * Hybrid: a fresh AES-256-GCM key per request encrypts the JSON body, and that key is wrapped with
 * the server's RSA-OAEP (SHA-256) public key from the site config (`payloadEncryption`). All binary
 * fields are base64url without padding. Isomorphic: WebCrypto only (browsers, Node 20+).
 */
export const PAYLOAD_ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';

/** AES-GCM nonce and tag sizes; the ciphertext carries the tag at its end (WebCrypto's layout). */
export const PAYLOAD_IV_BYTES = 12;
export const PAYLOAD_TAG_BYTES = 16;

const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected base64url');

/** What an E call sends instead of its plain JSON body. */
export const EncryptedPayload = z.strictObject({
  kid: z.string().min(1).max(128).describe('id of the public key used, from the site config'),
  key: Base64Url.max(1400).describe('the AES-256 key, wrapped with RSA-OAEP SHA-256'),
  iv: Base64Url.length(16).describe('the 12-byte AES-GCM nonce'),
  data: Base64Url.describe('AES-256-GCM ciphertext of the UTF-8 JSON body, tag appended'),
});
export type EncryptedPayload = z.infer<typeof EncryptedPayload>;

/** The server's public key as a JSON Web Key (RFC 7517). */
export const RsaPublicJwk = z.object({
  kty: z.literal('RSA'),
  n: Base64Url,
  e: Base64Url,
  alg: z.literal('RSA-OAEP-256').optional(),
  use: z.literal('enc').optional(),
  kid: z.string().optional(),
});
export type RsaPublicJwk = z.infer<typeof RsaPublicJwk>;

/** Published in GET /wps/system/config as `payloadEncryption`. */
export const PayloadEncryptionConfig = z.object({
  kid: z.string(),
  algorithm: z.literal(PAYLOAD_ENCRYPTION_ALGORITHM),
  publicKey: RsaPublicJwk,
  plainAllowed: z
    .boolean()
    .describe('PLAINPAYLOAD: E calls also accept plain JSON (tests, API tools); off in production'),
});
export type PayloadEncryptionConfig = z.infer<typeof PayloadEncryptionConfig>;

/**
 * True when a body has the envelope's keys, so the server treats it as ciphertext (and refuses it
 * when it does not decrypt) rather than as a plain body.
 */
export function looksEncrypted(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    ['kid', 'key', 'iv', 'data'].every((name) => Object.hasOwn(body, name))
  );
}

export { base64UrlDecode, base64UrlEncode };

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function pemBody(text: string): string {
  return text
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function importPublicKey(publicKey: RsaPublicJwk | string) {
  const subtle = globalThis.crypto.subtle;
  if (typeof publicKey === 'string') {
    // SPKI DER as base64/base64url, with or without the PEM armour.
    return subtle.importKey('spki', base64UrlDecode(pemBody(publicKey)), RSA_OAEP, false, ['wrapKey']);
  }
  const { kty, n, e } = RsaPublicJwk.parse(publicKey);
  return subtle.importKey('jwk', { kty, n, e, alg: 'RSA-OAEP-256', ext: true }, RSA_OAEP, false, ['wrapKey']);
}

/**
 * Encrypts a JSON body for an E call: send the result as the request body (Content-Type
 * application/json). `publicKey` and `kid` come from the site config's `payloadEncryption`; when
 * the server answers PAYLOAD_KEY_UNKNOWN, reload the site config and encrypt again.
 */
export async function encryptPayload(
  publicKey: RsaPublicJwk | string,
  kid: string,
  body: unknown,
): Promise<EncryptedPayload> {
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('encryptPayload: the body must be JSON-serialisable');
  const subtle = globalThis.crypto.subtle;
  const wrappingKey = await importPublicKey(publicKey);
  const contentKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(PAYLOAD_IV_BYTES));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, tagLength: PAYLOAD_TAG_BYTES * 8 },
    contentKey,
    new TextEncoder().encode(json),
  );
  const key = await subtle.wrapKey('raw', contentKey, wrappingKey, RSA_OAEP);
  return {
    kid,
    key: base64UrlEncode(new Uint8Array(key)),
    iv: base64UrlEncode(iv),
    data: base64UrlEncode(new Uint8Array(data)),
  };
}
