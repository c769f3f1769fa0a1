import { crc32 } from 'node:zlib';

export type ImageInfo = {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
};

/** Larger sides are refused: no phone screenshot or photo is this big, a decompression bomb is. */
const MAX_SIDE = 20_000;
/** JPEG segments read before the frame header must appear (a real file has a handful). */
const MAX_JPEG_SEGMENTS = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an upload really is, by its content: a PNG whose IHDR header decodes (right length, CRC,
 * size, bit depth and colour type) or a JPEG whose start-of-frame header is found by walking its
 * segments. Anything else (an executable renamed .png, a truncated file) is undefined. The
 * extension of the name the caller gave is never consulted.
 */
export function inspectImage(bytes: Buffer): ImageInfo | undefined {
  return inspectPng(bytes) ?? inspectJpeg(bytes);
}

function sized(info: ImageInfo): ImageInfo | undefined {
  const ok = (side: number) => side > 0 && side <= MAX_SIDE;
  return ok(info.width) && ok(info.height) ? info : undefined;
}

function inspectPng(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return undefined;
  const bitDepth = bytes[24] ?? 0;
  const colourType = bytes[25] ?? 99;
  if (![1, 2, 4, 8, 16].includes(bitDepth) || ![0, 2, 3, 4, 6].includes(colourType)) return undefined;
  if (bytes[26] !== 0 || bytes[27] !== 0 || (bytes[28] ?? 9) > 1) return undefined;
  return sized({
    contentType: 'image/png',
    extension: 'png',
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  });
}

/** SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function inspectJpeg(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let offset = 2;
  for (let segment = 0; segment < MAX_JPEG_SEGMENTS; segment++) {
    if (offset + 4 > bytes.length || bytes[offset] !== 0xff) return undefined;
    let markerAt = offset + 1;
    while (bytes[markerAt] === 0xff && markerAt < bytes.length) markerAt++; // fill bytes
    const marker = bytes[markerAt] ?? 0;
    if (marker === 0xd9 || marker === 0xda) return undefined; // end or scan before any frame header
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset = markerAt + 1;
      continue;
    }
    if (markerAt + 3 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(markerAt + 1);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8 || markerAt + 1 + length > bytes.length) return undefined;
      const height = bytes.readUInt16BE(markerAt + 4);
      const width = bytes.readUInt16BE(markerAt + 6);
      return sized({ contentType: 'image/jpeg', extension: 'jpg', width, height });
    }
    offset = markerAt + 1 + length;
  }
  return undefined;
}

/**
 * The name an upload is shown under: its last path part refused outright when it tries to
 * climb (`..`) or carries a separator or control character; otherwise letters, digits, dot,
 * dash and underscore kept, the rest replaced, at most 100 characters. Undefined = refuse.
 */
export function sanitiseFileName(name: string): string | undefined {
  const hasControl = [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (hasControl || /[/\\]/.test(name) || name.includes('..')) return undefined;
  const cleaned = name
    .normalize('NFC')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return cleaned.length > 0 ? cleaned : undefined;
}

/**
 * A sanitised name carrying the extension the content was detected as, and no other: `x.html`
 * holding a PNG becomes `x.png`, `a.html.png` becomes `a_html.png`. Whoever saves or opens the
 * file by its name gets what it really is.
 */
export function nameForDetectedType(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/\./g, '_').slice(0, 90) || 'image';
  return `${stem}.${extension}`;
}

export type WebImageInfo =
  | ImageInfo
  | { contentType: 'image/webp'; extension: 'webp'; width: number; height: number };

/**
 * Images a web page may show (content banners): PNG and JPEG as above, or a WebP whose RIFF
 * header and first chunk (VP8 lossy, VP8L lossless or VP8X extended) decode to a size.
 */
export function inspectWebImage(bytes: Buffer): WebImageInfo | undefined {
  return inspectImage(bytes) ?? inspectWebp(bytes);
}

function inspectWebp(bytes: Buffer): WebImageInfo | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 > bytes.length || riffSize < 22) return undefined; // truncated
  const chunk = bytes.toString('latin1', 12, 16);
  const size = (width: number, height: number) => {
    const ok = (side: number) => side > 0 && side <= MAX_SIDE;
    return ok(width) && ok(height)
      ? { contentType: 'image/webp' as const, extension: 'webp' as const, width, height }
      : undefined;
  };
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key-frame start code 9d 01 2a and 14-bit sizes.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return size(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return undefined;
}
