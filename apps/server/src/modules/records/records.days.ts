import { RECORDS_MAX_RANGE_DAYS } from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Dhaka is UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Midnight in Dhaka of a yyyy-MM-dd day, as an instant; null when the day does not exist. */
function dhakaMidnight(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  return new Date(utc - DHAKA_OFFSET_MS);
}

/** The Dhaka calendar day of an instant, yyyy-MM-dd. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Asia/Dhaka days `startDate`..`endDate` (both included) as [from, to) instants.
 * RECORDS_DATE_RANGE_INVALID for a day that does not exist or a start after the end;
 * RECORDS_DATE_RANGE_TOO_LONG past RECORDS_MAX_RANGE_DAYS days.
 */
export function dhakaRange(startDate: string, endDate: string): { from: Date; to: Date; days: number } {
  const from = dhakaMidnight(startDate);
  const end = dhakaMidnight(endDate);
  if (!from || !end || end.getTime() < from.getTime()) throw new AppError('RECORDS_DATE_RANGE_INVALID');
  const days = Math.round((end.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > RECORDS_MAX_RANGE_DAYS) {
    throw new AppError('RECORDS_DATE_RANGE_TOO_LONG', { days: RECORDS_MAX_RANGE_DAYS });
  }
  return { from, to: new Date(end.getTime() + DAY_MS), days };
}
