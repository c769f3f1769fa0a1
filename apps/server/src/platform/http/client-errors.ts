import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorStatus } from '@khela/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { failure } from './envelope.js';
import { languageOf } from './language.js';

/**
 * Failures Fastify and Node answer before any route, hook or error handler runs: a URL that does
 * not decode, a path parameter over the router's length, headers (the URL included) over Node's
 * header size, a request that never finished arriving. Their own bodies are not our envelope and
 * name the framework; these options make them answer like every other error.
 */
export function clientErrorOptions(): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return { frameworkErrors, clientErrorHandler };
}

function frameworkErrors(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'BAD_REQUEST';
  void reply
    .code(errorStatus(code))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(code, languageOf(request)));
}

/** No request object exists yet: the answer goes on the raw socket, in the default language. */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection is already gone; there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  this.log.trace({ err: error }, `client error ${code}`);
  if (socket.writable) {
    const status = errorStatus(code);
    const body = JSON.stringify(failure(code, 'bn'));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
