import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { inspectWebImage } from '../../platform/storage/image-check.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { elfBytes, jpegBytes, pngBytes } from '../../test/withdrawals-client.js';

const uploadDir = path.join(tmpdir(), `khela-media-test-${process.pid}-${Date.now()}`);
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });

/** A lossless WebP header (VP8L) of the given size; enough for the content check. */
function webpBytes(width: number, height: number): Buffer {
  const body = Buffer.alloc(10);
  body[0] = 0x2f;
  body.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.alloc(4), body]);
  chunk.writeUInt32LE(body.length, 4);
  const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), chunk]);
  riff.writeUInt32LE(riff.length - 8, 4);
  return riff;
}

type Upload = { url: string; contentType: string; sizeBytes: number; width: number; height: number };

async function upload(token: string, bytes: Buffer, name = 'banner.png', type = 'image/png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/bo/api/content/images',
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      'content-type': request.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json<{ value: Upload; code?: string; message: string }>() };
}

/** The stored media files; none (not an error) before any test of this file stored one. */
const mediaFiles = () =>
  readdir(path.join(uploadDir, 'media'), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

const auditCount = async () =>
  (
    await queryRows<{ n: string }>(
      t.ctx.database.db,
      sql`select count(*)::text as n from audit_entry where action = 'content.image.upload'`,
    )
  )[0]?.n;

describe('back office: banner image upload', () => {
  it('stores a png, jpg or webp under a random /media/ name that players can fetch read-only', async () => {
    const token = await operatorToken(t.app, 'content');
    const png = pngBytes(640, 200);
    const first = await upload(token, png, '../../evil.png');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ contentType: 'image/png', width: 640, height: 200 });
    expect(first.body.value.url).toMatch(/^\/media\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: first.body.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const jpg = await upload(token, jpegBytes(1200, 400), 'b.jpg', 'image/jpeg');
    expect(jpg.body.value.url).toMatch(/\.jpg$/);
    const webp = await upload(token, webpBytes(800, 300), 'b.webp', 'image/webp');
    expect(webp.body.value).toMatchObject({ contentType: 'image/webp', width: 800, height: 300 });
    const webpServed = await t.app.inject({ method: 'GET', url: webp.body.value.url });
    expect(webpServed.headers['content-type']).toBe('image/webp');
    expect(await auditCount()).toBe('3');

    // The banner editor takes the URL as it is.
    const banner = await t.app.inject({
      method: 'POST',
      url: '/bo/api/content/announcements',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        type: 'B',
        groupName: 'w_home',
        imageUrl: first.body.value.url,
        bn: { title: 'ব্যানার', content: '' },
        en: { title: 'Banner', content: '' },
      },
    });
    expect(banner.statusCode).toBe(200);
  });

  it('refuses a wrong type, an oversize file, a fake png and a missing file; stores nothing', async () => {
    const token = await operatorToken(t.app, 'content');
    const before = await auditCount();
    const filesBefore = await mediaFiles();
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), elfBytes()]);
    const cases: [Buffer, string, string, number, string][] = [
      [Buffer.from('GIF89a……'), 'a.gif', 'image/gif', 415, 'CONTENT_IMAGE_NOT_IMAGE'],
      [elfBytes(), 'a.png', 'image/png', 415, 'CONTENT_IMAGE_NOT_IMAGE'],
      [fake, 'fake.png', 'image/png', 415, 'CONTENT_IMAGE_NOT_IMAGE'],
      [pngBytes(4, 3, 2.5 * 1024 * 1024), 'big.png', 'image/png', 413, 'CONTENT_IMAGE_TOO_LARGE'],
    ];
    for (const [bytes, name, type, status, code] of cases) {
      const res = await upload(token, bytes, name, type);
      expect(res.status, name).toBe(status);
      expect(res.body.code, name).toBe(code);
    }
    const wrongField = await upload(token, pngBytes(), 'a.png', 'image/png', 'image');
    expect(wrongField.body.code).toBe('CONTENT_IMAGE_MISSING');
    const huge = await upload(token, pngBytes(4, 3, 4 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await auditCount()).toBe(before);
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  it('is content.manage only, and /media/ serves nothing but content images', async () => {
    const support = await operatorToken(t.app, 'support');
    expect((await upload(support, pngBytes())).status).toBe(403);
    const noToken = await t.app.inject({ method: 'POST', url: '/bo/api/content/images', payload: {} });
    expect(noToken.statusCode).toBe(401);
    for (const url of [
      '/media/2026-01/00000000000000000000000000000000.png',
      '/media/..%2Fwithdrawal-proofs/x.png',
      '/media/2026-01/',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});

describe('inspectWebImage', () => {
  it('reads WebP sizes and refuses a truncated one', () => {
    expect(inspectWebImage(webpBytes(16, 9))).toMatchObject({
      contentType: 'image/webp',
      width: 16,
      height: 9,
    });
    expect(inspectWebImage(webpBytes(16, 9).subarray(0, 24))).toBeUndefined();
    expect(inspectWebImage(pngBytes(2, 2))?.contentType).toBe('image/png');
  });
});
