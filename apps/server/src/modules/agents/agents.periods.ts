import {
  addDays,
  type ContractType,
  type DividendPeriod,
  dayStart,
  localDay,
  localMinuteOfDay,
  nextDay,
} from '@khela/contract';

/**
 * Settlement periods (decision 0046), local to the site's time zone: real-time salary each
 * 5-minute slot, hourly salary each local hour, daily salary each local day, dividends daily,
 * weekly (Monday to Sunday), semimonthly (1st–15th, 16th–end) or monthly.
 */
export type PeriodKind = '5min' | 'hour' | 'day' | DividendPeriod;
export type Period = { kind: PeriodKind; start: Date; end: Date };

export const SLOT_MS = 5 * 60 * 1000;
/** A period is settled one slot after it ends: a settlement committing at the boundary is in. */
export const GRACE_MS = SLOT_MS;

export function periodKindOf(type: ContractType, dividendPeriod?: string): PeriodKind {
  if (type === 'realtime') return '5min';
  if (type === 'hourly') return 'hour';
  if (type === 'daily') return 'day';
  return (dividendPeriod as DividendPeriod | undefined) ?? 'weekly';
}

const dayOf = (day: string, timeZone: string) => dayStart(day, timeZone) as Date;

function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The period of `kind` that holds the instant `at`. */
export function periodContaining(kind: PeriodKind, at: Date, timeZone: string): Period {
  if (kind === '5min') {
    const start = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    return { kind, start, end: new Date(start.getTime() + SLOT_MS) };
  }
  if (kind === 'hour') {
    const minute = Math.floor(at.getTime() / 60_000) * 60_000;
    const start = new Date(minute - (localMinuteOfDay(at, timeZone) % 60) * 60_000);
    return { kind, start, end: new Date(start.getTime() + 60 * 60_000) };
  }
  const day = localDay(at, timeZone);
  let first = day;
  let next = nextDay(day);
  if (kind === 'weekly') {
    first = addDays(day, -((weekday(day) + 6) % 7));
    next = addDays(first, 7);
  } else if (kind === 'semimonthly' || kind === 'monthly') {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const month = `${y}-${String(m).padStart(2, '0')}`;
    const nextMonth = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    if (kind === 'monthly') [first, next] = [`${month}-01`, `${nextMonth}-01`];
    else if (d <= 15) [first, next] = [`${month}-01`, `${month}-16`];
    else [first, next] = [`${month}-16`, `${nextMonth}-01`];
  }
  return { kind, start: dayOf(first, timeZone), end: dayOf(next, timeZone) };
}

/** The period just before `period`. */
export function previousPeriod(period: Period, timeZone: string): Period {
  return periodContaining(period.kind, new Date(period.start.getTime() - 1), timeZone);
}

/** The latest period of `kind` that has closed (its end plus the grace) by `now`. */
export function lastClosedPeriod(kind: PeriodKind, now: Date, timeZone: string): Period {
  return previousPeriod(periodContaining(kind, new Date(now.getTime() - GRACE_MS), timeZone), timeZone);
}

export const isClosed = (period: Period, now: Date) => period.end.getTime() + GRACE_MS <= now.getTime();
