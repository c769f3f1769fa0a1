import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingWithdrawal } from '../../test/cashier-factory.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import {
  elfBytes,
  jpegBytes,
  pngBytes,
  requestId,
  withdrawalsClient,
} from '../../test/withdrawals-client.js';

const uploadDir = mkdtempSync(path.join(tmpdir(), 'khela-uploads-'));
const t = useTestApp({ env: { UPLOAD_DIR: uploadDir } });
const { call, upload, login } = withdrawalsClient(t);

let finance: string;

/** Every file under the upload directory. */
function storedFiles(dir = uploadDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? storedFiles(full) : [full];
  });
}

/** A new member's withdrawal, approved and paid out: each test uploads to its own. */
async function paidWithdrawal(): Promise<{ demo: string; withdrawalId: string }> {
  const made = await pendingWithdrawal(t, finance);
  const { withdrawalId } = made;
  await call('POST', `/bo/api/payments/withdrawals/${withdrawalId}/approve`, { token: finance, body: {} });
  await call('POST', `/bo/api/payments/withdrawals/${withdrawalId}/payout`, {
    token: finance,
    body: { reference: `TRX-PROOF-${requestId()}` },
  });
  return { demo: made.token, withdrawalId };
}

/** The files a test stored: the upload directory is shared by the file's tests. */
function storedSince(before: string[]): string[] {
  return storedFiles().filter((file) => !before.includes(file));
}

beforeAll(async () => {
  finance = await operatorToken(t.app, 'finance', { now: t.ctx.now() });
});

describe('proof image uploads', () => {
  it('refuses files that are not what they claim, too big, or with a path for a name; stores nothing', async () => {
    const { demo, withdrawalId } = await paidWithdrawal();
    const before = storedFiles();
    const tooBig = await upload(demo, withdrawalId, 'big.png', pngBytes(4, 3, 6 * 1024 * 1024));
    expect(tooBig).toMatchObject({
      status: 413,
      body: { code: 'PROOF_TOO_LARGE', message: 'Each image may be at most 5 MB' },
    });
    const elf = await upload(demo, withdrawalId, 'screenshot.png', elfBytes());
    expect(elf).toMatchObject({
      status: 415,
      body: { code: 'PROOF_NOT_IMAGE', message: 'Only png or jpg images are accepted' },
    });
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expect((await upload(demo, withdrawalId, 'photo.jpg', mz, 'image/jpeg')).body.code).toBe(
      'PROOF_NOT_IMAGE',
    );
    // A PNG signature whose header does not decode (bad CRC) is not an image either.
    const broken = pngBytes();
    broken[29] = (broken[29] ?? 0) ^ 0xff;
    expect((await upload(demo, withdrawalId, 'broken.png', broken)).body.code).toBe('PROOF_NOT_IMAGE');
    for (const name of ['../../x.png', '..\\..\\x.png', 'a/b.png']) {
      const res = await upload(demo, withdrawalId, name, pngBytes());
      expect(res, name).toMatchObject({ status: 400, body: { code: 'PROOF_FILE_NAME_INVALID' } });
    }
    // A control character in the name (a query parameter) is refused before the route runs.
    const nul = await upload(demo, withdrawalId, 'x\u0000.png', pngBytes());
    expect(nul).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(storedSince(before)).toEqual([]);
    const guest = await upload(undefined, withdrawalId, 'x.png', pngBytes());
    expect(guest.status).toBe(401);
  });

  it('accepts up to 3 png/jpg images, refuses a 4th, and keeps them outside the web root', async () => {
    const { demo, withdrawalId } = await paidWithdrawal();
    const before = storedFiles();
    const accepted = [];
    for (const [name, bytes, type] of [
      ['bkash screen (1).png', pngBytes(10, 20), 'image/png'],
      ['receipt.jpg', jpegBytes(640, 480), 'image/jpeg'],
      ['renamed.html', pngBytes(), 'application/octet-stream'],
    ] as const) {
      const res = await upload(demo, withdrawalId, name, bytes, type);
      expect(res.status, name).toBe(200);
      accepted.push(res.body.value);
    }
    expect(accepted[0]).toMatchObject({
      fileName: 'bkash_screen_1_.png',
      contentType: 'image/png',
      width: 10,
      height: 20,
    });
    expect(accepted[1]).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
    // The name takes the extension of what the bytes are, not of what the member called them.
    expect(accepted[2]).toMatchObject({ fileName: 'renamed.png', contentType: 'image/png' });
    const fourth = await upload(demo, withdrawalId, 'four.png', pngBytes());
    expect(fourth).toMatchObject({
      status: 409,
      body: { code: 'PROOF_TOO_MANY', message: 'You can upload at most 3 images' },
    });
    const files = storedSince(before);
    expect(files).toHaveLength(3);
    const webRoots = [t.ctx.config.webDistDir, t.ctx.config.backofficeDistDir];
    for (const file of files) {
      expect(file.startsWith(uploadDir + path.sep)).toBe(true);
      for (const root of webRoots) expect(file.startsWith(root)).toBe(false);
      // The stored name is ours (random), never the member's.
      expect(path.basename(file)).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
    }
    expect(files.map((f) => readFileSync(f).length).sort()).toEqual(
      [pngBytes(10, 20).length, jpegBytes(640, 480).length, pngBytes().length].sort(),
    );
  });

  it('serves an image only to its owner and to operators', async () => {
    const { demo, withdrawalId } = await paidWithdrawal();
    const before = storedFiles();
    for (const [name, bytes, type] of [
      ['bkash screen (1).png', pngBytes(10, 20), 'image/png'],
      ['renamed.html', pngBytes(), 'application/octet-stream'],
    ] as const) {
      expect((await upload(demo, withdrawalId, name, bytes, type)).status, name).toBe(200);
    }
    const mine = await call('GET', `/wps/withdrawals/${withdrawalId}`, { token: demo });
    const proof = (mine.body.value.proofs as { id: string }[])[0];
    if (!proof) throw new Error('no proof listed');
    const url = `/wps/withdrawals/${withdrawalId}/proofs/${proof.id}`;
    const owner = await call('GET', url, { token: demo });
    expect(owner.status).toBe(200);
    expect(owner.headers['content-type']).toBe('image/png');
    expect(owner.headers['x-content-type-options']).toBe('nosniff');
    expect(owner.raw.equals(pngBytes(10, 20))).toBe(true);
    const stranger = await call('GET', url, { token: await login('player02') });
    expect(stranger.status).toBe(404);
    expect((await call('GET', url)).status).toBe(401);
    const opUrl = `/bo/api/payments/withdrawals/${withdrawalId}/proofs/${proof.id}`;
    const operator = await call('GET', opUrl, { token: finance });
    expect(operator.status).toBe(200);
    expect(operator.raw.equals(pngBytes(10, 20))).toBe(true);
    expect((await call('GET', opUrl, { token: demo })).status).toBe(401);
    // A PNG uploaded as renamed.html goes out as the PNG it is, under a .png name.
    const renamed = (mine.body.value.proofs as { id: string; fileName: string }[]).find((p) =>
      p.fileName.startsWith('renamed'),
    );
    const served = await call('GET', `/wps/withdrawals/${withdrawalId}/proofs/${renamed?.id}`, {
      token: demo,
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; filename="renamed\.png"$/);
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");
    // Nothing under the served web paths answers with it.
    const direct = await call('GET', `/uploads/${path.relative(uploadDir, storedSince(before)[0] ?? '')}`);
    expect(direct.status).toBe(404);
  });
});
