import {
  ConsolidatedContractsValue,
  ContractDecisionRequest,
  ContractItem,
  ContractListQuery,
  ContractListValue,
  ContractOfferRequest,
  ContractTerminateRequest,
  ContractWhatIfValue,
  envelope,
  IncomeBetsQuery,
  IncomeBetsValue,
  IncomeDetailValue,
  IncomeQuery,
  IncomeValue,
} from '@khela/contract';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { type ContractsService, DECISION_CALLS, type DecisionCall } from './agents.contracts.js';
import type { IncomeService } from './agents.income.js';

const tags = ['agents: contracts and income'];

/**
 * Contracts (offer, what-if, list, terminate; the downline's four spec request calls and the
 * consolidated contract GET) and the agent's income. Offers and income need an agent-centre
 * session; the request calls and the consolidated GET any real account (the contract popup).
 */
export function contractRoutes(
  app: HttpApp,
  guards: AuthGuards,
  contracts: ContractsService,
  income: IncomeService,
) {
  app.get(
    '/wps/member/contracts',
    {
      ...guards.member,
      schema: {
        tags,
        summary: 'Consolidated contract info (T): the pending request of each type, for the contract popup',
        response: { 200: envelope(ConsolidatedContractsValue) },
      },
    },
    async (request) => ok(await contracts.pending(principalOf(request))),
  );
  for (const call of Object.keys(DECISION_CALLS) as DecisionCall[]) {
    app.post(
      `/wps/relay/${call}`,
      {
        ...guards.member,
        schema: {
          tags,
          summary: `Accept or reject a ${DECISION_CALLS[call]} contract request addressed to me (T)`,
          body: ContractDecisionRequest,
          response: { 200: envelope(ContractItem) },
        },
      },
      async (request) => ok(await contracts.answer(principalOf(request), call, request.body)),
    );
  }
  app.get(
    '/wps/agent/contracts',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: 'Contracts I hold (side=mine) or gave my downline (side=downline), newest first (agents)',
        querystring: ContractListQuery,
        response: { 200: envelope(ContractListValue) },
      },
    },
    async (request) => ok(await contracts.list(principalOf(request), request.query)),
  );
  app.post(
    '/wps/agent/contracts/offer',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: 'Offer a contract to a direct downline agent; rates never above my own (agents)',
        body: ContractOfferRequest,
        response: { 200: envelope(ContractItem) },
      },
    },
    async (request) => ok(await contracts.offer(principalOf(request), request.body)),
  );
  app.post(
    '/wps/agent/contracts/what-if',
    {
      ...guards.agent,
      schema: {
        tags,
        summary:
          "An offer at last period's figures, and the downline contracts accepting it would end (agents)",
        body: ContractOfferRequest,
        response: { 200: envelope(ContractWhatIfValue) },
      },
    },
    async (request) => ok(await contracts.whatIf(principalOf(request), request.body)),
  );
  app.post(
    '/wps/agent/contracts/terminate',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: 'End a contract I gave; contracts below it above the new rates end too (agents)',
        body: ContractTerminateRequest,
        response: { 200: envelope(ContractItem) },
      },
    },
    async (request) => ok(await contracts.terminateAsUpline(principalOf(request), request.body.id)),
  );
  app.get(
    '/wps/agent/income',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: 'My salaries and dividends per period, newest first (agents)',
        querystring: IncomeQuery,
        response: { 200: envelope(IncomeValue) },
      },
    },
    async (request) => ok(await income.list(principalOf(request), request.query)),
  );
  app.get(
    '/wps/agent/income/:id',
    {
      ...guards.agent,
      schema: {
        tags,
        summary: "One payout's contributing team figures, per direct downline (agents)",
        params: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
        response: { 200: envelope(IncomeDetailValue) },
      },
    },
    async (request) => ok(await income.detail(principalOf(request), request.params.id)),
  );
  app.get(
    '/wps/agent/income/:id/bets',
    {
      ...guards.agent,
      schema: {
        tags,
        summary:
          "One line of a payout's drill-down down to its rounds: the valid-bet changes in its period (agents)",
        params: z.object({ id: z.string().regex(/^\d{1,19}$/) }),
        querystring: IncomeBetsQuery,
        response: { 200: envelope(IncomeBetsValue) },
      },
    },
    async (request) =>
      ok(await income.bets(principalOf(request), request.params.id, request.query, request.lang)),
  );
}
