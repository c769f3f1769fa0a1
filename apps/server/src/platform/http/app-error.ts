import type { ErrorCode } from '@khela/contract';

/** An expected failure: a catalogue code, params for its message, and an optional value for the caller. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
