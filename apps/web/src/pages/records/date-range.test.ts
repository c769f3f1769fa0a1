import { addDays, localDay } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { presetRange, rangeDays } from './date-range';

const DHAKA = 'Asia/Dhaka';

describe('record date ranges (Asia/Dhaka days)', () => {
  it('counts the day in Dhaka, six hours ahead of UTC', () => {
    expect(localDay(new Date('2026-11-10T17:59:59Z'), DHAKA)).toBe('2026-11-10');
    expect(localDay(new Date('2026-11-10T18:00:00Z'), DHAKA)).toBe('2026-11-11');
  });

  it('gives each preset its days, both ends included', () => {
    const now = new Date('2026-03-01T19:00:00Z'); // 2 March, 01:00 in Dhaka
    expect(presetRange('today', now, DHAKA)).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(presetRange('yesterday', now, DHAKA)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetRange('week', now, DHAKA)).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(rangeDays(presetRange('week', now, DHAKA))).toBe(7);
    expect(rangeDays(presetRange('month', now, DHAKA))).toBe(30);
  });

  it('moves across months and refuses reversed ranges', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(rangeDays({ startDate: '2026-11-12', endDate: '2026-11-11' })).toBe(0);
    expect(rangeDays({ startDate: 'x', endDate: '2026-11-11' })).toBe(0);
  });
});

describe("record date ranges in another site's zone", () => {
  it('counts the day where the site is, daylight saving included', () => {
    // 2 March 01:00 in Dhaka is still 1 March in London and in Los Angeles.
    const now = new Date('2026-03-01T19:00:00Z');
    expect(presetRange('today', now, 'Europe/London')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    // Summer time: 23:30 UTC on 1 July is 2 July 00:30 in London (UTC+1).
    expect(localDay(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
    expect(localDay(new Date('2026-07-02T06:59:59Z'), 'America/Los_Angeles')).toBe('2026-07-01');
  });
});
