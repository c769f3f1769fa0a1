import { ErrorEnvelope, PayloadEncryptionConfig } from '@khela/contract';
import { z } from 'zod';
import { languageStore } from '../stores/language';
import { sessionStore } from '../stores/session';
import { createPayloadEncoder } from './payload-encryption';

/** No call waits longer than this; the caller sees a network error and may retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The request never got an answer (offline, DNS, time-out, aborted). */
export class NetworkError extends Error {}

/** The server answered with a failure envelope, or with something that is not one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The failure's value: e.g. `{ captcha: true }` on LOGIN_FAILED, field errors on VALIDATION_FAILED. */
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** An E call (spec section 7): the body is encrypted for the site's published key. */
  encrypted?: boolean;
};

/** Only the part of the site config this layer needs; the rest is read where it is used. */
const SiteConfigKey = z.object({ payloadEncryption: PayloadEncryptionConfig.optional().catch(undefined) });

const payloadEncoder = createPayloadEncoder(async () => {
  const config = await apiRequest('/wps/system/config', SiteConfigKey);
  return config.payloadEncryption ?? null;
});

/**
 * Calls an API path and returns the envelope's value, checked against the contract schema.
 * Every call carries the current language in `x-lang` (server messages come back translated)
 * and, when logged in, the session token. A NOT_LOGGED_IN answer to a call that carried a token
 * means the session ended on the server: the local session is cleared.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  valueSchema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  try {
    return await send(path, valueSchema, options);
  } catch (error) {
    // Encrypted for a key the server has since replaced: reload the key and encrypt again, once.
    if (options.encrypted && error instanceof ApiError && error.code === 'PAYLOAD_KEY_UNKNOWN') {
      payloadEncoder.forget();
      return send(path, valueSchema, options);
    }
    throw error;
  }
}

async function send<T extends z.ZodType>(
  path: string,
  valueSchema: T,
  options: RequestOptions,
): Promise<z.infer<T>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    const payload = options.encrypted ? await payloadEncoder.encode(options.body) : options.body;
    body = JSON.stringify(payload);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError(`${path} answered ${response.status} without JSON`, response.status, undefined);
  }
  // The envelope first (a failure's value may have any shape), then the value by its contract.
  const parsed = ErrorEnvelope.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(`${path} answered an unexpected shape`, response.status, undefined);
  }
  const { success, value, message, code } = parsed.data;
  if (!response.ok || !success) {
    if (token && response.status === 401 && code === 'NOT_LOGGED_IN' && sessionStore.get() === token) {
      sessionStore.clear();
    }
    throw new ApiError(message, response.status, code, value);
  }
  const checked = valueSchema.safeParse(value);
  if (!checked.success) {
    throw new ApiError(`${path} answered a value outside its contract`, response.status, code);
  }
  return checked.data;
}
