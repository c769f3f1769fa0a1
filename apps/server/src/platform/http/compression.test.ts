import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { COMPRESS_MIN_BYTES } from './compression.js';

// A small built web app: a page, a script the build compressed ahead, and an image.
const webDir = mkdtempSync(path.join(tmpdir(), 'khela-compress-'));
const script = `export const banners = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `banner-${i}`))};\n`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(8 * 1024)]);
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Khela</title><div id="root"></div>');
writeFileSync(path.join(webDir, 'assets', 'app.js'), script);
writeFileSync(path.join(webDir, 'assets', 'app.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDir, 'banner.png'), png);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const t = useTestApp({ env: { WEB_DIST_DIR: webDir }, build: { serveWeb: true } });

// The seeded announcements (banners, headlines, popups in Bengali): about 10 KB of JSON.
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&language=BN';

async function get(url: string, acceptEncoding?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { status: response.statusCode, headers: response.headers, raw: response.rawPayload };
}

describe('compressed answers', () => {
  it('sends JSON of 1 KB and more Brotli-compressed, and it decodes to the same envelope', async () => {
    const plain = await get(ANNOUNCEMENTS);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const envelope = JSON.parse(plain.raw.toString('utf8'));
    expect(envelope.success).toBe(true);

    const br = await get(ANNOUNCEMENTS, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString('utf8'))).toEqual(envelope);
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const plain = await get(ANNOUNCEMENTS);
    const gzip = await get(ANNOUNCEMENTS, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.raw.length).toBeLessThan(plain.raw.length / 2);
    expect(JSON.parse(gunzipSync(gzip.raw).toString('utf8'))).toEqual(JSON.parse(plain.raw.toString('utf8')));
  });

  it('leaves answers under 1 KB as they are', async () => {
    const status = await get('/wps/system/status', 'gzip, deflate, br');
    expect(status.status).toBe(200);
    expect(status.raw.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(status.raw.toString('utf8')).success).toBe(true);
  });

  it('does not compress an image that is compressed already', async () => {
    const image = await get('/banner.png', 'gzip, deflate, br');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.equals(png)).toBe(true);
  });

  it('sends the build’s own Brotli copy of a script once, not compressed again', async () => {
    const asset = await get('/assets/app.js', 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.raw).toString('utf8')).toBe(script);
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString('utf8')).toBe(script);
  });
});
