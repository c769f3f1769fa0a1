import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { overviewRange, teamDayRange } from './agents.team-range.js';

const DHAKA = 'Asia/Dhaka';
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return 'no error';
};

describe('overviewRange', () => {
  // Sunday 2026-11-22 00:30 in Dhaka is still Saturday in UTC.
  const sunday = new Date('2026-11-21T18:30:00Z');

  it('counts days in the site time zone, the week from Monday, the month from the 1st', () => {
    expect(overviewRange({ range: 'today' }, sunday, DHAKA)).toEqual({
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      from: new Date('2026-11-21T18:00:00Z'),
      to: new Date('2026-11-22T18:00:00Z'),
    });
    expect(overviewRange({ range: 'yesterday' }, sunday, DHAKA)).toMatchObject({
      startDate: '2026-11-21',
      endDate: '2026-11-21',
    });
    expect(overviewRange({ range: 'week' }, sunday, DHAKA)).toMatchObject({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
      from: new Date('2026-11-15T18:00:00Z'),
    });
    const monday = new Date('2026-11-16T06:00:00Z');
    expect(overviewRange({ range: 'week' }, monday, DHAKA)).toMatchObject({ startDate: '2026-11-16' });
    expect(overviewRange({ range: 'month' }, sunday, DHAKA)).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      from: new Date('2026-10-31T18:00:00Z'),
    });
    expect(overviewRange({ range: 'yesterday' }, new Date('2026-03-01T03:00:00Z'), DHAKA)).toMatchObject({
      startDate: '2026-02-28',
    });
  });

  it('takes custom days with the records limits', () => {
    expect(
      overviewRange({ range: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' }, sunday, DHAKA),
    ).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(codeOf(() => overviewRange({ range: 'custom', startDate: '2026-10-01' }, sunday, DHAKA))).toBe(
      'RECORDS_DATE_RANGE_INVALID',
    );
    expect(codeOf(() => teamDayRange('2026-10-02', '2026-10-01', DHAKA))).toBe('RECORDS_DATE_RANGE_INVALID');
    expect(codeOf(() => teamDayRange('2026-02-29', '2026-03-01', DHAKA))).toBe('RECORDS_DATE_RANGE_INVALID');
    expect(codeOf(() => teamDayRange('2026-01-01', '2026-03-31', DHAKA))).toBe('no error');
    expect(codeOf(() => teamDayRange('2026-01-01', '2026-04-01', DHAKA))).toBe('RECORDS_DATE_RANGE_TOO_LONG');
  });
});
