import { psql } from './postgres';

/**
 * The SMS and emails the server "sent": with the default outbox provider every message is a row
 * of outbox_message. Tests read the codes a person would have received from there.
 */
export type OutboxMessage = { id: number; body: string; subject: string; purpose: string };

const POLL_MS = 150;
const WAIT_MS = 10_000;

/** The highest outbox id so far: messages after it are new. */
export function outboxMark(databaseUrl: string): number {
  return Number(psql(databaseUrl, 'SELECT coalesce(max(id), 0) FROM outbox_message;'));
}

/**
 * The newest message to `recipient` (E.164 for SMS, the address for email) after `afterId`,
 * waiting for it: a login code is sent after the answer, not before.
 */
export async function waitForMessage(
  databaseUrl: string,
  recipient: string,
  afterId = 0,
): Promise<OutboxMessage> {
  const sql = `SELECT json_build_object('id', id, 'body', body, 'subject', subject, 'purpose', purpose)
    FROM outbox_message WHERE recipient = :'recipient' AND id > :'after' ORDER BY id DESC LIMIT 1;`;
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const row = psql(databaseUrl, sql, { recipient, after: String(afterId) });
    if (row) {
      const parsed: unknown = JSON.parse(row);
      if (isMessage(parsed)) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no outbox message to ${recipient} after id ${afterId} within ${WAIT_MS} ms`);
}

function isMessage(value: unknown): value is OutboxMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'body' in value &&
    typeof value.body === 'string'
  );
}

/** The verification code in a message: its run of 4 to 8 digits. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{4,8})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in outbox message ${message.id}: ${message.body}`);
  return code;
}
