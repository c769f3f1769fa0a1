import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guard for trusted service-to-service routes: `Authorization: Bearer <INTERNAL_API_TOKEN>`.
 * Compares digests in constant time so the token cannot be guessed byte by byte.
 */
export function internalTokenGuard(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('SERVICE_AUTH_FAILED');
  };
}
