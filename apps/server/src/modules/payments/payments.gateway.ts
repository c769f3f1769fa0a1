import { randomBytes } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@khela/contract';
import { currencyCodeOr, isCurrencyCode, toDecimalString, tryParseAmount } from '@khela/money';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.js';
import { signatureMatches, signVendorBody, timestampAge } from '../vendors/vendors.signature.js';
import * as repo from './payments.deposits.repo.js';

/**
 * A payment company we redirect players to. Each adapter turns an order into a payment at the
 * gateway, proves the gateway's webhooks genuine, and can ask the gateway for a payment's state
 * (for reconciliation when a webhook never comes).
 */
export type PaymentGateway = {
  readonly code: string;
  createPayment(input: {
    channelCode: string;
    orderId: string;
    amountMinor: bigint;
    currency: string;
    /** Where the gateway sends the player back (a path on our site). */
    returnUrl: string;
    /** Where the gateway posts its webhook (a path on our site). */
    webhookUrl: string;
    now: Date;
  }): Promise<{ paymentRef: string; redirectUrl: string }>;
  /** Authenticates and parses a webhook: the secret is the channel's, the body the exact bytes received. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | undefined>,
    secret: string,
    now: Date,
  ): WebhookCheck;
  status(paymentRef: string): Promise<GatewayPaymentStatus>;
};

export type GatewayPaymentStatus = 'created' | 'paid' | 'failed' | 'cancelled' | 'unknown';

export type GatewayEvent = {
  /** The gateway's id for the payment. */
  paymentRef: string;
  /** Our order id, as we gave it. */
  orderId: string;
  status: 'paid' | 'failed' | 'cancelled';
  amountMinor: bigint;
  currency: string;
};

export type WebhookCheck =
  | { ok: true; event: GatewayEvent }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed'; detail: string };

/** How far a webhook's timestamp may be from our clock (either way). */
export const WEBHOOK_REPLAY_WINDOW_MS = 5 * 60_000;

/** The sandbox's webhook body (amounts as decimal strings, like every wire amount). */
export const SandboxWebhookBody = z.strictObject({
  paymentRef: z.string().min(1).max(64),
  orderId: z.string().regex(/^[1-9]\d{0,17}$/),
  status: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.string().min(1).max(40),
  currency: z.string().min(3).max(8),
});
export type SandboxWebhookBody = z.infer<typeof SandboxWebhookBody>;

export const SANDBOX_GATEWAY = 'sandbox';
export const SANDBOX_PATH = '/sandbox-pay';

/** Signs a webhook body the way the sandbox (and our tests) do: headers to send with it. */
export function signWebhook(secret: string, rawBody: string, timestamp: number): Record<string, string> {
  return {
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signVendorBody(secret, timestamp, rawBody),
  };
}

/** HMAC and replay-window check shared by every gateway that signs `timestamp.rawBody`. */
export function checkSignedWebhook(
  rawBody: string,
  headers: Record<string, string | undefined>,
  secret: string,
  now: Date,
): { ok: true } | { ok: false; reason: 'signature' | 'stale'; detail: string } {
  const timestamp = headers[WEBHOOK_TIMESTAMP_HEADER];
  const signature = headers[WEBHOOK_SIGNATURE_HEADER] ?? '';
  // The signature first: an unsigned caller learns nothing about our clock.
  if (!timestamp || !signatureMatches(secret, timestamp, rawBody, signature)) {
    return { ok: false, reason: 'signature', detail: 'signature does not match' };
  }
  const age = timestampAge(timestamp, now);
  if (age === undefined || age > WEBHOOK_REPLAY_WINDOW_MS) {
    return { ok: false, reason: 'stale', detail: `timestamp ${timestamp} outside the replay window` };
  }
  return { ok: true };
}

/**
 * The sandbox gateway shipped with the project: payments live in `sandbox_gateway_payment`, the
 * player pays on `/sandbox-pay/<ref>` (payments.gateway.sandbox.routes.ts), and the sandbox
 * posts a signed webhook exactly as an outside gateway would.
 */
export function createSandboxGateway(database: Database) {
  const gateway: PaymentGateway = {
    code: SANDBOX_GATEWAY,
    async createPayment(input) {
      const paymentRef = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
      await repo.insertSandboxPayment(database.db, {
        ref: paymentRef,
        channelCode: input.channelCode,
        merchantOrderId: input.orderId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        status: 'created',
        createdAt: input.now,
        updatedAt: input.now,
      });
      return { paymentRef, redirectUrl: `${SANDBOX_PATH}/${paymentRef}` };
    },
    verifyWebhook(rawBody, headers, secret, now) {
      const signed = checkSignedWebhook(rawBody, headers, secret, now);
      if (!signed.ok) return signed;
      let parsed: SandboxWebhookBody;
      try {
        parsed = SandboxWebhookBody.parse(JSON.parse(rawBody));
      } catch {
        return { ok: false, reason: 'malformed', detail: 'body is not a sandbox webhook' };
      }
      const amount = isCurrencyCode(parsed.currency)
        ? tryParseAmount(parsed.amount, parsed.currency)
        : undefined;
      if (!amount?.ok) return { ok: false, reason: 'malformed', detail: 'bad amount or currency' };
      return {
        ok: true,
        event: {
          paymentRef: parsed.paymentRef,
          orderId: parsed.orderId,
          status: parsed.status,
          amountMinor: amount.value,
          currency: parsed.currency,
        },
      };
    },
    async status(paymentRef) {
      return (await repo.sandboxPayment(database.db, paymentRef))?.status ?? 'unknown';
    },
  };
  return {
    ...gateway,
    /** The sandbox's side, for its checkout pages. */
    payment: (ref: string) => repo.sandboxPayment(database.db, ref),
    /** Records the player's choice once; a later click answers the payment as it is. */
    async finish(ref: string, status: 'paid' | 'failed' | 'cancelled', now: Date) {
      return (
        (await repo.finishSandboxPayment(database.db, ref, status, now)) ??
        repo.sandboxPayment(database.db, ref)
      );
    },
    /** The webhook the sandbox sends for a payment, signed with its merchant's (channel's) secret. */
    async webhookFor(payment: repo.SandboxPaymentRow, now: Date) {
      const channel = await repo.channelByCode(database.db, payment.channelCode);
      const body = sandboxWebhookBody(payment);
      return {
        url: payment.webhookUrl,
        body,
        headers: signWebhook(channel?.webhookSecret ?? '', body, now.getTime()),
      };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** The sandbox's webhook body for one of its payments. */
export function sandboxWebhookBody(payment: repo.SandboxPaymentRow): string {
  const body: SandboxWebhookBody = {
    paymentRef: payment.ref,
    orderId: payment.merchantOrderId,
    status: payment.status === 'created' ? 'failed' : payment.status,
    amount: toDecimalString(payment.amountMinor, currencyCodeOr(payment.currency)),
    currency: payment.currency,
  };
  return JSON.stringify(body);
}
