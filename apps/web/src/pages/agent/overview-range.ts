import { OVERVIEW_RANGES, RECORDS_MAX_RANGE_DAYS, type TeamOverviewQuery } from '@khela/contract';
import type { DayRange } from '../../api/records';
import { rangeDays } from '../records/date-range';

/**
 * The team overview's range tabs: today, yesterday, this week, this month (counted by the
 * server in the site's time zone) or a custom from–to of at most OVERVIEW_MAX_DAYS days.
 */
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];
export { OVERVIEW_RANGES };

/** The longest custom range, as long as the records pages allow. */
export const OVERVIEW_MAX_DAYS = RECORDS_MAX_RANGE_DAYS;

/** Whether a custom range may be asked for: real days, the end not before the start, not too long. */
export function isCustomRangeValid(custom: DayRange): boolean {
  const days = rangeDays(custom);
  return days > 0 && days <= OVERVIEW_MAX_DAYS;
}

/**
 * The query for a tab: a preset names itself and the server finds its days; a custom range
 * sends its days, or nothing (null) while they are not a valid range.
 */
export function overviewQuery(range: OverviewRange, custom: DayRange): TeamOverviewQuery | null {
  if (range !== 'custom') return { range };
  if (!isCustomRangeValid(custom)) return null;
  return { range, startDate: custom.startDate, endDate: custom.endDate };
}
