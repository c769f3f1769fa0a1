import {
  ANY_CONTROL_CHARACTER,
  CONTROL_CHARACTERS,
  type Language,
  validationReasonMessage,
} from '@khela/contract';
import type { preValidationAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.js';
import type { HttpApp } from './types.js';

/** Deeper bodies than this are not ours; the scan stops rather than recurse without end. */
const MAX_DEPTH = 32;

type Found = { field: string } | undefined;

/**
 * The path of the first string (or object key) in `value` that holds a character `pattern`
 * matches, as `prefix.a.0.b`.
 */
function findControl(value: unknown, pattern: RegExp, path: string, depth = 0): Found {
  if (typeof value === 'string') return pattern.test(value) ? { field: path } : undefined;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (ANY_CONTROL_CHARACTER.test(key)) return { field: at };
    const found = findControl(item, pattern, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function refuse(field: string, language: Language): AppError {
  const message = validationReasonMessage('control_characters', language);
  return new AppError(
    'VALIDATION_FAILED',
    { detail: `${field} ${message}` },
    { fields: [{ field, reason: 'control_characters', message }] },
  );
}

/**
 * Refuses control characters in the query, the path parameters and JSON string values before the
 * route's schema and handler see them: PostgreSQL cannot store a NUL in text (every such value
 * became a 500), and no field of ours means anything by one. Tab, newline and carriage return
 * pass in bodies, where multi-line text needs them; one-line fields refuse them in their schemas.
 */
const refuseControlCharacters: preValidationAsyncHookHandler = async (request) => {
  const found =
    findControl(request.query, ANY_CONTROL_CHARACTER, 'query') ??
    findControl(request.params, ANY_CONTROL_CHARACTER, 'params') ??
    findControl(request.body, CONTROL_CHARACTERS, 'body');
  if (found) throw refuse(found.field, request.lang);
};

/**
 * Adds the check to every route as its own preValidation hook: route hooks run after the
 * application's, so it sees bodies the payload decryption (an application preValidation hook)
 * has opened, and after the guards, so a guest still gets 401 first.
 * The studio answers in its own protocol and is left to its own checks.
 */
export function installControlCharacterCheck(app: HttpApp): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/studio/') || route.url === '/studio') return;
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), refuseControlCharacters]
      : [refuseControlCharacters];
  });
}
