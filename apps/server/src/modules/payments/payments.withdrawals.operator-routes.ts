import {
  envelope,
  OperatorDisputePageValue,
  OperatorDisputeQuery,
  OperatorWithdrawalPageValue,
  OperatorWithdrawalQuery,
  OperatorWithdrawalValue,
  PayoutWithdrawalRequest,
  ProofParams,
  RejectWithdrawalRequest,
  ResolveDisputeRequest,
  RevealedPayoutAccountValue,
  UpdateWithdrawalMethodRequest,
  WithdrawalIdParams,
  WithdrawalMethodParams,
  WithdrawalMethodValue,
} from '@khela/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { type OperatorGuard, operatorOf } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { Actor } from './payments.withdrawals.model.js';
import type { WithdrawalServices } from './payments.withdrawals.module.js';
import { sendProof } from './payments.withdrawals.routes.js';

const TAGS = ['payments: withdrawals (operator)'];
const DisputeIdParams = WithdrawalIdParams;

function actorOf(request: FastifyRequest): Actor {
  const operator = operatorOf(request);
  return { kind: 'operator', id: operator.operatorId, name: operator.username, ip: operator.ip };
}

/** The back office's withdrawal and dispute queues and decisions; each decision is audited. */
export function withdrawalOperatorRoutes(app: HttpApp, services: WithdrawalServices, guard: OperatorGuard) {
  const review = { onRequest: guard('payments.withdrawals.review') };
  const resolve = { onRequest: guard('payments.disputes.resolve') };
  const view = { onRequest: guard('payments.view') };
  const one = envelope(OperatorWithdrawalValue);
  app.get(
    '/bo/api/payments/withdrawals',
    {
      ...view,
      schema: {
        tags: TAGS,
        summary: 'Withdrawal queue by state, oldest first',
        querystring: OperatorWithdrawalQuery,
        response: { 200: envelope(OperatorWithdrawalPageValue) },
      },
    },
    async (request) => ok(await services.review.queue(request.query.status, request.query)),
  );
  app.post(
    '/bo/api/payments/withdrawals/:id/account',
    {
      // Only those who may pay out see the full number, and each look is audited.
      ...review,
      schema: {
        tags: TAGS,
        summary: 'Reveal the full payout account number (audited)',
        params: WithdrawalIdParams,
        response: { 200: envelope(RevealedPayoutAccountValue) },
      },
    },
    async (request) => ok(await services.review.reveal(actorOf(request), request.params.id)),
  );
  app.post(
    '/bo/api/payments/withdrawals/:id/approve',
    {
      ...review,
      schema: {
        tags: TAGS,
        summary: 'Approve a pending withdrawal (payout is the next step)',
        params: WithdrawalIdParams,
        response: { 200: one },
      },
    },
    async (request) => ok(await services.review.approve(actorOf(request), request.params.id)),
  );
  app.post(
    '/bo/api/payments/withdrawals/:id/reject',
    {
      ...review,
      schema: {
        tags: TAGS,
        summary: 'Reject with a reason: the amount returns to cash',
        params: WithdrawalIdParams,
        body: RejectWithdrawalRequest,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await services.review.reject(actorOf(request), request.params.id, request.body.reason)),
  );
  app.post(
    '/bo/api/payments/withdrawals/:id/payout',
    {
      ...review,
      schema: {
        tags: TAGS,
        summary: 'Mark an approved withdrawal paid out (starts the confirmation window)',
        params: WithdrawalIdParams,
        body: PayoutWithdrawalRequest,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await services.review.payout(actorOf(request), request.params.id, request.body.reference)),
  );
  app.get(
    '/bo/api/payments/disputes',
    {
      ...view,
      schema: {
        tags: TAGS,
        summary: 'Dispute queue ("not received"), oldest first',
        querystring: OperatorDisputeQuery,
        response: { 200: envelope(OperatorDisputePageValue) },
      },
    },
    async (request) => ok(await services.disputes.queue(request.query.status, request.query)),
  );
  app.post(
    '/bo/api/payments/disputes/:id/resolve',
    {
      ...resolve,
      schema: {
        tags: TAGS,
        summary: 'Resolve as paid, or refund the member (once)',
        params: DisputeIdParams,
        body: ResolveDisputeRequest,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(
        await services.disputes.resolve(
          actorOf(request),
          request.params.id,
          request.body.outcome,
          request.body.note,
        ),
      ),
  );
  app.get(
    '/bo/api/payments/withdrawal-methods',
    {
      ...view,
      schema: {
        tags: TAGS,
        summary: 'Withdrawal methods with their limits, fee and confirmation minutes',
        response: { 200: envelope(z.array(WithdrawalMethodValue)) },
      },
    },
    async () => ok(await services.methods.list()),
  );
  app.patch(
    '/bo/api/payments/withdrawal-methods/:code',
    {
      onRequest: guard('payments.channels.manage'),
      schema: {
        tags: TAGS,
        summary: "Change a withdrawal method's limits, fee, confirmation minutes or state",
        params: WithdrawalMethodParams,
        body: UpdateWithdrawalMethodRequest,
        response: { 200: envelope(WithdrawalMethodValue) },
      },
    },
    async (request) =>
      ok(await services.methods.update(actorOf(request), request.params.code, request.body, request.lang)),
  );
  app.get(
    '/bo/api/payments/withdrawals/:id/proofs/:proofId',
    { ...view, schema: { tags: TAGS, summary: 'A proof image of a withdrawal', params: ProofParams } },
    async (request, reply) =>
      sendProof(reply, await services.proofs.read(request.params.id, request.params.proofId)),
  );
}
