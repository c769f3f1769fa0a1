import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A captcha picture as a PNG, drawn in TypeScript: a 5×7 bitmap font scaled up, each character
 * turned, shifted and coloured on its own, with two thin noise lines and a few faint speckles.
 * No native dependency.
 *
 * A careful person misread the earlier, busier picture, so legibility comes first: big glyphs,
 * light clutter, and an alphabet without characters that pass for one another in a blocky font
 * (0/O/D/Q, 1/I/L, 5/S, 2/Z, 8/B, 6/G). What a machine still has to undo is the per-glyph
 * rotation, offset and colour and the lines through the text.
 */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTUVWXY3479';

/** Characters that read alike; none of them may be in the alphabet. */
export const CAPTCHA_LOOK_ALIKES = '0ODQ1IL5S2Z8B6G';

/** Rows of 5 bits, top to bottom. */
const GLYPHS: Record<string, readonly number[]> = {
  A: [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  C: [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  F: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
  H: [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
  J: [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
  K: [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
  M: [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
  N: [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  R: [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
  U: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  V: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
  W: [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
  X: [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
  Y: [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
  '3': [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
  '4': [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
  '7': [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
  '9': [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
};

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/**
 * Pixels per font dot: a glyph is 25 × 42 pixels, most of the picture's height, and narrower than
 * its cell so that turned neighbours still stand apart.
 */
const SCALE_X = 5;
const SCALE_Y = 6;
const GLYPH_WIDTH = 5 * SCALE_X;
const GLYPH_HEIGHT = 7 * SCALE_Y;
const CELL = 34; // horizontal room per character
/** Largest turn of one glyph either way, in degrees: enough to defeat a template match, not a reader. */
const MAX_TURN_DEGREES = 14;

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
const darkColour = (): Rgb => [between(10, 90), between(10, 90), between(40, 120)];
const paleColour = (): Rgb => [between(170, 215), between(170, 215), between(170, 215)];

/** True when the font dot under glyph pixel (gx, gy) is set. */
function inked(glyph: readonly number[], gx: number, gy: number): boolean {
  if (gx < 0 || gy < 0 || gx >= GLYPH_WIDTH || gy >= GLYPH_HEIGHT) return false;
  const bits = glyph[Math.floor(gy / SCALE_Y)] ?? 0;
  return ((bits >> (4 - Math.floor(gx / SCALE_X))) & 1) === 1;
}

/**
 * Draws one glyph turned about its centre: each canvas pixel around it looks up the glyph pixel
 * it came from (inverse rotation), so the strokes stay solid, with no gaps.
 */
function drawGlyph(canvas: Canvas, glyph: readonly number[], centreX: number, centreY: number): void {
  const colour = darkColour();
  const angle = (between(-MAX_TURN_DEGREES, MAX_TURN_DEGREES) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(Math.hypot(GLYPH_WIDTH, GLYPH_HEIGHT) / 2);
  for (let y = -reach; y <= reach; y++) {
    for (let x = -reach; x <= reach; x++) {
      const gx = Math.round(cos * x + sin * y + GLYPH_WIDTH / 2);
      const gy = Math.round(-sin * x + cos * y + GLYPH_HEIGHT / 2);
      if (inked(glyph, gx, gy)) canvas.set(centreX + x, centreY + y, colour);
    }
  }
}

/** Draws `text` (letters of CAPTCHA_ALPHABET) and encodes it as a PNG. */
export function renderCaptchaPng(text: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    between(232, 250),
    between(232, 250),
    between(232, 250),
  ]);
  // Faint speckles behind the text only: they vary the background without breaking strokes.
  for (let i = 0; i < 120; i++)
    canvas.set(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), paleColour());
  const start = Math.floor((CAPTCHA_WIDTH - CELL * text.length) / 2) + CELL / 2;
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    drawGlyph(canvas, glyph, start + index * CELL + between(-2, 2), CAPTCHA_HEIGHT / 2 + between(-4, 4));
  });
  // Two thin lines through the text: a reader looks past them, a segmenter has to cut them out.
  for (let i = 0; i < 2; i++) {
    canvas.line(0, between(14, 46), CAPTCHA_WIDTH - 1, between(14, 46), darkColour(), 1);
  }
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
