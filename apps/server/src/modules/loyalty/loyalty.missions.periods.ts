import { addDays, dayStart, localDay, type MissionPeriod } from '@khela/contract';

/** A mission or leaderboard period in the site's time zone: a local day, or a week from Monday. */
export type Period = { period: MissionPeriod; key: string; start: Date; end: Date };

/** Days since the Monday of a local day (yyyy-MM-dd): Monday 0 … Sunday 6. */
export function daysSinceMonday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const startOf = (day: string, timeZone: string): Date => {
  const start = dayStart(day, timeZone);
  if (!start) throw new Error(`no start for ${day} in ${timeZone}`);
  return start;
};

/** The period holding `at`; its key is its first local day. */
export function periodOf(period: MissionPeriod, at: Date, timeZone: string): Period {
  const day = localDay(at, timeZone);
  const key = period === 'daily' ? day : addDays(day, -daysSinceMonday(day));
  return periodByKey(period, key, timeZone);
}

export function periodByKey(period: MissionPeriod, key: string, timeZone: string): Period {
  const length = period === 'daily' ? 1 : 7;
  return { period, key, start: startOf(key, timeZone), end: startOf(addDays(key, length), timeZone) };
}

/** The period before `p`. */
export function previousOf(p: Period, timeZone: string): Period {
  return periodOf(p.period, new Date(p.start.getTime() - 1), timeZone);
}

/** The valid-bet slots are 5 minutes; a slot is final one slot after it ends (as salaries and rebates wait). */
export const SLOT_MS = 5 * 60 * 1000;
export const GRACE_MS = SLOT_MS;

/** The end of the latest slot that is final at `now`. */
export const closedUntil = (now: Date): Date =>
  new Date(Math.floor((now.getTime() - GRACE_MS) / SLOT_MS) * SLOT_MS);

/** "ab***9": the first two and the last character of a username; never the whole name. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
