import { z } from 'zod';

/** Every response is `{ success, value, message, code? }` (ARCHITECTURE.md "The API"). */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string(),
    code: z.string().optional(),
  });
}

export const ErrorEnvelope = envelope(z.unknown());
export type Envelope<T> = { success: boolean; value: T | null; message: string; code?: string };

/** The value of a VALIDATION_FAILED error: which field failed and why. */
export const FieldError = z.object({
  field: z.string().describe('dotted path, prefixed by where it came from: body, query, params, headers'),
  reason: z.string().describe('stable reason code, e.g. too_small'),
  message: z.string().describe('translated explanation'),
});
export type FieldError = z.infer<typeof FieldError>;
