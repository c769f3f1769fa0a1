import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { createOperatorSession } from '../../test/operators.js';

// Two small built apps, so the player site and the back office answer from files.
const root = mkdtempSync(path.join(tmpdir(), 'khela-hardening-'));
const webDir = path.join(root, 'web');
const backofficeDir = path.join(root, 'backoffice');
for (const dir of [webDir, backofficeDir]) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Khela</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};\n');
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const t = useTestApp({
  env: {
    WEB_DIST_DIR: webDir,
    BACKOFFICE_DIST_DIR: backofficeDir,
    HSTS_MAX_AGE_SECONDS: '31536000',
    TRUST_PROXY: 'true',
  },
  build: { serveWeb: true },
});
const production = useTestApp({ env: { NODE_ENV: 'production' }, seed: false });

async function get(url: string, headers: Record<string, string> = {}, app = t.app) {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

const EVERY_KIND = [
  ['the player site', '/'],
  ['a player site page', '/promotions'],
  ['a built asset', '/assets/app.js'],
  ['the back office sign-in', '/backoffice/'],
  ['the player API', '/wps/relay/getVassGameType'],
  ['the operator API', '/bo/api/players'],
  ['an unknown API path', '/wps/nothing-here'],
  ['the API docs page', '/docs/static/index.html'],
  ['the API document', '/docs/json'],
  ['the studio verifier', '/studio/verify'],
  ['a studio game page', '/studio/play/KHELA_SLOT_1?token=not-a-token'],
] as const;

describe('browser security headers', () => {
  it.each(EVERY_KIND)('%s (%s) sends them', async (_name, url) => {
    const res = await get(url);
    expect(res.status).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src '(self|none)'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const frameable = url.startsWith('/studio/play/');
    expect(csp).toContain(`frame-ancestors ${frameable ? "'self'" : "'none'"}`);
    expect(res.headers['x-frame-options']).toBe(frameable ? 'SAMEORIGIN' : 'DENY');
  });

  it('gives pages the page policy: own scripts and styles, QR data images, same-origin calls', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    for (const directive of [
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toMatch(/img-src [^;]*data:/);
  });

  it('a 304 revalidating a page sends no policy, so the cached page keeps its own', async () => {
    for (const url of ['/', '/backoffice/']) {
      const first = await get(url);
      const etag = String(first.headers.etag ?? '');
      expect(etag, url).not.toBe('');
      const again = await get(url, { 'if-none-match': etag });
      expect(again.status, url).toBe(304);
      expect(again.headers['content-security-policy'], url).toBeUndefined();
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends HSTS only over HTTPS, with the configured age', async () => {
    const plain = await get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await get('/', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sends no HSTS when HSTS_MAX_AGE_SECONDS is 0 (the default)', async () => {
    const res = await get('/wps/relay/getVassGameType', { 'x-forwarded-proto': 'https' }, production.app);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching of private answers', () => {
  it('a login answer carrying a token is no-store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'nobody00', password: 'wrong-password' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an authenticated player answer is no-store', async () => {
    const { token } = await createMemberSession(t);
    const res = await get('/wps/member/info', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every operator answer is no-store', async () => {
    const operator = await createOperatorSession(t.app, 'owner');
    const res = await get('/bo/api/players', { authorization: `Bearer ${operator.token}` });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get('/bo/api/players')).headers['cache-control']).toBe('no-store');
  });

  it('pages and built assets keep their own caching', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/app.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

type Envelope = { success: boolean; value: unknown; message: string; code?: string };

describe('errors Fastify and Node answer before any route', () => {
  it('a URL that does not decode answers in the envelope', async () => {
    const res = await get('/wps/relay/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, value: null, code: 'BAD_REQUEST' });
    expect(res.body).not.toContain('FST_');
  });

  it('an over-long path parameter answers in the envelope', async () => {
    const res = await get(`/wps/deposits/${'x'.repeat(300)}`, {}, production.app);
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, value: null, code: 'URI_TOO_LONG' });
  });

  it('a 100 kB URL over a real socket gets 431 in the envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /wps/relay/getVassGameType?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += String(chunk);
      });
      socket.on('close', () => resolve(data));
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Envelope;
    expect(body).toMatchObject({ success: false, value: null, code: 'HEADERS_TOO_LARGE' });
    expect(body.message.length).toBeGreaterThan(0);
  });
});

describe('the public API document', () => {
  const pathsOf = async (app: typeof t.app) =>
    Object.keys((JSON.parse((await get('/docs/json', {}, app)).body) as { paths: object }).paths);

  it('in production shows the player and vendor routes but no operator route', async () => {
    const paths = await pathsOf(production.app);
    expect(paths.some((p) => p.startsWith('/wps/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/vendor/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/bo/') || p.startsWith('/wps/test/'))).toEqual([]);
  });

  it('in development keeps every route', async () => {
    const paths = await pathsOf(t.app);
    expect(paths.some((p) => p.startsWith('/bo/api/'))).toBe(true);
  });
});
