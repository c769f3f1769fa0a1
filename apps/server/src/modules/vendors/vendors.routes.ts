import { VENDOR_CALLS, VENDOR_PROTOCOL_PREFIX } from '@khela/contract';
import type { FastifyReply } from 'fastify';
import type { HttpApp } from '../../platform/http/types.js';
import type { VendorService } from './vendors.service.js';

/** Request headers kept in the call log (never cookies or authorization). */
const LOGGED_HEADERS = [
  'x-khela-vendor',
  'x-khela-timestamp',
  'x-khela-signature',
  'content-type',
  'content-length',
  'user-agent',
  'x-request-id',
  'x-forwarded-for',
] as const;

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function sendRaw(reply: FastifyReply, body: string) {
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/**
 * The seamless-wallet API under /vendor/v1/* (packages/contract/src/vendor-protocol.ts). Its own
 * auth (HMAC signature, not player tokens), the body kept as raw text so the signature is checked
 * over the exact bytes, and its own answers: `{status, ...}` with HTTP 200, never the player
 * site's envelope or payload encryption. Every call is logged raw for reconciliation.
 */
export async function vendorRoutes(app: HttpApp, vendors: VendorService) {
  await app.register(
    async (scope) => {
      // Raw text for any content type: the signature covers the bytes exactly as sent.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      // Transport failures (too large, unreadable) answer in the protocol's shape too.
      scope.setErrorHandler((error, request, reply) => {
        request.log.warn({ err: error }, 'vendor call failed before the handler');
        const status =
          (error as { statusCode?: number }).statusCode === 413 ? 'INVALID_REQUEST' : 'INTERNAL_ERROR';
        return sendRaw(reply, JSON.stringify({ status, message: (error as Error).message }));
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ status: 'INVALID_REQUEST', message: 'unknown call' })),
      );

      for (const call of VENDOR_CALLS) {
        scope.post(
          `/${call}`,
          {
            schema: {
              tags: ['vendor'],
              summary: `Seamless wallet: ${call} (docs/vendor-protocol.openapi.yaml)`,
            },
            // Answers are far below the compression threshold: no per-answer hook (decision 0038).
            compress: false,
          },
          async (request, reply) => {
            const started = performance.now();
            const receivedAt = new Date();
            const rawBody = typeof request.body === 'string' ? request.body : '';
            const headers: Record<string, string> = { ip: request.ip };
            for (const name of LOGGED_HEADERS) {
              const value = header(request.headers[name]);
              if (value !== undefined) headers[name] = value.slice(0, 500);
            }
            const answer = await vendors.handle(
              call,
              {
                vendor: header(request.headers['x-khela-vendor']),
                timestamp: header(request.headers['x-khela-timestamp']),
                signature: header(request.headers['x-khela-signature']),
              },
              rawBody,
              { headers, receivedAt, started },
            );
            // A money call that went through is logged in its own transaction (decision 0028).
            if (!answer.logged) {
              try {
                await vendors.logCall({
                  vendorCode: answer.vendorCode ?? null,
                  call,
                  headers,
                  requestBody: rawBody,
                  responseBody: answer.body,
                  status: answer.status,
                  transactionId: answer.transactionId ?? null,
                  replayed: answer.replayed,
                  receivedAt,
                  durationMs: Math.round(performance.now() - started),
                });
              } catch (error) {
                request.log.error({ err: error }, 'vendor call log failed');
              }
            }
            return sendRaw(reply, answer.body);
          },
        );
      }
    },
    { prefix: VENDOR_PROTOCOL_PREFIX },
  );
}
