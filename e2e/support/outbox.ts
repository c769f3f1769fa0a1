import type { KhelaServer } from './server';

/**
 * The SMS and emails the server "sent": with the default outbox provider every message is a row
 * of outbox_message. Tests read the codes a person would have received through the TEST_HOOKS
 * route GET /wps/test/outbox (newest first), so they run on the embedded PGlite database too.
 */
export type OutboxMessage = { id: number; body: string; subject: string; purpose: string };

const POLL_MS = 150;
const WAIT_MS = 10_000;

/** The newest messages to `recipient` (E.164 for SMS, the address for email), newest first. */
export async function outboxMessages(server: KhelaServer, recipient: string): Promise<OutboxMessage[]> {
  const url = `${server.url}/wps/test/outbox?recipient=${encodeURIComponent(recipient)}`;
  const response = await fetch(url);
  const answer: unknown = await response.json();
  if (
    !response.ok ||
    typeof answer !== 'object' ||
    answer === null ||
    !('value' in answer) ||
    !Array.isArray(answer.value)
  ) {
    throw new Error(`GET ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer.value.filter(isMessage);
}

/** The newest outbox id to `recipient` so far (0 for none): messages after it are new. */
export async function outboxMark(server: KhelaServer, recipient: string): Promise<number> {
  return (await outboxMessages(server, recipient))[0]?.id ?? 0;
}

/**
 * The newest message to `recipient` after `afterId`, waiting for it: a login code is sent after
 * the answer, not before.
 */
export async function waitForMessage(
  server: KhelaServer,
  recipient: string,
  afterId = 0,
): Promise<OutboxMessage> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const newest = (await outboxMessages(server, recipient))[0];
    if (newest && newest.id > afterId) return newest;
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
