import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A captcha picture as a PNG, drawn in TypeScript: a 5×7 bitmap font scaled up, each character
 * shifted, sheared and coloured on its own, over noise lines and dots. No native dependency.
 * Letters that read alike (0/O, 1/I/L) are left out of the alphabet.
 */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Rows of 5 bits, top to bottom. */
const GLYPHS: Record<string, readonly number[]> = {
  A: [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  B: [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
  C: [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
  D: [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  F: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
  G: [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
  H: [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  J: [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
  K: [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
  M: [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
  N: [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  Q: [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
  R: [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
  S: [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
  U: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  V: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
  W: [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
  X: [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
  Y: [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
  Z: [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
  '2': [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '5': [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
  '6': [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '8': [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
const SCALE = 4;
const CELL = 26; // horizontal room per character

type Rgb = [number, number, number];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, colour: Rgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(colour, (py * this.width + px) * 3);
  }

  /** Bresenham between two points, `thickness` pixels tall. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, thickness = 1): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    let x = x0;
    let y = y0;
    for (let guard = 0; guard < 4 * (this.width + this.height); guard++) {
      for (let t = 0; t < thickness; t++) this.set(x, y + t, colour);
      if (x === x1 && y === y1) break;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x += sx;
      }
      if (doubled <= dx) {
        error += dx;
        y += sy;
      }
    }
  }
}

const between = (min: number, max: number) => randomInt(min, max + 1);
const darkColour = (): Rgb => [between(10, 110), between(10, 110), between(40, 140)];
const midColour = (): Rgb => [between(100, 190), between(100, 190), between(100, 190)];

function drawGlyph(canvas: Canvas, glyph: readonly number[], left: number, top: number): void {
  const colour = darkColour();
  const shear = between(-30, 30) / 100; // pixels of x per pixel of y
  const middle = (glyph.length * SCALE) / 2;
  glyph.forEach((bits, row) => {
    for (let column = 0; column < 5; column++) {
      if (((bits >> (4 - column)) & 1) === 0) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        const y = top + row * SCALE + dy;
        const x = left + column * SCALE + shear * (row * SCALE + dy - middle);
        for (let dx = 0; dx < SCALE; dx++) canvas.set(x + dx, y, colour);
      }
    }
  });
}

/** Draws `text` (letters of CAPTCHA_ALPHABET) and encodes it as a PNG. */
export function renderCaptchaPng(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    between(225, 250),
    between(225, 250),
    between(225, 250),
  ]);
  for (let i = 0; i < 4; i++) {
    canvas.line(
      0,
      between(0, CAPTCHA_HEIGHT - 1),
      CAPTCHA_WIDTH - 1,
      between(0, CAPTCHA_HEIGHT - 1),
      midColour(),
    );
  }
  const start = Math.floor((CAPTCHA_WIDTH - CELL * text.length) / 2);
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    drawGlyph(
      canvas,
      glyph,
      start + index * CELL + between(0, 5),
      between(8, CAPTCHA_HEIGHT - 7 * SCALE - 8),
    );
  });
  // Lines across the text and speckles: nothing a reader minds, more work for a machine.
  for (let i = 0; i < 3; i++) {
    canvas.line(0, between(8, 42), CAPTCHA_WIDTH - 1, between(8, 42), darkColour(), between(1, 2));
  }
  for (let i = 0; i < 250; i++)
    canvas.set(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), midColour());
  return encodePng(canvas.width, canvas.height, canvas.pixels);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** PNG (RFC 2083): 8-bit RGB, no interlace, filter 0 on every row, one IDAT. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth, colour type RGB, compression, filter, interlace
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
