import type { ErrorCode } from '@khela/contract';

/**
 * The analytics module's errors (decision 0085); all come from the shared catalogue:
 * - FUNCTION_DISABLED: the ANALYTICS setting has first-party analytics off; nothing is stored.
 * - VALIDATION_FAILED: a batch without consent, with an unknown event, an extra field, a path
 *   with a query string, or more than 20 events; nothing of it is stored.
 * - PAYLOAD_TOO_LARGE: a body over 16 KB.
 * - TOO_MANY_REQUESTS: more than 30 batches a minute from one address; Retry-After says when.
 */
export const ANALYTICS_ERRORS = [
  'FUNCTION_DISABLED',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
] as const satisfies readonly ErrorCode[];
