import type { LotteryOutcome } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import { hotAndCold, trendsOf } from './trends.js';

/** Hot and cold numbers and missing counts, counted by hand over a few draws. */

const three = (digits: number[]): LotteryOutcome => ({ kind: 'digits3', digits });

describe('trends', () => {
  it('count each digit per position and how many draws ago it was last seen', () => {
    // Newest first: 1 2 3, then 1 5 6, then 7 2 3.
    const trends = trendsOf([three([1, 2, 3]), three([1, 5, 6]), three([7, 2, 3])]);
    expect(trends.draws).toBe(3);
    const first = trends.groups.find((group) => group.group === 'position-1')?.cells ?? [];
    expect(first.find((cell) => cell.value === '1')).toEqual({ value: '1', count: 2, missing: 0 });
    expect(first.find((cell) => cell.value === '7')).toEqual({ value: '7', count: 1, missing: 2 });
    // Never seen: missing for the whole window.
    expect(first.find((cell) => cell.value === '9')).toEqual({ value: '9', count: 0, missing: 3 });
    const second = trends.groups.find((group) => group.group === 'position-2')?.cells ?? [];
    expect(second.find((cell) => cell.value === '5')).toEqual({ value: '5', count: 1, missing: 1 });
    const { hot, cold } = hotAndCold(first, 2);
    expect(hot.map((cell) => cell.value)).toEqual(['1', '7']);
    expect(cold.map((cell) => cell.value)).toEqual(['0', '2']);
  });

  it('counts a lô number once per prize ending in it, and the special prize’s head and tail', () => {
    const draw: LotteryOutcome = {
      kind: 'vn-south',
      prizes: [
        { tier: 'special', number: '123456' },
        { tier: '8', number: '56' },
        { tier: '7', number: '789' },
      ],
    };
    const trends = trendsOf([draw]);
    const lo = trends.groups.find((group) => group.group === 'lo')?.cells ?? [];
    expect(lo).toHaveLength(100);
    expect(lo.find((cell) => cell.value === '56')).toEqual({ value: '56', count: 2, missing: 0 });
    expect(
      trends.groups.find((group) => group.group === 'head')?.cells.find((cell) => cell.value === '5')?.count,
    ).toBe(1);
    expect(
      trends.groups.find((group) => group.group === 'tail')?.cells.find((cell) => cell.value === '6')?.count,
    ).toBe(1);
  });

  it('puts the cars of a race in their finishing positions, and an empty history has no groups', () => {
    const race: LotteryOutcome = { kind: 'race10', order: [3, 8, 1, 10, 6, 2, 9, 4, 7, 5] };
    const winners = trendsOf([race]).groups.find((group) => group.group === 'position-1')?.cells ?? [];
    expect(winners.map((cell) => cell.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(winners.find((cell) => cell.value === '3')?.count).toBe(1);
    expect(trendsOf([])).toEqual({ draws: 0, groups: [] });
  });
});
