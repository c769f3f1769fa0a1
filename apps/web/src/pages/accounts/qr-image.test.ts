import { describe, expect, it } from 'vitest';
import { groupedSecret, qrMatrix, qrSvgDataUrl } from './qr-image';

const URL_TEXT =
  'otpauth://totp/KHELA%3Ademo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=KHELA&algorithm=SHA1&digits=6&period=30';

/** The 7×7 finder pattern: dark ring, light ring, dark 3×3 core. */
function finderAt(m: ReturnType<typeof qrMatrix>, top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (m.dark(top + r, left + c) !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('qrMatrix', () => {
  it('is a well-formed QR symbol: size 17 + 4v, three finder patterns, timing lines, the dark module', () => {
    const m = qrMatrix(URL_TEXT);
    const version = (m.size - 17) / 4;
    expect(Number.isInteger(version)).toBe(true);
    // 114 bytes in byte mode at level M need version 7 (capacity 106 at v6, 122 at v7).
    expect(version).toBe(7);
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, m.size - 7)).toBe(true);
    expect(finderAt(m, m.size - 7, 0)).toBe(true);
    expect(finderAt(m, m.size - 7, m.size - 7)).toBe(false);
    for (let i = 8; i < m.size - 8; i++) {
      expect(m.dark(6, i)).toBe(i % 2 === 0);
      expect(m.dark(i, 6)).toBe(i % 2 === 0);
    }
    expect(m.dark(4 * version + 9, 8)).toBe(true);
  });

  it('encodes the text: other text, other modules', () => {
    const a = qrMatrix(URL_TEXT);
    const b = qrMatrix(URL_TEXT.replace('JBSW', 'KBSW'));
    let differing = 0;
    for (let r = 0; r < a.size; r++)
      for (let c = 0; c < a.size; c++) if (a.dark(r, c) !== b.dark(r, c)) differing++;
    expect(differing).toBeGreaterThan(20);
  });
});

describe('qrSvgDataUrl', () => {
  it('draws every dark module once inside a quiet zone of 4', () => {
    const m = qrMatrix(URL_TEXT);
    const svg = decodeURIComponent(qrSvgDataUrl(URL_TEXT).replace('data:image/svg+xml,', ''));
    expect(svg).toContain(`viewBox="0 0 ${m.size + 8} ${m.size + 8}"`);
    let dark = 0;
    for (let r = 0; r < m.size; r++) for (let c = 0; c < m.size; c++) if (m.dark(r, c)) dark++;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(svg).toContain('M4 4h1v1h-1z'); // the top-left finder's corner
    expect(svg).not.toMatch(/M[0-3] |M\d+ [0-3]h/);
  });
});

describe('groupedSecret', () => {
  it('groups the base32 secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
