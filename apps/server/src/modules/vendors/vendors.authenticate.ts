import { randomBytes, randomUUID } from 'node:crypto';
import { type CallHandler, type CallTools, fresh, json } from './vendors.call-kit.js';
import { Refusal } from './vendors.errors.js';
import * as repo from './vendors.repo.js';
import { sha256Hex } from './vendors.signature.js';

/** Whether a login session is still live (not logged out, expired or revoked); the accounts module answers. */
export type LoginSessionLive = (loginSessionId: string) => Promise<boolean>;

export type LaunchTokenInput = {
  memberId: string;
  loginSessionId: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  playMoney: boolean;
  username: string;
  nickname: string;
};

/** A one-time launch token for a vendor's authenticate (the launch call issues it). */
export function launchTokens(tools: Pick<CallTools, 'ctx' | 'db'>) {
  const { ctx, db } = tools;
  return async function issueLaunchToken(
    input: LaunchTokenInput,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(24).toString('base64url');
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + ctx.config.vendorLaunchTokenTtlMs);
    await repo.insertLaunchToken(db, {
      tokenHash: sha256Hex(token),
      memberId: BigInt(input.memberId),
      loginSessionId: input.loginSessionId,
      vendorCode: input.vendorCode,
      gameCode: input.gameCode,
      currency: input.currency,
      playMoney: input.playMoney,
      username: input.username,
      nickname: input.nickname,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  };
}

/**
 * authenticate: spends the launch token and opens the game session. The token is only good while
 * the login session that launched the game is: a player who logged out (or whose sessions were
 * ended) leaves no token anyone else can spend.
 */
export function authenticateCall(
  tools: CallTools,
  loginSessionLive: LoginSessionLive,
): CallHandler<'authenticate'> {
  const { ctx, db } = tools;
  return async (request, { vendorCode }) => {
    const now = ctx.now();
    const token = await repo.spendLaunchToken(db, sha256Hex(request.token), vendorCode, now);
    if (!token || !(await loginSessionLive(token.loginSessionId))) throw new Refusal('INVALID_TOKEN');
    const sessionId = randomUUID();
    await repo.insertGameSession(db, {
      id: sessionId,
      memberId: token.memberId,
      loginSessionId: token.loginSessionId,
      vendorCode,
      gameCode: token.gameCode,
      currency: token.currency,
      playMoney: token.playMoney,
      username: token.username,
      nickname: token.nickname,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.vendorSessionTtlMs),
    });
    const player = await tools.playerOf(vendorCode, token.memberId.toString());
    return fresh(
      json({
        status: 'OK',
        playerId: token.memberId.toString(),
        currency: token.currency,
        balance: await tools.balanceText(player),
        nickname: token.nickname || token.username,
        sessionId,
      }),
    );
  };
}
