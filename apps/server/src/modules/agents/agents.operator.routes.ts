import {
  BoAgentChildrenQuery,
  BoAgentChildrenValue,
  BoAgentTreeQuery,
  BoAgentTreeValue,
  BoAgentTypeRequest,
  BoAgentTypesValue,
  BoAgentTypeValue,
  BoContractOfferRequest,
  BoContractPage,
  BoContractQuery,
  BoIdParams,
  BoMoveRequest,
  BoMoveValue,
  BoPayoutDecisionValue,
  BoPayoutPage,
  BoPayoutQuery,
  BoReasonRequest,
  BoRunPage,
  BoRunQuery,
  BoRunRequest,
  BoRunValue,
  ContractItem,
  envelope,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { AgentsOperator } from './agents.operator.js';

const tags = ['back office: agents'];

/** The back office's agent pages (decision 0046); every change is audited. */
export function agentsOperatorRoutes(app: HttpApp, operatorGuard: OperatorGuard, agents: AgentsOperator) {
  const canView = operatorGuard('agents.view');
  const canManage = operatorGuard('agents.manage');
  const canApprove = operatorGuard('agents.payouts.approve');
  app.get(
    '/bo/api/agents/types',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'What each agent type may open and hold',
        response: { 200: envelope(BoAgentTypesValue) },
      },
    },
    async () => ok(agents.types()),
  );
  app.get(
    '/bo/api/agents/tree',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Where the agent tree stands: the member opened (none at the tops) and its moves',
        querystring: BoAgentTreeQuery,
        response: { 200: envelope(BoAgentTreeValue) },
      },
    },
    async (request) => ok(await agents.tree(request.query.under)),
  );
  app.get(
    '/bo/api/agents/tree/children',
    {
      onRequest: canView,
      schema: {
        tags,
        summary:
          'A page of the children of a member (the tops when none): agents first, team sizes, contracts held',
        querystring: BoAgentChildrenQuery,
        response: { 200: envelope(BoAgentChildrenValue) },
      },
    },
    async (request) => ok(await agents.children(request.query)),
  );
  app.post(
    '/bo/api/agents/move',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          'Move a member and its whole team under another agent; its contracts with the old upline end; audited',
        body: BoMoveRequest,
        response: { 200: envelope(BoMoveValue) },
      },
    },
    async (request) => ok(await agents.move(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/agents/type',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "Change an account's agent type (0: a plain member) where the type's rules hold; audited",
        body: BoAgentTypeRequest,
        response: { 200: envelope(BoAgentTypeValue) },
      },
    },
    async (request) => ok(await agents.changeType(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/agents/contracts',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Contracts with their history (offers, answers, terminations and their causes)',
        querystring: BoContractQuery,
        response: { 200: envelope(BoContractPage) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, ...filter } = request.query;
      return ok(await agents.contracts(filter, pageNo, pageSize));
    },
  );
  app.post(
    '/bo/api/agents/contracts/offer',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: "The house's contract offer to an agent at the top of the tree; audited",
        body: BoContractOfferRequest,
        response: { 200: envelope(ContractItem) },
      },
    },
    async (request) => ok(await agents.offer(operatorOf(request), request.body)),
  );
  app.post(
    '/bo/api/agents/contracts/:id/terminate',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary: 'End an accepted contract (and those below it above the new rates); audited',
        params: BoIdParams,
        body: BoReasonRequest,
        response: { 200: envelope(ContractItem) },
      },
    },
    async (request) =>
      ok(await agents.terminate(operatorOf(request), request.params.id, request.body.reason)),
  );
  app.get(
    '/bo/api/agents/runs',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'Settlement runs, newest period first',
        querystring: BoRunQuery,
        response: { 200: envelope(BoRunPage) },
      },
    },
    async (request) => ok(await agents.runs(request.query.pageNo, request.query.pageSize)),
  );
  app.post(
    '/bo/api/agents/runs',
    {
      onRequest: canManage,
      schema: {
        tags,
        summary:
          'Run (or re-run) the settlement of one closed period: a settled period pays nothing again; audited',
        body: BoRunRequest,
        response: { 200: envelope(BoRunValue) },
      },
    },
    async (request) => ok(await agents.rerun(operatorOf(request), request.body)),
  );
  app.get(
    '/bo/api/agents/payouts',
    {
      onRequest: canView,
      schema: {
        tags,
        summary: 'What each agent was paid (by run), or the approval queue (status=awaiting_approval)',
        querystring: BoPayoutQuery,
        response: { 200: envelope(BoPayoutPage) },
      },
    },
    async (request) => {
      const { pageNo, pageSize, ...filter } = request.query;
      return ok(await agents.payouts(filter, pageNo, pageSize));
    },
  );
  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/bo/api/agents/payouts/:id/${path}`,
      {
        onRequest: canApprove,
        schema: {
          tags,
          summary: `${approve ? 'Approve (and pay)' : 'Reject'} a dividend waiting for approval; audited`,
          params: BoIdParams,
          body: BoReasonRequest,
          response: { 200: envelope(BoPayoutDecisionValue) },
        },
      },
      async (request) =>
        ok(await agents.decide(operatorOf(request), request.params.id, approve, request.body.reason)),
    );
  }
}
