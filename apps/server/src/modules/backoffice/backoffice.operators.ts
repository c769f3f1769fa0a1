import type { OperatorRole } from '@khela/contract';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { generateTotpSecret } from '../accounts/totp.js';
import * as repo from './backoffice.repo.js';

export type NewOperator = {
  username: string;
  password: string;
  role: OperatorRole;
  displayName?: string;
  /** The authenticator secret (base32); a new random one when not given. */
  totpSecret?: string;
  /** CIDRs the operator may work from; empty or absent: anywhere. */
  ipAllowList?: string[];
};

/**
 * Creates an operator unless the username exists (then returns the existing one untouched), with
 * an Argon2id password hash and the authenticator enrolled. Used by the demo seed and the tests;
 * owners create operators through operator management (backoffice.operators.manage.ts).
 */
export function createOperators(ctx: AppContext) {
  async function ensure(input: NewOperator): Promise<{ id: string; username: string; totpSecret: string }> {
    const row =
      (await repo.operatorByUsername(ctx.database.db, input.username)) ??
      (await repo.insertOperator(ctx.database.db, {
        username: input.username,
        displayName: input.displayName ?? input.username,
        passwordHash: await hash(input.password),
        role: input.role,
        totpSecret: input.totpSecret ?? generateTotpSecret(),
        // The caller holds the secret (demo seed, tests): enrolled already.
        totpEnrolledAt: ctx.now(),
        ipAllowList: input.ipAllowList ?? [],
      }));
    if (!row) throw new Error(`operator ${input.username} could not be created`);
    return { id: row.id.toString(), username: row.username, totpSecret: row.totpSecret };
  }
  return { ensure };
}

export type Operators = ReturnType<typeof createOperators>;
