import { randomBytes } from 'node:crypto';
import {
  type OperatorLoginRequest,
  type OperatorLoginValue,
  type OperatorRole,
  type OperatorSessionValue,
  ROLE_PERMISSIONS,
} from '@khela/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { addressKey, tooManyRequests } from '../accounts/accounts.limits.js';
import { tokenHashOf } from '../accounts/accounts.session.js';
import { consumeTotpCode } from '../accounts/accounts.totp.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { isIpAllowed } from '../system/ip-rules.js';
import type { SystemService } from '../system/system.service.js';
import type { AuthenticatedOperator } from './backoffice.guard.js';
import * as repo from './backoffice.repo.js';

const MINUTE_MS = 60_000;
/** Failed logins per address, and per username from one address, per window. */
const LOGIN_LIMITS = { perIp: 30, perUserAndIp: 5, windowMs: 15 * MINUTE_MS } as const;
/** A session's last use is written at most this often (the idle rule is minutes, not seconds). */
const TOUCH_EVERY_MS = 15_000;

export type OperatorClient = { ip: string; userAgent: string };

/** An Argon2id hash of nothing anyone types: unknown usernames cost as much as wrong passwords. */
const decoyHash = hash(randomBytes(16).toString('hex'));

/** The operator as the console sees it. */
function viewOf(row: repo.OperatorRow) {
  const role = row.role as OperatorRole;
  return {
    id: row.id.toString(),
    username: row.username,
    displayName: row.displayName,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    setup: { changePassword: row.mustChangePassword, enrolTotp: row.totpEnrolledAt === null },
  };
}

/** Until the operator changed an owner-set password and enrolled an authenticator, only the session routes answer. */
const setupRequired = (row: repo.OperatorRow) => row.mustChangePassword || row.totpEnrolledAt === null;

function allowedFrom(row: repo.OperatorRow, ip: string): boolean {
  return (
    row.ipAllowList.length === 0 ||
    isIpAllowed(
      ip,
      row.ipAllowList.map((cidr) => ({ action: 'allow', cidr })),
    )
  );
}

/**
 * Operator sessions (decision 0022): login with password and a mandatory authenticator
 * code, an optional IP allow-list, an idle timeout (BOSESSION, sliding) and a maximum lifetime.
 * One answer (OPERATOR_LOGIN_FAILED) for every wrong credential. Logins and logouts are audited.
 */
export function createOperatorSessions(
  ctx: AppContext,
  deps: { system: SystemService; audit: AuditService },
) {
  const db = ctx.database.db;

  async function assertNotThrottled(keys: string[], limits: number[]): Promise<void> {
    for (const [index, key] of keys.entries()) {
      const state = await ctx.rateLimiter.peek(key, limits[index] ?? 1);
      if (state.count >= (limits[index] ?? 1)) throw tooManyRequests(state.retryAfterMs);
    }
  }

  async function credentialsOf(
    input: OperatorLoginRequest,
    client: OperatorClient,
  ): Promise<repo.OperatorRow> {
    const found = await repo.operatorByUsername(db, input.username);
    if (found?.status !== 'active') {
      await verify(await decoyHash, input.password);
      throw new AppError('OPERATOR_LOGIN_FAILED');
    }
    if (!(await verify(found.passwordHash, input.password))) {
      await auditFailure(found, client, 'password');
      throw new AppError('OPERATOR_LOGIN_FAILED');
    }
    if (!allowedFrom(found, client.ip)) {
      await auditFailure(found, client, 'ip');
      throw new AppError('OPERATOR_IP_NOT_ALLOWED', { ip: client.ip });
    }
    // Not yet enrolled (decision 0036): the password opens a session limited to setting the account up.
    if (found.totpEnrolledAt === null) return found;
    try {
      if (!input.totp) throw new AppError('INVALID_VERIFICATION_CODE');
      await consumeTotpCode(ctx, `operator:${found.id}`, found.totpSecret, input.totp);
    } catch (error) {
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') throw error;
      await auditFailure(found, client, 'totp');
      throw new AppError('OPERATOR_LOGIN_FAILED');
    }
    return found;
  }

  async function auditFailure(row: repo.OperatorRow, client: OperatorClient, factor: string): Promise<void> {
    await db.transaction((tx) =>
      deps.audit.record(tx, {
        actor: { kind: 'operator', id: row.id.toString(), name: row.username },
        ip: client.ip,
        action: 'operator.login_failed',
        target: { type: 'operator', id: row.id.toString() },
        reason: `wrong ${factor}`,
      }),
    );
  }

  async function idleTimeoutMs(): Promise<number> {
    return (await deps.system.settings()).BOSESSION.idleMinutes * MINUTE_MS;
  }

  /** POST /bo/api/session/login. */
  async function login(input: OperatorLoginRequest, client: OperatorClient): Promise<OperatorLoginValue> {
    const ipKey = `bo:login:ip:${addressKey(client.ip)}`;
    const userKey = `bo:login:user:${input.username.toLowerCase()}:${addressKey(client.ip)}`;
    await assertNotThrottled([ipKey, userKey], [LOGIN_LIMITS.perIp, LOGIN_LIMITS.perUserAndIp]);
    let found: repo.OperatorRow;
    try {
      found = await credentialsOf(input, client);
    } catch (error) {
      if (error instanceof AppError && error.code !== 'TOO_MANY_REQUESTS') {
        await ctx.rateLimiter.hit(ipKey, LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowMs);
        await ctx.rateLimiter.hit(userKey, LOGIN_LIMITS.perUserAndIp, LOGIN_LIMITS.windowMs);
      }
      throw error;
    }
    await ctx.rateLimiter.reset(userKey);
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    const { BOSESSION } = await deps.system.settings();
    await db.transaction(async (tx) => {
      const sessionId = await repo.insertSession(tx, {
        tokenHash: tokenHashOf(token),
        operatorId: found.id,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + BOSESSION.maxHours * 60 * MINUTE_MS),
      });
      await repo.recordLogin(tx, found.id, client.ip, now);
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: found.id.toString(), name: found.username },
        ip: client.ip,
        action: 'operator.login',
        target: { type: 'operator_session', id: sessionId.toString() },
      });
    });
    return { token, operator: viewOf(found), idleTimeoutSeconds: BOSESSION.idleMinutes * 60 };
  }

  /**
   * Token → operator, or null when unknown, revoked, idle too long, past its lifetime, or the
   * operator is disabled. A caller outside the operator's allow-list gets OPERATOR_IP_NOT_ALLOWED.
   * `setupRequired`: the operator still has to change their password or enrol an authenticator.
   */
  async function authenticate(token: string, ip: string): Promise<AuthenticatedOperator | null> {
    const found = await repo.openSession(db, tokenHashOf(token));
    if (found?.operator.status !== 'active') return null;
    const now = ctx.now();
    const idleForMs = now.getTime() - found.session.lastSeenAt.getTime();
    if (idleForMs > (await idleTimeoutMs()) || now >= found.session.expiresAt) return null;
    if (!allowedFrom(found.operator, ip)) throw new AppError('OPERATOR_IP_NOT_ALLOWED', { ip });
    if (idleForMs >= TOUCH_EVERY_MS) await repo.touchSession(db, found.session.id, now);
    return {
      operatorId: found.operator.id.toString(),
      username: found.operator.username,
      role: found.operator.role as OperatorRole,
      sessionId: found.session.id.toString(),
      ip,
      setupRequired: setupRequired(found.operator),
    };
  }

  /** DELETE /bo/api/session. */
  async function logout(operator: OperatorPrincipal): Promise<null> {
    await db.transaction(async (tx) => {
      if (!(await repo.revokeSession(tx, BigInt(operator.sessionId), ctx.now()))) return;
      await deps.audit.record(tx, {
        actor: { kind: 'operator', id: operator.operatorId, name: operator.username },
        ip: operator.ip,
        action: 'operator.logout',
        target: { type: 'operator_session', id: operator.sessionId },
      });
    });
    return null;
  }

  /** GET /bo/api/session/me. */
  async function me(operator: OperatorPrincipal): Promise<OperatorSessionValue> {
    const row = await repo.operatorById(db, BigInt(operator.operatorId));
    if (!row) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    return { operator: viewOf(row), idleTimeoutSeconds: (await idleTimeoutMs()) / 1000 };
  }

  return { login, authenticate, logout, me };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
