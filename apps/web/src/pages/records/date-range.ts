import type { DayRange } from '../../api/records';

/** Record days are Asia/Dhaka days (UTC+6 all year, no daylight saving), as the server counts them. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DATE_PRESETS = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The Dhaka calendar day of an instant, yyyy-MM-dd. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days a preset covers, both ends included, counted back from today in Dhaka. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, now: Date): DayRange {
  const today = dhakaDay(now);
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
