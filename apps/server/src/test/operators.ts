import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@khela/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../app.js';
import { totpCode } from '../modules/accounts/totp.js';
import { queryRows, type Tx } from '../platform/db/client.js';

export type TestOperator = {
  id: string;
  username: string;
  password: string;
  totpSecret: string;
  token: string;
};

export type OperatorLoginOptions = {
  /** The server's clock when it is moved (TestApp.setNow); the code is computed for this time. */
  now?: Date;
  /** The caller's address (inject's remoteAddress). */
  ip?: string;
  /** Only these addresses (CIDRs) may use the new operator's account. */
  ipAllowList?: string[];
};

/**
 * A new operator of `role` (fresh username and authenticator secret, so two calls in the same
 * 30-second step never collide on a used code), signed in through the real login route.
 */
export async function createOperatorSession(
  app: App,
  role: OperatorRole,
  options: OperatorLoginOptions = {},
): Promise<TestOperator> {
  const username = `t${role}${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await app.services.backoffice.operators.ensure({
    username,
    password,
    role,
    ...(options.ipAllowList ? { ipAllowList: options.ipAllowList } : {}),
  });
  const reply = await app.inject({
    method: 'POST',
    url: '/bo/api/session/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { username, password, totp: totpCode(created.totpSecret, options.now ?? new Date()) },
  });
  const body = reply.json<{ success: boolean; value: { token?: string }; code?: string }>();
  if (!body.success || !body.value.token) {
    throw new Error(`operator login as ${role} failed: ${reply.statusCode} ${body.code ?? ''}`);
  }
  return { id: created.id, username, password, totpSecret: created.totpSecret, token: body.value.token };
}

/** A bearer token of a signed-in operator of `role` (a new operator each call). */
export async function operatorToken(app: App, role: OperatorRole, options: OperatorLoginOptions = {}) {
  return (await createOperatorSession(app, role, options)).token;
}

/** How many audit entries record `action` on the target with this id. */
export async function auditCount(db: Tx, action: string, targetId: string): Promise<number> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from audit_entry where action = ${action} and target_id = ${targetId}`,
  );
  return Number(rows[0]?.n);
}

/** Whether any audit entry's after-image holds `text` (a password must never be there). */
export async function auditMentions(db: Tx, text: string): Promise<boolean> {
  const rows = await queryRows<{ n: string }>(
    db,
    sql`select count(*)::text as n from audit_entry where after::text like ${`%${text}%`}`,
  );
  return rows[0]?.n !== '0';
}
