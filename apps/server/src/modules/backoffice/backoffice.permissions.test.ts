import {
  OPERATOR_PERMISSIONS,
  OPERATOR_ROLES,
  type OperatorRole,
  ROLE_PERMISSIONS,
  roleHolds,
} from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { createOperatorSession, operatorToken } from '../../test/operators.js';
import type { OperatorRoute } from './backoffice.guard.js';

/**
 * The permission matrix: every operator route, whichever module registered
 * it, called as each role, as a player and with no token; exactly the roles holding the route's
 * permission get past the guard. Routes come from the guard's own list, so new modules' routes
 * are covered without editing this file.
 */
const t = useTestApp();
const { call, tokenOf } = accountsClient(t);

/** Written out by hand: a change to ROLE_PERMISSIONS must be made here too, on purpose. */
const EXPECTED: Record<OperatorRole, string[] | 'all'> = {
  owner: 'all',
  admin: OPERATOR_PERMISSIONS.filter((p) => p !== 'operators.manage'),
  finance: [
    'payments.view',
    'payments.deposits.review',
    'payments.withdrawals.review',
    'payments.disputes.resolve',
    'payments.channels.manage',
    'dashboard.view',
    'players.view',
    'players.balance.adjust',
    'agents.view',
    'agents.payouts.approve',
    'promotions.view',
    'promotions.bonuses.grant',
    'promotions.applications.review',
    'loyalty.view',
    'loyalty.redeems.review',
  ],
  risk: [
    'payments.view',
    'payments.disputes.resolve',
    'dashboard.view',
    'players.view',
    'players.manage',
    'audit.view',
    'agents.view',
    'promotions.view',
    'loyalty.view',
  ],
  content: [
    'dashboard.view',
    'content.manage',
    'promotions.view',
    'promotions.manage',
    'loyalty.view',
    'loyalty.manage',
    'messages.compose',
  ],
  support: [
    'payments.view',
    'dashboard.view',
    'players.view',
    'messages.view',
    'messages.compose',
    'feedback.reply',
    'chat.serve',
    'loyalty.view',
  ],
};

// The console's WebSocket authenticates by its first frame, as the operator guard would (decision 0059).
const PUBLIC_ROUTES = ['POST /bo/api/session/login', 'GET /bo/api/ws'];
const label = (route: Pick<OperatorRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
/** Path parameters get an id nothing has, so an allowed call changes nothing. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '0').replace(/\*$/, '0');
const isGuardRefusal = (status: number, code: string | undefined) =>
  (status === 401 && code === 'OPERATOR_NOT_LOGGED_IN') || (status === 403 && code === 'OPERATOR_FORBIDDEN');

let routes: OperatorRoute[] = [];
const tokens = {} as Record<OperatorRole, string>;
let playerToken = '';

beforeAll(async () => {
  // Logout ends the caller's session: last, so every other call still has one.
  routes = [...t.app.services.backoffice.operatorRoutes()].sort(
    (a, b) => Number(label(a) === 'DELETE /bo/api/session') - Number(label(b) === 'DELETE /bo/api/session'),
  );
  for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(t.app, role);
  playerToken = await tokenOf('demo', 'demo1234');
});

describe('permission matrix', () => {
  it('is the one written down', () => {
    for (const role of OPERATOR_ROLES) {
      const expected = EXPECTED[role];
      expect([...ROLE_PERMISSIONS[role]].sort(), role).toEqual(
        [...(expected === 'all' ? OPERATOR_PERMISSIONS : expected)].sort(),
      );
    }
  });

  it('lists the operator routes, each guarded before its body is read; only login is public', () => {
    const labels = routes.map(label);
    expect(labels).toEqual(
      expect.arrayContaining(['GET /bo/api/session/me', 'GET /bo/api/audit', ...PUBLIC_ROUTES]),
    );
    const unguarded = routes.filter((r) => r.need === 'none').map(label);
    expect(unguarded).toEqual(PUBLIC_ROUTES);
    const late = routes.filter((r) => r.hook === 'preHandler').map(label);
    expect(late, 'operator guards belong in onRequest').toEqual([]);
  });

  it('lets in exactly the roles holding each route’s permission; never a player token or no token', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of routes.filter((r) => r.need !== 'none')) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const url = concrete(route.url);
      const callers = ['none', 'player', ...OPERATOR_ROLES] as const;
      // The eight callers of one route at once: the route list has grown past 200 (issue 18).
      const replies = await Promise.all(
        callers.map((caller) => {
          const token = caller === 'none' ? undefined : caller === 'player' ? playerToken : tokens[caller];
          return call(method, url, token ? { token } : {});
        }),
      );
      for (const [index, caller] of callers.entries()) {
        const reply = replies[index];
        if (!reply) throw new Error('a reply is missing');
        const allowed = !isGuardRefusal(reply.status, reply.body.code);
        expect(reply.status, `${label(route)} as ${caller}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
        outcomes.push(`${label(route)} ${caller} ${allowed ? 'in' : reply.body.code}`);
        const mayEnter =
          caller !== 'none' &&
          caller !== 'player' &&
          (route.need === 'session' || (route.need !== 'none' && roleHolds(caller, route.need)));
        const refusal =
          caller === 'none' || caller === 'player' ? 'OPERATOR_NOT_LOGGED_IN' : 'OPERATOR_FORBIDDEN';
        expected.push(`${label(route)} ${caller} ${mayEnter ? 'in' : refusal}`);
      }
    }
    expect(outcomes).toEqual(expected);
  }, 180_000);
});

describe('IP allow-list', () => {
  it('refuses an operator outside their list at login and on every call', async () => {
    // The code is of the server's clock: the test app's stands still while the matrix above runs.
    const inside = await createOperatorSession(t.app, 'owner', {
      now: t.ctx.now(),
      ip: '198.51.100.7',
      ipAllowList: ['198.51.100.0/24'],
    });
    expect(
      (await call('GET', '/bo/api/session/me', { token: inside.token, ip: '198.51.100.8' })).status,
    ).toBe(200);
    const outside = await call('GET', '/bo/api/session/me', { token: inside.token, ip: '203.0.113.1' });
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe('OPERATOR_IP_NOT_ALLOWED');
    await expect(
      createOperatorSession(t.app, 'owner', {
        now: t.ctx.now(),
        ip: '203.0.113.1',
        ipAllowList: ['198.51.100.0/24'],
      }),
    ).rejects.toThrow(/403 OPERATOR_IP_NOT_ALLOWED/);
  });
});
