import {
  base64UrlDecode,
  base64UrlEncode,
  type CustomerServiceKeyValue,
  decryptCustomerServicePath,
  encryptedPathKid,
  type SiteConfigValue,
} from '@khela/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { CS_KEY_LIMITS } from './system.customer-service.js';

/**
 * Encrypted customer-service paths (spec section 3, decision 0085): the site config and
 * CBS_modelList carry no plain link; the key call hands out the current and the previous
 * period's key only, per address within its limit; the paths decrypt to the stored links.
 */
const t = useTestApp();

const TELEGRAM = 'https://t.me/khela_support';
const LIVECHAT = 'https://livechat.khela.example/chat';

let address = 0;
/** A fresh documentation address, so the per-address key limit is met only where a test wants it. */
const freshIp = () => `203.0.113.${++address}`;

async function get(url: string, ip = freshIp()) {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'x-lang': 'en' } });
  return { status: res.statusCode, text: res.body, body: res.json<{ value: unknown; code?: string }>() };
}

async function siteConfig() {
  const res = await get('/wps/system/config');
  expect(res.status).toBe(200);
  return { text: res.text, value: res.body.value as SiteConfigValue };
}

async function keyFor(kid: string, ip?: string) {
  return get(`/wps/system/customerService/key?kid=${encodeURIComponent(kid)}`, ip);
}

async function decryptAll(items: SiteConfigValue['customerService']) {
  return Promise.all(
    items.map(async (item) => {
      const kid = encryptedPathKid(item.path) ?? '';
      const res = await keyFor(kid);
      expect(res.status, res.text).toBe(200);
      return decryptCustomerServicePath(item.path, res.body.value as CustomerServiceKeyValue);
    }),
  );
}

afterEach(() => t.setNow(new Date()));

describe('customer-service paths in the site config', () => {
  it('carry no plain link; each decrypts with the key its kid names to the stored one', async () => {
    const { text, value } = await siteConfig();
    // (The social channels among the resources are public on purpose: only the support links are hidden.)
    for (const plain of [TELEGRAM, LIVECHAT, 't.me/khela_support', 'livechat.khela'])
      expect(text).not.toContain(plain);
    expect(value.customerService.map((item) => item.csType)).toEqual(['LIVECHAT', 'TELEGRAM']);
    for (const item of value.customerService) expect(item.path).toMatch(/^v1\.cs\d+\.[\w-]{16}\.[\w-]+$/);
    expect(await decryptAll(value.customerService)).toEqual([LIVECHAT, TELEGRAM]);
  });

  it('are encrypted afresh on every answer (a new nonce), so two answers never match', async () => {
    const [first, second] = [await siteConfig(), await siteConfig()];
    expect(first.value.customerService[1]?.path).not.toBe(second.value.customerService[1]?.path);
  });

  it('are not in CBS_modelList in clear either', async () => {
    const res = await get('/wps/relay/CBS_modelList');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('t.me/khela_support');
    const models = (res.body.value as { models: { model: string; url: string | null }[] }).models;
    const telegram = models.find((model) => model.model === 'TELEGRAM')?.url ?? '';
    const key = await keyFor(encryptedPathKid(telegram) ?? '');
    expect(await decryptCustomerServicePath(telegram, key.body.value as CustomerServiceKeyValue)).toBe(
      TELEGRAM,
    );
  });

  it('refuse a changed path: the tag no longer matches', async () => {
    const { value } = await siteConfig();
    const path = value.customerService[1]?.path ?? '';
    const key = (await keyFor(encryptedPathKid(path) ?? '')).body.value as CustomerServiceKeyValue;
    const parts = path.split('.');
    const data = base64UrlDecode(parts[3] ?? '');
    data[0] = (data[0] ?? 0) ^ 1;
    const changed = [...parts.slice(0, 3), base64UrlEncode(data)].join('.');
    await expect(decryptCustomerServicePath(changed, key)).rejects.toThrow();
    // Moved to another key id, the same bytes fail too (the kid is bound in).
    const moved = [parts[0], `cs${Number(key.kid.slice(2)) - 1}`, ...parts.slice(2)].join('.');
    await expect(
      decryptCustomerServicePath(moved, { ...key, kid: moved.split('.')[1] ?? '' }),
    ).rejects.toThrow();
  });
});

describe('GET /wps/system/customerService/key', () => {
  it('hands out the current and the previous period only; keys rotate with the period', async () => {
    const start = new Date();
    t.setNow(start);
    const { value } = await siteConfig();
    const path = value.customerService[1]?.path ?? '';
    const kid = encryptedPathKid(path) ?? '';
    const now = await keyFor(kid);
    expect(now.status).toBe(200);
    const key = now.body.value as CustomerServiceKeyValue;
    expect(key.kid).toBe(kid);
    expect(key.key).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(key.expiresAt)).toBeGreaterThan(start.getTime() + CS_KEY_LIMITS.periodMs - 1);

    // One period on: the old config still opens, and the new config names a new key.
    t.setNow(new Date(start.getTime() + CS_KEY_LIMITS.periodMs));
    expect((await keyFor(kid)).status).toBe(200);
    const newer = (await siteConfig()).value.customerService[1]?.path ?? '';
    const newKid = encryptedPathKid(newer) ?? '';
    expect(newKid).not.toBe(kid);
    const newKey = (await keyFor(newKid)).body.value as CustomerServiceKeyValue;
    expect(newKey.key).not.toBe(key.key);
    await expect(decryptCustomerServicePath(path, newKey)).rejects.toThrow();

    // Two periods on: the old key is gone; a future one was never there.
    t.setNow(new Date(start.getTime() + 2 * CS_KEY_LIMITS.periodMs));
    const gone = await keyFor(kid);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('CUSTOMER_SERVICE_KEY_UNKNOWN');
    const future = `cs${Number(kid.slice(2)) + 5}`;
    expect((await keyFor(future)).body.code).toBe('CUSTOMER_SERVICE_KEY_UNKNOWN');
    expect((await keyFor('unknown')).body.code).toBe('CUSTOMER_SERVICE_KEY_UNKNOWN');
  });

  it('refuses a malformed kid', async () => {
    for (const url of [
      '/wps/system/customerService/key',
      '/wps/system/customerService/key?kid=',
      `/wps/system/customerService/key?kid=${'a'.repeat(33)}`,
      '/wps/system/customerService/key?kid=cs1.2',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('answers one address at most 20 times in 10 minutes; another address is not held up', async () => {
    const { value } = await siteConfig();
    const kid = encryptedPathKid(value.customerService[0]?.path ?? '') ?? '';
    const ip = freshIp();
    for (let i = 0; i < CS_KEY_LIMITS.perAddress; i++) expect((await keyFor(kid, ip)).status).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/wps/system/customerService/key?kid=${kid}`,
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await keyFor(kid)).status).toBe(200);
  });
});
