import { createHash } from 'node:crypto';
import { escapeXml } from './games.artwork.js';

/**
 * Vendor marks for the vendor chips and cards: original, simple designs (a shape, a monogram, the
 * vendor's colours), one per demo vendor, and a generated one for any other vendor code.
 * Square 100 × 100 and full-bleed, with everything that matters inside the middle circle and the
 * middle 16:9 band, because the chips crop to a circle and the cards crop to 16:9.
 */
type Shape =
  | 'hexagon'
  | 'circle'
  | 'diamond'
  | 'shield'
  | 'chip'
  | 'star'
  | 'wave'
  | 'bolt'
  | 'ball'
  | 'rounded';

type Mark = { from: string; to: string; shape: Shape; fill: string; letters: string; ink: string };

export const VENDOR_MARKS: Record<string, Mark> = {
  KHELA: { from: '#1d2b64', to: '#0b1230', shape: 'hexagon', fill: '#ffc53d', letters: 'K', ink: '#1d2b64' },
  PG: { from: '#ff4e8a', to: '#7b1fa2', shape: 'rounded', fill: '#fff', letters: 'PG', ink: '#9c1c6b' },
  EG2: { from: '#00b3a4', to: '#00524b', shape: 'diamond', fill: '#e6fffb', letters: 'EG', ink: '#00635a' },
  PT: { from: '#e53935', to: '#5d0b0b', shape: 'circle', fill: '#fff3e0', letters: 'PT', ink: '#b71c1c' },
  JDB: { from: '#ff9800', to: '#a63d00', shape: 'shield', fill: '#fff8e1', letters: 'JDB', ink: '#bf4b00' },
  CQ9: { from: '#5b6cff', to: '#1b1f6b', shape: 'star', fill: '#ffd54f', letters: '9', ink: '#1b1f6b' },
  FC: { from: '#29b6f6', to: '#01457a', shape: 'wave', fill: '#e1f5fe', letters: 'FC', ink: '#01579b' },
  JL: { from: '#d500f9', to: '#4a0072', shape: 'bolt', fill: '#ffea00', letters: 'JL', ink: '#fff' },
  BGS: { from: '#8e0e00', to: '#1f1c18', shape: 'chip', fill: '#ffd54f', letters: 'BGS', ink: '#8e0e00' },
  SBO: { from: '#2e7d32', to: '#0b3d0e', shape: 'ball', fill: '#fff', letters: 'SBO', ink: '#1b5e20' },
  IMES: { from: '#7c4dff', to: '#0d1b3e', shape: 'hexagon', fill: '#18ffff', letters: 'IM', ink: '#1a0f4f' },
  TFG: { from: '#ff6d00', to: '#121212', shape: 'diamond', fill: '#121212', letters: 'TF', ink: '#ff9e40' },
  SV388: { from: '#c62828', to: '#3e0000', shape: 'shield', fill: '#ffcc80', letters: 'SV', ink: '#7f0000' },
  LOTT: { from: '#ffca28', to: '#e65100', shape: 'ball', fill: '#fff', letters: 'L', ink: '#e65100' },
  TCG_SEA: {
    from: '#26c6da',
    to: '#004d5a',
    shape: 'circle',
    fill: '#fffde7',
    letters: 'SEA',
    ink: '#00695c',
  },
  TCG_LOTTO_VN: {
    from: '#ef5350',
    to: '#7f0000',
    shape: 'star',
    fill: '#ffeb3b',
    letters: 'VN',
    ink: '#b71c1c',
  },
};

/** The shape behind the monogram, centred at (50, 50), inside a radius of about 32. */
function shapeSvg(shape: Shape, fill: string, ink: string): string {
  switch (shape) {
    case 'hexagon':
      return `<path d="M50 18 78 34v32L50 82 22 66V34z" fill="${fill}"/>`;
    case 'circle':
      return `<circle cx="50" cy="50" r="31" fill="${fill}"/><circle cx="50" cy="50" r="26" fill="none" stroke="${ink}" stroke-width="2"/>`;
    case 'diamond':
      return `<path d="M50 16 84 50 50 84 16 50z" fill="${fill}"/>`;
    case 'shield':
      return `<path d="M50 18 78 27v20c0 18-12 30-28 36-16-6-28-18-28-36V27z" fill="${fill}"/>`;
    case 'chip':
      return `<circle cx="50" cy="50" r="32" fill="${fill}"/><circle cx="50" cy="50" r="32" fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="8 8.75"/><circle cx="50" cy="50" r="22" fill="${fill}" stroke="${ink}" stroke-width="2"/>`;
    case 'star':
      return `<path d="M50 16l9 22 24 2-18 16 6 24-21-13-21 13 6-24-18-16 24-2z" fill="${fill}"/>`;
    case 'wave':
      return `<circle cx="50" cy="50" r="31" fill="${fill}"/><path d="M22 62q7-6 14 0t14 0 14 0 14 0" fill="none" stroke="${ink}" stroke-width="3"/>`;
    case 'bolt':
      return `<path d="M58 14 30 54h18l-8 32 30-44H52z" fill="${fill}"/>`;
    case 'ball':
      return `<circle cx="50" cy="50" r="31" fill="${fill}"/><path d="M26 32q24 18 48 0M26 68q24-18 48 0" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="4 3"/>`;
    case 'rounded':
      return `<rect x="20" y="20" width="60" height="60" rx="16" fill="${fill}"/>`;
  }
}

function markSvg(mark: Mark, label: string): string {
  const size = mark.letters.length >= 3 ? 20 : mark.letters.length === 2 ? 25 : 34;
  // On the bolt the letters cross the shape: an outline in the background colour keeps them readable.
  const outline = mark.shape === 'bolt' ? ` stroke="${mark.to}" stroke-width="4" paint-order="stroke"` : '';
  const letters = `<text x="50" y="${50 + size * 0.36}" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,sans-serif" font-weight="900" font-size="${size}" fill="${mark.ink}"${outline}>${escapeXml(mark.letters)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="${escapeXml(label)}"><defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mark.from}"/><stop offset="1" stop-color="${mark.to}"/></linearGradient></defs><rect width="100" height="100" fill="url(#v)"/><circle cx="50" cy="50" r="40" fill="#fff" opacity=".08"/>${shapeSvg(mark.shape, mark.fill, mark.ink)}${letters}</svg>`;
}

const SHAPES: readonly Shape[] = ['hexagon', 'circle', 'diamond', 'shield', 'rounded', 'star'];

/** A vendor without a designed mark: colours and shape from a hash of its code, its first letters. */
function generatedMark(code: string): Mark {
  const bytes = createHash('sha256').update(code).digest();
  const hue = bytes.readUInt16BE(0) % 360;
  return {
    from: `hsl(${hue} 70% 48%)`,
    to: `hsl(${(hue + 40) % 360} 65% 18%)`,
    shape: SHAPES[(bytes[2] ?? 0) % SHAPES.length] ?? 'circle',
    fill: '#fff',
    letters: code.replace(/[^A-Za-z0-9]/g, '').slice(0, 3),
    ink: `hsl(${(hue + 40) % 360} 65% 25%)`,
  };
}

/** A vendor's logo as SVG: its designed mark, or a generated one for a code without one. */
export function vendorLogoSvg(code: string, displayName: string): string {
  return markSvg(VENDOR_MARKS[code] ?? generatedMark(code), displayName);
}
