import { type OperatorPermission, roleHolds } from '@khela/contract';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { bearerToken } from '../../platform/http/auth.js';
import type { OperatorGuard, OperatorPrincipal } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';

/** A signed-in operator; `setupRequired`: only the session routes answer until the account is set up (decision 0036). */
export type AuthenticatedOperator = OperatorPrincipal & { setupRequired: boolean };
export type AuthenticateOperator = (token: string, ip: string) => Promise<AuthenticatedOperator | null>;

/** What an operator route needs: a permission, or only a signed-in operator ('session'). */
export type RouteNeed = OperatorPermission | 'session';
/**
 * A route under /bo/api (or any route with an operator guard): what it needs ('none' when it has
 * no guard) and in which hook the guard runs (onRequest: before the body is read or validated).
 */
export type OperatorRoute = {
  method: string;
  url: string;
  need: RouteNeed | 'none';
  hook: 'onRequest' | 'preHandler' | null;
};

const OPERATOR_API_PREFIX = '/bo/api/';

/**
 * Operator guards. `guard(permission)` implements OperatorGuard; `session` lets in any
 * signed-in operator (their own session routes). Every guard made here is remembered, so the
 * routes that use one (and every other route under /bo/api) are listed as they are registered
 * (`routes()`), whatever module adds them: the permission-matrix test walks that list.
 */
export function createOperatorGuard(authenticate: AuthenticateOperator) {
  const needs = new WeakMap<object, RouteNeed>();
  const routes: OperatorRoute[] = [];

  const resolve = async (request: FastifyRequest): Promise<AuthenticatedOperator> => {
    const token = bearerToken(request);
    const found = token ? await authenticate(token, request.ip) : null;
    if (!found) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    request.operator = found;
    return found;
  };

  const guard: OperatorGuard = (permission) => {
    const handler = async (request: FastifyRequest) => {
      const found = await resolve(request);
      if (found.setupRequired) throw new AppError('OPERATOR_SETUP_REQUIRED');
      if (!roleHolds(found.role, permission)) throw new AppError('OPERATOR_FORBIDDEN');
    };
    needs.set(handler, permission);
    return handler;
  };

  const session = async (request: FastifyRequest) => {
    await resolve(request);
  };
  needs.set(session, 'session');

  function needOf(hooks: RouteOptions['onRequest'] | RouteOptions['preHandler']): RouteNeed | undefined {
    const list: unknown[] = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    for (const hook of list) {
      const need = typeof hook === 'function' ? needs.get(hook) : undefined;
      if (need) return need;
    }
    return undefined;
  }

  /** Records every route registered from now on that carries one of these guards or is under /bo/api. */
  function track(app: HttpApp): void {
    app.addHook('onRoute', (route) => {
      const early = needOf(route.onRequest);
      const late = early ? undefined : needOf(route.preHandler);
      const need = early ?? late;
      if (!need && !route.url.startsWith(OPERATOR_API_PREFIX)) return;
      const hook = early ? 'onRequest' : late ? 'preHandler' : null;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, need: need ?? 'none', hook });
      }
    });
  }

  return { guard, session, track, routes: (): readonly OperatorRoute[] => routes };
}

export type OperatorGuards = ReturnType<typeof createOperatorGuard>;
