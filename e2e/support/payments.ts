import { deflateSync } from 'node:zlib';
import { minorUnits } from './money';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

/** An API call's value (GET, or POST with a JSON body), failing the test on a refusal. */
export async function apiValue<T>(baseUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-lang': 'en',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** The member's cash and frozen amounts from the ledger, and the header's balance, in minor units. */
export async function ledger(
  baseUrl: string,
  token: string,
): Promise<{ cash: bigint; frozen: bigint; header: bigint }> {
  const funds = await apiValue<{ cash: string; frozen: string }>(
    baseUrl,
    '/wps/member/info/funds/consolidated',
    token,
  );
  const balance = await apiValue<{ balance: string }>(baseUrl, '/wps/v2/wallets/balance', token);
  return {
    cash: minorUnits(funds.cash),
    frozen: minorUnits(funds.frozen),
    header: minorUnits(balance.balance),
  };
}

/** A small real PNG (1×1, grey), built here so the test needs no fixture file. */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
    'base64',
  );
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A striped RGB PNG of the given size: a proof image a person can see in a screenshot. */
export function stripedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y) / 16) % 2 === 0;
      rows.set(stripe ? [226, 19, 110] : [245, 245, 245], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
