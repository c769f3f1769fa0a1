import type { OperatorPermission, OperatorRole } from '@khela/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/**
 * Who is calling an operator route (the back office). Operators are a different kind of account
 * from players: a player token never passes an operator guard, nor the reverse.
 */
export type OperatorPrincipal = {
  operatorId: string;
  username: string;
  role: OperatorRole;
  sessionId: string;
  ip: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorPrincipal | null;
  }
}

/**
 * onRequest hook factory for operator routes: `operatorGuard('payments.deposits.review')` lets in an
 * operator session whose role holds that permission and sets `request.operator`; no or a bad
 * token → OPERATOR_NOT_LOGGED_IN (401), a role without the permission → OPERATOR_FORBIDDEN (403).
 * Implemented by the back-office module (modules/backoffice) and handed to every module's routes.
 */
export type OperatorGuard = (permission: OperatorPermission) => (request: FastifyRequest) => Promise<void>;

/** The operator set by an operator guard; a route behind one always has it. */
export function operatorOf(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw new AppError('OPERATOR_NOT_LOGGED_IN');
  return request.operator;
}
