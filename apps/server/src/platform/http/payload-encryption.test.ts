import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import {
  type EncryptedPayload,
  type ErrorCode,
  encryptPayload,
  errorMessage,
  PayloadEncryptionConfig,
} from '@khela/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { createTestDatabase, testConfig, useTestApp } from '../../test/harness.js';
import { createMemoryCache } from '../cache/cache.js';
import { createMemoryRateLimiter } from '../ratelimit/ratelimit.js';
import { ok } from './envelope.js';
import { createPayloadKeys } from './payload-encryption.js';

let handled = 0;
const t = useTestApp({
  extend(app) {
    const body = z.object({ username: z.string().trim().min(4).max(16), amount: z.number().int() });
    app.post(
      '/wps/test/e-echo',
      { config: { encryptedPayload: true }, schema: { body } },
      async (request) => {
        handled += 1;
        return ok(request.body);
      },
    );
    app.post('/wps/test/plain-echo', { schema: { body } }, async (request) => ok(request.body));
  },
});

type Body = { success: boolean; value: unknown; message: string; code?: string };

async function post(url: string, payload: unknown, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-lang': lang },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

async function siteKey(): Promise<PayloadEncryptionConfig> {
  const res = await t.app.inject({ method: 'GET', url: '/wps/system/config' });
  return PayloadEncryptionConfig.parse(
    res.json<{ value: { payloadEncryption: unknown } }>().value.payloadEncryption,
  );
}

async function encrypted(body: unknown): Promise<EncryptedPayload> {
  const { publicKey, kid } = await siteKey();
  return encryptPayload(publicKey, kid, body);
}

async function setPlain(enabled: boolean) {
  await t.app.services.system.setSetting('PLAINPAYLOAD', { enabled });
}

/** Flips one character of a base64url field, keeping it base64url. */
function tamper(text: string, at: number): string {
  const index = at < 0 ? text.length + at : at;
  const swapped = text[index] === 'A' ? 'B' : 'A';
  return `${text.slice(0, index)}${swapped}${text.slice(index + 1)}`;
}

function expectRefused(res: { status: number; body: Body }, code: ErrorCode) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, value: null, code, message: errorMessage(code, 'en') });
}

describe('the site config publishes the payload key', () => {
  it('as an RSA-OAEP-256 JWK with its thumbprint as kid, and whether plain JSON is allowed', async () => {
    const config = await siteKey();
    expect(config).toMatchObject({ algorithm: 'RSA-OAEP-256+A256GCM', plainAllowed: true });
    expect(config.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(config.publicKey).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(Buffer.from(config.publicKey.n, 'base64url').length).toBe(256); // 2048 bits
    expect(JSON.stringify(config)).not.toMatch(/"d"|PRIVATE/);
  });
});

describe('an E route', () => {
  it('decrypts the envelope before validation: the schema and handler see the plain body', async () => {
    const res = await post('/wps/test/e-echo', await encrypted({ username: '  player1 ', amount: 5 }));
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ username: 'player1', amount: 5 });
  });

  it('validates the decrypted body and names its fields', async () => {
    const res = await post('/wps/test/e-echo', await encrypted({ username: 'ab' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.value).toEqual({
      fields: expect.arrayContaining([
        { field: 'body.username', reason: 'too_small', message: 'must be at least 4' },
        { field: 'body.amount', reason: 'required', message: 'is required' },
      ]),
    });
  });

  it('accepts a key given as SPKI (PEM or base64) as well as JWK', async () => {
    const { publicKey, kid } = await siteKey();
    const spki = createPublicKey({ key: publicKey, format: 'jwk' });
    const pem = spki.export({ type: 'spki', format: 'pem' }).toString();
    const der = spki.export({ type: 'spki', format: 'der' }).toString('base64');
    for (const key of [pem, der]) {
      const res = await post(
        '/wps/test/e-echo',
        await encryptPayload(key, kid, { username: 'spki1', amount: 1 }),
      );
      expect(res.body.value).toEqual({ username: 'spki1', amount: 1 });
    }
  });

  it('refuses a tampered key, iv or ciphertext, in the caller language, without running the handler', async () => {
    const good = await encrypted({ username: 'player1', amount: 5 });
    const before = handled;
    const variants: EncryptedPayload[] = [
      { ...good, data: tamper(good.data, 0) },
      { ...good, data: tamper(good.data, -2) }, // inside the GCM tag
      { ...good, iv: tamper(good.iv, 3) },
      { ...good, key: tamper(good.key, 10) },
      { ...good, data: good.data.slice(0, 10) },
      { ...good, iv: `${good.iv}AA` },
      { ...good, key: 'not*base64' },
    ];
    for (const envelope of variants)
      expectRefused(await post('/wps/test/e-echo', envelope), 'PAYLOAD_DECRYPTION_FAILED');
    const bn = await post('/wps/test/e-echo', variants[0], 'bn');
    expect(bn.body.message).toBe(errorMessage('PAYLOAD_DECRYPTION_FAILED', 'bn'));
    expect(handled).toBe(before);
  });

  it('refuses an envelope for another key id, so the caller reloads the config', async () => {
    const good = await encrypted({ username: 'player1', amount: 5 });
    expectRefused(await post('/wps/test/e-echo', { ...good, kid: 'old-key' }), 'PAYLOAD_KEY_UNKNOWN');
  });

  it('refuses ciphertext that decrypts to something other than JSON', async () => {
    const { publicKey, kid } = await siteKey();
    const contentKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', contentKey, iv);
    const data = Buffer.concat([cipher.update('username=player1'), cipher.final(), cipher.getAuthTag()]);
    const key = publicEncrypt(
      {
        key: createPublicKey({ key: publicKey, format: 'jwk' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      contentKey,
    );
    const envelope = {
      kid,
      key: key.toString('base64url'),
      iv: iv.toString('base64url'),
      data: data.toString('base64url'),
    };
    expectRefused(await post('/wps/test/e-echo', envelope), 'MALFORMED_JSON');
  });
});

describe('plain JSON on E routes follows the PLAINPAYLOAD setting', () => {
  afterAll(async () => {
    await setPlain(true);
  });

  it('is accepted while the setting is on (demo and tests)', async () => {
    await setPlain(true); // the other tests here turn it off
    const res = await post('/wps/test/e-echo', { username: 'player1', amount: 1 });
    expect(res.body).toMatchObject({ success: true, value: { username: 'player1', amount: 1 } });
  });

  it('is refused when it is off, and the config says so; encrypted bodies still work', async () => {
    await setPlain(false);
    const before = handled;
    expectRefused(
      await post('/wps/test/e-echo', { username: 'player1', amount: 1 }),
      'PLAIN_PAYLOAD_REFUSED',
    );
    expect(handled).toBe(before);
    expect((await siteKey()).plainAllowed).toBe(false);
    const res = await post('/wps/test/e-echo', await encrypted({ username: 'player1', amount: 2 }));
    expect(res.body.value).toEqual({ username: 'player1', amount: 2 });
  });

  it('routes without encryptedPayload take plain JSON and never decrypt', async () => {
    await setPlain(false);
    expect((await post('/wps/test/plain-echo', { username: 'player1', amount: 3 })).status).toBe(200);
    const res = await post('/wps/test/plain-echo', await encrypted({ username: 'player1', amount: 3 }));
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the login route, once it is marked as an E call', () => {
  it('logs in with an encrypted body', async (context) => {
    await setPlain(false);
    const plain = await post('/wps/session/login', { username: 'demo', password: 'demo1234' });
    await setPlain(true);
    // Marks nothing itself: only a route the accounts module declared encryptedPayload refuses plain JSON.
    if (plain.body.code !== 'PLAIN_PAYLOAD_REFUSED') context.skip();
    const res = await post('/wps/session/login', await encrypted({ username: 'demo', password: 'demo1234' }));
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ userName: 'demo' });
  });
});

describe('the key pair', () => {
  it('is generated once and shared by every app on the same database', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const ctxOf = () => ({
        config: testConfig(),
        database,
        cache: createMemoryCache(),
        rateLimiter: createMemoryRateLimiter(),
        now: () => new Date(),
      });
      // Two instances starting at once agree on one key.
      const [a, b] = await Promise.all([
        createPayloadKeys(ctxOf()).current(),
        createPayloadKeys(ctxOf()).current(),
      ]);
      expect(a.kid).toBe(b.kid);
      const first = await buildApp(ctxOf(), { logger: false });
      const second = await buildApp(ctxOf(), { logger: false });
      first.post('/wps/test/e', { config: { encryptedPayload: true } }, async (request) => ok(request.body));
      second.post('/wps/test/e', { config: { encryptedPayload: true } }, async (request) => ok(request.body));
      const kids: string[] = [];
      let envelope: EncryptedPayload | undefined;
      for (const app of [first, second]) {
        const res = await app.inject({ method: 'GET', url: '/wps/system/config' });
        const config = PayloadEncryptionConfig.parse(
          res.json<{ value: { payloadEncryption: unknown } }>().value.payloadEncryption,
        );
        kids.push(config.kid);
        envelope ??= await encryptPayload(config.publicKey, config.kid, { from: 'first' });
        const echoed = await app.inject({ method: 'POST', url: '/wps/test/e', payload: envelope });
        expect(echoed.json<Body>().value).toEqual({ from: 'first' });
      }
      expect(kids).toEqual([a.kid, a.kid]);
      await first.close();
      await second.close();
    } finally {
      await drop();
    }
  });
});
