import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayStart,
  isTimeZone,
  localDay,
  localDayRange,
  localMinuteOfDay,
  nextDay,
  startOfLocalDay,
} from './calendar.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const at = (iso: string) => new Date(iso);

describe('Asia/Dhaka days (UTC+6, no daylight saving)', () => {
  const zone = 'Asia/Dhaka';

  it('a day starts at 18:00 UTC the evening before', () => {
    expect(localDay(at('2026-11-20T17:59:59Z'), zone)).toBe('2026-11-20');
    expect(localDay(at('2026-11-20T18:00:00Z'), zone)).toBe('2026-11-21');
    expect(dayStart('2026-11-21', zone)).toEqual(at('2026-11-20T18:00:00Z'));
    expect(startOfLocalDay(at('2026-11-21T17:59:59Z'), zone)).toEqual(at('2026-11-20T18:00:00Z'));
  });

  it('counts minutes since local midnight', () => {
    expect(localMinuteOfDay(at('2026-11-20T18:00:00Z'), zone)).toBe(0);
    expect(localMinuteOfDay(at('2026-11-21T03:30:00Z'), zone)).toBe(9 * 60 + 30);
    expect(localMinuteOfDay(at('2026-11-21T17:59:00Z'), zone)).toBe(23 * 60 + 59);
  });
});

describe('Europe/London days (daylight saving)', () => {
  const zone = 'Europe/London';

  it('the spring change makes a 23-hour day', () => {
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST.
    expect(dayStart('2026-03-29', zone)).toEqual(at('2026-03-29T00:00:00Z'));
    expect(dayStart('2026-03-30', zone)).toEqual(at('2026-03-29T23:00:00Z'));
    const range = localDayRange('2026-03-29', '2026-03-29', zone);
    expect(range?.days).toBe(1);
    expect((range?.to.getTime() ?? 0) - (range?.from.getTime() ?? 0)).toBe(23 * HOUR_MS);
    expect(localMinuteOfDay(at('2026-03-29T01:30:00Z'), zone)).toBe(2 * 60 + 30);
  });

  it('the autumn change makes a 25-hour day', () => {
    // 25 October 2026: clocks go from 02:00 BST back to 01:00 GMT.
    expect(dayStart('2026-10-25', zone)).toEqual(at('2026-10-24T23:00:00Z'));
    expect(dayStart('2026-10-26', zone)).toEqual(at('2026-10-26T00:00:00Z'));
    const range = localDayRange('2026-10-25', '2026-10-25', zone);
    expect(range?.days).toBe(1);
    expect((range?.to.getTime() ?? 0) - (range?.from.getTime() ?? 0)).toBe(25 * HOUR_MS);
    expect(localDay(at('2026-10-24T23:30:00Z'), zone)).toBe('2026-10-25');
  });

  it('every day of a year, in zones with and without daylight saving, has one start', () => {
    for (const zone of ['Asia/Dhaka', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe']) {
      for (let day = '2026-01-01'; day < '2027-01-01'; day = nextDay(day)) {
        const start = dayStart(day, zone);
        expect(start, `${zone} ${day}`).not.toBeNull();
        const instant = start?.getTime() ?? 0;
        expect(localDay(new Date(instant), zone), `${zone} ${day}`).toBe(day);
        expect(localDay(new Date(instant - 1), zone), `${zone} ${day}`).toBe(addDays(day, -1));
      }
    }
  });
});

describe('invalid days and zones', () => {
  it('refuses days that do not exist or are not yyyy-MM-dd', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-2-1', 'yesterday', '']) {
      expect(dayStart(day, 'Asia/Dhaka'), day).toBeNull();
      expect(localDayRange(day, '2026-11-21', 'Asia/Dhaka'), day).toBeNull();
      expect(localDayRange('2026-11-21', day, 'Asia/Dhaka'), day).toBeNull();
    }
    expect(dayStart('2028-02-29', 'Asia/Dhaka')).toEqual(at('2028-02-28T18:00:00Z'));
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('ranges of days', () => {
  it('one day is [its start, the next start)', () => {
    expect(localDayRange('2026-11-21', '2026-11-21', 'Asia/Dhaka')).toEqual({
      from: at('2026-11-20T18:00:00Z'),
      to: at('2026-11-21T18:00:00Z'),
      days: 1,
    });
  });

  it('90 days count both ends, and span the zone offsets in between', () => {
    expect(localDayRange('2026-09-01', '2026-11-29', 'Asia/Dhaka')).toEqual({
      from: at('2026-08-31T18:00:00Z'),
      to: at('2026-11-29T18:00:00Z'),
      days: 90,
    });
    // Across the autumn change: the range is one hour longer than 90 × 24 hours.
    const london = localDayRange('2026-10-01', '2026-12-29', 'Europe/London');
    expect(london?.days).toBe(90);
    expect(london?.from).toEqual(at('2026-09-30T23:00:00Z'));
    expect(london?.to).toEqual(at('2026-12-30T00:00:00Z'));
    expect((london?.to.getTime() ?? 0) - (london?.from.getTime() ?? 0)).toBe(90 * DAY_MS + HOUR_MS);
  });

  it('an end before the start has no positive length', () => {
    expect(localDayRange('2026-11-21', '2026-11-20', 'Asia/Dhaka')?.days).toBe(0);
  });
});
