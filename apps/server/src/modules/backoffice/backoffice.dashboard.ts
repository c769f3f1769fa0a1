import type { DashboardTotals, DashboardValue } from '@khela/contract';
import { addDays, localDay, localDayRange } from '@khela/contract';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import type { PlayersOperator } from '../accounts/accounts.operator.js';
import type { PaymentStats } from '../payments/payments.stats.js';
import type { VendorService } from '../vendors/vendors.service.js';

export const DASHBOARD_DAYS = 30;

export type DashboardDeps = {
  payments: PaymentStats;
  vendors: Pick<VendorService, 'dailyProfit'>;
  players: Pick<PlayersOperator, 'playersPerDay' | 'activePlayers'>;
  /** The site currency (totals are in it) and time zone (the days they count by). */
  site: Pick<SiteInfo, 'currencyCode' | 'timeZone'>;
  now: () => Date;
};

/** Days first..last of the zone as [from, to); both are days this file made, so never invalid. */
function rangeOf(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  const range = localDayRange(first, last, timeZone);
  if (!range) throw new Error(`not a day range: ${first}..${last}`);
  return range;
}

type Sums = {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  wins: bigint;
  newPlayers: number;
  active: number;
};
const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, bets: 0n, wins: 0n, newPlayers: 0, active: 0 });

/**
 * The back office's dashboard (decision 0027): deposits, withdrawals, bets, wins, GGR, new and
 * active players today, this month and per day for the last 30 days, days of the site's time
 * zone. Each module answers its own aggregate; this file only adds them up.
 */
export function createDashboard(deps: DashboardDeps) {
  return async function dashboard(): Promise<DashboardValue> {
    const [timeZone, currency] = await Promise.all([deps.site.timeZone(), deps.site.currencyCode()]);
    const today = localDay(deps.now(), timeZone);
    const seriesDays = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
      addDays(today, i - DASHBOARD_DAYS + 1),
    );
    const series = rangeOf(seriesDays[0] ?? today, today, timeZone);
    const monthStart = rangeOf(`${today.slice(0, 8)}01`, today, timeZone).from;
    const tomorrow = series.to;
    const from = monthStart < series.from ? monthStart : series.from;
    const range = { from, to: tomorrow, timeZone };
    const [money, games, players, monthActive] = await Promise.all([
      deps.payments.paidPerDay({ ...range, currency }),
      deps.vendors.dailyProfit({ from, to: tomorrow, timeZone }),
      deps.players.playersPerDay(range),
      deps.players.activePlayers(monthStart, tomorrow),
    ]);
    const days = new Map<string, Sums>();
    const at = (day: string) => {
      const found = days.get(day);
      if (found) return found;
      const sums = zero();
      days.set(day, sums);
      return sums;
    };
    for (const r of money.deposits) at(r.day).deposits += r.sumMinor;
    for (const r of money.withdrawals) at(r.day).withdrawals += r.sumMinor;
    for (const r of games) {
      at(r.day).bets += r.stakeMinor;
      at(r.day).wins += r.winMinor;
    }
    for (const r of players.registered) at(r.day).newPlayers += Number(r.n);
    for (const r of players.active) at(r.day).active += Number(r.n);

    const totals = (s: Sums, active: number): DashboardTotals => ({
      deposits: wireAmount(s.deposits, currency),
      withdrawals: wireAmount(s.withdrawals, currency),
      bets: wireAmount(s.bets, currency),
      wins: wireAmount(s.wins, currency),
      ggr: wireAmount(s.bets - s.wins, currency),
      newPlayers: s.newPlayers,
      activePlayers: active,
    });
    const month = zero();
    for (const [day, s] of days) {
      if (day < today.slice(0, 8)) continue;
      month.deposits += s.deposits;
      month.withdrawals += s.withdrawals;
      month.bets += s.bets;
      month.wins += s.wins;
      month.newPlayers += s.newPlayers;
    }
    const todaySums = days.get(today) ?? zero();
    const daily = seriesDays.map((day) => {
      const s = days.get(day) ?? zero();
      return { day, ...totals(s, s.active) };
    });
    return {
      currency,
      timeZone,
      today: totals(todaySums, todaySums.active),
      month: totals(month, monthActive),
      daily,
    };
  };
}
