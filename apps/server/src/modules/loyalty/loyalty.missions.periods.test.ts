import { describe, expect, it } from 'vitest';
import { closedUntil, maskName, periodOf, previousOf } from './loyalty.missions.periods.js';

const DHAKA = 'Asia/Dhaka';

describe('mission periods', () => {
  it('keys a day and a week from Monday in the site zone, with their bounds', () => {
    // Sunday 2026-11-29 23:30 in Dhaka is still in the week of Monday the 23rd.
    const lateSunday = new Date('2026-11-29T17:30:00Z');
    expect(periodOf('daily', lateSunday, DHAKA)).toMatchObject({
      key: '2026-11-29',
      start: new Date('2026-11-28T18:00:00Z'),
      end: new Date('2026-11-29T18:00:00Z'),
    });
    const week = periodOf('weekly', lateSunday, DHAKA);
    expect(week).toMatchObject({ key: '2026-11-23', end: new Date('2026-11-29T18:00:00Z') });
    expect(previousOf(week, DHAKA).key).toBe('2026-11-16');
    // Half an hour later it is Monday the 30th in Dhaka: a new day and a new week.
    expect(periodOf('weekly', new Date('2026-11-29T18:00:00Z'), DHAKA).key).toBe('2026-11-30');
  });

  it('counts a slot one slot after it ends', () => {
    expect(closedUntil(new Date('2026-11-23T06:09:59Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(closedUntil(new Date('2026-11-23T06:10:00Z')).toISOString()).toBe('2026-11-23T06:05:00.000Z');
  });

  it('masks names to the first two and the last character', () => {
    expect(maskName('abcdef9')).toBe('ab***9');
    expect(maskName('abcd')).toBe('ab***d');
    expect(maskName('abc')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});
