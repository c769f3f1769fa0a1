import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { isStaticFilePath } from './static-apps.js';

// Two small built apps: the player site at / and the back office at /backoffice/.
const root = mkdtempSync(path.join(tmpdir(), 'khela-static-'));
const webDir = path.join(root, 'web');
const backofficeDir = path.join(root, 'backoffice');
for (const [dir, title] of [
  [webDir, 'Khela'],
  [backofficeDir, 'Khela back office'],
] as const) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title><div id="root"></div>`);
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};\n');
}
writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const t = useTestApp({
  env: { WEB_DIST_DIR: webDir, BACKOFFICE_DIST_DIR: backofficeDir },
  build: { serveWeb: true },
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.body };
}

describe('missing static files', () => {
  it.each([
    '/assets/missing.js',
    '/favicon-missing.ico',
    '/banners/missing.svg',
    '/game-icons/vendors/missing/logo.png',
    '/game-icons/no-such-folder',
    '/some/page/picture.png',
    '/backoffice/assets/missing.js',
    '/backoffice/logo.svg',
    '/bo/api/no-such-route',
    '/vendor/v1/no-such-call',
    '/studio/no-such-page',
    '/media/no-such-image',
  ])('%s answers 404 in the envelope, not the app', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('still serves files that exist', async () => {
    expect((await get('/favicon.svg')).status).toBe(200);
    expect((await get('/assets/app.js')).status).toBe(200);
    expect((await get('/backoffice/assets/app.js')).status).toBe(200);
  });
});

describe('page routes', () => {
  it.each([
    ['/', 'Khela'],
    ['/rng', 'Khela'],
    ['/member/profile', 'Khela'],
    ['/backoffice/', 'Khela back office'],
    ['/backoffice/members', 'Khela back office'],
  ])('%s falls back to its app', async (url, title) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/text\/html/);
    expect(res.body).toContain(`<title>${title}</title>`);
  });
});

describe('isStaticFilePath', () => {
  it('tells files from pages', () => {
    expect(isStaticFilePath('/logo.svg')).toBe(true);
    expect(isStaticFilePath('/game-icons/x')).toBe(true);
    expect(isStaticFilePath('/rng')).toBe(false);
    expect(isStaticFilePath('/backoffice/')).toBe(false);
    expect(isStaticFilePath('/v1.2/page')).toBe(false);
  });
});
