import { randomBytes } from 'node:crypto';
import type { LoginValue } from '@khela/contract';
import { MEMBER_ICON_COUNT } from '@khela/contract';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { Notifier } from '../../platform/notify/notify.js';
import type { SystemService } from '../system/system.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { createAudience } from './accounts.audience.js';
import { createCaptchas } from './accounts.captcha.js';
import { createCodeStore } from './accounts.codes.js';
import { createLogin } from './accounts.login.js';
import { createLoginGuard } from './accounts.login-guard.js';
import { createLoginVerification } from './accounts.login-verify.js';
import { MEMBER_TYPE, TRIAL_GRANT_MINOR, TRIAL_TYPE } from './accounts.model.js';
import { createAccountOpening } from './accounts.open-account.js';
import { createPasswords } from './accounts.password.js';
import { createPayeeNames } from './accounts.payee.js';
import { createPaymentPasswords } from './accounts.payment-password.js';
import { createRegistration, type RegisteredHook } from './accounts.register.js';
import * as repo from './accounts.repo.js';
import { type Client, createSessions, type SessionsEnded, tokenHashOf } from './accounts.session.js';
import { createSmsCodes } from './accounts.sms.js';
import { createTeam } from './accounts.team.js';

export type { Area, Client, LoginMethod } from './accounts.session.js';
export type { LoginValue };

const NO_VIP = { hasVip: false, vipLabel: '', rankLevel: 0 };

export type AccountsDeps = {
  system: SystemService;
  wallet: WalletService;
  notify: Notifier;
  /** Where failures of work done after the answer (a background SMS) are reported. */
  logError?: (error: unknown) => void;
  /** Told when login sessions end, so the game sessions they launched stop taking bets. */
  onSessionsEnded: SessionsEnded;
  /** The reward centre's claimable count (member info's availablePromotions, the header badge). */
  claimableRewards?: (memberId: bigint) => Promise<number>;
  /** Told of each new member (the promotions module records a referral code, decision 0056). */
  onRegistered?: RegisteredHook;
  /** Member info's VIP flags (the loyalty module, issue 18). */
  vipOf?: (memberId: bigint) => Promise<{ hasVip: boolean; vipLabel: string; rankLevel: number }>;
  /** Member info's unread platform messages (the messaging module's inbox, issue 18). */
  unreadMessages?: (memberId: bigint) => Promise<number>;
  /**
   * Told after a real member's player session starts (committed; missions count days logged in,
   * issue 18). Errors are logged, never failing the login.
   */
  onLoggedIn?: (memberId: bigint, at: Date) => Promise<void>;
};

/**
 * The accounts module's use cases, each in its own file: sessions, login (+ guard and extra
 * verification), registration, SMS codes, captchas, passwords. This file wires them together
 * and keeps the two smallest: free play and member info.
 */
export function createAccountsService(ctx: AppContext, deps: AccountsDeps) {
  const db = ctx.database.db;
  const logError = deps.logError ?? (() => undefined);
  const sessions = createSessions(ctx, deps);
  const captchas = createCaptchas(ctx);
  const codes = createCodeStore(ctx);
  const guard = createLoginGuard(ctx, captchas);
  const verification = createLoginVerification(ctx, { ...deps, sessions, codes });
  const { login } = createLogin(ctx, { system: deps.system, guard, codes, verification });
  const registration = createRegistration(ctx, {
    system: deps.system,
    sessions,
    captchas,
    codes,
    phone: deps.notify.phone,
    onRegistered: deps.onRegistered,
    logError,
  });
  const sms = createSmsCodes(ctx, { ...deps, captchas, codes, log: logError });
  const passwords = createPasswords(ctx, { ...deps, sessions, codes, verification });
  const paymentPasswords = createPaymentPasswords(ctx, deps);
  const team = createTeam(ctx);
  const opening = createAccountOpening(ctx, { system: deps.system });

  /** Free play (the "Trial" account role): a type-4 account holding play money only. */
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
    return sessions.start(member, { area: 'player', method: 'freeplay', usedDefaultPassword: false }, client);
  }

  /** Member info: identity, balance and the counters the header shows. */
  async function memberInfo(principal: Principal) {
    const member = await repo.memberById(db, BigInt(principal.memberId));
    if (!member) throw new AppError('NOT_LOGGED_IN');
    // A trial player has no rewards, VIP or messages (spec section 6: it skips the unread fetch).
    const real = !principal.isTrial;
    const [balances, claimable, vip, unread] = await Promise.all([
      deps.wallet.balancesOf(principal.memberId),
      real && deps.claimableRewards ? deps.claimableRewards(member.id) : 0,
      real && deps.vipOf ? deps.vipOf(member.id) : NO_VIP,
      real && deps.unreadMessages ? deps.unreadMessages(member.id) : 0,
    ]);
    const { CURRENCY } = await deps.system.settings();
    return {
      id: member.id.toString(),
      icon: member.icon,
      account: member.username,
      nickname: member.nickname || member.username,
      type: member.type,
      firstTimeLogin: member.firstTimeLogin,
      balance: principal.isTrial ? balances.trialMinor : balances.cashMinor,
      currency: CURRENCY.code,
      currencySymbol: CURRENCY.symbol,
      hasVip: vip.hasVip,
      vipLabel: vip.vipLabel,
      rankLevel: vip.rankLevel,
      availablePromotions: claimable,
      unreadMessages: unread,
    };
  }

  /** The member's avatar and the choices (the /wps/member/info/icon call). */
  async function icon(principal: Principal, choose?: number) {
    const memberId = BigInt(principal.memberId);
    if (choose !== undefined) await repo.setIcon(db, memberId, choose);
    const member = await repo.memberById(db, memberId);
    if (!member) throw new AppError('NOT_LOGGED_IN');
    return { icon: member.icon, choices: Array.from({ length: MEMBER_ICON_COUNT }, (_, i) => i + 1) };
  }

  return {
    login,
    icon,
    verifyLogin: verification.verify,
    /**
     * For other ways in (social login): opens the session of a member whose identity is proven,
     * with the same area rules and extra verification from unknown addresses as a login.
     */
    completeLogin: verification.startOrChallenge,
    loginFreeplay,
    logout: sessions.logout,
    authenticate: sessions.authenticate,
    /** Whether a login session is still live (a game's launch token is only good while it is). */
    isSessionLive: sessions.isLive,
    memberInfo,
    tokenHashOf,
    issueCaptcha: captchas.issue,
    sendRegisterCode: sms.sendRegisterCode,
    sendNoLoginCode: sms.sendNoLoginCode,
    register: registration.register,
    checkAffiliate: registration.checkAffiliate,
    ...passwords,
    ...paymentPasswords,
    // Upline and downline for transfers and records (decision 0021).
    ...team,
    // Accounts an agent opens under itself (the agent centre, decision 0046).
    openAccount: opening.openAccount,
    // Who a platform message reaches, by segment (the messaging module's composer, decision 0060).
    audience: createAudience(ctx),
    // Payee name checks for payout accounts (modules/payments, decision 0020).
    ...createPayeeNames(),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
export { MEMBER_TYPE };
