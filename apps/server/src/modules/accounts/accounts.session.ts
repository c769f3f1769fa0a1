import { createHash, randomBytes } from 'node:crypto';
import type { LoginValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { SystemService } from '../system/system.service.js';
import { isAgentType, NON_MEMBER_TYPE, SESSION_TTL_MS, TRIAL_TYPE } from './accounts.model.js';
import * as repo from './accounts.repo.js';

export type Client = { ip: string; userAgent: string };
export type Area = 'player' | 'agent';
/** How the person proved who they are; stored on the session. */
export type LoginMethod =
  | 'password'
  | 'sms'
  | 'social'
  | 'freeplay'
  | 'register'
  | 'reset-email'
  | 'reset-mobile';

/** A login that passed its credentials; what the session needs to know. */
export type LoginIntent = {
  area: Area;
  method: LoginMethod;
  /** The password typed was the default 123456 (logging in with it forces a change). */
  usedDefaultPassword: boolean;
};

/**
 * Told which login sessions just ended (logout, password change, an operator's freeze or password
 * reset), in the transaction that ended them: the vendors module stops the game sessions they
 * launched from betting.
 */
export type SessionsEnded = (ended: { memberId: string; sessionIds: string[] }, tx: Tx) => Promise<void>;

/** Reports ended sessions, if any ended. */
export async function reportEnded(
  hook: SessionsEnded | undefined,
  memberId: bigint,
  sessionIds: bigint[],
  tx: Tx,
): Promise<void> {
  if (hook && sessionIds.length > 0) {
    await hook({ memberId: memberId.toString(), sessionIds: sessionIds.map(String) }, tx);
  }
}

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Marks a session whose login answered changePasswordRequired: it may change the password without the old one. */
const forcedChangeKey = (sessionId: string) => `accounts:forced-change:${sessionId}`;

/**
 * Sessions: opening one (token returned once, only its hash stored), resolving a token to a
 * principal, revoking. Every way in (password, SMS, registration, reset, social) ends in start().
 */
export function createSessions(
  ctx: AppContext,
  deps: {
    system: SystemService;
    onSessionsEnded?: SessionsEnded | undefined;
    onLoggedIn?: ((memberId: bigint, at: Date) => Promise<void>) | undefined;
    logError?: ((error: unknown) => void) | undefined;
  },
) {
  const db = ctx.database.db;

  async function open(member: repo.MemberRow, area: Area, method: LoginMethod, client: Client) {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    const sessionId = await db.transaction(async (tx) => {
      const id = await repo.insertSession(tx, {
        tokenHash: tokenHashOf(token),
        memberId: member.id,
        area,
        loginMethod: method,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      await repo.recordLogin(tx, member.id, client.ip, now);
      return id;
    });
    return { token, sessionId: sessionId.toString() };
  }

  async function passwordExpired(member: repo.MemberRow): Promise<boolean> {
    // A password an operator reset (decisions 0027, 0036) counts as expired until the player changes it.
    if (member.mustChangePassword) return true;
    const { PASSEXPIRY } = await deps.system.settings();
    if (!PASSEXPIRY.enabled) return false;
    return ctx.now().getTime() - member.passwordChangedAt.getTime() > PASSEXPIRY.days * 24 * 60 * 60 * 1000;
  }

  /** Who may enter which area (by account role); checked after the credentials, before a session. */
  function assertMayEnter(member: repo.MemberRow, area: Area): void {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (area === 'agent' && !isAgentType(member.type)) throw new AppError('NON_AGENT_LOGIN');
    if (area === 'player' && member.type === NON_MEMBER_TYPE) throw new AppError('NON_MEMBER_LOGIN');
  }

  /**
   * Opens the session of a login whose credentials (and any extra verification) passed, and
   * answers as login does. The change-password popup opens only for password logins (not
   * for SMS or social logins).
   */
  async function start(member: repo.MemberRow, intent: LoginIntent, client: Client): Promise<LoginValue> {
    assertMayEnter(member, intent.area);
    // Expiry and the default password concern password logins only (not SMS, social or free play).
    const byPassword = intent.method === 'password';
    const expired = byPassword && (await passwordExpired(member));
    const { CHNGPASSVERIF3 } = await deps.system.settings();
    const forced = byPassword && (expired || (CHNGPASSVERIF3.enabled && intent.usedDefaultPassword));
    const { token, sessionId } = await open(member, intent.area, intent.method, client);
    if (forced) await ctx.cache.set(forcedChangeKey(sessionId), true, SESSION_TTL_MS);
    // A real member's day logged in (login missions, issue 18): after the session's commit, and
    // never failing the login.
    if (deps.onLoggedIn && intent.area === 'player' && member.type !== TRIAL_TYPE) {
      await deps.onLoggedIn(member.id, ctx.now()).catch((error: unknown) => deps.logError?.(error));
    }
    return {
      token,
      userName: member.username,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: expired,
      changePasswordRequired: forced,
    };
  }

  async function isForcedChange(sessionId: string): Promise<boolean> {
    return (await ctx.cache.get<boolean>(forcedChangeKey(sessionId))) === true;
  }

  async function clearForcedChange(sessionId: string): Promise<void> {
    await ctx.cache.delete(forcedChangeKey(sessionId));
  }

  async function logout(token: string): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await repo.revokeSession(tx, tokenHashOf(token), ctx.now());
      if (ended) await reportEnded(deps.onSessionsEnded, ended.memberId, [ended.id], tx);
    });
  }

  /** Whether a login session (by id) is still live: not logged out, revoked or expired, its member active. */
  async function isLive(sessionId: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(sessionId)) return false;
    return repo.sessionIsLive(db, BigInt(sessionId), ctx.now());
  }

  /** Token → principal, or null when unknown, revoked, expired or the account is no longer active. */
  async function authenticate(token: string): Promise<Principal | null> {
    const found = await repo.liveSession(db, tokenHashOf(token), ctx.now());
    if (found?.member.status !== 'active') return null;
    const area = found.session.area === 'agent' ? 'agent' : 'player';
    return {
      memberId: found.member.id.toString(),
      username: found.member.username,
      type: found.member.type,
      area,
      sessionId: found.session.id.toString(),
      isTrial: found.member.type === TRIAL_TYPE,
      isAgent: isAgentType(found.member.type),
    };
  }

  return { open, start, assertMayEnter, isForcedChange, clearForcedChange, logout, authenticate, isLive };
}

export type Sessions = ReturnType<typeof createSessions>;
