import type { DrawView, GameView, LineInput } from '../../src/lottery/api.js';

/**
 * The lottery page's bets, with no DOM: which boards a game shows, the bet kinds on each, the
 * checks a typed pick must pass before it goes on the ticket, and quick picks. The page's modules
 * are served unbundled, so the kinds and the checks repeat @khela/game-math's (payout.ts:
 * LOTTERY_BET_KINDS, betProblem); the client tests hold them equal. The server checks again.
 */

export type Bet = LineInput['bet'];
export type BetKind = Bet['kind'];
export type GameKind = GameView['kind'];
export type Outcome = NonNullable<DrawView['outcome']>;
export type Side = 'big' | 'small' | 'odd' | 'even';

/** The bet kinds each game takes (game-math's LOTTERY_BET_KINDS). */
export const BET_KINDS: Readonly<Record<GameKind, readonly BetKind[]>> = {
  digits5: ['position', 'position_side', 'sum_side'],
  digits3: ['position', 'position_side', 'sum_side', 'straight'],
  race10: ['car', 'car_side', 'dragon_tiger'],
  sea4d: ['4d_big', '4d_small'],
  'vn-north': ['head', 'tail', 'de2', 'de3', 'lo2', 'lo3', 'xien'],
  'vn-south': ['head', 'tail', 'de2', 'de3', 'lo2', 'lo3', 'xien'],
};

/** A board: one panel of picks (a tab on the phone), taking one or more bet kinds. */
export type BoardId =
  | 'position'
  | 'sum'
  | 'straight'
  | 'car'
  | 'dragon_tiger'
  | '4d'
  | 'head_tail'
  | 'de2'
  | 'de3'
  | 'lo2'
  | 'lo3'
  | 'xien';

const VN_BOARDS: readonly BoardId[] = ['head_tail', 'de2', 'de3', 'lo2', 'lo3', 'xien'];

export const BOARDS: Readonly<Record<GameKind, readonly BoardId[]>> = {
  digits5: ['position', 'sum'],
  digits3: ['position', 'sum', 'straight'],
  race10: ['car', 'dragon_tiger'],
  sea4d: ['4d'],
  'vn-north': VN_BOARDS,
  'vn-south': VN_BOARDS,
};

export const BOARD_KINDS: Readonly<Record<BoardId, readonly BetKind[]>> = {
  position: ['position', 'position_side'],
  sum: ['sum_side'],
  straight: ['straight'],
  car: ['car', 'car_side'],
  dragon_tiger: ['dragon_tiger'],
  '4d': ['4d_big', '4d_small'],
  head_tail: ['head', 'tail'],
  de2: ['de2'],
  de3: ['de3'],
  lo2: ['lo2'],
  lo3: ['lo3'],
  xien: ['xien'],
};

/** Boards where the player types a number (the rest are buttons). */
export const NUMBER_LENGTH: Partial<Record<BoardId, number>> = {
  straight: 3,
  '4d': 4,
  de2: 2,
  de3: 3,
  lo2: 2,
  lo3: 3,
  xien: 2,
};

export const SIDES: readonly Side[] = ['big', 'small', 'odd', 'even'];

/** Balls of a digits game, places of a race. */
export function positionsOf(kind: GameKind): number {
  return kind === 'digits5' ? 5 : kind === 'digits3' ? 3 : kind === 'race10' ? 10 : 0;
}

/** The sum a digits game calls big from (5 balls: 23; 3 balls: 14). */
export function sumBigFrom(kind: GameKind): number {
  return kind === 'digits5' ? 23 : 14;
}

// ── Typed numbers ─────────────────────────────────────────────────────────────

/** Bengali digits (a Bengali keyboard types them) as Latin ones; other text as it is. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** A number of exactly `length` digits typed by the player ("০৪২" → "042"), or undefined. */
export function parseNumber(text: string, length: number): string | undefined {
  const number = latinDigits(text).replace(/\s+/g, '');
  return new RegExp(`^\\d{${length}}$`).test(number) ? number : undefined;
}

/** A xiên's 2–4 different two-digit numbers, typed with spaces, commas or dashes between. */
export function parseXien(text: string): string[] | undefined {
  const parts = latinDigits(text)
    .split(/[\s,;.\-+/]+/)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return undefined;
  const numbers = parts.map((part) => parseNumber(part, 2));
  if (numbers.some((number) => number === undefined)) return undefined;
  const valid = numbers as string[];
  return new Set(valid).size === valid.length ? valid : undefined;
}

// ── Checks and keys ───────────────────────────────────────────────────────────

const isDigit = (value: number) => Number.isInteger(value) && value >= 0 && value <= 9;
const isNumber = (text: string, length: number) => new RegExp(`^\\d{${length}}$`).test(text);
const isIndex = (value: number, count: number) => Number.isInteger(value) && value >= 0 && value < count;

/** Why a bet is not one this game takes ('KIND' or 'PICK', as the server says), or undefined. */
export function betProblem(game: GameKind, bet: Bet): 'KIND' | 'PICK' | undefined {
  if (!BET_KINDS[game].includes(bet.kind)) return 'KIND';
  const ok = (holds: boolean) => (holds ? undefined : 'PICK');
  switch (bet.kind) {
    case 'position':
      return ok(isIndex(bet.position, positionsOf(game)) && isDigit(bet.digit));
    case 'position_side':
    case 'car_side':
      return ok(isIndex(bet.position, positionsOf(game)));
    case 'sum_side':
      return undefined;
    case 'car':
      return ok(isIndex(bet.position, 10) && Number.isInteger(bet.car) && bet.car >= 1 && bet.car <= 10);
    case 'dragon_tiger':
      return ok(isIndex(bet.position, 5));
    case 'head':
    case 'tail':
      return ok(isDigit(bet.digit));
    case 'straight':
    case 'de3':
    case 'lo3':
      return ok(isNumber(bet.number, 3));
    case '4d_big':
    case '4d_small':
      return ok(isNumber(bet.number, 4));
    case 'de2':
    case 'lo2':
      return ok(isNumber(bet.number, 2));
    case 'xien':
      return ok(
        bet.numbers.length >= 2 &&
          bet.numbers.length <= 4 &&
          bet.numbers.every((number) => isNumber(number, 2)) &&
          new Set(bet.numbers).size === bet.numbers.length,
      );
  }
}

/** One key per different line: the same pick twice on a ticket is one line (a tap toggles it). */
export function betKey(bet: Bet): string {
  switch (bet.kind) {
    case 'position':
      return `position:${bet.position}:${bet.digit}`;
    case 'position_side':
    case 'car_side':
    case 'dragon_tiger':
      return `${bet.kind}:${bet.position}:${bet.side}`;
    case 'sum_side':
      return `sum_side:${bet.side}`;
    case 'car':
      return `car:${bet.position}:${bet.car}`;
    case 'head':
    case 'tail':
      return `${bet.kind}:${bet.digit}`;
    case 'xien':
      return `xien:${[...bet.numbers].sort().join('-')}`;
    default:
      return `${bet.kind}:${bet.number}`;
  }
}

// ── Quick picks ───────────────────────────────────────────────────────────────

/** A uniform integer in [0, n). */
export type Random = (n: number) => number;

/** The browser's CSPRNG without modulo bias (a quick pick is a player's choice, not a draw). */
export const cryptoRandom: Random = (n) => {
  const limit = 2 ** 32 - (2 ** 32 % n);
  const word = new Uint32Array(1);
  for (let attempt = 0; attempt < 64; attempt += 1) {
    crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < limit) return value % n;
  }
  return 0;
};

const digits = (random: Random, length: number) => Array.from({ length }, () => String(random(10))).join('');

function randomSide(random: Random): Side {
  return SIDES[random(SIDES.length)] ?? 'big';
}

/** One random bet of a board. `xienSize` is how many numbers a random xiên has (2–4). */
export function quickPick(board: BoardId, game: GameKind, random: Random, xienSize = 2): Bet {
  switch (board) {
    case 'position':
      return { kind: 'position', position: random(positionsOf(game)), digit: random(10) };
    case 'sum':
      return { kind: 'sum_side', side: randomSide(random) };
    case 'straight':
      return { kind: 'straight', number: digits(random, 3) };
    case 'car':
      return { kind: 'car', position: random(10), car: random(10) + 1 };
    case 'dragon_tiger':
      return { kind: 'dragon_tiger', position: random(5), side: random(2) === 0 ? 'dragon' : 'tiger' };
    case '4d':
      return { kind: '4d_big', number: digits(random, 4) };
    case 'head_tail':
      return { kind: random(2) === 0 ? 'head' : 'tail', digit: random(10) };
    case 'de2':
    case 'lo2':
      return { kind: board, number: digits(random, 2) };
    case 'de3':
    case 'lo3':
      return { kind: board, number: digits(random, 3) };
    case 'xien': {
      const size = Math.min(4, Math.max(2, xienSize));
      const numbers = new Set<string>();
      for (let guard = 0; numbers.size < size && guard < 64; guard += 1) numbers.add(digits(random, 2));
      return { kind: 'xien', numbers: [...numbers] };
    }
  }
}

/** `count` different random bets of a board, none of them already in `taken` (keys). */
export function quickPicks(
  board: BoardId,
  game: GameKind,
  count: number,
  random: Random,
  taken: ReadonlySet<string> = new Set(),
  xienSize = 2,
): Bet[] {
  const picks = new Map<string, Bet>();
  // Bounded: a board with few picks left (sum: 4) ends early instead of spinning.
  for (let guard = 0; picks.size < count && guard < count * 40; guard += 1) {
    const bet = quickPick(board, game, random, xienSize);
    const key = betKey(bet);
    if (!taken.has(key)) picks.set(key, bet);
  }
  return [...picks.values()];
}
