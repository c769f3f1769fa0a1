import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_LOOK_ALIKES,
  CAPTCHA_WIDTH,
  encodePng,
  renderCaptchaPng,
} from './captcha-image.js';

/** A small PNG reader: chunk list with CRCs checked, and the inflated scanlines. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc, `${type} crc`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    chunks.push({ type, data });
    offset += 12 + length;
  }
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  return {
    types: chunks.map((c) => c.type),
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    depthAndType: [header[8], header[9]],
    raw: inflateSync(idat),
  };
}

describe('captcha PNG', () => {
  it('is a valid 8-bit RGB PNG of the documented size', () => {
    const png = renderCaptchaPng('AH3K9');
    const read = readPng(png);
    expect(read.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([read.width, read.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(read.depthAndType).toEqual([8, 2]);
    expect(read.raw.length).toBe((CAPTCHA_WIDTH * 3 + 1) * CAPTCHA_HEIGHT);
    expect(png.length).toBeLessThan(20_000);
  });

  it('round-trips pixels through the encoder', () => {
    const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const read = readPng(encodePng(2, 2, rgb));
    expect([...read.raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
  });

  it('draws every character of the alphabet, differently each time', () => {
    for (const char of CAPTCHA_ALPHABET) expect(() => renderCaptchaPng(char.repeat(5))).not.toThrow();
    expect(renderCaptchaPng('AAAAA').equals(renderCaptchaPng('AAAAA'))).toBe(false);
    expect(() => renderCaptchaPng('O')).toThrow();
  });

  it('leaves out characters a person confuses with one another', () => {
    for (const pair of ['0O', '1lI', '5S', '2Z', '8B', '6G', 'DQ']) {
      for (const char of pair) expect(CAPTCHA_ALPHABET, char).not.toContain(char.toUpperCase());
    }
    for (const char of CAPTCHA_LOOK_ALIKES) expect(CAPTCHA_ALPHABET).not.toContain(char);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    // Still enough answers: 5 characters from at least 20 give millions of combinations.
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
    for (const char of 'O0SZB8') expect(() => renderCaptchaPng(char)).toThrow();
  });

  it('draws glyphs large: ink reaches most of the picture height', () => {
    const { raw } = readPng(renderCaptchaPng('HHHHH'));
    const stride = CAPTCHA_WIDTH * 3 + 1;
    const inkedRows = new Set<number>();
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      let dark = 0;
      for (let x = 0; x < CAPTCHA_WIDTH; x++) {
        const i = y * stride + 1 + x * 3;
        if ((raw[i] ?? 255) < 120 && (raw[i + 1] ?? 255) < 120) dark++;
      }
      // More than a noise line's worth of dark pixels: a row that crosses the glyphs.
      if (dark > 12) inkedRows.add(y);
    }
    expect(inkedRows.size).toBeGreaterThanOrEqual(36);
  });

  it('puts dark text pixels on the light background', () => {
    const { raw } = readPng(renderCaptchaPng('WWWWW'));
    let dark = 0;
    for (let i = 0; i < raw.length; i += 3) if ((raw[i] ?? 255) < 120 && (raw[i + 1] ?? 255) < 120) dark++;
    expect(dark).toBeGreaterThan(500);
  });
});
