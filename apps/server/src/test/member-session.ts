import { createHash, randomBytes } from 'node:crypto';
import { MEMBER_TYPE, SESSION_TTL_MS } from '../modules/accounts/accounts.model.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import type { TestApp } from './harness.js';

/**
 * A new member (or trial, type 4) with a live player session, written directly, so a test does not
 * depend on the login flow. `prefix` starts the random username.
 */
export async function createMemberSession(
  t: TestApp,
  { type = MEMBER_TYPE, prefix = 'm' }: { type?: number; prefix?: string } = {},
): Promise<{ token: string; memberId: bigint; username: string }> {
  const db = t.ctx.database.db;
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const member = await accountsRepo.insertMember(db, {
    username,
    passwordHash: 'unused',
    type,
    nickname: username,
  });
  if (!member) throw new Error('test member not created');
  const token = randomBytes(32).toString('base64url');
  const now = t.ctx.now();
  await accountsRepo.insertSession(db, {
    tokenHash: createHash('sha256').update(token).digest('hex'),
    memberId: member.id,
    area: 'player',
    loginMethod: 'password',
    ip: '127.0.0.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token, memberId: member.id, username };
}
