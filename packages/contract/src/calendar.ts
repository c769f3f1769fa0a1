/**
 * The site's calendar: which local day an instant falls on, and where a local day starts and
 * ends, in the site's time zone (system setting TIME_ZONE, an IANA name such as 'Asia/Dhaka').
 * Daily limits, records ranges, opening hours, the dashboard and the player site's date filters
 * all count days this one way.
 * Zones with daylight saving are handled: a day's start is found from the zone's own offset at
 * that moment, so a 23- or 25-hour day still has exactly one start and one end.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone: building an Intl formatter is far dearer than using one. `undefined` is
 * the runtime's own zone (a browser before the site config has arrived).
 */
function formatterOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether a name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(at: Date, timeZone: string | undefined): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Dhaka: +6 h). */
function offsetMsAt(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (at.getTime() - (at.getTime() % 1000));
}

/** The local calendar day of an instant, yyyy-MM-dd. */
export function localDay(at: Date, timeZone: string | undefined): string {
  const p = localParts(at, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Minutes since local midnight of an instant (0–1439), for opening hours. */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  return p.hour * 60 + p.minute;
}

/** A yyyy-MM-dd day as UTC midnight, or null when it is not a real date. */
function parseDay(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  return utc;
}

/** The instant a local yyyy-MM-dd day starts; null when the day does not exist. */
export function dayStart(day: string, timeZone: string): Date | null {
  const utcMidnight = parseDay(day);
  if (utcMidnight === null) return null;
  // Guess with the offset at UTC midnight, then correct once with the offset at the guess.
  let guess = utcMidnight - offsetMsAt(new Date(utcMidnight), timeZone);
  guess = utcMidnight - offsetMsAt(new Date(guess), timeZone);
  // A zone that skips local midnight (a daylight-saving jump at 00:00) starts the day later.
  while (localDay(new Date(guess), timeZone) !== day) guess += 15 * MINUTE_MS;
  return new Date(guess);
}

/** The calendar day `count` days after a yyyy-MM-dd day (before it when negative). */
export function addDays(day: string, count: number): string {
  const utc = parseDay(day);
  if (utc === null) throw new Error(`not a day: ${day}`);
  return new Date(utc + count * DAY_MS).toISOString().slice(0, 10);
}

/** The next calendar day of a yyyy-MM-dd day. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The start of the local day holding an instant. */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  return dayStart(localDay(at, timeZone), timeZone) as Date;
}

/** Local days `startDay`..`endDay` (both included) as [from, to) instants; null when either is not a day. */
export function localDayRange(
  startDay: string,
  endDay: string,
  timeZone: string,
): { from: Date; to: Date; days: number } | null {
  const from = dayStart(startDay, timeZone);
  const endStart = dayStart(endDay, timeZone);
  if (!from || !endStart) return null;
  const to = dayStart(nextDay(endDay), timeZone) as Date;
  const days = Math.round(((parseDay(endDay) ?? 0) - (parseDay(startDay) ?? 0)) / DAY_MS) + 1;
  return { from, to, days };
}
