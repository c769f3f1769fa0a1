import { localDayRange, RECORDS_MAX_RANGE_DAYS } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Days `startDate`..`endDate` (both included) of the site's time zone as [from, to) instants.
 * RECORDS_DATE_RANGE_INVALID for a day that does not exist or a start after the end;
 * RECORDS_DATE_RANGE_TOO_LONG past RECORDS_MAX_RANGE_DAYS days.
 */
export function recordsRange(
  startDate: string,
  endDate: string,
  timeZone: string,
): { from: Date; to: Date; days: number } {
  const range = localDayRange(startDate, endDate, timeZone);
  if (!range || range.days < 1) throw new AppError('RECORDS_DATE_RANGE_INVALID');
  if (range.days > RECORDS_MAX_RANGE_DAYS) {
    throw new AppError('RECORDS_DATE_RANGE_TOO_LONG', { days: RECORDS_MAX_RANGE_DAYS });
  }
  return range;
}
