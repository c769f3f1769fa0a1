import { describe, expect, it } from 'vitest';
import { type ArtworkGame, escapeXml, gameArtSvg, nameLines, typeArtSvg } from './games.artwork.js';
import { VENDOR_MARKS, vendorLogoSvg } from './games.artwork.vendors.js';
import { CLASSIFICATIONS, generatedName } from './games.catalogue.names.js';
import { gameIconOf } from './games.catalogue.present.js';
import { DEMO_VENDORS } from './games.catalogue.seed.js';

function demoGame(vendor: string, gameType: string, n: number): ArtworkGame {
  const classes = CLASSIFICATIONS[gameType] ?? ['OTHER'];
  return {
    vassalage: vendor,
    gameCode: `${vendor}_${gameType}_${String(n).padStart(4, '0')}`,
    gameType,
    gameClassify: classes[n % classes.length] ?? 'OTHER',
    nameEn: generatedName(n * 7919).en,
  };
}

/** Well-formed enough for an <img>: one root, balanced tags, no script or external reference. */
function expectSafeSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<script|on\w+=|href=|url\((?!#)/i);
  const opened = (svg.match(/<svg[\s>]/g) ?? []).length;
  expect((svg.match(/<\/svg>/g) ?? []).length).toBe(opened);
}

describe('game artwork', () => {
  it('draws each game its own picture, and the same picture every time', () => {
    const games = DEMO_VENDORS.flatMap((v) =>
      Object.keys(v.games).flatMap((type) => [1, 2, 3, 4, 5].map((n) => demoGame(v.code, type, n))),
    );
    const pictures = games.map(gameArtSvg);
    expect(new Set(pictures).size).toBe(games.length);
    for (const svg of pictures) expectSafeSvg(svg);
    expect(gameArtSvg(games[0] as ArtworkGame)).toBe(pictures[0]);
    // Small enough to send ten thousand of: a lobby page of 18 stays well under 100 KB.
    expect(Math.max(...pictures.map((p) => p.length))).toBeLessThan(16_000);
  });

  it('sets the game name in the picture, escaped', () => {
    const svg = gameArtSvg({
      ...demoGame('PG', 'RNG', 1),
      nameEn: 'Golden <script>alert(1)</script> & "Co"',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38;');
    expectSafeSvg(svg);
    expect(gameArtSvg({ ...demoGame('PG', 'RNG', 2), nameEn: 'Mango Harvest' })).toContain('>Mango Harvest<');
  });

  it('follows the game type: a roulette table, a fish, lottery balls look like one', () => {
    const roulette = gameArtSvg({ ...demoGame('PT', 'LIVE', 1), gameClassify: 'ROULETTE' });
    const fish = gameArtSvg({ ...demoGame('FC', 'FISH', 1), gameClassify: 'FISHING' });
    const keno = gameArtSvg({ ...demoGame('LOTT', 'LOTT', 1), gameClassify: 'KENO' });
    expect(roulette).toContain('A40 40 0 0 1 70 15.4z'); // the wheel's pockets
    expect(fish).toContain('M8 50Q36 16 70 44'); // the fish's body
    expect(keno.match(/<circle cx="\d+" cy="\d+" r="22"/g)?.length).toBe(3); // three balls
  });

  it('draws the studio’s own games from their slot’s symbols', () => {
    const studio = [1, 2, 3, 4, 5, 6].map((n) => gameArtSvg(demoGame('KHELA', 'RNG', n)));
    // Sundarban Tiger's and Rickshaw Bazaar's drawings carry their gradients' ids.
    const drawn = studio.join('');
    expect(drawn).toMatch(/id="(tg|sp|hl|bt|te|mg|rk|dh|jf|ly|gv|bn)"/);
    for (const svg of studio) {
      expect(svg).toContain('KHELA STUDIO');
      expect((svg.match(/<svg /g) ?? []).length).toBe(4); // the picture and three symbols
    }
    expect(new Set(studio).size).toBe(studio.length);
  });

  it('wraps a long name on two lines and shortens what does not fit', () => {
    expect(nameLines('Golden Fortune')).toEqual(['Golden Fortune']);
    expect(nameLines('Midnight Fireworks Jackpot')).toEqual(['Midnight', 'Fireworks…']);
    expect(nameLines('Supercalifragilisticexpialidocious')[0]?.endsWith('…')).toBe(true);
  });

  it('has a picture for every game type', () => {
    for (const type of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT'])
      expectSafeSvg(typeArtSvg(type));
  });

  it('escapes XML', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('vendor logos', () => {
  it('gives each demo vendor its own designed mark', () => {
    const codes = DEMO_VENDORS.map((v) => v.code);
    expect(Object.keys(VENDOR_MARKS).sort()).toEqual([...codes].sort());
    const logos = codes.map((code) => vendorLogoSvg(code, code));
    expect(new Set(logos).size).toBe(codes.length);
    for (const svg of logos) expectSafeSvg(svg);
    // Two marks never share both colours and shape.
    const looks = Object.values(VENDOR_MARKS).map((m) => `${m.from}/${m.shape}`);
    expect(new Set(looks).size).toBe(looks.length);
  });

  it('draws a mark for a vendor without one, and escapes its name', () => {
    const svg = vendorLogoSvg('NEW<V>', 'New "Vendor" <b>');
    expectSafeSvg(svg);
    expect(svg).toContain('>NEW<');
    expect(svg).toContain('aria-label="New &#34;Vendor&#34; &#60;b&#62;"');
  });
});

describe('a game’s icon URL', () => {
  it('is its own picture, else its generated artwork, also for rows left on a type’s shared picture', () => {
    const row = { vassalage: 'EG2', gameCode: 'EG2_FISH_0007' };
    expect(gameIconOf({ ...row, iconUrl: null })).toBe('/game-icons/eg2/EG2_FISH_0007.svg');
    expect(gameIconOf({ ...row, iconUrl: '/game-icons/fish.svg' })).toBe('/game-icons/eg2/EG2_FISH_0007.svg');
    expect(gameIconOf({ ...row, iconUrl: '/media/2026-01/abc.png' })).toBe('/media/2026-01/abc.png');
  });
});
