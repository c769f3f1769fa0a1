import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { promisify } from 'node:util';
import {
  EncryptedPayload,
  looksEncrypted,
  PAYLOAD_IV_BYTES,
  PAYLOAD_TAG_BYTES,
  RsaPublicJwk,
} from '@khela/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from './app-error.js';
import * as repo from './payload-encryption.repo.js';

/**
 * The E (encrypted) calls (docs/decisions/0009): a route declared with
 * `config: { encryptedPayload: true }` accepts the envelope of `encryptPayload` (packages/contract),
 * decrypted here before validation, so its zod schema and handler only ever see the plain body.
 * Plain JSON is accepted on those routes only while the PLAINPAYLOAD site setting is on.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** An E call: the body may (and, with PLAINPAYLOAD off, must) arrive encrypted. */
    encryptedPayload?: boolean;
  }
}

/** One key pair for every instance, created by the first one that needs it. */
const SECRET_NAME = 'payload-encryption.rsa-oaep-256';
/**
 * RSA-2048 (112-bit strength): every E call costs the server one private-key operation on
 * unauthenticated traffic, ~0.3 ms here against ~1.8 ms for 3072 bits.
 */
const MODULUS_BITS = 2048;
const AES_KEY_BYTES = 32;

export type PayloadKey = { kid: string; publicKey: RsaPublicJwk; privateKey: KeyObject };
export type PayloadKeys = { current(): Promise<PayloadKey> };

const generateRsa = promisify(generateKeyPair);

async function generatePrivateKeyPem(): Promise<string> {
  const { privateKey } = await generateRsa('rsa', { modulusLength: MODULUS_BITS, publicExponent: 0x10001 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The key id is the RFC 7638 JWK thumbprint: the same key always has the same id. */
function keyFromPem(pem: string): PayloadKey {
  const privateKey = createPrivateKey(pem);
  const { n, e } = RsaPublicJwk.pick({ n: true, e: true }).parse(
    createPublicKey(privateKey).export({ format: 'jwk' }),
  );
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { kid, privateKey, publicKey: { kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc', kid } };
}

/** Loads the shared key pair from platform_secret, generating and storing it on first use. */
export function createPayloadKeys(ctx: { database: Database; now: () => Date }): PayloadKeys {
  let loading: Promise<PayloadKey> | undefined;
  async function load(): Promise<PayloadKey> {
    const db = ctx.database.db;
    let pem = await repo.secretValue(db, SECRET_NAME);
    if (pem === undefined) {
      await repo.insertSecretIfMissing(db, SECRET_NAME, await generatePrivateKeyPem(), ctx.now());
      // Another instance may have stored its key first: everyone reads back the stored one.
      pem = await repo.secretValue(db, SECRET_NAME);
      if (pem === undefined) throw new Error('the payload encryption key could not be stored');
    }
    return keyFromPem(pem);
  }
  return {
    current() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // a failed load (database down) is retried by the next request
        throw error;
      });
      return loading;
    },
  };
}

/** JSON.parse refusing prototype keys, as Fastify's own body parser does. */
function parseJson(text: string): unknown {
  return JSON.parse(text, (name: string, value: unknown) => {
    if (name === '__proto__') throw new SyntaxError('forbidden key');
    return value;
  });
}

/** The plain body inside an envelope; any failure reads the same (no oracle for an attacker). */
export function decryptPayload(key: PayloadKey, envelope: EncryptedPayload): unknown {
  let plaintext: Buffer;
  try {
    const contentKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(envelope.key, 'base64url'),
    );
    const iv = Buffer.from(envelope.iv, 'base64url');
    const data = Buffer.from(envelope.data, 'base64url');
    if (contentKey.length !== AES_KEY_BYTES || iv.length !== PAYLOAD_IV_BYTES) throw new Error('sizes');
    if (data.length < PAYLOAD_TAG_BYTES) throw new Error('no tag');
    const tagAt = data.length - PAYLOAD_TAG_BYTES;
    const decipher = createDecipheriv('aes-256-gcm', contentKey, iv, { authTagLength: PAYLOAD_TAG_BYTES });
    decipher.setAuthTag(data.subarray(tagAt));
    plaintext = Buffer.concat([decipher.update(data.subarray(0, tagAt)), decipher.final()]);
  } catch {
    throw new AppError('PAYLOAD_DECRYPTION_FAILED');
  }
  try {
    return parseJson(plaintext.toString('utf8'));
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
}

/**
 * preValidation runs after the JSON body is parsed and before the route's schema validates it
 * (Fastify 5 lifecycle), so the schema checks the decrypted body.
 */
export function installPayloadDecryption(
  app: FastifyInstance,
  keys: PayloadKeys,
  plainAllowed: () => Promise<boolean>,
): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.encryptedPayload !== true) return;
    if (!looksEncrypted(request.body)) {
      if (!(await plainAllowed())) throw new AppError('PLAIN_PAYLOAD_REFUSED');
      return;
    }
    const envelope = EncryptedPayload.safeParse(request.body);
    if (!envelope.success) throw new AppError('PAYLOAD_DECRYPTION_FAILED');
    const key = await keys.current();
    if (envelope.data.kid !== key.kid) throw new AppError('PAYLOAD_KEY_UNKNOWN');
    request.body = decryptPayload(key, envelope.data);
  });
}
