import {
  type FieldError,
  type Language,
  type RegisterFieldRule,
  registerFieldProblem,
  registerRuleMessage,
  type ValidationReason,
  validationReasonMessage,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Field errors of the account forms, shaped like the schema failures of error-handling.ts
 * (`body.<field>`, a stable reason, a translated message) so the web shows them under each field.
 */
export function fieldError(
  field: string,
  reason: ValidationReason,
  language: Language,
  params: Record<string, string | number> = {},
): FieldError {
  return { field: `body.${field}`, reason, message: validationReasonMessage(reason, language, params) };
}

/** VALIDATION_FAILED listing every field at once; nothing has been changed. */
export function validationFailed(fields: FieldError[]): AppError {
  const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new AppError('VALIDATION_FAILED', { detail }, { fields });
}

/**
 * A value against its register field rule: required, length and pattern, with
 * the rule's pattern message (min and max filled in) when it fails. `emptyReason` names the
 * message for a missing value (e.g. captcha_required).
 */
export function ruleError(
  field: string,
  rule: RegisterFieldRule,
  value: string | undefined,
  language: Language,
  emptyReason: ValidationReason = 'empty',
): FieldError | null {
  const problem = registerFieldProblem(rule, value);
  if (problem === null) return null;
  if (problem === 'required') return fieldError(field, emptyReason, language);
  if (problem === 'not_enabled') return fieldError(field, 'not_accepted', language);
  return {
    field: `body.${field}`,
    reason: problem,
    message: registerRuleMessage(rule.patternId, language, rule.minLength, rule.maxLength),
  };
}

/** The rule with enabled and required forced on: fields the account cannot do without. */
export const mandatory = (rule: RegisterFieldRule): RegisterFieldRule => ({
  ...rule,
  enabled: true,
  required: true,
});

/**
 * A new password and its confirmation: the password rule (6-20 by default),
 * not the default 123456 when that forces a change, and the confirmation equal ("inconsistent twice").
 */
export function passwordErrors(
  input: { password: string | undefined; confirmation: string | undefined },
  rule: RegisterFieldRule,
  language: Language,
  options: { names: { password: string; confirmation: string }; forbidden?: string },
): FieldError[] {
  const errors: FieldError[] = [];
  const { names } = options;
  const password = ruleError(names.password, mandatory(rule), input.password, language);
  if (password) errors.push(password);
  else if (options.forbidden !== undefined && input.password === options.forbidden) {
    errors.push(fieldError(names.password, 'default_password', language));
  }
  if (!input.confirmation) errors.push(fieldError(names.confirmation, 'empty', language));
  else if (input.confirmation !== input.password)
    errors.push(fieldError(names.confirmation, 'mismatch', language));
  return errors;
}
