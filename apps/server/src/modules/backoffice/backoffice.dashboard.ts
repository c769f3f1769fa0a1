import type { DashboardTotals, DashboardValue } from '@khela/contract';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { PlayersOperator } from '../accounts/accounts.operator.js';
import type { PaymentStats } from '../payments/payments.stats.js';
import type { VendorService } from '../vendors/vendors.service.js';

export const DASHBOARD_TIME_ZONE = 'Asia/Dhaka';
/** Asia/Dhaka has kept UTC+6 without daylight saving since 2009. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DASHBOARD_DAYS = 30;

export type DashboardDeps = {
  payments: PaymentStats;
  vendors: Pick<VendorService, 'dailyProfit'>;
  players: Pick<PlayersOperator, 'playersPerDay' | 'activePlayers'>;
  currency: () => Promise<string>;
  now: () => Date;
};

/** The Dhaka calendar day of `at` as YYYY-MM-DD, and the UTC instant that day starts. */
export function dhakaDay(at: Date): { day: string; start: Date } {
  const shifted = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const day = shifted.toISOString().slice(0, 10);
  return { day, start: new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS) };
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
 * active players today, this month and per day for the last 30 days, days in Asia/Dhaka. Each
 * module answers its own aggregate; this file only adds them up.
 */
export function createDashboard(deps: DashboardDeps) {
  return async function dashboard(): Promise<DashboardValue> {
    const now = deps.now();
    const today = dhakaDay(now);
    const tomorrow = new Date(today.start.getTime() + DAY_MS);
    const monthStart = new Date(Date.parse(`${today.day.slice(0, 8)}01T00:00:00Z`) - DHAKA_OFFSET_MS);
    const seriesStart = new Date(today.start.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
    const from = monthStart < seriesStart ? monthStart : seriesStart;
    const range = { from, to: tomorrow, timeZone: DASHBOARD_TIME_ZONE };
    const currency = await deps.currency();
    const [money, games, players, monthActive] = await Promise.all([
      deps.payments.paidPerDay({ ...range, currency }),
      deps.vendors.dailyProfit({ from, to: tomorrow, timeZone: DASHBOARD_TIME_ZONE }),
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
      if (day < today.day.slice(0, 8)) continue;
      month.deposits += s.deposits;
      month.withdrawals += s.withdrawals;
      month.bets += s.bets;
      month.wins += s.wins;
      month.newPlayers += s.newPlayers;
    }
    const todaySums = days.get(today.day) ?? zero();
    const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = dhakaDay(new Date(seriesStart.getTime() + i * DAY_MS + DAY_MS / 2)).day;
      const s = days.get(day) ?? zero();
      return { day, ...totals(s, s.active) };
    });
    return {
      currency,
      timeZone: DASHBOARD_TIME_ZONE,
      today: totals(todaySums, todaySums.active),
      month: totals(month, monthActive),
      daily,
    };
  };
}
