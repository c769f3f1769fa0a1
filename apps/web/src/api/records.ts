import type { BetValue, ProfitValue, TransactionGroup, TransactionValue } from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** The records calls (decision 0021); days are yyyy-MM-dd in the site's time zone. */
export type DayRange = { startDate: string; endDate: string };
export type TransactionFilter = DayRange & {
  group: TransactionGroup;
  wallet: 'cash' | 'frozen' | 'bonus';
  pageNo: number;
};
export type BetFilter = DayRange & { gameType: string; vendor: string; pageNo: number };
export type ProfitFilter = DayRange & { gameType: string };

export const RECORDS_WEB_PAGE_SIZE = 10;

function queryString(filter: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== '') query.set(key, String(value));
  return query.toString();
}

function useRecords<T>(name: string, path: string, filter: Record<string, string | number>) {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...memberKeys.all, 'records', name, token, filter] as const,
    queryFn: ({ signal }) => apiRequest(`${path}?${queryString(filter)}`, contractValue<T>(), { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /wps/member/records/transactions (T): the account record. */
export const useTransactions = (filter: TransactionFilter) =>
  useRecords<TransactionValue>('transactions', '/wps/member/records/transactions', {
    ...filter,
    pageSize: RECORDS_WEB_PAGE_SIZE,
  });

/** GET /wps/member/records/bets (T): the betting record. */
export const useBets = (filter: BetFilter) =>
  useRecords<BetValue>('bets', '/wps/member/records/bets', { ...filter, pageSize: RECORDS_WEB_PAGE_SIZE });

/** GET /wps/member/records/profit (T): profit and loss by day and game type. */
export const useProfit = (filter: ProfitFilter) =>
  useRecords<ProfitValue>('profit', '/wps/member/records/profit', filter);
