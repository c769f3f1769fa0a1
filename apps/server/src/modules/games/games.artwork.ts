import { createHash } from 'node:crypto';
import { studioGameFor, symbolSvg } from '@khela/studio';
import { type Emblem, emblemOf, emblemSvg, TYPE_EMBLEMS } from './games.artwork.emblems.js';

/**
 * Game artwork drawn on request (decision 0044): a square SVG from what the catalogue knows of a
 * game (type, classification, vendor, name) and a hash of its code, so every one of ten thousand
 * games has its own picture and the same game always gets the same one. The studio's own games
 * are drawn from their slot's symbols. Nothing here reads input into markup unescaped: names go
 * through escapeXml, codes are checked by the route before they get here.
 */
export const ART_SIZE = 200;

/** The facts a game's picture is made from. */
export type ArtworkGame = {
  vassalage: string;
  gameCode: string;
  gameType: string;
  gameClassify: string;
  nameEn: string;
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Eight bytes of sha256: what every choice in a picture is drawn from. */
function hashBytes(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest().subarray(0, 8);
}

/** Adjectives in the demo names that suggest a colour; other names take the hash's hue. */
const WORD_HUES: Record<string, number> = {
  golden: 42,
  ruby: 350,
  emerald: 145,
  jade: 160,
  ocean: 205,
  frozen: 195,
  crystal: 185,
  midnight: 235,
  monsoon: 215,
  jungle: 120,
  spice: 18,
  lotus: 325,
  peacock: 190,
  tiger: 28,
  sunrise: 20,
  blazing: 8,
  cosmic: 265,
  starlit: 250,
};

function hueOf(nameEn: string, hashed: number): number {
  for (const word of nameEn.toLowerCase().split(/[^a-z]+/)) {
    const hue = WORD_HUES[word];
    if (hue !== undefined) return (hue + (hashed % 21) - 10 + 360) % 360;
  }
  return hashed % 360;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Background motifs, faint, behind the emblem. */
const PATTERNS = [
  // rays from the emblem
  (ink: string) =>
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const b = a + Math.PI / 14;
      const point = (angle: number) =>
        `${Math.round(100 + 220 * Math.cos(angle))} ${Math.round(84 + 220 * Math.sin(angle))}`;
      return `<path d="M100 84L${point(a)}L${point(b)}z" fill="${ink}"/>`;
    }).join(''),
  // rings
  (ink: string) =>
    [30, 55, 80, 105, 130]
      .map((r) => `<circle cx="100" cy="84" r="${r}" fill="none" stroke="${ink}" stroke-width="9"/>`)
      .join(''),
  // diagonal stripes
  (ink: string) =>
    Array.from(
      { length: 10 },
      (_, i) => `<path d="M${i * 44 - 200} 200 l200 -200 h18 l-200 200z" fill="${ink}"/>`,
    ).join(''),
  // dots
  (ink: string) =>
    Array.from(
      { length: 49 },
      (_, i) => `<circle cx="${(i % 7) * 32 + 4}" cy="${Math.floor(i / 7) * 32 + 4}" r="5" fill="${ink}"/>`,
    ).join(''),
  // waves
  (ink: string) =>
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M0 ${i * 28} q25 -14 50 0 t50 0 t50 0 t50 0" fill="none" stroke="${ink}" stroke-width="6"/>`,
    ).join(''),
  // diamonds
  (ink: string) =>
    Array.from({ length: 36 }, (_, i) => {
      const x = (i % 6) * 40 + (Math.floor(i / 6) % 2) * 20;
      const y = Math.floor(i / 6) * 36;
      return `<path d="M${x} ${y - 12} l10 12 -10 12 -10 -12z" fill="${ink}"/>`;
    }).join(''),
] as const;

/** Up to two lines of at most ~14 characters, cut at spaces; a longer word is shortened with an ellipsis. */
export function nameLines(name: string, perLine = 14): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] ?? '').length + 1 + word.length <= perLine)
      lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  const kept = lines
    .slice(0, 2)
    .map((line) => (line.length > perLine + 4 ? `${line.slice(0, perLine + 2)}…` : line));
  if (lines.length > 2 && kept[1] !== undefined) kept[1] = `${kept[1]}…`;
  return kept;
}

/** The name band at the foot of the picture: the name in one or two lines over the vendor's code. */
function nameBand(nameEn: string, vendor: string, accent: string): string {
  const lines = nameLines(nameEn);
  const longest = Math.max(...lines.map((l) => l.length), 1);
  const size = Math.min(24, Math.floor(300 / longest));
  const first = lines.length === 1 ? 172 : 160;
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${first + i * (size + 2)}" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity=".45" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect y="128" width="200" height="72" fill="url(#band)"/>${text}<text x="100" y="194" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="9" letter-spacing="2" fill="${accent}">${escapeXml(vendor)}</text>`;
}

/** Little four-point sparkles at places the hash chooses. */
function sparkles(bytes: Buffer, colour: string): string {
  return [0, 1, 2]
    .map((i) => {
      const x = 18 + ((bytes[i] ?? 0) % 164);
      const y = 12 + ((bytes[i + 3] ?? 0) % 100);
      const r = 4 + ((bytes[i + 5] ?? 0) % 5);
      return `<path d="M${x} ${y - r}l${r / 3} ${(2 * r) / 3} ${(2 * r) / 3} ${r / 3}-${(2 * r) / 3} ${r / 3}-${r / 3} ${(2 * r) / 3}-${r / 3}-${(2 * r) / 3}-${(2 * r) / 3}-${r / 3} ${(2 * r) / 3}-${r / 3}z" fill="${colour}" opacity=".85"/>`;
    })
    .join('');
}

function frame(defs: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}" width="${ART_SIZE}" height="${ART_SIZE}" overflow="hidden" role="img" aria-label="${escapeXml(label)}"><defs>${defs}<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset=".45" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></linearGradient></defs>${body}</svg>`;
}

function background(id: string, top: string, bottom: string, glow: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="glow" cx=".5" cy=".42" r=".45"><stop offset="0" stop-color="${glow}" stop-opacity=".75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`;
}

/** A third-party (or unmatched) game: palette, motif and emblem from its hash, type and name. */
export function gameArtSvg(game: ArtworkGame): string {
  // The studio's lottery games open a lottery, not a slot (decision 0071): lottery artwork.
  const lottery = game.gameType === 'LOTT' || game.gameType === 'ELOTT';
  if (game.vassalage === 'KHELA' && !lottery) return studioArtSvg(game);
  const bytes = hashBytes(`${game.vassalage}/${game.gameCode}`);
  const hue = hueOf(game.nameEn, bytes.readUInt16BE(0));
  const shift = 25 + ((bytes[2] ?? 0) % 50);
  const top = hsl(hue, 72, 50);
  const bottom = hsl(hue + shift, 68, 20);
  const paint = {
    ink: hsl(hue + 180 + shift / 2, 85, 60),
    hi: hsl(hue + 40, 95, 78),
    dark: hsl(hue + shift, 60, 14),
  };
  const pattern = PATTERNS[(bytes[3] ?? 0) % PATTERNS.length] ?? PATTERNS[0];
  const emblem = emblemOf(game.nameEn, game.gameType, game.gameClassify, bytes[4] ?? 0);
  const tilt = ((bytes[5] ?? 0) % 21) - 10;
  const body = [
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<g opacity=".14">${pattern('#fff')}</g>`,
    `<circle cx="100" cy="80" r="78" fill="url(#glow)"/>`,
    `<g transform="rotate(${tilt} 100 80)">${emblemSvg(emblem, paint, 42, 22, 116)}</g>`,
    sparkles(bytes, paint.hi),
    nameBand(game.nameEn, game.vassalage, paint.hi),
  ].join('');
  return frame(background('bg', top, bottom, paint.hi), body, game.nameEn);
}

/** A slot symbol's drawing placed in a box of `size` at (x, y), turned `tilt` degrees. */
function placedSymbol(code: string, x: number, y: number, size: number, tilt: number): string {
  const drawing = symbolSvg(code).replace(
    '<svg ',
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" `,
  );
  return `<g transform="rotate(${tilt} ${x + size / 2} ${y + size / 2})">${drawing}</g>`;
}

/** Picture symbols of a slot (not the A/K/Q/J letters), wild first. */
function pictureSymbols(gameCode: string): string[] {
  const { definition } = studioGameFor(gameCode);
  return definition.symbols.map((s) => s.code).filter((code) => code.length > 1);
}

/**
 * The studio's games: the slot a game plays (studioGameFor), in its own colours, with three of its
 * symbols as on a reel — the hero chosen by the hash, two more behind it.
 */
export function studioArtSvg(game: ArtworkGame): string {
  const slot = studioGameFor(game.gameCode);
  const bytes = hashBytes(`${game.vassalage}/${game.gameCode}`);
  const symbols = pictureSymbols(game.gameCode);
  const at = (n: number) => symbols[n % symbols.length] ?? 'TIGER';
  const hero = (bytes[0] ?? 0) % symbols.length;
  const left = at(hero + 1 + ((bytes[1] ?? 0) % (symbols.length - 1)));
  const right = at(hero + symbols.length - 1 - ((bytes[2] ?? 0) % 2));
  const pattern = PATTERNS[(bytes[3] ?? 0) % PATTERNS.length] ?? PATTERNS[0];
  const { background: base, accent } = slot.theme;
  const tint = hsl(bytes.readUInt16BE(4) % 360, 55, 32);
  const body = [
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<g opacity=".12">${pattern(accent)}</g>`,
    `<circle cx="100" cy="78" r="80" fill="url(#glow)"/>`,
    placedSymbol(left, 4, 40, 78, -14),
    placedSymbol(right, 118, 40, 78, 14),
    placedSymbol(at(hero), 45, 14, 110, ((bytes[6] ?? 0) % 11) - 5),
    sparkles(bytes, accent),
    nameBand(game.nameEn, 'KHELA STUDIO', accent),
  ].join('');
  return frame(background('bg', tint, base, accent), body, game.nameEn);
}

/** Every game type's own picture: what a catalogue row still pointing at `/game-icons/<type>.svg` gets. */
export function typeArtSvg(gameType: string): string {
  const emblems: readonly Emblem[] = TYPE_EMBLEMS[gameType] ?? ['star'];
  const bytes = hashBytes(`type/${gameType}`);
  const hue = bytes.readUInt16BE(0) % 360;
  const paint = { ink: hsl(hue + 180, 85, 60), hi: hsl(hue + 40, 95, 78), dark: hsl(hue + 40, 60, 14) };
  const body = [
    `<rect width="200" height="200" fill="url(#bg)"/>`,
    `<g opacity=".14">${(PATTERNS[1] ?? PATTERNS[0])('#fff')}</g>`,
    `<circle cx="100" cy="84" r="80" fill="url(#glow)"/>`,
    emblemSvg(emblems[0] ?? 'star', paint, 40, 26, 120),
  ].join('');
  return frame(background('bg', hsl(hue, 72, 50), hsl(hue + 40, 68, 20), paint.hi), body, gameType);
}
