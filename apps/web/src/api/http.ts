import { ErrorEnvelope } from '@khela/contract';
import type { z } from 'zod';
import { languageStore } from '../stores/language';

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
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestOptions = { method?: Method; body?: unknown; signal?: AbortSignal };

/**
 * Calls an API path and returns the envelope's value, checked against the contract schema.
 * Every call carries the current language in `x-lang`, so server messages come back translated.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  valueSchema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(`${path} answered ${response.status} without JSON`, response.status, undefined);
  }
  // The envelope first (a failure's value may have any shape), then the value by its contract.
  const parsed = ErrorEnvelope.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(`${path} answered an unexpected shape`, response.status, undefined);
  }
  const { success, value, message, code } = parsed.data;
  if (!response.ok || !success) throw new ApiError(message, response.status, code);
  const checked = valueSchema.safeParse(value);
  if (!checked.success) {
    throw new ApiError(`${path} answered a value outside its contract`, response.status, code);
  }
  return checked.data;
}
