import { crc32, deflateSync } from 'node:zlib';
import type { TestApp } from './harness.js';

export type Answer = {
  status: number;
  body: {
    success: boolean;
    value: Record<string, unknown> & { id?: string; status?: string };
    message: string;
    code?: string;
  };
  raw: Buffer;
  headers: Record<string, unknown>;
};

/** The demo player's payment password (accounts.seed.ts). */
export const DEMO_PAY = '246810';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG (grey pixels), padded after IEND to `sizeBytes` when asked. */
export function pngBytes(width = 4, height = 3, sizeBytes?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0; // filter byte per row
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return sizeBytes && sizeBytes > png.length
    ? Buffer.concat([png, Buffer.alloc(sizeBytes - png.length)])
    : png;
}

/** A JPEG's header up to its frame size (enough for the content check: SOI, APP0, SOF0). */
export function jpegBytes(width = 8, height = 6): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An ELF executable's first bytes, as a file renamed to .png would carry them. */
export function elfBytes(): Buffer {
  return Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x11)]);
}

let requestCounter = 0;
export function requestId(): string {
  requestCounter += 1;
  return `req-${Date.now().toString(36)}-${requestCounter}`;
}

/** What the withdrawal tests share: JSON calls, raw uploads, sign-in, the money a member has. */
export function withdrawalsClient(t: TestApp) {
  async function call(
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    options: { token?: string; body?: unknown; lang?: 'en' | 'bn' } = {},
  ): Promise<Answer> {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        'x-lang': options.lang ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return {
      status: res.statusCode,
      body: json ? res.json() : { success: res.statusCode === 200, value: {}, message: '' },
      raw: res.rawPayload,
      headers: res.headers,
    };
  }

  async function upload(
    token: string | undefined,
    withdrawalId: string,
    fileName: string,
    bytes: Buffer,
    type = 'image/png',
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/wps/withdrawals/${withdrawalId}/proofs?fileName=${encodeURIComponent(fileName)}`,
      headers: {
        'x-lang': 'en',
        'content-type': type,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: bytes,
    });
    return { status: res.statusCode, body: res.json<Answer['body']>() };
  }

  async function login(username = 'demo', password = 'demo1234'): Promise<string> {
    const res = await call('POST', '/wps/session/login', { body: { username, password } });
    return String(res.body.value.token);
  }

  async function trial(): Promise<string> {
    return String((await call('POST', '/wps/session/login/freeplay')).body.value.token);
  }

  async function memberIdOf(token: string): Promise<string> {
    return String((await call('GET', '/wps/member/info', { token })).body.value.id);
  }

  async function balances(token: string) {
    const b = await t.app.services.wallet.balancesOf(await memberIdOf(token));
    return { cash: b.cashMinor, frozen: b.frozenMinor };
  }

  return { call, upload, login, trial, memberIdOf, balances };
}
