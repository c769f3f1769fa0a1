import { base64UrlDecode, base64UrlEncode } from './base64url.js';

/**
 * Customer-service paths travel encrypted (spec section 3: "Customer service item: csType, path
 * (encrypted)"; decision 0085). The site config carries each item's path as
 * `v1.<kid>.<iv>.<data>`: AES-256-GCM (the payload encryption's nonce and tag layout), the key
 * named by `kid`. The key is not in the site config: the site asks for it
 * (GET /wps/system/customerService/key?kid=…, rate-limited per address) when the visitor opens
 * customer service, and the keys rotate, so harvesting the operator's WhatsApp and Telegram links
 * from the public JSON takes a browser-like second call per address and per key period.
 * Isomorphic: WebCrypto only (browsers, Node 20+), and no zod, so the web's lazily loaded
 * customer-service code does not bring the schema library (the call's schemas are in system.ts).
 */
export const CS_PATH_VERSION = 'v1';
const AES_KEY_BYTES = 32;
/** The nonce and tag sizes of the payload encryption (payload-crypto.ts), the tag appended. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const Base64Url = /^[A-Za-z0-9_-]+$/;
/** A key id: letters, digits, _ and -, at most 32. */
export const CS_KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const KID_PATTERN = CS_KEY_ID_PATTERN;

/** A customer-service key as GET /wps/system/customerService/key hands it out. */
export type CustomerServiceKey = { kid: string; key: string };

export type EncryptedPathParts = { kid: string; iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> };

/** The parts of an encrypted path, or null when the text is not one (e.g. a plain URL). */
export function parseEncryptedPath(text: string): EncryptedPathParts | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [version, kid = '', iv = '', data = ''] = parts;
  if (version !== CS_PATH_VERSION || !KID_PATTERN.test(kid)) return null;
  if (!Base64Url.test(iv) || !Base64Url.test(data)) return null;
  const ivBytes = base64UrlDecode(iv);
  const dataBytes = base64UrlDecode(data);
  if (ivBytes.length !== IV_BYTES || dataBytes.length <= TAG_BYTES) return null;
  return { kid, iv: ivBytes, data: dataBytes };
}

/** The key id of an encrypted path, or null. */
export function encryptedPathKid(text: string): string | null {
  return parseEncryptedPath(text)?.kid ?? null;
}

/** The additional data each ciphertext is bound to: a path moved to another key id fails. */
function associatedData(kid: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`khela-cs-path:${kid}`);
}

async function importKey(key: string, usage: 'encrypt' | 'decrypt') {
  const raw = base64UrlDecode(key);
  if (raw.length !== AES_KEY_BYTES) throw new TypeError('a customer-service key is 32 bytes');
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, [usage]);
}

/** Encrypts one path under a key (base64url, 32 bytes) and its id. */
export async function encryptCustomerServicePath(path: string, key: string, kid: string): Promise<string> {
  if (!KID_PATTERN.test(kid)) throw new TypeError('invalid key id');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(kid), tagLength: TAG_BYTES * 8 },
    await importKey(key, 'encrypt'),
    new TextEncoder().encode(path),
  );
  return [CS_PATH_VERSION, kid, base64UrlEncode(iv), base64UrlEncode(new Uint8Array(data))].join('.');
}

/**
 * The plain path of an encrypted one. Throws when the text is not an encrypted path, names
 * another key, or was changed (the GCM tag).
 */
export async function decryptCustomerServicePath(
  encrypted: string,
  key: CustomerServiceKey,
): Promise<string> {
  const parts = parseEncryptedPath(encrypted);
  if (!parts) throw new TypeError('not an encrypted customer-service path');
  if (parts.kid !== key.kid) throw new TypeError('the path names another key');
  const plain = await globalThis.crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: parts.iv,
      additionalData: associatedData(parts.kid),
      tagLength: TAG_BYTES * 8,
    },
    await importKey(key.key, 'decrypt'),
    parts.data,
  );
  return new TextDecoder().decode(plain);
}
