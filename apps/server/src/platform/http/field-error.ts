import { type Language, type ValidationReason, validationReasonMessage } from '@khela/contract';
import { AppError } from './app-error.js';

/** VALIDATION_FAILED naming one body field, shaped like the schema failures. */
export function fieldErrorFor(field: string, reason: ValidationReason, language: Language): AppError {
  const message = validationReasonMessage(reason, language);
  return new AppError(
    'VALIDATION_FAILED',
    { detail: `body.${field}: ${message}` },
    { fields: [{ field: `body.${field}`, reason, message }] },
  );
}
