import { assert, type RandomSource } from '../random-source.js';
import { uniformInt } from '../uniform.js';

/**
 * European roulette (issue 21): one zero, pockets 0–36, each equally likely. A bet covers a set of
 * numbers and pays (36 / covered − 1):1, so every bet returns 36/37 of its stake on average: a
 * house edge of 2.70 %. Bets: straight (1 number, 35:1), split (2, 17:1), street (3, 11:1), corner
 * (4, 8:1), line (6, 5:1), dozen and column (12, 2:1), red, black, odd, even, low and high (18,
 * 1:1). Zero loses every outside bet.
 */
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'split' | 'street' | 'corner' | 'line'; numbers: number[] }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

const SIZES = { split: 2, street: 3, corner: 4, line: 6 } as const;

export const spinRoulette = (source: RandomSource): number => uniformInt(source, 0, 36);

/** The numbers a bet covers, or a reason it is not a bet of the layout. */
export function rouletteCovers(bet: RouletteBet): number[] | { problem: string } {
  const inside = (n: number) => Number.isInteger(n) && n >= 0 && n <= 36;
  switch (bet.kind) {
    case 'straight':
      return inside(bet.number) ? [bet.number] : { problem: 'not a number of the wheel' };
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const numbers = [...new Set(bet.numbers)].sort((a, b) => a - b);
      if (numbers.length !== SIZES[bet.kind] || !numbers.every(inside) || !adjacent(bet.kind, numbers))
        return { problem: `not a ${bet.kind} of the layout` };
      return numbers;
    }
    case 'dozen':
      return Array.from({ length: 12 }, (_, k) => (bet.index - 1) * 12 + k + 1);
    case 'column':
      return Array.from({ length: 12 }, (_, k) => k * 3 + bet.index);
    case 'red':
      return [...RED];
    case 'black':
      return range(1, 36).filter((n) => !RED.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const row = (n: number) => Math.ceil(n / 3);
const col = (n: number) => ((n - 1) % 3) + 1;

/** Whether sorted `numbers` form that shape on the 3-column layout (0 splits with 1, 2, 3). */
function adjacent(kind: keyof typeof SIZES, numbers: number[]): boolean {
  const [a, b, c, d] = numbers as [number, number, number, number];
  if (kind === 'split') {
    if (a === 0) return b >= 1 && b <= 3;
    return (b === a + 1 && row(a) === row(b)) || b === a + 3;
  }
  if (numbers.includes(0)) {
    // 0-1-2 and 0-2-3 are streets (trios); 0-1-2-3 the first four (a corner here).
    return (
      (kind === 'street' && (numbers.join() === '0,1,2' || numbers.join() === '0,2,3')) ||
      (kind === 'corner' && numbers.join() === '0,1,2,3')
    );
  }
  if (kind === 'street') return col(a) === 1 && b === a + 1 && c === a + 2;
  if (kind === 'corner') return col(a) !== 3 && b === a + 1 && c === a + 3 && d === a + 4;
  return col(a) === 1 && numbers.every((n, k) => n === a + k); // line: two rows of three
}

/** What a bet returns on `pocket` (stake included): stake × 36 / covered when covered, else 0. */
export function rouletteReturn(bet: RouletteBet, pocket: number, stakeMinor: bigint): bigint {
  assert(stakeMinor >= 0n, 'a stake is not negative');
  const covers = rouletteCovers(bet);
  assert(Array.isArray(covers), 'not a bet of the layout');
  return covers.includes(pocket) ? (stakeMinor * 36n) / BigInt(covers.length) : 0n;
}
