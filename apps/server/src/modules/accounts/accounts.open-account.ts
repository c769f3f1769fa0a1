import { type FieldError, type Language, languageCodeOf } from '@khela/contract';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SystemService } from '../system/system.service.js';
import { mandatory, ruleError, validationFailed } from './accounts.fields.js';
import { isAgentType } from './accounts.model.js';
import { takenError } from './accounts.register.js';
import * as repo from './accounts.repo.js';
import type { Client } from './accounts.session.js';

export type OpenAccountInput = {
  /** The agent opening the account: its upline. */
  uplineId: string;
  username: string;
  password: string;
  /** The account type, decided by the caller (the agents module's type rules). */
  type: number;
};

/**
 * An agent opens an account directly under itself (the agent centre's registerCenter, decision
 * 0046). The username and password follow the registration rules of the register setting, a taken
 * name is USERNAME_TAKEN as at registration, and the password is the agent's choice, not the new
 * owner's: `must_change_password` makes the first password login change it (decision 0036). The
 * trigger on `member` places the account in the tree under its upline.
 */
export function createAccountOpening(ctx: AppContext, deps: { system: SystemService }) {
  const db = ctx.database.db;

  async function openAccount(
    input: OpenAccountInput,
    client: Client,
    language: Language,
  ): Promise<{ id: string; username: string; type: number }> {
    const setting = await deps.system.registerSetting();
    const username = input.username.trim();
    const errors = [
      ruleError('username', mandatory(setting.fields.username), username, language),
      ruleError('password', mandatory(setting.fields.password), input.password, language),
    ].filter((e): e is FieldError => e !== null);
    if (errors.length > 0) throw validationFailed(errors);

    const upline = await repo.memberById(db, BigInt(input.uplineId));
    if (upline?.status !== 'active' || !isAgentType(upline.type)) throw new AppError('NON_AGENT_LOGIN');
    if (await repo.memberByUsername(db, username)) throw takenError('USERNAME_TAKEN', 'username', language);

    const now = ctx.now();
    const member = await repo.insertMember(db, {
      username,
      passwordHash: await hash(input.password),
      type: input.type,
      nickname: username,
      uplineId: upline.id,
      language: languageCodeOf(language),
      firstTimeLogin: true,
      mustChangePassword: true,
      passwordChangedAt: now,
      registerIp: client.ip,
      registerMethod: 'AGENT',
      createdAt: now,
    });
    // Lost a race for the name between the check and the insert.
    if (!member) throw takenError('USERNAME_TAKEN', 'username', language);
    return { id: member.id.toString(), username: member.username, type: member.type };
  }

  return { openAccount };
}
