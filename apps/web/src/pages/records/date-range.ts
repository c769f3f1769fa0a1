import { addDays, localDay } from '@khela/contract';
import type { DayRange } from '../../api/records';

/**
 * Record days are calendar days in the site's time zone (the site config's `timeZone`), as the
 * server counts them. `undefined` stands for the browser's own zone, used only until the site
 * config has arrived.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The days a preset covers, both ends included, counted back from today in the site's zone. */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  now: Date,
  timeZone: string | undefined,
): DayRange {
  const today = localDay(now, timeZone);
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'week':
      return { startDate: addDays(today, -6), endDate: today };
    case 'month':
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/** Days in a range, both ends included; 0 when the end is before the start or a day is malformed. */
export function rangeDays({ startDate, endDate }: DayRange): number {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}
