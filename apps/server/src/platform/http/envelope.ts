import { type Envelope, type ErrorCode, errorMessage, type Language } from '@khela/contract';

export function ok<T>(value: T, message = 'OK'): Envelope<T> {
  return { success: true, value, message };
}

export function failure(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
  value: unknown = null,
): Envelope<unknown> & { code: ErrorCode } {
  return { success: false, value, message: errorMessage(code, language, params), code };
}
