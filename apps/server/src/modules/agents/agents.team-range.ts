import {
  addDays,
  localDay,
  localDayRange,
  RECORDS_MAX_RANGE_DAYS,
  type TeamOverviewQuery,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';

export type DayRange = { startDate: string; endDate: string; from: Date; to: Date };

/**
 * Days `startDate`..`endDate` (both included) of the site's time zone as [from, to) instants, with
 * the records pages' rules (one calendar, one limit): RECORDS_DATE_RANGE_INVALID for a day that
 * does not exist or a start after the end, RECORDS_DATE_RANGE_TOO_LONG past
 * RECORDS_MAX_RANGE_DAYS days.
 */
export function teamDayRange(startDate: string, endDate: string, timeZone: string): DayRange {
  const range = localDayRange(startDate, endDate, timeZone);
  if (!range || range.days < 1) throw new AppError('RECORDS_DATE_RANGE_INVALID');
  if (range.days > RECORDS_MAX_RANGE_DAYS) {
    throw new AppError('RECORDS_DATE_RANGE_TOO_LONG', { days: RECORDS_MAX_RANGE_DAYS });
  }
  return { startDate, endDate, from: range.from, to: range.to };
}

/** Days since Monday of a yyyy-MM-dd day (0 on a Monday). */
export const daysSinceMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The overview's named ranges in the site's time zone, up to and including today: today,
 * yesterday, this week (from Monday), this month, or the custom days (both required).
 */
export function overviewRange(query: TeamOverviewQuery, now: Date, timeZone: string): DayRange {
  const today = localDay(now, timeZone);
  switch (query.range) {
    case 'today':
      return teamDayRange(today, today, timeZone);
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return teamDayRange(yesterday, yesterday, timeZone);
    }
    case 'week':
      return teamDayRange(addDays(today, -daysSinceMonday(today)), today, timeZone);
    case 'month':
      return teamDayRange(`${today.slice(0, 8)}01`, today, timeZone);
    case 'custom':
      if (!query.startDate || !query.endDate) throw new AppError('RECORDS_DATE_RANGE_INVALID');
      return teamDayRange(query.startDate, query.endDate, timeZone);
  }
}
