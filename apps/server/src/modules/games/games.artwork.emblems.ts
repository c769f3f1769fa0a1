/**
 * The emblems game artwork is built around: simple flat drawings in a 100 × 100 box, coloured by
 * the caller (`ink` the main colour, `hi` a highlight), so one drawing serves every palette.
 * Original shapes only: coins, gems, cards, balls and the like, nothing from a real game.
 */
export type Emblem =
  | 'coin'
  | 'gem'
  | 'crown'
  | 'moon'
  | 'sun'
  | 'lotus'
  | 'fish'
  | 'boat'
  | 'lantern'
  | 'kite'
  | 'drum'
  | 'card'
  | 'dice'
  | 'cricket'
  | 'football'
  | 'roulette'
  | 'balls'
  | 'chest'
  | 'flame'
  | 'fruit'
  | 'star'
  | 'seven'
  | 'trophy'
  | 'shield'
  | 'controller';

type Paint = { ink: string; hi: string; dark: string };

/** `body` drawn at every `step` degrees round the centre. */
const ring = (step: number, body: (angle: number) => string) =>
  Array.from({ length: Math.round(360 / step) }, (_, i) => body(i * step)).join('');

const DRAW: Record<Emblem, (p: Paint) => string> = {
  coin: (p) =>
    `<circle cx="50" cy="50" r="40" fill="${p.ink}" stroke="${p.dark}" stroke-width="4"/><circle cx="50" cy="50" r="29" fill="none" stroke="${p.hi}" stroke-width="4" stroke-dasharray="6 4"/><path d="M50 30l6 13 14 1-11 9 4 14-13-8-13 8 4-14-11-9 14-1z" fill="${p.hi}"/>`,
  gem: (p) =>
    `<path d="M22 38 36 20h28l14 18-28 44z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M22 38h56M36 20l6 18 8-18 8 18 6-18M42 38l8 44 8-44" fill="none" stroke="${p.hi}" stroke-width="2.5" stroke-linejoin="round"/>`,
  crown: (p) =>
    `<path d="M16 72 12 30l22 18 16-28 16 28 22-18-4 42z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><rect x="16" y="72" width="68" height="10" rx="3" fill="${p.hi}" stroke="${p.dark}" stroke-width="3"/><circle cx="50" cy="56" r="6" fill="${p.hi}"/><circle cx="12" cy="28" r="5" fill="${p.hi}"/><circle cx="88" cy="28" r="5" fill="${p.hi}"/><circle cx="50" cy="18" r="5" fill="${p.hi}"/>`,
  moon: (p) =>
    `<path d="M62 14a38 38 0 1 0 24 56A30 30 0 1 1 62 14z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M74 22l3 7 7 3-7 3-3 7-3-7-7-3 7-3z M84 48l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="${p.hi}"/>`,
  sun: (p) =>
    `${ring(30, (a) => `<path d="M50 4l6 16h-12z" transform="rotate(${a} 50 50)" fill="${p.hi}"/>`)}<circle cx="50" cy="50" r="26" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><circle cx="50" cy="50" r="15" fill="${p.hi}" opacity=".6"/>`,
  lotus: (p) =>
    `${ring(45, (a) => `<ellipse cx="50" cy="28" rx="10" ry="24" transform="rotate(${a} 50 50)" fill="${p.ink}" stroke="${p.dark}" stroke-width="2"/>`)}<circle cx="50" cy="50" r="12" fill="${p.hi}" stroke="${p.dark}" stroke-width="2"/>`,
  fish: (p) =>
    `<path d="M8 50Q36 16 70 44L92 26 88 50l4 24-22-18Q36 84 8 50z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><circle cx="24" cy="46" r="5" fill="${p.dark}"/><path d="M38 36q6 14 0 28M50 34q6 16 0 32" fill="none" stroke="${p.hi}" stroke-width="3"/><circle cx="80" cy="14" r="4" fill="none" stroke="${p.hi}" stroke-width="2"/><circle cx="90" cy="6" r="2.5" fill="none" stroke="${p.hi}" stroke-width="2"/>`,
  boat: (p) =>
    `<path d="M50 8v52H20z" fill="${p.hi}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M55 16v44h26z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M8 64h84q-8 22-42 22T8 64z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M6 94q11-6 22 0t22 0 22 0 22 0" fill="none" stroke="${p.hi}" stroke-width="3"/>`,
  lantern: (p) =>
    `<path d="M40 10h20M50 4v8" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/><rect x="32" y="14" width="36" height="8" rx="3" fill="${p.dark}"/><path d="M30 24h40q10 26 0 52H30q-10-26 0-52z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><ellipse cx="50" cy="50" rx="10" ry="16" fill="${p.hi}"/><rect x="32" y="76" width="36" height="8" rx="3" fill="${p.dark}"/><path d="M50 84v12" stroke="${p.hi}" stroke-width="3"/>`,
  kite: (p) =>
    `<path d="M50 6 82 40 50 78 18 40z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 6v72M18 40h64" stroke="${p.hi}" stroke-width="3"/><path d="M50 78q-10 8 0 12t0 10" fill="none" stroke="${p.hi}" stroke-width="3"/><path d="M44 88l6-3 6 3-6 3z" fill="${p.hi}"/>`,
  drum: (p) =>
    `<ellipse cx="50" cy="26" rx="32" ry="11" fill="${p.hi}" stroke="${p.dark}" stroke-width="3"/><path d="M18 26v44q32 22 64 0V26q-32 20-64 0z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M20 34l12 36 12-32 12 34 12-32 10 28" fill="none" stroke="${p.hi}" stroke-width="3"/>`,
  card: (p) =>
    `<rect x="34" y="14" width="44" height="64" rx="6" fill="${p.hi}" stroke="${p.dark}" stroke-width="3" transform="rotate(12 56 46)"/><rect x="20" y="20" width="44" height="64" rx="6" fill="#fff" stroke="${p.dark}" stroke-width="3"/><path d="M42 38c-10 12-16 16-8 24 4 4 8 0 8 0s4 4 8 0c8-8 2-12-8-24zM42 58l-5 10h10z" fill="${p.ink}"/>`,
  dice: (p) =>
    `<rect x="14" y="30" width="46" height="46" rx="9" fill="#fff" stroke="${p.dark}" stroke-width="3" transform="rotate(-12 37 53)"/><rect x="46" y="18" width="40" height="40" rx="8" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" transform="rotate(14 66 38)"/><g fill="${p.dark}"><circle cx="28" cy="46" r="4"/><circle cx="38" cy="56" r="4"/><circle cx="48" cy="66" r="4"/></g><g fill="${p.hi}"><circle cx="58" cy="30" r="3.5"/><circle cx="74" cy="46" r="3.5"/></g>`,
  cricket: (p) =>
    `<rect x="58" y="6" width="14" height="62" rx="6" fill="${p.hi}" stroke="${p.dark}" stroke-width="3" transform="rotate(28 65 37)"/><rect x="60" y="62" width="10" height="24" rx="4" fill="${p.dark}" transform="rotate(28 65 37)"/><circle cx="34" cy="64" r="22" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M20 50q14 14 28 28M24 46q14 14 28 28" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 3"/>`,
  football: (p) =>
    `<circle cx="50" cy="50" r="40" fill="#fff" stroke="${p.dark}" stroke-width="3"/><path d="M50 30l16 12-6 19H40l-6-19z" fill="${p.ink}"/><path d="M50 30V12M66 42l17-6M60 61l11 15M40 61 29 76M34 42l-17-6" stroke="${p.dark}" stroke-width="3"/>`,
  roulette: (p) =>
    `<circle cx="50" cy="50" r="42" fill="${p.dark}"/>${ring(30, (a) => `<path d="M50 50 50 10A40 40 0 0 1 70 15.4z" transform="rotate(${a} 50 50)" fill="${a % 60 === 0 ? p.ink : '#1b1b1b'}"/>`)}<circle cx="50" cy="50" r="20" fill="${p.hi}" stroke="${p.dark}" stroke-width="3"/><circle cx="50" cy="50" r="6" fill="${p.dark}"/><circle cx="50" cy="18" r="5" fill="#fff"/>`,
  balls: (p) =>
    `<circle cx="30" cy="62" r="22" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><circle cx="70" cy="62" r="22" fill="${p.hi}" stroke="${p.dark}" stroke-width="3"/><circle cx="50" cy="30" r="22" fill="#fff" stroke="${p.dark}" stroke-width="3"/><circle cx="30" cy="62" r="10" fill="#fff"/><circle cx="70" cy="62" r="10" fill="#fff"/><circle cx="50" cy="30" r="10" fill="${p.ink}"/>`,
  chest: (p) =>
    `<path d="M14 44q0-26 36-26t36 26z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><rect x="14" y="44" width="72" height="38" rx="4" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M14 44h72M30 22v60M70 22v60" stroke="${p.hi}" stroke-width="5"/><rect x="42" y="38" width="16" height="18" rx="3" fill="${p.hi}" stroke="${p.dark}" stroke-width="2"/>`,
  flame: (p) =>
    `<path d="M50 6c8 20 30 28 30 54a30 30 0 0 1-60 0c0-14 8-22 12-30 2 10 6 14 10 14-4-16 0-28 8-38z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 44c6 10 16 14 16 28a16 16 0 0 1-32 0c0-10 8-14 16-28z" fill="${p.hi}"/>`,
  fruit: (p) =>
    `<path d="M52 20c32 0 40 38 22 58-16 18-50 14-58-10-6-20 10-48 36-48z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M52 20q4-10 12-12" stroke="${p.dark}" stroke-width="4" fill="none"/><path d="M58 12q20-8 28 6-16 8-28-6z" fill="${p.hi}"/><ellipse cx="36" cy="42" rx="7" ry="11" fill="#fff" opacity=".35"/>`,
  star: (p) =>
    `<path d="M50 6l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 37l30-3z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 30l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" fill="${p.hi}"/>`,
  seven: (p) =>
    `<path d="M22 14h60v14L50 90H32l30-60H22z" fill="${p.ink}" stroke="${p.dark}" stroke-width="4" stroke-linejoin="round"/><path d="M28 20h46" stroke="${p.hi}" stroke-width="4"/>`,
  trophy: (p) =>
    `<path d="M30 12h40v24a20 20 0 0 1-40 0z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/><path d="M30 18H16q0 22 18 24M70 18h14q0 22-18 24" fill="none" stroke="${p.dark}" stroke-width="4"/><rect x="44" y="56" width="12" height="16" fill="${p.ink}"/><rect x="28" y="72" width="44" height="14" rx="3" fill="${p.hi}" stroke="${p.dark}" stroke-width="3"/><path d="M50 20l4 8 8 1-6 5 2 8-8-4-8 4 2-8-6-5 8-1z" fill="${p.hi}"/>`,
  shield: (p) =>
    `<path d="M50 6l36 12v26c0 24-16 40-36 50C30 84 14 68 14 44V18z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M50 18l24 8v18c0 16-10 28-24 36z" fill="${p.hi}"/>`,
  controller: (p) =>
    `<path d="M24 30h52c12 0 18 14 20 30 2 14-10 22-18 12l-8-10H30l-8 10c-8 10-20 2-18-12 2-16 8-30 20-30z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M30 40v16M22 48h16" stroke="${p.hi}" stroke-width="5" stroke-linecap="round"/><circle cx="68" cy="42" r="4.5" fill="${p.hi}"/><circle cx="76" cy="52" r="4.5" fill="${p.hi}"/>`,
};

/** An emblem drawn into a box of `size` at (x, y). */
export function emblemSvg(emblem: Emblem, paint: Paint, x: number, y: number, size: number): string {
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 100 100">${DRAW[emblem](paint)}</svg>`;
}

/** Words of a game's English name that point to an emblem (the demo names are built from them). */
const WORD_EMBLEMS: Record<string, Emblem> = {
  fortune: 'coin',
  coins: 'coin',
  jackpot: 'coin',
  treasure: 'chest',
  gems: 'gem',
  pearl: 'gem',
  crystal: 'gem',
  crown: 'crown',
  royal: 'crown',
  kingdom: 'crown',
  palace: 'crown',
  moon: 'moon',
  midnight: 'moon',
  sun: 'sun',
  sunrise: 'sun',
  lotus: 'lotus',
  garden: 'lotus',
  hilsa: 'fish',
  ocean: 'fish',
  boat: 'boat',
  voyage: 'boat',
  river: 'boat',
  lantern: 'lantern',
  kite: 'kite',
  drums: 'drum',
  festival: 'drum',
  dragon: 'flame',
  phoenix: 'flame',
  blazing: 'flame',
  fireworks: 'sun',
  mango: 'fruit',
  harvest: 'fruit',
  orchard: 'fruit',
  starlit: 'star',
  cosmic: 'moon',
  temple: 'shield',
};

/** What each classification shows when the name does not say. */
const CLASS_EMBLEMS: Record<string, readonly Emblem[]> = {
  SLOT: ['seven', 'gem', 'coin', 'crown', 'lotus'],
  MEGAWAYS: ['gem', 'star', 'flame'],
  JACKPOT: ['coin', 'chest', 'crown'],
  CLASSIC: ['seven', 'fruit', 'star'],
  TABLE: ['card', 'dice'],
  FISHING: ['fish'],
  ARCADE: ['fish', 'star'],
  BACCARAT: ['card'],
  ROULETTE: ['roulette'],
  DRAGON_TIGER: ['card', 'flame'],
  SICBO: ['dice'],
  BLACKJACK: ['card'],
  TEEN_PATTI: ['card'],
  ANDAR_BAHAR: ['card'],
  RUMMY: ['card'],
  POKER: ['card', 'coin'],
  CRICKET: ['cricket'],
  FOOTBALL: ['football'],
  KABADDI: ['trophy'],
  MOBA: ['controller'],
  SHOOTER: ['controller'],
  DERBY: ['shield'],
  LOTTO: ['balls'],
  KENO: ['balls'],
  PK10: ['balls', 'trophy'],
  FAST3: ['dice', 'balls'],
  // The studio's lottery families (decision 0071).
  FAST5D: ['balls', 'coin'],
  FAST3D: ['balls', 'dice'],
  SEA4D: ['balls', 'lantern'],
  VNLOTTO: ['balls', 'lotus'],
};

/** The picture a game type falls back to when neither its name nor its classification says. */
export const TYPE_EMBLEMS: Record<string, readonly Emblem[]> = {
  RNG: ['seven', 'gem', 'coin', 'star', 'fruit'],
  FISH: ['fish'],
  LIVE: ['card', 'roulette', 'dice'],
  PVP: ['card', 'dice'],
  SPORTS: ['cricket', 'football', 'trophy'],
  ESPORTS: ['controller'],
  COCKFIGHT: ['shield'],
  LOTT: ['balls'],
  ELOTT: ['balls', 'dice'],
};

/**
 * The game's emblem: the last word of its name that names one for slots, else its
 * classification's, else its type's; `pick` (from the code's hash) chooses among several.
 */
export function emblemOf(nameEn: string, gameType: string, classify: string, pick: number): Emblem {
  const fromClass = CLASS_EMBLEMS[classify];
  const themed = gameType === 'RNG' || !fromClass;
  if (themed) {
    // From the last word back: in 'Ocean Lantern Legends' the lantern says more than the ocean.
    for (const word of nameEn
      .toLowerCase()
      .split(/[^a-z]+/)
      .reverse()) {
      const emblem = WORD_EMBLEMS[word];
      if (emblem) return emblem;
    }
  }
  const choices = fromClass ?? TYPE_EMBLEMS[gameType] ?? TYPE_EMBLEMS.RNG ?? ['star'];
  return choices[pick % choices.length] ?? 'star';
}
