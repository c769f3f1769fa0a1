import {
  type CountryItem,
  type Language,
  type RegisterFieldRule,
  registerFieldProblem,
  registerRuleMessage,
} from '@khela/contract';
import type { MessageKey } from '../i18n/bn';

/**
 * Form checks (the register field rules), pure so they are unit-tested. A problem is either an i18n key
 * (with values) or a text already translated by the contract (the register pattern messages,
 * shared with the server so both explain a rule in the same words).
 */
export type FieldError = { key: MessageKey; values?: Record<string, string | number> } | { text: string };
export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** A verification code is at most 255 characters. */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

export const required = (value: string): FieldError | null =>
  value.trim() === '' ? { key: 'error_required' } : null;

/** A value against its server-driven rule: required, then length, then the accepted pattern. */
export function ruleError(rule: RegisterFieldRule, value: string, language: Language): FieldError | null {
  switch (registerFieldProblem(rule, value)) {
    case 'required':
      return { key: 'error_required' };
    case 'length':
    case 'pattern':
      return { text: registerRuleMessage(rule.patternId, language, rule.minLength, rule.maxLength) };
    default:
      return null;
  }
}

/** Confirmation must equal the password (spec: "inconsistent twice"). */
export function confirmError(password: string, confirmation: string): FieldError | null {
  if (confirmation === '') return { key: 'error_required' };
  return password === confirmation ? null : { key: 'error_password_mismatch' };
}

/**
 * A mobile number as people type it → the national number the server stores: without spaces or
 * dashes, without the dialling code in front, without the trunk 0 (017… in Bangladesh).
 */
export function nationalNumber(country: CountryItem | undefined, mobile: string): string {
  let digits = mobile.replace(/[\s().-]/g, '').replace(/^(\+|00)/, '');
  if (!country) return digits;
  const code = country.countryDialingCode;
  const rest = digits.slice(code.length);
  if (
    digits.startsWith(code) &&
    rest.length >= country.mobileMinDigits &&
    rest.length <= country.mobileMaxDigits + 1
  ) {
    digits = rest;
  }
  if (digits.length === country.mobileMaxDigits + 1 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** The country's rule for a mobile number: digits only, its length, its pattern. */
export function mobileError(country: CountryItem | undefined, mobile: string): FieldError | null {
  if (mobile.trim() === '') return { key: 'error_mobile_required' };
  const number = nationalNumber(country, mobile);
  if (!/^[0-9]+$/.test(number)) return { key: 'error_mobile_format' };
  if (!country) return null;
  const { mobileMinDigits: min, mobileMaxDigits: max } = country;
  if (number.length < min || number.length > max) {
    return { key: 'error_mobile_digits', values: { digits: min === max ? String(min) : `${min}-${max}` } };
  }
  if (country.mobilePattern && !new RegExp(country.mobilePattern, 'u').test(number)) {
    return { key: 'error_mobile_format' };
  }
  return null;
}

/** A verification code: present, at most 255 characters. */
export function codeError(code: string): FieldError | null {
  const value = code.trim();
  if (value === '') return { key: 'error_code_required' };
  return value.length > VERIFICATION_CODE_MAX_LENGTH ? { key: 'error_code_invalid' } : null;
}

export function captchaError(answer: string): FieldError | null {
  return answer.trim() === '' ? { key: 'error_captcha_required' } : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): FieldError | null {
  const value = email.trim();
  if (value === '') return { key: 'error_required' };
  return EMAIL.test(value) && value.length <= 254 ? null : { key: 'error_email_format' };
}

/** Only the problems that exist, so `Object.keys(errors).length === 0` means the form is valid. */
export function collectErrors<F extends string>(checks: Record<F, FieldError | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field in checks) {
    const problem = checks[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, FieldError>>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}

/** Finds a country by dialling code, with or without the leading +. */
export function countryByDialingCode(
  countries: readonly CountryItem[] | undefined,
  code: string,
): CountryItem | undefined {
  const digits = code.replace(/^\+/, '');
  return countries?.find((country) => country.countryDialingCode === digits);
}

/**
 * Field errors the server sent with VALIDATION_FAILED (or USERNAME_TAKEN, MOBILE_TAKEN):
 * `value.fields` of `{ field: 'body.username', message }`, mapped to the form's own fields.
 */
export function serverFieldErrors<F extends string>(value: unknown, known: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (typeof value !== 'object' || value === null || !('fields' in value) || !Array.isArray(value.fields)) {
    return errors;
  }
  for (const entry of value.fields) {
    if (typeof entry !== 'object' || entry === null) continue;
    const path = 'field' in entry && typeof entry.field === 'string' ? entry.field : '';
    const message = 'message' in entry && typeof entry.message === 'string' ? entry.message : '';
    const name = known.find((field) => path === field || path.endsWith(`.${field}`));
    if (name && message && !errors[name]) errors[name] = { text: message };
  }
  return errors;
}
