import {
  type ErrorCode,
  errorStatus,
  type FieldError,
  isValidationReason,
  type Language,
  type ValidationReason,
  validationReasonMessage,
} from '@khela/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError } from './app-error.js';
import { failure } from './envelope.js';

const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Installs, on the root instance, the handlers that turn every failure into the envelope:
 * AppError, schema failures (which field, and why), malformed JSON, oversize bodies,
 * unknown routes, wrong methods, and unexpected exceptions (logged, never leaked).
 */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function installErrorHandling(app: FastifyInstance): {
  setPageFallback(fallback: PageFallback): void;
} {
  let pageFallback: PageFallback = () => false;
  // A shadow router of every registered route, to tell "wrong method" from "no such path".
  const shadow = FindMyWay({ ignoreTrailingSlash: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      try {
        shadow.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // the same route registered twice for HEAD/GET pairs; nothing to add
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((m) => m !== request.method && shadow.find(m, path));
    if (allowed.length > 0) {
      return send(reply, request.lang, 'METHOD_NOT_ALLOWED', { method: request.method }, null, {
        allow: allowed.join(', '),
      });
    }
    return send(reply, request.lang, 'NOT_FOUND');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'bn';
    if (error instanceof AppError) {
      return send(reply, lang, error.code, error.params, error.value, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) =>
        fieldError(request, error.validationContext ?? 'body', v.instancePath, v.keyword, v.params, lang),
      );
      const detail = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return send(reply, lang, 'VALIDATION_FAILED', { detail }, { fields });
    }
    const fastifyCode = typeof error.code === 'string' ? error.code : '';
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(reply, lang, 'PAYLOAD_TOO_LARGE');
    }
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return send(reply, lang, 'UNSUPPORTED_MEDIA_TYPE');
    }
    if (
      fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(reply, lang, 'MALFORMED_JSON');
    }
    if (
      !isResponseSerializationError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return send(reply, lang, error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return send(reply, lang, 'INTERNAL_ERROR', { requestId: request.id });
  });

  return {
    setPageFallback(fallback) {
      pageFallback = fallback;
    },
  };
}

function send(
  reply: FastifyReply,
  lang: Language,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  value: unknown = null,
  headers: Record<string, string> = {},
) {
  for (const [name, headerValue] of Object.entries(headers)) reply.header(name, headerValue);
  // Error bodies bypass the route's response schema: they are always the error envelope.
  return reply
    .code(errorStatus(code))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(code, lang, params, value));
}

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function fieldError(
  request: FastifyRequest,
  context: string,
  instancePath: string,
  keyword: string,
  params: Record<string, unknown>,
  lang: Language,
): FieldError {
  const segments = instancePath.split('/').filter(Boolean);
  const prefix = CONTEXT_NAMES[context] ?? context;
  const sourceKey = context === 'querystring' ? 'query' : context;
  const source = (request as unknown as Record<string, unknown>)[sourceKey];
  const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
  const path = keyword === 'unrecognized_keys' && keys.length > 0 ? [...segments, keys.join(',')] : segments;
  const field = [prefix, ...path].join('.');
  const { reason, values } = reasonOf(keyword, params, valueAt(source, segments));
  return { field, reason, message: validationReasonMessage(reason, lang, values) };
}

function reasonOf(
  keyword: string,
  params: Record<string, unknown>,
  value: unknown,
): { reason: ValidationReason; values: Record<string, string | number> } {
  switch (keyword) {
    case 'invalid_type':
      return value === undefined
        ? { reason: 'required', values: {} }
        : { reason: 'invalid_type', values: { expected: String(params.expected ?? 'valid') } };
    case 'too_small':
      return { reason: 'too_small', values: { min: String(params.minimum ?? '') } };
    case 'too_big':
      return { reason: 'too_big', values: { max: String(params.maximum ?? '') } };
    case 'invalid_format':
    case 'invalid_value':
    case 'unrecognized_keys':
      return { reason: keyword, values: {} };
    case 'custom': {
      // A schema's own check names its reason in params (e.g. invalid_amount).
      const named = (params.params as { reason?: unknown } | undefined)?.reason;
      return isValidationReason(named) ? { reason: named, values: {} } : { reason: 'invalid', values: {} };
    }
    default:
      return { reason: 'invalid', values: {} };
  }
}

function valueAt(source: unknown, segments: string[]): unknown {
  let current = source;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
