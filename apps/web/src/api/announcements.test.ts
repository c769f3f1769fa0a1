import { describe, expect, it } from 'vitest';
import { sortWinners } from './announcements';

const row = (winAmount: string) => ({
  customerName: 'ra***99',
  gameName: 'g',
  winAmount,
  currency: 'BDT',
  iconUrl: null,
});

describe('sortWinners', () => {
  it('orders by win amount, largest first, and keeps 20', () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(String(i * 10.5)));
    const sorted = sortWinners(rows);
    expect(sorted).toHaveLength(20);
    expect(sorted[0]?.winAmount).toBe('252');
    expect(sorted.map((r) => Number(r.winAmount))).toEqual(
      [...sorted.map((r) => Number(r.winAmount))].sort((a, b) => b - a),
    );
  });
});
