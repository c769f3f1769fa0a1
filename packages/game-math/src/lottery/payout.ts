import {
  type FourDResult,
  type LotteryGameKind,
  type LotteryOutcome,
  VN_TIERS,
  type VnPrize,
} from './draw.js';

/**
 * What each lottery bet pays (issue 20). A ticket is lines, each one bet kind with its pick and
 * its own stake; a line returns stake × odds (the stake included, as decimal odds do) for each
 * time it wins — once for most kinds, once per matching prize for the Vietnamese lines. Odds are
 * integers in thousandths (9.8 → 9800) and returns are floored to the minor unit: no floats near
 * money.
 *
 * Prices (RTP = probability × odds):
 * - 5 and 3 digits: a digit at a position 9.8 (1/10: 98 %); big (5–9) or small, odd or even at a
 *   position, and the sum big or small (5 digits: ≥ 23; 3 digits: ≥ 14) or odd or even 1.96
 *   (1/2: 98 %); 3 digits straight 980 (1/1000: 98 %).
 * - Race: a car at a position 9.8; big (cars 6–10) or small, odd or even at a position, dragon
 *   (the car at position p beats the one at 11 − p) or tiger 1.96.
 * - 4D: big pays 2,500 / 1,000 / 500 / 180 / 60 for the 1st, 2nd, 3rd, a special or a
 *   consolation prize (64 %); small pays 3,500 / 2,000 / 1,000 on the top three only (65 %).
 * - Vietnam: head or tail (the special prize's tens or units digit) 9.5; đề (its last two digits)
 *   95; đề 3 càng (last three) 950; lô 2 số per prize ending in the number (North 3.5 ×, 27
 *   prizes: 94.5 %; South 5.2 ×, 18 prizes: 93.6 %); lô 3 số per prize of 3 digits or more ending
 *   in it (North 40 ×, 23 prizes: 92 %; South 55 ×, 17 prizes: 93.5 %); xiên (pairs and groups:
 *   every number among the prizes' last two digits) North 16 / 65 / 250, South 32 / 190 / 2,000
 *   for 2 / 3 / 4 numbers (66–88 %).
 */

export type Side = 'big' | 'small' | 'odd' | 'even';

export type LotteryBet =
  // 5 and 3 digits
  | { kind: 'position'; position: number; digit: number }
  | { kind: 'position_side'; position: number; side: Side }
  | { kind: 'sum_side'; side: Side }
  | { kind: 'straight'; number: string }
  // race
  | { kind: 'car'; position: number; car: number }
  | { kind: 'car_side'; position: number; side: Side }
  | { kind: 'dragon_tiger'; position: number; side: 'dragon' | 'tiger' }
  // 4D
  | { kind: '4d_big' | '4d_small'; number: string }
  // Vietnam
  | { kind: 'head' | 'tail'; digit: number }
  | { kind: 'de2'; number: string }
  | { kind: 'de3'; number: string }
  | { kind: 'lo2'; number: string }
  | { kind: 'lo3'; number: string }
  | { kind: 'xien'; numbers: string[] };

export type LotteryLine = { bet: LotteryBet; stakeMinor: bigint };

const SIDE_ODDS = 1960;
const DIGIT_ODDS = 9800;
/** The kinds that pay one price whenever they win (4D and the lô and xiên lines have tables). */
const FIXED_ODDS = {
  position: DIGIT_ODDS,
  car: DIGIT_ODDS,
  position_side: SIDE_ODDS,
  car_side: SIDE_ODDS,
  sum_side: SIDE_ODDS,
  dragon_tiger: SIDE_ODDS,
  straight: 980_000,
  head: 9500,
  tail: 9500,
  de2: 95_000,
  de3: 950_000,
} as const;
const FOUR_D_BIG = {
  first: 2_500_000,
  second: 1_000_000,
  third: 500_000,
  special: 180_000,
  consolation: 60_000,
};
const FOUR_D_SMALL = { first: 3_500_000, second: 2_000_000, third: 1_000_000, special: 0, consolation: 0 };
const VN_ODDS = {
  'vn-north': { lo2: 3500, lo3: 40_000, xien: [16_000, 65_000, 250_000] },
  'vn-south': { lo2: 5200, lo3: 55_000, xien: [32_000, 190_000, 2_000_000] },
} as const;

/** The bet kinds each game takes. */
export const LOTTERY_BET_KINDS: Readonly<Record<LotteryGameKind, readonly LotteryBet['kind'][]>> = {
  digits5: ['position', 'position_side', 'sum_side'],
  digits3: ['position', 'position_side', 'sum_side', 'straight'],
  race10: ['car', 'car_side', 'dragon_tiger'],
  sea4d: ['4d_big', '4d_small'],
  'vn-north': ['head', 'tail', 'de2', 'de3', 'lo2', 'lo3', 'xien'],
  'vn-south': ['head', 'tail', 'de2', 'de3', 'lo2', 'lo3', 'xien'],
};

const positionsOf = (game: LotteryGameKind) => (game === 'digits5' ? 5 : game === 'digits3' ? 3 : 10);
const isDigit = (value: number) => Number.isInteger(value) && value >= 0 && value <= 9;
const isNumber = (text: string, length: number) => new RegExp(`^\\d{${length}}$`).test(text);
const isIndex = (value: number, count: number) => Number.isInteger(value) && value >= 0 && value < count;

/** Why a bet is not one this game takes (a short code for the caller to translate), or undefined. */
export function betProblem(game: LotteryGameKind, bet: LotteryBet): string | undefined {
  if (!LOTTERY_BET_KINDS[game].includes(bet.kind)) return 'KIND';
  const positions = positionsOf(game);
  switch (bet.kind) {
    case 'position':
      return isIndex(bet.position, positions) && isDigit(bet.digit) ? undefined : 'PICK';
    case 'position_side':
    case 'car_side':
      return isIndex(bet.position, positions) ? undefined : 'PICK';
    case 'sum_side':
      return undefined;
    case 'straight':
      return isNumber(bet.number, 3) ? undefined : 'PICK';
    case 'car':
      return isIndex(bet.position, 10) && Number.isInteger(bet.car) && bet.car >= 1 && bet.car <= 10
        ? undefined
        : 'PICK';
    case 'dragon_tiger':
      return isIndex(bet.position, 5) ? undefined : 'PICK';
    case '4d_big':
    case '4d_small':
      return isNumber(bet.number, 4) ? undefined : 'PICK';
    case 'head':
    case 'tail':
      return isDigit(bet.digit) ? undefined : 'PICK';
    case 'de2':
    case 'lo2':
      return isNumber(bet.number, 2) ? undefined : 'PICK';
    case 'de3':
    case 'lo3':
      return isNumber(bet.number, 3) ? undefined : 'PICK';
    case 'xien':
      return bet.numbers.length >= 2 &&
        bet.numbers.length <= 4 &&
        bet.numbers.every((number) => isNumber(number, 2)) &&
        new Set(bet.numbers).size === bet.numbers.length
        ? undefined
        : 'PICK';
  }
}

function sideHolds(side: Side, value: number, bigFrom: number): boolean {
  switch (side) {
    case 'big':
      return value >= bigFrom;
    case 'small':
      return value < bigFrom;
    case 'odd':
      return value % 2 === 1;
    case 'even':
      return value % 2 === 0;
  }
}

/** The odds a line wins at, and how many times it wins (0: it loses). */
function wins(outcome: LotteryOutcome, bet: LotteryBet): { odds: number; times: number } {
  const none = { odds: 0, times: 0 };
  const once = (holds: boolean, odds: number) => (holds ? { odds, times: 1 } : none);
  if (outcome.kind === 'digits5' || outcome.kind === 'digits3') {
    const { digits } = outcome;
    const sum = digits.reduce((total, digit) => total + digit, 0);
    switch (bet.kind) {
      case 'position':
        return once(digits[bet.position] === bet.digit, FIXED_ODDS.position);
      case 'position_side':
        return once(sideHolds(bet.side, digits[bet.position] ?? -1, 5), FIXED_ODDS.position_side);
      case 'sum_side':
        return once(sideHolds(bet.side, sum, outcome.kind === 'digits5' ? 23 : 14), FIXED_ODDS.sum_side);
      case 'straight':
        return once(digits.join('') === bet.number, FIXED_ODDS.straight);
      default:
        return none;
    }
  }
  if (outcome.kind === 'race10') {
    const { order } = outcome;
    switch (bet.kind) {
      case 'car':
        return once(order[bet.position] === bet.car, FIXED_ODDS.car);
      case 'car_side':
        return once(sideHolds(bet.side, order[bet.position] ?? -1, 6), FIXED_ODDS.car_side);
      case 'dragon_tiger': {
        const dragon = order[bet.position] ?? 0;
        const tiger = order[9 - bet.position] ?? 0;
        return once(bet.side === 'dragon' ? dragon > tiger : tiger > dragon, FIXED_ODDS.dragon_tiger);
      }
      default:
        return none;
    }
  }
  if (outcome.kind === 'sea4d') {
    if (bet.kind !== '4d_big' && bet.kind !== '4d_small') return none;
    const table = bet.kind === '4d_big' ? FOUR_D_BIG : FOUR_D_SMALL;
    const tier = fourDTier(outcome.result, bet.number);
    const odds = tier ? table[tier] : 0;
    return odds > 0 ? { odds, times: 1 } : none;
  }
  return vnWins(outcome.kind, outcome.prizes, bet);
}

/** The 4D prize a number won, if any (the 23 numbers are distinct: at most one). */
export function fourDTier(result: FourDResult, number: string): keyof typeof FOUR_D_BIG | undefined {
  if (result.first === number) return 'first';
  if (result.second === number) return 'second';
  if (result.third === number) return 'third';
  if (result.special.includes(number)) return 'special';
  if (result.consolation.includes(number)) return 'consolation';
  return undefined;
}

function vnWins(
  region: 'vn-north' | 'vn-south',
  prizes: readonly VnPrize[],
  bet: LotteryBet,
): { odds: number; times: number } {
  const special = prizes.find((prize) => prize.tier === 'special')?.number ?? '';
  const last = (number: string, count: number) => number.slice(-count);
  const endings2 = prizes.map((prize) => last(prize.number, 2));
  const odds = VN_ODDS[region];
  const count = (holds: boolean[]) => holds.filter(Boolean).length;
  switch (bet.kind) {
    case 'head':
      return { odds: FIXED_ODDS.head, times: Number(last(special, 2)[0] === String(bet.digit)) };
    case 'tail':
      return { odds: FIXED_ODDS.tail, times: Number(last(special, 1) === String(bet.digit)) };
    case 'de2':
      return { odds: FIXED_ODDS.de2, times: Number(last(special, 2) === bet.number) };
    case 'de3':
      return { odds: FIXED_ODDS.de3, times: Number(last(special, 3) === bet.number) };
    case 'lo2':
      return { odds: odds.lo2, times: count(endings2.map((ending) => ending === bet.number)) };
    case 'lo3':
      return {
        odds: odds.lo3,
        times: count(prizes.map((prize) => prize.number.length >= 3 && last(prize.number, 3) === bet.number)),
      };
    case 'xien': {
      const all = bet.numbers.every((number) => endings2.includes(number));
      return { odds: odds.xien[bet.numbers.length - 2] ?? 0, times: Number(all) };
    }
    default:
      return { odds: 0, times: 0 };
  }
}

/** What one line returns (0: lost): stake × odds × times, floored to the minor unit. */
export function lineReturn(outcome: LotteryOutcome, line: LotteryLine): bigint {
  const { odds, times } = wins(outcome, line.bet);
  return (line.stakeMinor * BigInt(odds) * BigInt(times)) / 1000n;
}

/** What a ticket returns: the sum of its lines (a ticket may span positions and kinds). */
export function ticketReturn(outcome: LotteryOutcome, lines: readonly LotteryLine[]): bigint {
  return lines.reduce((total, line) => total + lineReturn(outcome, line), 0n);
}

/**
 * The most a line can return, for the limits per number and draw: stake × odds × the most
 * times it can win (a lô line once per prize of the draw).
 */
export function lineMaxReturn(game: LotteryGameKind, line: LotteryLine): bigint {
  const { bet } = line;
  let odds: number;
  let times = 1;
  if (bet.kind === 'lo2' || bet.kind === 'lo3') {
    const region = game === 'vn-north' ? 'vn-north' : 'vn-south';
    odds = VN_ODDS[region][bet.kind];
    // Every prize of the region's table can end in a lô 2 số number; those of 3 digits or more in a lô 3 số one.
    const digits = bet.kind === 'lo2' ? 2 : 3;
    times = VN_TIERS[region].reduce((sum, [, count, length]) => sum + (length >= digits ? count : 0), 0);
  } else if (bet.kind === 'xien') {
    odds = VN_ODDS[game === 'vn-north' ? 'vn-north' : 'vn-south'].xien[bet.numbers.length - 2] ?? 0;
  } else if (bet.kind === '4d_big') odds = FOUR_D_BIG.first;
  else if (bet.kind === '4d_small') odds = FOUR_D_SMALL.first;
  else odds = FIXED_ODDS[bet.kind];
  return (line.stakeMinor * BigInt(odds) * BigInt(times)) / 1000n;
}

/**
 * The key a line's exposure adds up under in a draw ("one number cannot take the book down"):
 * the same pick of the same kind, whoever bet it. Sides and sums share a key per side.
 */
export function lineTarget(bet: LotteryBet): string {
  switch (bet.kind) {
    case 'position':
      return `position:${bet.position}:${bet.digit}`;
    case 'position_side':
    case 'car_side':
      return `${bet.kind}:${bet.position}:${bet.side}`;
    case 'sum_side':
      return `sum:${bet.side}`;
    case 'car':
      return `car:${bet.position}:${bet.car}`;
    case 'dragon_tiger':
      return `dt:${bet.position}:${bet.side}`;
    case 'head':
    case 'tail':
      return `${bet.kind}:${bet.digit}`;
    case 'xien':
      return `xien:${[...bet.numbers].sort().join('-')}`;
    case '4d_big':
    case '4d_small':
      // Big and small on one number both pay when it comes up: one exposure.
      return `4d:${bet.number}`;
    default:
      return `${bet.kind}:${bet.number}`;
  }
}

/** A bet kind's price as the pages show it: odds in thousandths, per tier where there are tiers. */
export type LotteryPrice = { kind: LotteryBet['kind']; odds: number[]; tiers?: string[] };

/** The price list of a game, one row per bet kind it takes (the same tables settlement uses). */
export function lotteryPrices(game: LotteryGameKind): LotteryPrice[] {
  const region = game === 'vn-north' ? 'vn-north' : 'vn-south';
  return LOTTERY_BET_KINDS[game].map((kind): LotteryPrice => {
    if (kind === '4d_big' || kind === '4d_small') {
      const table = kind === '4d_big' ? FOUR_D_BIG : FOUR_D_SMALL;
      const tiers = (['first', 'second', 'third', 'special', 'consolation'] as const).filter(
        (tier) => table[tier] > 0,
      );
      return { kind, odds: tiers.map((tier) => table[tier]), tiers: [...tiers] };
    }
    if (kind === 'lo2' || kind === 'lo3') return { kind, odds: [VN_ODDS[region][kind]] };
    if (kind === 'xien') return { kind, odds: [...VN_ODDS[region].xien], tiers: ['2', '3', '4'] };
    return { kind, odds: [FIXED_ODDS[kind]] };
  });
}
