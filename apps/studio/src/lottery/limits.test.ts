import type { LotteryLine } from '@khela/game-math';
import { describe, expect, it } from 'vitest';
import { addToExposure } from './limits.js';

/** ACCEPTANCE 1 (issue 20): a number at its limit — the last ticket that fits, the first that does not. */

const LIMIT = 10_000_000n; // 100,000.00 of worst-case return per number and draw

describe('limits per number and draw', () => {
  it('takes a 4D number up to its limit and refuses the ticket that would pass it, whole', () => {
    // Big on 1234 returns at most 2,500 × the stake: 10.00 → 25,000.00.
    const big = (stakeMinor: bigint): LotteryLine => ({
      bet: { kind: '4d_big', number: '1234' },
      stakeMinor,
    });
    let held = new Map<string, bigint>();
    for (let ticket = 0; ticket < 4; ticket += 1) {
      const check = addToExposure('sea4d', held, [big(1000n)], LIMIT);
      if (!check.ok) throw new Error(`ticket ${ticket} refused`);
      held = check.exposure;
    }
    expect(held.get('4d:1234')).toBe(LIMIT); // exactly at the limit
    // One cent more on 1234 — even through "small", which pays on the same number — is refused,
    // and the other line of that ticket is not counted either.
    const refused = addToExposure(
      'sea4d',
      held,
      [
        { bet: { kind: '4d_big', number: '5678' }, stakeMinor: 1000n },
        { bet: { kind: '4d_small', number: '1234' }, stakeMinor: 1n },
      ],
      LIMIT,
    );
    expect(refused).toEqual({
      ok: false,
      target: '4d:1234',
      heldMinor: LIMIT,
      addedMinor: 3500n,
      limitMinor: LIMIT,
    });
    expect(held.has('4d:5678')).toBe(false);
  });

  it('adds up the lines of one ticket on one number, and keeps other numbers apart', () => {
    // Two lines on 7 at position 2 (9.8 × 5,000.00 each = 49,000.00 + 49,000.00) fit; a third does not.
    const seven = { bet: { kind: 'position' as const, position: 2, digit: 7 }, stakeMinor: 500_000n };
    const first = addToExposure('digits5', new Map(), [seven, seven], LIMIT);
    expect(first.ok && first.exposure.get('position:2:7')).toBe(9_800_000n);
    if (!first.ok) return;
    expect(addToExposure('digits5', first.exposure, [seven], LIMIT).ok).toBe(false);
    const elsewhere = addToExposure(
      'digits5',
      first.exposure,
      [{ ...seven, bet: { ...seven.bet, position: 3 } }],
      LIMIT,
    );
    expect(elsewhere.ok).toBe(true);
  });
});
