import type { LotteryOutcome } from '@khela/game-math';

/**
 * Trends the lottery pages draw (issue 20): over a game's recent draws, how often each value came
 * up in each group (hot and cold) and how many draws ago it was last seen (its missing count).
 * Groups: a digit per position (5D, 3D), a car per finishing position (race), the last two digits
 * of every prize (4D and Vietnam's lô numbers) and the special prize's head and tail (Vietnam).
 */

export type TrendCell = {
  value: string;
  count: number /** Draws since last seen; the window's length if never. */;
  missing: number;
};
export type Trends = { draws: number; groups: { group: string; cells: TrendCell[] }[] };

const DIGITS = Array.from({ length: 10 }, (_, digit) => String(digit));
const CARS = Array.from({ length: 10 }, (_, index) => String(index + 1));
const ENDINGS = Array.from({ length: 100 }, (_, number) => String(number).padStart(2, '0'));

/** Every (group, value) an outcome shows: a value may come up more than once in a group (lô). */
function cellsOf(outcome: LotteryOutcome): { group: string; value: string }[] {
  switch (outcome.kind) {
    case 'digits5':
    case 'digits3':
      return outcome.digits.map((digit, position) => ({
        group: `position-${position + 1}`,
        value: String(digit),
      }));
    case 'race10':
      return outcome.order.map((car, position) => ({
        group: `position-${position + 1}`,
        value: String(car),
      }));
    case 'sea4d': {
      const { first, second, third, special, consolation } = outcome.result;
      return [first, second, third, ...special, ...consolation].map((number) => ({
        group: 'ending',
        value: number.slice(-2),
      }));
    }
    case 'vn-north':
    case 'vn-south': {
      const special = outcome.prizes.find((prize) => prize.tier === 'special')?.number ?? '00';
      return [
        ...outcome.prizes.map((prize) => ({ group: 'lo', value: prize.number.slice(-2) })),
        { group: 'head', value: special.slice(-2, -1) },
        { group: 'tail', value: special.slice(-1) },
      ];
    }
  }
}

function valuesOf(outcome: LotteryOutcome, group: string): readonly string[] {
  if (group === 'ending' || group === 'lo') return ENDINGS;
  return outcome.kind === 'race10' ? CARS : DIGITS;
}

/** Trends over `history`, newest draw first (all of one game). */
export function trendsOf(history: readonly LotteryOutcome[]): Trends {
  const first = history[0];
  if (!first) return { draws: 0, groups: [] };
  const groups = new Map<string, Map<string, TrendCell>>();
  for (const { group } of cellsOf(first)) {
    if (groups.has(group)) continue;
    groups.set(
      group,
      new Map(valuesOf(first, group).map((value) => [value, { value, count: 0, missing: history.length }])),
    );
  }
  history.forEach((outcome, age) => {
    for (const { group, value } of cellsOf(outcome)) {
      const cell = groups.get(group)?.get(value);
      if (!cell) continue;
      cell.count += 1;
      if (cell.missing === history.length) cell.missing = age;
    }
  });
  return {
    draws: history.length,
    groups: [...groups].map(([group, cells]) => ({ group, cells: [...cells.values()] })),
  };
}

/** The `count` most and least frequent values of a group (ties: the longer missing first among the cold). */
export function hotAndCold(
  cells: readonly TrendCell[],
  count: number,
): { hot: TrendCell[]; cold: TrendCell[] } {
  const byCount = [...cells].sort(
    (a, b) => b.count - a.count || a.missing - b.missing || (a.value < b.value ? -1 : 1),
  );
  const cold = [...cells].sort(
    (a, b) => a.count - b.count || b.missing - a.missing || (a.value < b.value ? -1 : 1),
  );
  return { hot: byCount.slice(0, count), cold: cold.slice(0, count) };
}
