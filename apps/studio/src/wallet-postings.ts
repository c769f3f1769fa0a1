import type { VendorCall } from '@khela/contract';
import type { WalletClient } from './wallet-client.js';

/**
 * Sending a posting the studio has written down (the book's outbox, the lottery's): the same
 * bytes again while no answer comes, and what the answer means. Shared so both engines read the
 * wallet's answers alike.
 */

export type Delivery =
  | { outcome: 'done'; balance: string | undefined }
  | { outcome: 'refused'; status: string; balance: string | undefined }
  | { outcome: 'unknown' };

export type SendDeps = {
  wallet: WalletClient;
  sleep: (ms: number) => Promise<void>;
  /** Delays before each attempt of one delivery (transport failures, INTERNAL_ERROR). */
  retryDelaysMs: readonly number[];
  logError: (error: unknown, context: string) => void;
};

/** What one posting's answer means (undefined: INTERNAL_ERROR, to be tried again). */
export function deliveryOf(
  answer: { status: string; balance?: string },
  call: string,
  logError: SendDeps['logError'],
): Delivery | undefined {
  if (answer.status === 'INTERNAL_ERROR') return undefined;
  const balance = typeof answer.balance === 'string' ? answer.balance : undefined;
  // The same id with another body can only be our own earlier attempt: it is posted.
  if (answer.status === 'OK' || answer.status === 'DUPLICATE_TRANSACTION_CONFLICT') {
    if (answer.status !== 'OK') logError(new Error(answer.status), `posting ${call}`);
    return { outcome: 'done', balance };
  }
  return { outcome: 'refused', status: answer.status, balance };
}

/** Sends one posting (its exact JSON body), retrying a missing answer with the same bytes. */
export async function sendPosting(
  deps: SendDeps,
  vendorCode: string,
  call: Exclude<VendorCall, 'credits' | 'authenticate' | 'balance'>,
  body: string,
): Promise<Delivery> {
  const request = JSON.parse(body) as never;
  for (const delayMs of deps.retryDelaysMs) {
    if (delayMs > 0) await deps.sleep(delayMs);
    try {
      const delivery = deliveryOf(await deps.wallet.call(vendorCode, call, request), call, deps.logError);
      if (delivery) return delivery;
    } catch (error) {
      deps.logError(error, `posting ${call}`);
    }
  }
  return { outcome: 'unknown' };
}

/**
 * Sends many credits of one vendor in one `credits` call (decision 0068): each item is answered
 * as its credit alone, so each gets its own delivery. A batch the platform does not take as a
 * whole (an older platform without the call, a failure) goes one at a time through `one`; an
 * item answered INTERNAL_ERROR is sent again alone.
 */
export async function sendCredits(
  deps: SendDeps,
  vendorCode: string,
  bodies: readonly string[],
  one: (index: number) => Promise<Delivery>,
): Promise<Delivery[]> {
  const credits = bodies.map((body) => JSON.parse(body) as never);
  for (const delayMs of deps.retryDelaysMs) {
    if (delayMs > 0) await deps.sleep(delayMs);
    try {
      const answer = await deps.wallet.call(vendorCode, 'credits', { credits });
      if (answer.status === 'INTERNAL_ERROR') continue;
      if (answer.status !== 'OK' || !('results' in answer) || answer.results.length !== bodies.length) break;
      const { results } = answer;
      return await Promise.all(
        bodies.map(
          (_, k) =>
            deliveryOf(results[k] as { status: string; balance?: string }, 'credit', deps.logError) ?? one(k),
        ),
      );
    } catch (error) {
      deps.logError(error, 'posting credits');
    }
  }
  const each: Delivery[] = [];
  for (let k = 0; k < bodies.length; k += 1) each.push(await one(k));
  return each;
}
