import { randomBytes } from 'node:crypto';
import {
  OPERATOR_STATUSES,
  type OperatorCreateRequest,
  type OperatorCreateValue,
  type OperatorIpAllowListRequest,
  type OperatorPage,
  type OperatorResetValue,
  type OperatorRole,
  type OperatorRoleRequest,
  type OperatorRowView,
  type OperatorSearchQuery,
} from '@khela/contract';
import { hash } from '@node-rs/argon2';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { generateTotpSecret } from '../accounts/totp.js';
import { type AuditService, operatorActor } from '../audit/audit.service.js';
import * as repo from './backoffice.operators.repo.js';
import type { OperatorRow } from './backoffice.repo.js';

type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export function operatorRowView(row: OperatorRow): OperatorRowView {
  return {
    id: row.id.toString(),
    username: row.username,
    displayName: row.displayName,
    role: row.role as OperatorRole,
    status: OPERATOR_STATUSES.find((s) => s === row.status) ?? 'disabled',
    ipAllowList: row.ipAllowList,
    totpEnrolled: row.totpEnrolledAt !== null,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: row.lastLoginIp,
  };
}

function idOf(text: string): bigint {
  if (!/^\d{1,18}$/.test(text)) throw new AppError('OPERATOR_NOT_FOUND');
  return BigInt(text);
}

/** 16 characters of 96 random bits; shown to the owner once, changed by the operator at sign-in. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

type Change<T> = { row: OperatorRow; value: T; before: object; after: object };

/**
 * Operator management for owners (permission operators.manage; decision 0036): list, create,
 * change role or IP allow-list, disable and enable, reset password, reset the authenticator. Every change runs in
 * one transaction with its audit entry. Nobody changes their own account here, and the last active
 * owner can be neither disabled nor demoted (the owner rows are locked first, in id order, so two
 * owners acting on each other at once are serialised and the second sees the first's change).
 */
export function createOperatorManagement(ctx: AppContext, deps: { audit: AuditService }) {
  const db = ctx.database.db;

  async function search(query: OperatorSearchQuery): Promise<OperatorPage> {
    const { pageNo, pageSize, ...filter } = query;
    const { rows, total } = await repo.searchOperators(db, filter, {
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    return {
      list: rows.map(operatorRowView),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  async function create(
    actor: OperatorPrincipal,
    request: OperatorCreateRequest,
  ): Promise<OperatorCreateValue> {
    const generated = request.password ? null : temporaryPassword();
    const passwordHash = await hash(request.password ?? generated ?? '');
    return db.transaction(async (tx) => {
      const row = await repo.insertNewOperator(tx, {
        username: request.username,
        displayName: request.displayName,
        passwordHash,
        role: request.role,
        // Shown only to the operator, at the first sign-in (the owner never holds the second factor).
        totpSecret: generateTotpSecret(),
        totpEnrolledAt: null,
        ipAllowList: request.ipAllowList ?? [],
        mustChangePassword: true,
      });
      if (!row) throw new AppError('OPERATOR_USERNAME_TAKEN');
      const operator = operatorRowView(row);
      await deps.audit.record(tx, {
        ...operatorActor(actor),
        action: 'operator.create',
        target: { type: 'operator', id: operator.id },
        after: {
          username: row.username,
          displayName: row.displayName,
          role: row.role,
          ipAllowList: row.ipAllowList,
          passwordGenerated: generated !== null,
        },
      });
      return { operator, temporaryPassword: generated };
    });
  }

  /** Locks the owners, then the target; refuses a change to oneself; audits the change. */
  async function change<T>(
    actor: OperatorPrincipal,
    idText: string,
    action: string,
    reason: string,
    run: (tx: Tx, row: OperatorRow, otherActiveOwners: number) => Promise<Change<T>>,
  ): Promise<T> {
    const id = idOf(idText);
    return db.transaction(async (tx) => {
      const others = await repo.otherActiveOwners(tx, id);
      const row = await repo.operatorForUpdate(tx, id);
      if (!row) throw new AppError('OPERATOR_NOT_FOUND');
      if (row.id.toString() === actor.operatorId) throw new AppError('OPERATOR_SELF_CHANGE');
      const done = await run(tx, row, others);
      await deps.audit.record(tx, {
        ...operatorActor(actor),
        action,
        target: { type: 'operator', id: row.id.toString() },
        before: done.before,
        after: done.after,
        reason,
      });
      return done.value;
    });
  }

  /** Whether taking this operator out of the active owners would leave none. */
  const isLastOwner = (row: OperatorRow, others: number) =>
    row.role === 'owner' && row.status === 'active' && others === 0;

  async function setRole(actor: OperatorPrincipal, idText: string, request: OperatorRoleRequest) {
    return change(actor, idText, 'operator.role', request.reason, async (tx, row, others) => {
      if (row.role === request.role) throw new AppError('OPERATOR_STATUS_UNCHANGED', { state: row.role });
      if (request.role !== 'owner' && isLastOwner(row, others)) throw new AppError('OPERATOR_LAST_OWNER');
      const updated = await repo.updateOperator(tx, row.id, { role: request.role });
      return {
        row: updated,
        value: operatorRowView(updated),
        before: { role: row.role },
        after: { role: updated.role },
      };
    });
  }

  /**
   * Replaces the CIDRs the operator may work from (empty: anywhere; decision 0037). The guard checks
   * the list on every call, so a session from an address now outside it is refused at its next call.
   * One's own list is refused like any self-change: nobody locks themselves out.
   */
  async function setIpAllowList(
    actor: OperatorPrincipal,
    idText: string,
    request: OperatorIpAllowListRequest,
  ) {
    const ipAllowList = [...new Set(request.ipAllowList)];
    return change(actor, idText, 'operator.ip_allow_list', request.reason, async (tx, row) => {
      const updated = await repo.updateOperator(tx, row.id, { ipAllowList });
      return {
        row: updated,
        value: operatorRowView(updated),
        before: { ipAllowList: row.ipAllowList },
        after: { ipAllowList: updated.ipAllowList },
      };
    });
  }

  /** Disabling ends every session of the operator at once (their next call is refused). */
  async function setStatus(actor: OperatorPrincipal, idText: string, status: OperatorStatus, reason: string) {
    const action = status === 'disabled' ? 'operator.disable' : 'operator.enable';
    return change(actor, idText, action, reason, async (tx, row, others) => {
      if (row.status === status) throw new AppError('OPERATOR_STATUS_UNCHANGED', { state: status });
      if (status === 'disabled' && isLastOwner(row, others)) throw new AppError('OPERATOR_LAST_OWNER');
      const updated = await repo.updateOperator(tx, row.id, { status });
      if (status === 'disabled') await repo.revokeSessionsOf(tx, row.id, ctx.now());
      return {
        row: updated,
        value: operatorRowView(updated),
        before: { status: row.status },
        after: { status, sessionsRevoked: status === 'disabled' },
      };
    });
  }

  /**
   * A new temporary password (shown once), to be changed at the next sign-in; sessions end.
   * `newTotp`: the authenticator is reset too, and enrolled again at that sign-in — behind the new
   * password, so whoever knew the old one cannot enrol their own device.
   */
  async function reset(actor: OperatorPrincipal, idText: string, reason: string, newTotp: boolean) {
    const password = temporaryPassword();
    const passwordHash = await hash(password);
    const action = newTotp ? 'operator.totp.reset' : 'operator.password.reset';
    return change<OperatorResetValue>(actor, idText, action, reason, async (tx, row) => {
      const updated = await repo.updateOperator(tx, row.id, {
        passwordHash,
        mustChangePassword: true,
        ...(newTotp ? { totpSecret: generateTotpSecret(), totpEnrolledAt: null } : {}),
      });
      await repo.revokeSessionsOf(tx, row.id, ctx.now());
      return {
        row: updated,
        value: { operator: operatorRowView(updated), temporaryPassword: password },
        before: { totpEnrolled: row.totpEnrolledAt !== null },
        after: {
          mustChangePassword: true,
          totpEnrolled: updated.totpEnrolledAt !== null,
          sessionsRevoked: true,
        },
      };
    });
  }

  return {
    search,
    create,
    setRole,
    setIpAllowList,
    disable: (actor: OperatorPrincipal, id: string, reason: string) =>
      setStatus(actor, id, 'disabled', reason),
    enable: (actor: OperatorPrincipal, id: string, reason: string) => setStatus(actor, id, 'active', reason),
    resetPassword: (actor: OperatorPrincipal, id: string, reason: string) => reset(actor, id, reason, false),
    resetTotp: (actor: OperatorPrincipal, id: string, reason: string) => reset(actor, id, reason, true),
  };
}

export type OperatorManagement = ReturnType<typeof createOperatorManagement>;
