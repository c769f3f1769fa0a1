import type {
  OperatorPasswordChangeRequest,
  OperatorTotpConfirmRequest,
  OperatorTotpEnrolmentValue,
} from '@khela/contract';
import { hash, verify } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { tooManyRequests } from '../accounts/accounts.limits.js';
import { consumeTotpCode } from '../accounts/accounts.totp.service.js';
import { otpauthUrl } from '../accounts/totp.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import * as operators from './backoffice.operators.repo.js';
import * as repo from './backoffice.repo.js';

/** Wrong current passwords per operator per window before the change pauses. */
const WRONG_PASSWORD_LIMIT = { count: 5, windowMs: 15 * 60_000 } as const;

/**
 * The signed-in operator's own account (decision 0036): enrolling the authenticator (a new
 * operator, or after an owner reset it) and changing the password (required after an owner set
 * or reset it). These answer while the session is limited to setting the account up.
 */
export function createOperatorAccount(ctx: AppContext, deps: { system: SystemService; audit: AuditService }) {
  const db = ctx.database.db;

  async function pendingEnrolment(operator: OperatorPrincipal): Promise<repo.OperatorRow> {
    const row = await repo.operatorById(db, BigInt(operator.operatorId));
    if (!row) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    if (row.totpEnrolledAt !== null) throw new AppError('OPERATOR_TOTP_ALREADY_ENROLLED');
    return row;
  }

  /** GET /bo/api/session/totp: the secret to add to an authenticator app. */
  async function totpEnrolment(operator: OperatorPrincipal): Promise<OperatorTotpEnrolmentValue> {
    const row = await pendingEnrolment(operator);
    const { MERCHANTCODE } = await deps.system.settings();
    return {
      secret: row.totpSecret,
      otpauthUrl: otpauthUrl(`${MERCHANTCODE} back office`, row.username, row.totpSecret),
    };
  }

  /** POST /bo/api/session/totp: a code from the app proves it holds the secret; from now on sign-in needs one. */
  async function confirmTotp(
    operator: OperatorPrincipal,
    request: OperatorTotpConfirmRequest,
  ): Promise<null> {
    const row = await pendingEnrolment(operator);
    await consumeTotpCode(ctx, `operator:${row.id}`, row.totpSecret, request.code);
    await db.transaction(async (tx) => {
      const locked = await operators.operatorForUpdate(tx, row.id);
      if (locked?.totpEnrolledAt !== null || locked.totpSecret !== row.totpSecret) {
        throw new AppError('OPERATOR_TOTP_ALREADY_ENROLLED');
      }
      await operators.updateOperator(tx, row.id, { totpEnrolledAt: ctx.now() });
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'operator.totp.enrol',
        target: { type: 'operator', id: operator.operatorId },
        after: { totpEnrolled: true },
      });
    });
    return null;
  }

  /** POST /bo/api/session/password: the operator's own change; their other sessions end. */
  async function changePassword(
    operator: OperatorPrincipal,
    request: OperatorPasswordChangeRequest,
  ): Promise<null> {
    const wrongKey = `bo:password:wrong:${operator.operatorId}`;
    const state = await ctx.rateLimiter.peek(wrongKey, WRONG_PASSWORD_LIMIT.count);
    if (state.count >= WRONG_PASSWORD_LIMIT.count) throw tooManyRequests(state.retryAfterMs);
    const row = await repo.operatorById(db, BigInt(operator.operatorId));
    if (!row) throw new AppError('OPERATOR_NOT_LOGGED_IN');
    if (!(await verify(row.passwordHash, request.currentPassword))) {
      await ctx.rateLimiter.hit(wrongKey, WRONG_PASSWORD_LIMIT.count, WRONG_PASSWORD_LIMIT.windowMs);
      throw new AppError('OPERATOR_PASSWORD_INCORRECT');
    }
    if (request.newPassword === request.currentPassword) throw new AppError('OPERATOR_PASSWORD_REUSED');
    const passwordHash = await hash(request.newPassword);
    await db.transaction(async (tx) => {
      await operators.updateOperator(tx, row.id, { passwordHash, mustChangePassword: false });
      await operators.revokeSessionsOf(tx, row.id, ctx.now(), BigInt(operator.sessionId));
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'operator.password.change',
        target: { type: 'operator', id: operator.operatorId },
        before: { mustChangePassword: row.mustChangePassword },
        after: { mustChangePassword: false, otherSessionsRevoked: true },
      });
    });
    await ctx.rateLimiter.reset(wrongKey);
    return null;
  }

  return { totpEnrolment, confirmTotp, changePassword };
}

export type OperatorAccount = ReturnType<typeof createOperatorAccount>;
