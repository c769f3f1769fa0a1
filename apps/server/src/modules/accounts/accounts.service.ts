import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { SystemService } from '../system/system.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import {
  DEFAULT_PASSWORD,
  isAgentType,
  MEMBER_TYPE,
  NON_MEMBER_TYPE,
  SESSION_TTL_MS,
  TRIAL_GRANT_MINOR,
  TRIAL_TYPE,
} from './accounts.model.js';
import * as repo from './accounts.repo.js';

export type Client = { ip: string; userAgent: string };
export type Area = 'player' | 'agent';
export type LoginMethod = 'password' | 'sms' | 'social' | 'freeplay';

export type LoginValue = {
  token: string;
  userName: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The change-password popup must open before anything else (spec section 4 "Login"). */
  changePasswordRequired: boolean;
};

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A hash of a random password, verified when the username does not exist, so that a wrong
 * username costs as long as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  return decoyHash;
};

export function createAccountsService(
  ctx: AppContext,
  deps: { system: SystemService; wallet: WalletService },
) {
  const db = ctx.database.db;

  async function openSession(
    member: repo.MemberRow,
    area: Area,
    method: LoginMethod,
    client: Client,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
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
    });
    return token;
  }

  async function passwordExpired(member: repo.MemberRow): Promise<boolean> {
    const { PASSEXPIRY } = await deps.system.settings();
    if (!PASSEXPIRY.enabled) return false;
    return ctx.now().getTime() - member.passwordChangedAt.getTime() > PASSEXPIRY.days * 24 * 60 * 60 * 1000;
  }

  /** Checks who may enter which area (spec section 6). */
  function assertMayEnter(member: repo.MemberRow, area: Area): void {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    if (area === 'agent' && !isAgentType(member.type)) throw new AppError('NON_AGENT_LOGIN');
    if (area === 'player' && member.type === NON_MEMBER_TYPE) throw new AppError('NON_MEMBER_LOGIN');
  }

  /** Username + password (spec section 4 "Login"). A wrong username and a wrong password read alike. */
  async function login(
    input: { username: string; password: string; area: Area },
    client: Client,
  ): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    const member = await repo.memberByUsername(db, input.username.trim());
    const ok = member
      ? await verify(member.passwordHash, input.password)
      : await verify(await decoy(), input.password).then(() => false);
    if (!member || !ok || member.type === TRIAL_TYPE)
      throw new AppError('LOGIN_FAILED', {}, { captcha: false });
    assertMayEnter(member, input.area);
    const expired = await passwordExpired(member);
    const { CHNGPASSVERIF3 } = await deps.system.settings();
    const token = await openSession(member, input.area, 'password', client);
    return {
      token,
      userName: member.username,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: expired,
      changePasswordRequired: expired || (CHNGPASSVERIF3.enabled && input.password === DEFAULT_PASSWORD),
    };
  }

  /** Free play (spec section 6 "Trial"): a type-4 account holding play money only. */
  async function loginFreeplay(client: Client): Promise<LoginValue> {
    await deps.system.assertSiteOpen(client.ip);
    if (!(await deps.system.isEnabled('FREEPLAY'))) throw new AppError('FUNCTION_DISABLED');
    const username = `trial${randomBytes(5).toString('hex')}`;
    const member = await repo.insertMember(db, {
      username,
      // Nobody knows this password: a trial account is entered only through free play.
      passwordHash: await hash(randomBytes(24).toString('base64url')),
      type: TRIAL_TYPE,
      nickname: username,
      firstTimeLogin: false,
      registerIp: client.ip,
      registerMethod: 'FREEPLAY',
    });
    if (!member) throw new Error('trial username collision');
    await deps.wallet.post({
      idempotencyKey: `trial-grant:${member.id}`,
      type: 'trial_grant',
      transfers: [
        {
          from: { system: 'trial_bank' },
          to: { player: member.id.toString(), kind: 'trial' },
          amountMinor: TRIAL_GRANT_MINOR,
        },
      ],
      actor: 'accounts:freeplay',
      reason: 'play money for a new trial account',
    });
    const token = await openSession(member, 'player', 'freeplay', client);
    return {
      token,
      userName: username,
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    };
  }

  async function logout(token: string): Promise<void> {
    await repo.revokeSession(db, tokenHashOf(token), ctx.now());
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

  /** Member info (spec section 3): identity, balance and the counters the header shows. */
  async function memberInfo(principal: Principal) {
    const member = await repo.memberById(db, BigInt(principal.memberId));
    if (!member) throw new AppError('NOT_LOGGED_IN');
    const balances = await deps.wallet.balancesOf(principal.memberId);
    const { CURRENCY } = await deps.system.settings();
    return {
      id: member.id.toString(),
      account: member.username,
      nickname: member.nickname || member.username,
      type: member.type,
      firstTimeLogin: member.firstTimeLogin,
      balance: principal.isTrial ? balances.trialMinor : balances.cashMinor,
      currency: CURRENCY.code,
      currencySymbol: CURRENCY.symbol,
      hasVip: false,
      vipLabel: '',
      rankLevel: 0,
      availablePromotions: 0,
      unreadMessages: 0,
    };
  }

  return { login, loginFreeplay, logout, authenticate, memberInfo, tokenHashOf };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
export { MEMBER_TYPE };
