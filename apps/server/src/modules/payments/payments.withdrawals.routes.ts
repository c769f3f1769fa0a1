import {
  BindPayoutAccountRequest,
  ConfirmWithdrawalRequest,
  CreateWithdrawalRequest,
  envelope,
  MAX_PROOF_IMAGE_BYTES,
  PayoutAccountValue,
  ProofParams,
  ProofValue,
  UploadProofQuery,
  WithdrawalIdParams,
  WithdrawalListQuery,
  WithdrawalPageValue,
  WithdrawalValue,
  WithdrawOptionsValue,
} from '@khela/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { ProofFile } from './payments.proofs.js';
import type { WithdrawalServices } from './payments.withdrawals.module.js';

const TAGS = ['payments: withdrawals'];
/** Upload bodies are refused past this before they are read in full; PROOF_TOO_LARGE covers 5–8 MB. */
const UPLOAD_BODY_LIMIT_BYTES = MAX_PROOF_IMAGE_BYTES + 3 * 1024 * 1024;
/** Upload bodies are taken raw whatever they claim to be; the content decides (payments.proofs.ts). */
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream'];

/** Sends a stored proof image: never sniffed into something else, never cached by a shared cache. */
export function sendProof(reply: FastifyReply, file: ProofFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(file.bytes);
}

/** The member's withdrawal calls (T, real accounts only: a trial gets IN_NEED_TRUE_ACCOUNT). */
export async function withdrawalMemberRoutes(app: HttpApp, services: WithdrawalServices, guards: AuthGuards) {
  // Runs in onRequest: who may call is decided before the body is even read.
  const member = guards.member;
  app.get(
    '/wps/withdrawals/options',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'Balances, payout accounts, methods and limits',
        response: { 200: envelope(WithdrawOptionsValue) },
      },
    },
    async (request) => ok(await services.withdrawals.options(principalOf(request))),
  );
  app.post(
    '/wps/withdrawals/payout-accounts',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'Bind a bank card or mobile wallet',
        body: BindPayoutAccountRequest,
        response: { 200: envelope(PayoutAccountValue) },
      },
    },
    async (request) => ok(await services.payoutAccounts.bind(principalOf(request), request.body)),
  );
  app.delete(
    '/wps/withdrawals/payout-accounts/:id',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'Unbind a payout account',
        params: WithdrawalIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => ok(await services.payoutAccounts.unbind(principalOf(request), request.params.id)),
  );
  app.post(
    '/wps/withdrawals',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'Request a withdrawal (amount frozen at once)',
        body: CreateWithdrawalRequest,
        response: { 200: envelope(WithdrawalValue) },
      },
    },
    async (request) => ok(await services.withdrawals.request(principalOf(request), request.body)),
  );
  app.get(
    '/wps/withdrawals',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'My withdrawals, newest first',
        querystring: WithdrawalListQuery,
        response: { 200: envelope(WithdrawalPageValue) },
      },
    },
    async (request) => ok(await services.withdrawals.listMine(principalOf(request), request.query)),
  );
  app.get(
    '/wps/withdrawals/:id',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'One of my withdrawals',
        params: WithdrawalIdParams,
        response: { 200: envelope(WithdrawalValue) },
      },
    },
    async (request) => ok(await services.withdrawals.getMine(principalOf(request), request.params.id)),
  );
  app.post(
    '/wps/withdrawals/:id/confirmation',
    {
      ...member,
      schema: {
        tags: TAGS,
        summary: 'Received, not received or full payment',
        params: WithdrawalIdParams,
        body: ConfirmWithdrawalRequest,
        response: { 200: envelope(WithdrawalValue) },
      },
    },
    async (request) =>
      ok(
        await services.confirmation.confirm(principalOf(request), request.params.id, request.body, {
          ip: request.ip,
        }),
      ),
  );
  app.get(
    '/wps/withdrawals/:id/proofs/:proofId',
    { ...member, schema: { tags: TAGS, summary: 'A proof image of my withdrawal', params: ProofParams } },
    async (request, reply) =>
      sendProof(
        reply,
        await services.proofs.read(request.params.id, request.params.proofId, principalOf(request).memberId),
      ),
  );
  // Raw image bodies only here: a scope of its own keeps the parser off every other route.
  await app.register(async (scope: HttpApp) => {
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/wps/withdrawals/:id/proofs',
      {
        ...member,
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: TAGS,
          summary: 'Upload one proof image (png or jpg, ≤ 5 MB, at most 3): the raw bytes as the body',
          params: WithdrawalIdParams,
          querystring: UploadProofQuery,
          response: { 200: envelope(ProofValue) },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(
          await services.proofs.upload(principalOf(request), request.params.id, request.query.fileName, body),
        );
      },
    );
  });
}
