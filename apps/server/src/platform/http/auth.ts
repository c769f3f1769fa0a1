import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Who is calling, as every module sees it (the accounts module is the only one that knows more). */
export type Principal = {
  memberId: string;
  username: string;
  /** Spec types: 0 member, 4 trial, 1, 2, 41, 42 agents. */
  type: number;
  area: 'player' | 'agent';
  sessionId: string;
  isTrial: boolean;
  isAgent: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type Authenticate = (token: string) => Promise<Principal | null>;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 256 ? token : undefined;
}

/** The principal set by a guard; a route behind a guard always has one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('NOT_LOGGED_IN');
  return request.principal;
}

/**
 * preHandlers for (T) routes: `session` any signed-in account (trial included), `member` a real
 * account (a trial gets IN_NEED_TRUE_ACCOUNT, spec section 5), `agent` an agent-centre session.
 */
export function createAuthGuards(authenticate: Authenticate) {
  const resolve = async (request: FastifyRequest): Promise<Principal> => {
    const token = bearerToken(request);
    const principal = token ? await authenticate(token) : null;
    if (!principal) throw new AppError('NOT_LOGGED_IN');
    request.principal = principal;
    return principal;
  };
  return {
    /** Public routes that answer differently to a signed-in caller: sets the principal or leaves null. */
    optional: async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.principal = token ? await authenticate(token) : null;
    },
    session: async (request: FastifyRequest) => {
      await resolve(request);
    },
    member: async (request: FastifyRequest) => {
      if ((await resolve(request)).isTrial) throw new AppError('IN_NEED_TRUE_ACCOUNT');
    },
    agent: async (request: FastifyRequest) => {
      const principal = await resolve(request);
      if (!principal.isAgent || principal.area !== 'agent') throw new AppError('NON_AGENT_LOGIN');
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
