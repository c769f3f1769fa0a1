import { randomBytes } from 'node:crypto';
import {
  VENDOR_CALL_SCHEMAS,
  type VendorCall,
  type VendorProtocolStatus,
  type VendorRequest,
} from '@khela/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { CallHandler, CallMeta, LogOf } from './vendors.call-kit.js';
import type { Credentials } from './vendors.credentials.js';
import { Refusal, refusalBody } from './vendors.errors.js';
import { canonicalJson, sha256Hex, signatureMatches, timestampAge } from './vendors.signature.js';

/** Every call of the protocol with its handler. */
export type CallHandlers = { [K in VendorCall]: CallHandler<K> };

/** What the route sends back (the exact bytes) and what the call log keeps. */
export type VendorAnswer = {
  body: string;
  status: VendorProtocolStatus;
  vendorCode: string | undefined;
  transactionId: string | undefined;
  replayed: boolean;
  /** Whether the call's log row was written with its transaction (the route logs the others). */
  logged: boolean;
};

/** What the route knows of a call for its log row; the service adds the answer. */
export type CallLogContext = {
  headers: Record<string, string>;
  receivedAt: Date;
  /** performance.now() when the call arrived. */
  started: number;
};

export type Headers = {
  vendor?: string | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
};

/** Each call's request parser, typed by its call, so a parsed body goes to its handler as is. */
const REQUEST_PARSERS: { [K in VendorCall]: (raw: unknown) => z.ZodSafeParseResult<VendorRequest<K>> } = {
  authenticate: (raw) => VENDOR_CALL_SCHEMAS.authenticate.request.safeParse(raw),
  balance: (raw) => VENDOR_CALL_SCHEMAS.balance.request.safeParse(raw),
  debit: (raw) => VENDOR_CALL_SCHEMAS.debit.request.safeParse(raw),
  credit: (raw) => VENDOR_CALL_SCHEMAS.credit.request.safeParse(raw),
  credits: (raw) => VENDOR_CALL_SCHEMAS.credits.request.safeParse(raw),
  rollback: (raw) => VENDOR_CALL_SCHEMAS.rollback.request.safeParse(raw),
  endRound: (raw) => VENDOR_CALL_SCHEMAS.endRound.request.safeParse(raw),
  adjust: (raw) => VENDOR_CALL_SCHEMAS.adjust.request.safeParse(raw),
};

export function statusOf(body: string): VendorProtocolStatus {
  if (body.startsWith('{"status":"OK"')) return 'OK';
  const parsed: { status: VendorProtocolStatus } = JSON.parse(body);
  return parsed.status;
}

const transactionIdOf = (request: object): string | undefined =>
  'transactionId' in request && typeof request.transactionId === 'string' ? request.transactionId : undefined;

/** The request as its call's schema reads it, or INVALID_REQUEST naming the first problem. */
function requestOf<K extends VendorCall>(call: K, rawBody: string): VendorRequest<K> {
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    throw new Refusal('INVALID_REQUEST', 'the body is not JSON');
  }
  const parsed = REQUEST_PARSERS[call](parsedJson);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Refusal(
      'INVALID_REQUEST',
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

export function createHandle(
  ctx: AppContext,
  deps: {
    credentials: Credentials;
    handlers: CallHandlers;
    /** Unexpected failures (answered INTERNAL_ERROR with the reference). */
    logError?: ((error: unknown, reference: string) => void) | undefined;
  },
) {
  const { credentials, handlers } = deps;

  /** The signature over the exact bytes, with the kept secrets or, failing that, a fresh read. */
  async function assertSigned(vendorCode: string | undefined, headers: Headers, rawBody: string) {
    const keys = vendorCode ? await credentials.keysOf(vendorCode) : undefined;
    if (!vendorCode || !keys) throw new Refusal('INVALID_SIGNATURE', 'unknown vendor');
    const timestamp = headers.timestamp;
    if (!timestamp || !/^\d{10,16}$/.test(timestamp)) {
      throw new Refusal('STALE_REQUEST', 'missing or malformed timestamp');
    }
    const signed = (key: string) =>
      headers.signature !== undefined && signatureMatches(key, timestamp, rawBody, headers.signature);
    if (!credentials.signedWithAny(keys, signed)) {
      // The kept secrets may be out of date (a rotation meanwhile): one fresh read decides.
      const current = await credentials.keysOf(vendorCode, true);
      if (current?.secret === keys.secret || !credentials.signedWithAny(current, signed)) {
        throw new Refusal('INVALID_SIGNATURE');
      }
    }
    const age = timestampAge(timestamp, ctx.now());
    if (age === undefined || age > ctx.config.vendorReplayWindowMs) throw new Refusal('STALE_REQUEST');
    return vendorCode;
  }

  /**
   * One vendor call from the raw request: signature and replay window first (nothing happens
   * without them), then the body, then the call. Every outcome is an answer, never a throw.
   */
  async function handle<K extends VendorCall>(
    call: K,
    headers: Headers,
    rawBody: string,
    log?: CallLogContext,
  ): Promise<VendorAnswer> {
    const vendorCode =
      headers.vendor && /^[A-Za-z0-9_]{1,32}$/.test(headers.vendor) ? headers.vendor : undefined;
    let transactionId: string | undefined;
    try {
      const code = await assertSigned(vendorCode, headers, rawBody);
      const request = requestOf(call, rawBody);
      transactionId = transactionIdOf(request);
      const logOf: LogOf = (response) =>
        log && {
          vendorCode: code,
          call,
          headers: log.headers,
          requestBody: rawBody,
          responseBody: response,
          status: statusOf(response),
          transactionId: transactionId ?? null,
          replayed: false,
          receivedAt: log.receivedAt,
          durationMs: Math.round(performance.now() - log.started),
        };
      const meta: CallMeta = {
        vendorCode: code,
        requestHash: sha256Hex(`${call}:${canonicalJson(request)}`),
        logOf,
      };
      const answer = await handlers[call](request, meta);
      return { ...answer, status: statusOf(answer.body), vendorCode, transactionId };
    } catch (error) {
      let refusal: Refusal;
      if (error instanceof Refusal) refusal = error;
      else {
        const reference = randomBytes(6).toString('hex');
        deps.logError?.(error, reference);
        refusal = new Refusal('INTERNAL_ERROR', `reference ${reference}`);
      }
      return {
        body: refusalBody(refusal),
        status: refusal.status,
        vendorCode,
        transactionId,
        replayed: false,
        logged: false,
      };
    }
  }

  return handle;
}
