import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
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

/** Which guard a route has: `public` none, `optional` reads a token if there is one. */
export type GuardKind = 'public' | 'optional' | 'session' | 'member' | 'agent';

/** A route as registered, with the player guard it carries (see `track`). */
export type GuardedRoute = {
  method: string;
  url: string;
  guard: GuardKind;
  /** The route's request schemas, so a test can tell a body route from a query route. */
  schema: RouteOptions['schema'];
};

type GuardHook = (request: FastifyRequest) => Promise<void>;

/** What a route spreads into its options: `{ ...guards.member, schema }`. Only `onRequest` is offered. */
export type RouteGuard = Readonly<{ onRequest: GuardHook }>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `guards.track(app)`, with its player guard. */
    guardedRoutes?: () => readonly GuardedRoute[];
  }
}

const LATE_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

function hooksOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}

/**
 * Guards for (T) routes: `session` any signed-in account (trial included), `member` a real
 * account (a trial gets IN_NEED_TRUE_ACCOUNT), `agent` an agent-centre session,
 * `optional` sets the principal when a token is given. Each is a route-options fragment
 * (`{ ...guards.member, schema }`) that runs in onRequest: who may call is settled before the body
 * is parsed, decrypted or validated, so a guest never learns a schema and never costs an RSA
 * decryption. `track` lists every route with its guard and refuses, at start, a guard hung on a
 * later hook.
 */
export function createAuthGuards(authenticate: Authenticate) {
  const kinds = new WeakMap<object, GuardKind>();
  const routes: GuardedRoute[] = [];

  const resolve = async (request: FastifyRequest): Promise<Principal> => {
    const token = bearerToken(request);
    const principal = token ? await authenticate(token) : null;
    if (!principal) throw new AppError('NOT_LOGGED_IN');
    request.principal = principal;
    return principal;
  };
  const fragment = (kind: GuardKind, onRequest: GuardHook): RouteGuard => {
    kinds.set(onRequest, kind);
    return Object.freeze({ onRequest });
  };
  const kindOf = (hooks: unknown): GuardKind | undefined => {
    for (const hook of hooksOf(hooks)) {
      const kind = typeof hook === 'function' ? kinds.get(hook) : undefined;
      if (kind) return kind;
    }
    return undefined;
  };

  /** Records every route registered from now on; a guard outside onRequest stops the start. */
  function track(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      for (const hook of LATE_HOOKS) {
        if (kindOf(route[hook])) {
          throw new Error(
            `${String(route.method)} ${route.url}: a player guard belongs in onRequest, not ${hook}`,
          );
        }
      }
      const guard = kindOf(route.onRequest) ?? 'public';
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, guard, schema: route.schema });
      }
    });
    app.decorate('guardedRoutes', (): readonly GuardedRoute[] => routes);
  }

  return {
    optional: fragment('optional', async (request) => {
      const token = bearerToken(request);
      request.principal = token ? await authenticate(token) : null;
    }),
    session: fragment('session', async (request) => {
      await resolve(request);
    }),
    member: fragment('member', async (request) => {
      if ((await resolve(request)).isTrial) throw new AppError('IN_NEED_TRUE_ACCOUNT');
    }),
    agent: fragment('agent', async (request) => {
      const principal = await resolve(request);
      if (!principal.isAgent || principal.area !== 'agent') throw new AppError('NON_AGENT_LOGIN');
    }),
    track,
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
