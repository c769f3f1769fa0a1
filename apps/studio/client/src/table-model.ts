import type { TableVariant } from '../../src/rooms/kinds.js';
import type { MyBet, RoundView, TableInfo, TableOutcome } from '../../src/rooms/tables/api.js';
import { fromMinor, toMinor } from './book-format.js';

/*
 * The live tables' page without the DOM (issue 21): which spots a variant's layout has and what
 * they pay, which spots oppose, the staged bets (chips placed on the layout and not yet sent) with
 * the table's limits and the valid-bet rule, repeat and double, the round's phase on the server's
 * clock, and the deal's steps (which cards are face up at a moment). Both players in a room see
 * the same thing at the same moment because everything time-dependent is computed from the round's
 * times and the server's clock, never from when an event arrived.
 */

// ── Spots ──────────────────────────────────────────────────────────────────────

export type SpotInfo = { spot: string; pays: string };

/** The layout's spots and their payouts (to one), as the rules (decision 0074) pay them. */
export const SPOTS: Record<Exclude<TableVariant, 'roulette'>, readonly SpotInfo[]> = {
  baccarat: [
    { spot: 'player_pair', pays: '11:1' },
    { spot: 'tie', pays: '8:1' },
    { spot: 'banker_pair', pays: '11:1' },
    { spot: 'player', pays: '1:1' },
    { spot: 'banker', pays: '0.95:1' },
  ],
  'dragon-tiger': [
    { spot: 'dragon', pays: '1:1' },
    { spot: 'tie', pays: '8:1' },
    { spot: 'tiger', pays: '1:1' },
  ],
  'andar-bahar': [
    { spot: 'andar', pays: '0.9:1' },
    { spot: 'bahar', pays: '1:1' },
  ],
};

export const ROULETTE_RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The European wheel's pockets clockwise from zero. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const ROULETTE_OUTSIDE: readonly SpotInfo[] = [
  { spot: 'low', pays: '1:1' },
  { spot: 'even', pays: '1:1' },
  { spot: 'red', pays: '1:1' },
  { spot: 'black', pays: '1:1' },
  { spot: 'odd', pays: '1:1' },
  { spot: 'high', pays: '1:1' },
];
export const ROULETTE_DOZENS: readonly SpotInfo[] = [1, 2, 3].map((k) => ({
  spot: `dozen:${k}`,
  pays: '2:1',
}));
export const ROULETTE_COLUMNS: readonly SpotInfo[] = [1, 2, 3].map((k) => ({
  spot: `column:${k}`,
  pays: '2:1',
}));

export function rouletteColour(pocket: number): 'red' | 'black' | 'green' {
  return pocket === 0 ? 'green' : ROULETTE_RED.has(pocket) ? 'red' : 'black';
}

/** Every spot the page offers for a variant (roulette: straights, dozens, columns, outside). */
export function spotsOf(variant: TableVariant): string[] {
  if (variant !== 'roulette') return SPOTS[variant].map((info) => info.spot);
  return [
    ...Array.from({ length: 37 }, (_, n) => `straight:${n}`),
    ...ROULETTE_DOZENS.map((info) => info.spot),
    ...ROULETTE_COLUMNS.map((info) => info.spot),
    ...ROULETTE_OUTSIDE.map((info) => info.spot),
  ];
}

/** Roulette's inside bets the page offers besides straights: how a tapped number stages one. */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

const span = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k);

/**
 * The spot a tap on number `n` stages in `kind` mode, written as the server reads it (numbers in
 * order): a split with the next number of its row (the one before, at the row's end), the street
 * of its row, the corner whose top-left it is (kept on the layout at its edges), the line of its
 * row and the next (the one before, at the last row). Zero takes a straight, or the 0-1-2 trio as
 * a street.
 */
export function insideSpot(kind: InsideKind, n: number): string {
  if (n === 0) return kind === 'street' ? 'street:0-1-2' : 'straight:0';
  const row = Math.ceil(n / 3);
  const col = ((n - 1) % 3) + 1;
  switch (kind) {
    case 'straight':
      return `straight:${n}`;
    case 'split':
      return col < 3 ? `split:${n}-${n + 1}` : `split:${n - 1}-${n}`;
    case 'street':
      return `street:${span(3 * row - 2, 3).join('-')}`;
    case 'corner': {
      const left = col === 3 ? n - 1 : n;
      const top = row === 12 ? left - 3 : left;
      return `corner:${[top, top + 1, top + 3, top + 4].join('-')}`;
    }
    case 'line':
      return `line:${span(3 * (row === 12 ? 11 : row) - 2, 6).join('-')}`;
  }
}

/** The numbers a roulette spot covers (empty for a spot that is not a number bet). */
export function insideNumbers(spot: string): number[] {
  const [kind, arg] = spot.split(':');
  if (!arg || !['straight', 'split', 'street', 'corner', 'line'].includes(kind ?? '')) return [];
  return arg.split('-').map(Number);
}

const INSIDE_PAYS: Record<string, string> = { split: '17:1', street: '11:1', corner: '8:1', line: '5:1' };

/** The payout text of a spot ("35:1" for a straight). */
export function paysOf(variant: TableVariant, spot: string): string {
  if (variant === 'roulette') {
    if (spot.startsWith('straight:')) return '35:1';
    const inside = INSIDE_PAYS[spot.split(':')[0] ?? ''];
    if (inside) return inside;
    if (spot.startsWith('dozen:') || spot.startsWith('column:')) return '2:1';
    return '1:1';
  }
  return SPOTS[variant].find((info) => info.spot === spot)?.pays ?? '';
}

const OPPOSED: Record<TableVariant, readonly (readonly [string, string])[]> = {
  baccarat: [['player', 'banker']],
  'dragon-tiger': [['dragon', 'tiger']],
  'andar-bahar': [['andar', 'bahar']],
  roulette: [
    ['red', 'black'],
    ['odd', 'even'],
    ['low', 'high'],
  ],
};

/** The spot this one opposes (a player holds one side of each pair per round), if any. */
export function opposedOf(variant: TableVariant, spot: string): string | undefined {
  for (const [a, b] of OPPOSED[variant]) {
    if (a === spot) return b;
    if (b === spot) return a;
  }
  return undefined;
}

/** Whether a spot wins on an outcome (baccarat's player and banker bets push on a tie: not a win). */
export function spotWins(outcome: TableOutcome, spot: string): boolean {
  if (outcome.variant === 'roulette') {
    const pocket = outcome.pocket;
    const [kind, arg] = spot.split(':');
    const k = Number(arg);
    switch (kind) {
      case 'straight':
        return k === pocket;
      case 'split':
      case 'street':
      case 'corner':
      case 'line':
        return insideNumbers(spot).includes(pocket);
      case 'dozen':
        return pocket > 0 && Math.ceil(pocket / 12) === k;
      case 'column':
        return pocket > 0 && ((pocket - 1) % 3) + 1 === k;
      case 'red':
        return outcome.colour === 'red';
      case 'black':
        return outcome.colour === 'black';
      case 'odd':
        return pocket > 0 && pocket % 2 === 1;
      case 'even':
        return pocket > 0 && pocket % 2 === 0;
      case 'low':
        return pocket >= 1 && pocket <= 18;
      case 'high':
        return pocket >= 19;
      default:
        return false;
    }
  }
  if (outcome.variant === 'baccarat') {
    if (spot === 'player_pair') return outcome.coup.playerPair;
    if (spot === 'banker_pair') return outcome.coup.bankerPair;
  }
  return outcome.coup.winner === spot;
}

// ── Staged bets ────────────────────────────────────────────────────────────────

/** Stakes per spot in minor units. */
export type Stakes = Map<string, bigint>;

export type Refusal = { status: string; spot?: string; opposed?: string; min?: string; max?: string };

export type Limits = { min: bigint; max: bigint; maxTotal: bigint };

export function limitsOf(table: TableInfo, decimals: number): Limits {
  return {
    min: toMinor(table.minStake, decimals) ?? 0n,
    max: toMinor(table.maxStake, decimals) ?? 0n,
    maxTotal: toMinor(table.maxTotal, decimals) ?? 0n,
  };
}

/** Bets as the socket writes them (decimal text) → stakes per spot in minor units (summed). */
export function stakesOf(bets: readonly MyBet[], decimals: number): Stakes {
  const stakes: Stakes = new Map();
  for (const bet of bets) {
    const minor = toMinor(bet.stake, decimals);
    if (minor !== undefined && minor > 0n) stakes.set(bet.spot, (stakes.get(bet.spot) ?? 0n) + minor);
  }
  return stakes;
}

export const sumStakes = (stakes: Stakes): bigint => [...stakes.values()].reduce((a, b) => a + b, 0n);

/** Staged stakes as the `bet` frame's list, in decimal text. */
export function betsOf(staged: Stakes, decimals: number): MyBet[] {
  return [...staged]
    .filter(([, minor]) => minor > 0n)
    .map(([spot, minor]) => ({ spot, stake: fromMinor(minor, decimals) }));
}

/**
 * Whether `staged` may be sent on top of the `placed` bets: the valid-bet rule (no spot held
 * against its opposite, placed or staged), each spot's maximum (placed + staged), the round's
 * maximum. The minimum is checked at confirmation (`confirmProblem`): a first chip may be smaller.
 */
export function stakesProblem(
  variant: TableVariant,
  placed: Stakes,
  staged: Stakes,
  limits: Limits,
  decimals: number,
): Refusal | undefined {
  // The latest staged spot first: the refusal names the chip just placed.
  for (const spot of [...staged.keys()].reverse()) {
    const opposed = opposedOf(variant, spot);
    if (opposed && ((placed.get(opposed) ?? 0n) > 0n || (staged.get(opposed) ?? 0n) > 0n))
      return { status: 'BET_OPPOSED', spot, opposed };
  }
  for (const [spot, minor] of staged) {
    if (minor + (placed.get(spot) ?? 0n) > limits.max)
      return {
        status: 'STAKE_TOO_HIGH',
        spot,
        min: fromMinor(limits.min, decimals),
        max: fromMinor(limits.max, decimals),
      };
  }
  if (sumStakes(placed) + sumStakes(staged) > limits.maxTotal)
    return { status: 'TABLE_LIMIT', max: fromMinor(limits.maxTotal, decimals) };
  return undefined;
}

/** What stops the staged bets being sent: nothing staged, or a spot under the minimum. */
export function confirmProblem(placed: Stakes, staged: Stakes, limits: Limits, decimals: number) {
  if (sumStakes(staged) <= 0n) return { status: 'NOTHING_STAGED' } as Refusal;
  for (const [spot, minor] of staged)
    if (minor + (placed.get(spot) ?? 0n) < limits.min)
      return {
        status: 'STAKE_TOO_LOW',
        spot,
        min: fromMinor(limits.min, decimals),
        max: fromMinor(limits.max, decimals),
      } as Refusal;
  return undefined;
}

export type StageResult = { ok: true; staged: Stakes } | { ok: false; refusal: Refusal };

function checked(
  variant: TableVariant,
  placed: Stakes,
  next: Stakes,
  limits: Limits,
  decimals: number,
): StageResult {
  const refusal = stakesProblem(variant, placed, next, limits, decimals);
  return refusal ? { ok: false, refusal } : { ok: true, staged: next };
}

/** A chip on a spot: the staged bets with it, or why not. */
export function stageChip(
  variant: TableVariant,
  placed: Stakes,
  staged: Stakes,
  spot: string,
  chip: bigint,
  limits: Limits,
  decimals: number,
): StageResult {
  const next = new Map(staged);
  next.set(spot, (next.get(spot) ?? 0n) + chip);
  return checked(variant, placed, next, limits, decimals);
}

/** Repeat: last round's bets staged (in place of what is staged). */
export function repeatBets(
  variant: TableVariant,
  placed: Stakes,
  last: Stakes,
  limits: Limits,
  decimals: number,
): StageResult {
  if (sumStakes(last) <= 0n) return { ok: false, refusal: { status: 'NOTHING_TO_REPEAT' } };
  return checked(variant, placed, new Map(last), limits, decimals);
}

/** Double: the staged bets doubled; with nothing staged, the placed bets staged once more. */
export function doubleBets(
  variant: TableVariant,
  placed: Stakes,
  staged: Stakes,
  limits: Limits,
  decimals: number,
): StageResult {
  const source = sumStakes(staged) > 0n ? staged : placed;
  if (sumStakes(source) <= 0n) return { ok: false, refusal: { status: 'NOTHING_TO_DOUBLE' } };
  const next: Stakes =
    source === staged ? new Map([...staged].map(([spot, minor]) => [spot, minor * 2n])) : new Map(placed);
  return checked(variant, placed, next, limits, decimals);
}

// ── The round on the server's clock ───────────────────────────────────────────

export type Phase = 'betting' | 'closed' | 'dealing' | 'result';

/**
 * Where the round stands at `now` (server time): betting until `closesAt`, then no more bets
 * (`closed`) until its coup is known, dealing until `settlesAt`, then the result until the next
 * round opens. `msLeft`: until the phase's end; `fraction`: of the phase still to run (betting).
 */
export function phaseAt(round: RoundView, now: number): { phase: Phase; msLeft: number; fraction: number } {
  if (now < round.closesAt) {
    const span = Math.max(1, round.closesAt - round.opensAt);
    const msLeft = round.closesAt - now;
    return { phase: 'betting', msLeft, fraction: Math.min(1, Math.max(0, msLeft / span)) };
  }
  if (now < round.settlesAt || (!round.serverSeed && round.outcome === undefined))
    return {
      phase: round.outcome ? 'dealing' : 'closed',
      msLeft: Math.max(0, round.settlesAt - now),
      fraction: 0,
    };
  return { phase: 'result', msLeft: Math.max(0, round.nextOpensAt - now), fraction: 0 };
}

/** The seconds the countdown shows: whole seconds, rounded up (1 until the very end). */
export const secondsLeft = (msLeft: number): number => Math.max(0, Math.ceil(msLeft / 1000));

/** The server clock's lead over this one, from a snapshot's `serverNow` read at `receivedAt`. */
export function clockOffset(serverNow: number, receivedAt: number): number {
  return Number.isFinite(serverNow) && serverNow > 0 ? Math.round(serverNow - receivedAt) : 0;
}

// ── Cards and the deal ────────────────────────────────────────────────────────

export const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUIT_MARK: Record<(typeof SUITS)[number], string> = {
  spades: '♠',
  hearts: '♥',
  clubs: '♣',
  diamonds: '♦',
};

export function cardFace(card: number): { rank: string; suit: (typeof SUITS)[number]; red: boolean } {
  const suit = SUITS[Math.floor(card / 13) % 4] ?? 'spades';
  return { rank: RANKS[card % 13] ?? '?', suit, red: suit === 'hearts' || suit === 'diamonds' };
}

export const baccaratValue = (card: number): number => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};

export const baccaratTotal = (cards: readonly number[]): number =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** A card as dealt: to which hand (side), and its place in that hand. */
export type DealStep = { side: string; card: number; index: number };

/**
 * The cards in the order they are turned: baccarat P, B, P, B, then the player's third and the
 * banker's third; dragon tiger the dragon then the tiger; Andar Bahar the joker, then Andar,
 * Bahar, Andar … to the match. Roulette has no cards.
 */
export function dealSteps(outcome: TableOutcome): DealStep[] {
  const steps: DealStep[] = [];
  const add = (side: string, cards: readonly number[], index: number) => {
    const card = cards[index];
    if (card !== undefined) steps.push({ side, card, index });
  };
  switch (outcome.variant) {
    case 'baccarat': {
      const { player, banker } = outcome.coup;
      add('player', player, 0);
      add('banker', banker, 0);
      add('player', player, 1);
      add('banker', banker, 1);
      add('player', player, 2);
      add('banker', banker, 2);
      return steps;
    }
    case 'dragon-tiger':
      add('dragon', [outcome.coup.dragon], 0);
      add('tiger', [outcome.coup.tiger], 0);
      return steps;
    case 'andar-bahar': {
      const { joker, andar, bahar } = outcome.coup;
      add('joker', [joker], 0);
      for (let turn = 0; turn < andar.length + bahar.length; turn += 1)
        add(turn % 2 === 0 ? 'andar' : 'bahar', turn % 2 === 0 ? andar : bahar, Math.floor(turn / 2));
      return steps;
    }
    case 'roulette':
      return steps;
  }
}

/**
 * How many of the deal's steps are shown at `now`: the steps spread evenly over the first 80 % of
 * the time from close to settlement (the rest shows the result before the round settles). Past
 * `settlesAt`, or with no times, all of them.
 */
export function stepsShown(count: number, startAt: number, settlesAt: number, now: number): number {
  const span = (settlesAt - startAt) * 0.8;
  if (count === 0 || span <= 0 || now >= startAt + span) return count;
  if (now < startAt) return 0;
  return Math.min(count, 1 + Math.floor(((now - startAt) / span) * count));
}

/** Whether the deal's result (winner, winning spots) is shown at `now`: a step after the last card. */
export const resultShown = (_count: number, startAt: number, settlesAt: number, now: number): boolean =>
  now >= startAt + (settlesAt - startAt) * 0.8;

/**
 * The wheel's turn (degrees) that brings `pocket` under the pointer at the top after `turns` full
 * turns: pocket k of WHEEL sits at k × 360/37 degrees clockwise from zero's place.
 */
export function wheelAngle(pocket: number, turns = 5): number {
  const index = WHEEL.indexOf(pocket as (typeof WHEEL)[number]);
  const slice = 360 / WHEEL.length;
  return turns * 360 - Math.max(0, index) * slice;
}

/** A random id for a `bet` frame (a retry sends a new one). */
export function requestId(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
