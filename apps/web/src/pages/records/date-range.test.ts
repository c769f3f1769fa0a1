import { describe, expect, it } from 'vitest';
import { addDays, dhakaDay, presetRange, rangeDays } from './date-range';

describe('record date ranges (Asia/Dhaka days)', () => {
  it('counts the day in Dhaka, six hours ahead of UTC', () => {
    expect(dhakaDay(new Date('2026-11-10T17:59:59Z'))).toBe('2026-11-10');
    expect(dhakaDay(new Date('2026-11-10T18:00:00Z'))).toBe('2026-11-11');
  });

  it('gives each preset its days, both ends included', () => {
    const now = new Date('2026-03-01T19:00:00Z'); // 2 March, 01:00 in Dhaka
    expect(presetRange('today', now)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(presetRange('yesterday', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetRange('week', now)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(rangeDays(presetRange('week', now))).toBe(7);
    expect(rangeDays(presetRange('month', now))).toBe(30);
  });

  it('moves across months and refuses reversed ranges', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(rangeDays({ startDate: '2026-11-12', endDate: '2026-11-11' })).toBe(0);
    expect(rangeDays({ startDate: 'x', endDate: '2026-11-11' })).toBe(0);
  });
});
