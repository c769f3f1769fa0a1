/** PostgreSQL error codes worth one more try: deadlock detected, serialization failure. */
export const RETRYABLE_PG_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, looked for through the `cause` chain drivers and Drizzle wrap it in. */
export function pgCodeOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}
