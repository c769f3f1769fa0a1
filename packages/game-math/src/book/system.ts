import { assert } from '../random-source.js';
import { type CashOutLeg, cashOutValue } from './cashout.js';
import { betReturn, potentialReturn } from './settle.js';
import type { OddsMilli, PricedLeg, SystemKind } from './types.js';

/** How many legs each system takes and which combination sizes it bets (1 = singles, 2 = doubles, …). */
export const SYSTEM_LEGS: Readonly<Record<SystemKind, { legs: number; sizes: readonly number[] }>> = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
  canadian: { legs: 5, sizes: [2, 3, 4, 5] },
  lucky31: { legs: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { legs: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { legs: 6, sizes: [1, 2, 3, 4, 5, 6] },
  'super-heinz': { legs: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { legs: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
};

/** Every k-subset of 0..n−1 in lexicographic order. */
function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let index = from; index <= n - (k - pick.length); index += 1) {
      pick.push(index);
      walk(index + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

const COMBINATIONS = new Map<SystemKind, readonly (readonly number[])[]>();

/**
 * The bets a system places, as index sets into its legs: by size, then lexicographic
 * (trixie: [0,1], [0,2], [1,2], [0,1,2]). The order is stable so a bet's parts can be stored
 * and reported by position.
 */
export function systemCombinations(kind: SystemKind): number[][] {
  let combinations = COMBINATIONS.get(kind);
  if (combinations === undefined) {
    const { legs, sizes } = SYSTEM_LEGS[kind];
    combinations = sizes.flatMap((size) => subsets(legs, size));
    COMBINATIONS.set(kind, combinations);
  }
  return combinations.map((combination) => [...combination]);
}

/** How many unit bets a system is: trixie 4, patent 7, yankee 11, … goliath 247. */
export function systemBetCount(kind: SystemKind): number {
  return systemCombinations(kind).length;
}

/** What a system costs: one unit stake per bet. */
export function systemStake(unitStakeMinor: bigint, kind: SystemKind): bigint {
  return unitStakeMinor * BigInt(systemBetCount(kind));
}

function pick<T>(items: readonly T[], combination: readonly number[]): T[] {
  return combination.map((index) => {
    const item = items[index];
    assert(item !== undefined, `no leg at index ${index}`);
    return item;
  });
}

function assertLegs(count: number, kind: SystemKind): void {
  const expected = SYSTEM_LEGS[kind].legs;
  assert(count === expected, `a ${kind} takes ${expected} legs, got ${count}`);
}

/**
 * What a settled system pays: the sum of its bets' returns, each floored on its own because
 * each is a bet in its own right. Undefined while any leg has no result.
 */
export function systemReturn(
  unitStakeMinor: bigint,
  legs: readonly PricedLeg[],
  kind: SystemKind,
): bigint | undefined {
  assertLegs(legs.length, kind);
  if (legs.some((leg) => leg.result === undefined)) return undefined;
  let total = 0n;
  for (const combination of systemCombinations(kind)) {
    const paid = betReturn(unitStakeMinor, pick(legs, combination));
    assert(paid !== undefined, 'every leg has a result');
    total += paid;
  }
  return total;
}

/** What a system pays if every leg wins (each bet floored on its own). */
export function systemPotentialReturn(
  unitStakeMinor: bigint,
  odds: readonly OddsMilli[],
  kind: SystemKind,
): bigint {
  assertLegs(odds.length, kind);
  let total = 0n;
  for (const combination of systemCombinations(kind)) {
    total += potentialReturn(unitStakeMinor, pick(odds, combination));
  }
  return total;
}

/**
 * What the book offers now to close a running system: each of its bets priced as a bet of its
 * own (cashOutValue on the unit stake, floored on its own) and the offers summed. A bet with a
 * lost leg is worth 0n and the others still count; undefined when any bet cannot be priced.
 */
export function systemCashOutValue(
  unitStakeMinor: bigint,
  legs: readonly CashOutLeg[],
  kind: SystemKind,
  marginBp: number,
): bigint | undefined {
  assertLegs(legs.length, kind);
  let total = 0n;
  for (const combination of systemCombinations(kind)) {
    const value = cashOutValue({ stakeMinor: unitStakeMinor, legs: pick(legs, combination), marginBp });
    if (value === undefined) return undefined;
    total += value;
  }
  return total;
}
