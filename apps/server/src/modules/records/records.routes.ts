import {
  BetQuery,
  BetValue,
  envelope,
  ProfitQuery,
  ProfitValue,
  TransactionQuery,
  TransactionValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { RecordsService } from './records.service.js';

const tags = ['records'];
const range = 'startDate..endDate are Asia/Dhaka days, both included, at most 90';

/** The member centre's record pages (decision 0021); real accounts only. */
export function recordsRoutes(app: HttpApp, guards: AuthGuards, records: RecordsService) {
  app.get(
    '/wps/member/records/transactions',
    {
      ...guards.member,
      schema: {
        tags,
        summary: `Account record (transactionHistory, T): ledger movements, newest first; ${range}`,
        querystring: TransactionQuery,
        response: { 200: envelope(TransactionValue) },
      },
    },
    async (request) => ok(await records.transactions(principalOf(request), request.query)),
  );
  app.get(
    '/wps/member/records/bets',
    {
      ...guards.member,
      schema: {
        tags,
        summary: `Betting record (personalHistoryCopy, T): rounds, newest first; ${range}`,
        querystring: BetQuery,
        response: { 200: envelope(BetValue) },
      },
    },
    async (request) => ok(await records.bets(principalOf(request), request.query, request.lang)),
  );
  app.get(
    '/wps/member/records/profit',
    {
      ...guards.member,
      schema: {
        tags,
        summary: `Profit and loss (personalProfit, T): settled rounds by day and game type; ${range}`,
        querystring: ProfitQuery,
        response: { 200: envelope(ProfitValue) },
      },
    },
    async (request) => ok(await records.profit(principalOf(request), request.query)),
  );
}
