import type { DayRange } from '../../api/records';

/**
 * Record days are calendar days in the site's time zone (the site config's `timeZone`), as the
 * server counts them. `undefined` stands for the browser's own zone, used only until the site
 * config has arrived.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl formatter is far dearer than using one. */
function dayFormatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone, yyyy-MM-dd. */
export function localDay(at: Date, timeZone: string | undefined): string {
  const parts: Record<string, string> = {};
  for (const part of dayFormatOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A yyyy-MM-dd day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
