import { formatNumber, formatPlainInteger } from '../../i18n/format';
import { localeOf } from '../../i18n/locale';
import type { SiteLanguage } from '../../stores/language';

/**
 * The agent centre's clock (spec "Agent centre": a GMT offset and a clock): the time in the
 * site's time zone, the zone the team's days and salary periods count in, whatever the
 * browser's own zone. `undefined` is the browser's zone, used only until the site config arrives.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = offsetFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(key, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (Asia/Dhaka: 360, Asia/Kolkata: 330). */
export function utcOffsetMinutes(at: Date, timeZone: string | undefined): number {
  const name = offsetFormatOf(timeZone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT" alone is UTC itself; otherwise "GMT+06:00", "GMT-03:30".
  const match = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** An offset as the header shows it: GMT+6, GMT+5:30, GMT-3, in the language's digits (GMT+৬). */
export function gmtOffsetLabel(offsetMinutes: number, language: SiteLanguage): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = formatPlainInteger(Math.floor(absolute / 60), language);
  const minutes = absolute % 60;
  if (minutes === 0) return `GMT${sign}${hours}`;
  const padded = formatNumber(minutes, language, { minimumIntegerDigits: 2, useGrouping: false });
  return `GMT${sign}${hours}:${padded}`;
}

/**
 * The clock's text: the date and the time to the second on a 24-hour clock (no AM/PM, which
 * Bengali would write in Latin letters), e.g. 26 Nov 2025, 14:05:09 / ২৬ নভেম্বর, ২০২৫ ১৪:০৫:০৯.
 */
export function clockText(at: Date, timeZone: string | undefined, language: SiteLanguage): string {
  const key = `${language}|${timeZone ?? ''}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(key, format);
  }
  return format.format(at);
}
