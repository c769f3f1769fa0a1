import { randomBytes, randomInt } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { MEMBER_TYPE } from './accounts.model.js';
import * as accountsRepo from './accounts.repo.js';
import type { SocialIdentity } from './accounts.social.oidc.js';
import * as repo from './accounts.social.repo.js';

/** Usernames follow the demo register rule: a letter first, then letters and digits, 4-16 long. */
const USERNAME_MAX = 16;
const BASE_MAX = 11; // room for 4 digits and still at most 16 characters
const NAME_ATTEMPTS = 6;
const NICKNAME_MAX = 50;

class IdentityTaken extends Error {}

/** A readable username from the email (or subject): "Rahim.K@x" → "rahimk"; never empty. */
export function usernameBase(identity: Pick<SocialIdentity, 'email' | 'subject'>): string {
  const source = identity.email?.split('@')[0] ?? identity.subject;
  let base = source.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!/^[a-z]/.test(base)) base = `p${base}`;
  return base.slice(0, BASE_MAX).padEnd(4, '0');
}

function candidates(base: string): string[] {
  const numbered = Array.from({ length: NAME_ATTEMPTS - 2 }, () => `${base}${randomInt(1000, 10_000)}`);
  return [base, ...numbered, `p${randomBytes(8).toString('hex')}`.slice(0, USERNAME_MAX)];
}

/**
 * The member linked to this identity; on its first login a new member (type 0) is created and
 * linked in one transaction. An existing account with the same email is never taken over: an
 * email proves nothing about who owns that account here. Two first logins racing end on one member.
 */
export async function findOrCreateSocialMember(
  ctx: AppContext,
  provider: string,
  identity: SocialIdentity,
  ip: string,
): Promise<accountsRepo.MemberRow> {
  const db = ctx.database.db;
  const linked = await repo.identityOf(db, provider, identity.subject);
  const memberId = linked ? linked.memberId : await createLinked(ctx, provider, identity, ip);
  const member = await accountsRepo.memberById(db, memberId);
  if (!member) throw new Error(`member ${memberId} of a social identity is missing`);
  return member;
}

async function createLinked(ctx: AppContext, provider: string, identity: SocialIdentity, ip: string) {
  const db = ctx.database.db;
  // Nobody knows this password: the account is entered through its social identity.
  const passwordHash = await hash(randomBytes(24).toString('base64url'));
  const now = ctx.now();
  try {
    return await db.transaction(async (tx) => {
      let member: accountsRepo.MemberRow | null = null;
      for (const username of candidates(usernameBase(identity))) {
        member = await accountsRepo.insertMember(tx, {
          username,
          passwordHash,
          type: MEMBER_TYPE,
          nickname: (identity.name?.trim() || username).slice(0, NICKNAME_MAX),
          email: identity.emailVerified ? identity.email : null,
          firstTimeLogin: false,
          registerIp: ip,
          registerMethod: 'SOCIAL',
          // The same instant marks the password as never set by the member (hasOwnPassword).
          createdAt: now,
          passwordChangedAt: now,
        });
        if (member) break;
      }
      if (!member) throw new Error('no free username for a social member');
      const inserted = await repo.insertIdentity(tx, {
        provider,
        subject: identity.subject,
        memberId: member.id,
        email: identity.email,
        createdAt: now,
      });
      if (!inserted) throw new IdentityTaken();
      return member.id;
    });
  } catch (error) {
    if (!(error instanceof IdentityTaken)) throw error;
    const winner = await repo.identityOf(db, provider, identity.subject);
    if (!winner) throw error;
    return winner.memberId;
  }
}
