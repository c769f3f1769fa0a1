import type { FastifyRequest } from 'fastify';
import type { Client } from './accounts.session.js';

/** Who is calling, as the accounts use cases see it. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Route config of the E (encrypted) calls: the body may arrive encrypted (platform/http/payload-encryption.ts). */
export const encrypted = { encryptedPayload: true };
