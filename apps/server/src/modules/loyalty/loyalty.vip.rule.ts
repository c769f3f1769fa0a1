import { addDays, dayStart, localDay, type VipPeriod } from '@khela/contract';

/**
 * The VIP rule (decision 0063), pure: no clock, no database. The evaluator runs `advance` on what
 * it reads, and the property test compares the stored level with `levelFor` over the whole
 * history, so the stored level is always what these lines compute.
 *
 * - Upgrade: at each moment t a valid bet (its 5-minute slot's start) or a paid deposit happens,
 *   the member rises to the highest level whose two upgrade thresholds the figures of the rolling
 *   window (t − window, t] both reach (several levels at once if they do).
 * - Retention: at each retention boundary b (the start of a site week or month), a member at
 *   level L ≥ 1 who has held it since the previous boundary b′ or before keeps it when the valid
 *   bet and the deposits of [b′, b) both reach L's retention thresholds, else drops one level.
 *   A level reached during the period is not checked at its end (the grace of a new level).
 * - An operator's manual level replaces the level at its moment.
 * At one moment: the boundary first, then the activity, then a manual level (which has the last
 * word: the evaluator stores it as run up to just after its moment).
 */

export type VipRuleLevel = {
  rank: number;
  upgradeValidBetMinor: bigint;
  upgradeDepositMinor: bigint;
  keepValidBetMinor: bigint;
  keepDepositMinor: bigint;
};

export type VipRules = {
  /** Ranks 1 … N in order (rank 0 is no VIP). */
  levels: readonly VipRuleLevel[];
  windowMs: number;
  retentionPeriod: VipPeriod;
  timeZone: string;
};

export type VipEvent =
  | { kind: 'bet' | 'deposit'; at: Date; amountMinor: bigint }
  | { kind: 'set'; at: Date; rank: number };

/** Where a member stands: the level, since when, and the moment the rule has been run up to. */
export type VipState = { rank: number; since: Date | null; until: Date };

export type VipChange = {
  at: Date;
  fromRank: number;
  toRank: number;
  reason: 'upgrade' | 'downgrade' | 'manual';
  validBetMinor: bigint;
  depositMinor: bigint;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start (in the site's time zone) of the week (Monday) or month holding `at`. */
export function periodStart(at: Date, period: VipPeriod, timeZone: string): Date {
  const day = localDay(at, timeZone);
  let first: string;
  if (period === 'month') first = `${day.slice(0, 7)}-01`;
  else {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
    first = addDays(day, -((weekday + 6) % 7));
  }
  return dayStart(first, timeZone) as Date;
}

/** The period boundary after `start` (a boundary itself). */
export function nextPeriodStart(start: Date, period: VipPeriod, timeZone: string): Date {
  const day = localDay(start, timeZone);
  if (period === 'week') return dayStart(addDays(day, 7), timeZone) as Date;
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return dayStart(next, timeZone) as Date;
}

/** The period boundary before the boundary `start`. */
export function previousPeriodStart(start: Date, period: VipPeriod, timeZone: string): Date {
  return periodStart(new Date(start.getTime() - 1), period, timeZone);
}

/** The boundaries b with from < b ≤ to, in order. */
export function boundariesIn(from: Date, to: Date, period: VipPeriod, timeZone: string): Date[] {
  const out: Date[] = [];
  let b = nextPeriodStart(periodStart(from, period, timeZone), period, timeZone);
  while (b <= to) {
    out.push(b);
    b = nextPeriodStart(b, period, timeZone);
  }
  return out;
}

/** The sums of the bets and the deposits with from < at ≤ to (`closed` false: from ≤ at < to). */
function figures(events: readonly VipEvent[], from: Date, to: Date, closedRight: boolean) {
  let validBetMinor = 0n;
  let depositMinor = 0n;
  for (const e of events) {
    if (e.kind === 'set') continue;
    const inside = closedRight ? e.at > from && e.at <= to : e.at >= from && e.at < to;
    if (!inside) continue;
    if (e.kind === 'bet') validBetMinor += e.amountMinor;
    else depositMinor += e.amountMinor;
  }
  return { validBetMinor, depositMinor };
}

/** The highest rank whose upgrade thresholds the figures reach (0: none). */
export function upgradeRankOf(
  levels: readonly VipRuleLevel[],
  f: { validBetMinor: bigint; depositMinor: bigint },
) {
  let rank = 0;
  for (const l of levels) {
    if (f.validBetMinor >= l.upgradeValidBetMinor && f.depositMinor >= l.upgradeDepositMinor)
      rank = Math.max(rank, l.rank);
  }
  return rank;
}

/**
 * Runs the rule from `state` up to `to`: boundaries in (state.until, to], events in
 * [state.until, to). `events` also holds the earlier ones the windows and periods look back on.
 */
export function advance(
  state: VipState,
  events: readonly VipEvent[],
  rules: VipRules,
  to: Date,
): { state: VipState; changes: VipChange[] } {
  const from = state.until;
  if (to <= from) return { state, changes: [] };
  const top = rules.levels.reduce((m, l) => Math.max(m, l.rank), 0);
  const levelOf = (rank: number) => rules.levels.find((l) => l.rank === rank);
  const moments = new Map<number, { boundary: boolean; sets: number[]; activity: boolean }>();
  const momentAt = (t: number) => {
    let m = moments.get(t);
    if (!m) {
      m = { boundary: false, sets: [], activity: false };
      moments.set(t, m);
    }
    return m;
  };
  for (const b of boundariesIn(from, to, rules.retentionPeriod, rules.timeZone))
    momentAt(b.getTime()).boundary = true;
  for (const e of events) {
    if (e.at < from || e.at >= to) continue;
    if (e.kind === 'set') momentAt(e.at.getTime()).sets.push(e.rank);
    else momentAt(e.at.getTime()).activity = true;
  }
  let { rank, since } = state;
  const changes: VipChange[] = [];
  for (const t of [...moments.keys()].sort((a, b) => a - b)) {
    const m = moments.get(t) as { boundary: boolean; sets: number[]; activity: boolean };
    const at = new Date(t);
    if (m.boundary && rank > 0) {
      const previous = previousPeriodStart(at, rules.retentionPeriod, rules.timeZone);
      const level = levelOf(rank);
      if (since !== null && since <= previous && level) {
        const f = figures(events, previous, at, false);
        if (f.validBetMinor < level.keepValidBetMinor || f.depositMinor < level.keepDepositMinor) {
          changes.push({ at, fromRank: rank, toRank: rank - 1, reason: 'downgrade', ...f });
          rank -= 1;
          since = at;
        }
      }
    }
    if (m.activity) {
      const f = figures(events, new Date(t - rules.windowMs), at, true);
      const reached = upgradeRankOf(rules.levels, f);
      if (reached > rank) {
        changes.push({ at, fromRank: rank, toRank: reached, reason: 'upgrade', ...f });
        rank = reached;
        since = at;
      }
    }
    for (const set of m.sets) {
      const toRank = Math.max(0, Math.min(set, top));
      if (toRank !== rank)
        changes.push({ at, fromRank: rank, toRank, reason: 'manual', validBetMinor: 0n, depositMinor: 0n });
      rank = toRank;
      since = at;
    }
  }
  return { state: { rank, since, until: to }, changes };
}

/**
 * The level the rule gives a member whose history began at `history.origin` (level 0 then;
 * earlier events do not count), at `now`.
 */
export function levelFor(
  history: { origin: Date; events: readonly VipEvent[] },
  rules: VipRules,
  now: Date,
): number {
  const events = history.events.filter((e) => e.at >= history.origin);
  return advance({ rank: 0, since: null, until: history.origin }, events, rules, now).state.rank;
}

/** How far back `advance` from `from` looks: the window, and the period a boundary checks. */
export function lookBackFrom(from: Date, rules: VipRules): Date {
  const window = new Date(from.getTime() - rules.windowMs);
  const period = periodStart(from, rules.retentionPeriod, rules.timeZone);
  return window < period ? window : period;
}

export const windowMsOf = (days: number) => days * DAY_MS;
