import { describe, expect, it } from 'vitest';
import { elfBytes, jpegBytes, pngBytes } from '../../test/withdrawals-client.js';
import { inspectImage, sanitiseFileName } from './image-check.js';

describe('inspectImage', () => {
  it('reads the size of a PNG and of a JPEG from their headers', () => {
    expect(inspectImage(pngBytes(7, 9))).toEqual({
      contentType: 'image/png',
      extension: 'png',
      width: 7,
      height: 9,
    });
    expect(inspectImage(jpegBytes(1280, 720))).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 1280,
      height: 720,
    });
  });

  it('refuses executables, truncated files, zero-sized and bad-CRC images', () => {
    expect(inspectImage(elfBytes())).toBeUndefined();
    expect(inspectImage(Buffer.from('MZ\x90\x00'))).toBeUndefined();
    expect(inspectImage(pngBytes().subarray(0, 20))).toBeUndefined();
    expect(inspectImage(jpegBytes().subarray(0, 10))).toBeUndefined();
    expect(inspectImage(jpegBytes(0, 10))).toBeUndefined();
    const badCrc = pngBytes();
    badCrc[20] = 0x7f; // height changed after the CRC was computed
    expect(inspectImage(badCrc)).toBeUndefined();
    expect(inspectImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('sanitiseFileName', () => {
  it('refuses paths and control characters, and keeps a safe display name otherwise', () => {
    for (const name of ['../../x.png', '..', 'a/b.png', 'a\\b.png', 'x\u0007.png', '/etc/passwd']) {
      expect(sanitiseFileName(name), name).toBeUndefined();
    }
    expect(sanitiseFileName('bKash screen (1).png')).toBe('bKash_screen_1_.png');
    expect(sanitiseFileName('.hidden.png')).toBe('hidden.png');
    expect(sanitiseFileName('ছবি.jpg')).toBe('jpg');
  });
});
