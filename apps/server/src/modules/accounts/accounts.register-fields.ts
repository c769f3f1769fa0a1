import {
  type FieldError,
  type Language,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterRequest,
  type RegisterSettingValue,
} from '@khela/contract';
import type { Mobile, MobileProblem } from '../system/countries.js';
import { fieldError, mandatory, passwordErrors, ruleError } from './accounts.fields.js';
import { mobileFieldError } from './accounts.sms.js';

export type RegisterMode = 'username' | 'mobile';

/**
 * The rules a registration is checked against: the server-driven rules of
 * /wps/system/setting/register, with what the mode cannot do without forced on (the rule
 * "Mobile required in mobile mode"). In mobile mode the username may be left out (one is made
 * from the number), the SMS code is required when SMS verification is on (unless an external
 * provider checks the code: then its ID token is, see registerFieldErrors), and the captcha is not
 * asked again (it guarded the SMS code already).
 */
export function effectiveRules(
  setting: RegisterSettingValue,
  mode: RegisterMode,
): Partial<Record<RegisterField, RegisterFieldRule>> {
  const rules: Partial<Record<RegisterField, RegisterFieldRule>> = { ...setting.fields };
  const { username, mobileNum, countryDialingCode, verificationCode } = setting.fields;
  if (mode === 'username') {
    rules.username = mandatory(username);
  } else {
    rules.username = { ...username, enabled: true, required: false };
    rules.mobileNum = mandatory(mobileNum);
    rules.countryDialingCode = { ...countryDialingCode, enabled: true };
    rules.verificationCode = {
      ...verificationCode,
      enabled: true,
      required: setting.smsVerification && setting.phoneProvider === null,
    };
    delete rules.captcha;
  }
  return rules;
}

/** Register fields the body carries as text (everything in REGISTER_FIELDS). */
export function textOf(body: RegisterRequest, field: RegisterField): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  // Passwords are taken as typed; everything else without surrounding spaces.
  return field === 'password' || field === 'confirmPassword' || field === 'paymentPassword'
    ? value
    : value.trim();
}

const EMPTY_REASON: Partial<Record<RegisterField, 'captcha_required' | 'code_required'>> = {
  captcha: 'captcha_required',
  verificationCode: 'code_required',
};

/**
 * Every problem of a registration body at once, without touching the database:
 * each field against its rule, password confirmation, the mobile number's country rule, age and
 * terms. `mobile` is the parsed number when one was given.
 */
export function registerFieldErrors(
  body: RegisterRequest,
  context: {
    setting: RegisterSettingValue;
    mode: RegisterMode;
    mobile: Mobile | MobileProblem | undefined;
    language: Language;
  },
): FieldError[] {
  const { setting, mode, mobile, language } = context;
  const rules = effectiveRules(setting, mode);
  const errors: FieldError[] = [];
  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (!rule || field === 'password' || field === 'confirmPassword') continue;
    const error = ruleError(field, rule, textOf(body, field), language, EMPTY_REASON[field]);
    if (error) errors.push(error);
  }
  errors.push(
    ...passwordErrors(
      { password: body.password, confirmation: body.confirmPassword },
      setting.fields.password,
      language,
      { names: { password: 'password', confirmation: 'confirmPassword' } },
    ),
  );
  const mobileRuleFailed = errors.some(
    (e) => e.field === 'body.mobileNum' || e.field === 'body.countryDialingCode',
  );
  if (mobile && !('national' in mobile) && mobile.problem !== 'required' && !mobileRuleFailed) {
    errors.push(mobileFieldError(mobile, language));
  }
  // A number given while SMS verification is on must be proven: by our SMS code (in mobile mode
  // its rule above asked for it), or by the external provider's ID token (decision 0087).
  const external = setting.phoneProvider !== null;
  const proof = external ? body.firebaseIdToken : body.verificationCode;
  const askedByRule = mode === 'mobile' && !external;
  if (mobile && 'national' in mobile && setting.smsVerification && !askedByRule && !proof) {
    errors.push(fieldError('verificationCode', 'code_required', language));
  }
  if (body.ageConfirmed !== true) {
    errors.push(fieldError('ageConfirmed', 'age_required', language, { age: setting.minimumAge }));
  }
  if (body.termsAccepted !== true) errors.push(fieldError('termsAccepted', 'terms_required', language));
  return errors;
}
