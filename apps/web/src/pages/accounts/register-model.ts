import {
  type CountryItem,
  type Language,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
  type RegisterSettingValue,
  type RegistrationMode,
} from '@khela/contract';
import type { RegisterInput } from '../../api/member';
import {
  captchaError,
  codeError,
  confirmError,
  type FieldError,
  type FieldErrors,
  mobileError,
  nationalNumber,
  ruleError,
} from '../../forms/rules';

/**
 * The register form's model (the register popup, its flow and its field rules), pure so it is
 * unit-tested: which fields show, which are required and how each is checked, from the rules of
 * GET /wps/system/setting/register adjusted per mode exactly as the server adjusts them.
 */
export type RegisterValues = Record<RegisterField, string>;
export type RegisterCheck = RegisterField | 'ageConfirmed';

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  payeeName: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  referralCode: '',
  captcha: '',
};

/** Fields with their own controls (beside the mobile number, at the end, or from the address). */
const OWN_CONTROLS: readonly RegisterField[] = ['countryDialingCode', 'referralCode', 'captcha'];
/** Passwords are sent as typed; everything else without surrounding spaces. */
const AS_TYPED: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

const fieldValue = (values: RegisterValues, field: RegisterField) =>
  AS_TYPED.includes(field) ? values[field] : values[field].trim();

/** The modes to offer, the default first; tabs only when there is more than one. */
export function registrationModes(setting: RegisterSettingValue): RegistrationMode[] {
  const modes = setting.modes.length > 0 ? setting.modes : [setting.defaultMode];
  return [...modes].sort((a, b) => Number(b === setting.defaultMode) - Number(a === setting.defaultMode));
}

/**
 * The rule a field follows in a mode, as the server applies it: by username the username is
 * mandatory; by mobile the number is, the username may be left out (the number becomes it), the
 * SMS code is required when SMS verification is on, and no captcha is asked at registration (it
 * guarded the SMS code). Undefined: not part of the form in this mode.
 */
export function effectiveRule(
  setting: RegisterSettingValue,
  mode: RegistrationMode,
  field: RegisterField,
): RegisterFieldRule | undefined {
  const rule = setting.fields[field];
  if (field === 'password' || field === 'confirmPassword') return { ...rule, enabled: true, required: true };
  if (mode === 'username') {
    if (field === 'username') return { ...rule, enabled: true, required: true };
    return rule.enabled ? rule : undefined;
  }
  if (field === 'username' || field === 'countryDialingCode')
    return { ...rule, enabled: true, required: false };
  if (field === 'mobileNum') return { ...rule, enabled: true, required: true };
  if (field === 'verificationCode') return { ...rule, enabled: true, required: setting.smsVerification };
  if (field === 'captcha') return undefined;
  return rule.enabled ? rule : undefined;
}

/** The SMS code shows beside a mobile number while SMS verification is on. */
function codeShown(setting: RegisterSettingValue, mode: RegistrationMode): boolean {
  return setting.smsVerification && effectiveRule(setting, mode, 'mobileNum') !== undefined;
}

/** By mobile, the number and its code lead: they are what the account is made of. */
const MOBILE_FIRST: readonly RegisterField[] = ['mobileNum', 'verificationCode'];

/** The fields the form lists in this mode, in the spec's order (captcha and checkboxes follow). */
export function visibleFields(setting: RegisterSettingValue, mode: RegistrationMode): RegisterField[] {
  const shown = REGISTER_FIELDS.filter((field) => {
    if (OWN_CONTROLS.includes(field)) return false;
    if (field === 'verificationCode') return codeShown(setting, mode);
    return effectiveRule(setting, mode, field) !== undefined;
  });
  if (mode === 'username') return shown;
  return [
    ...shown.filter((field) => MOBILE_FIRST.includes(field)),
    ...shown.filter((field) => !MOBILE_FIRST.includes(field)),
  ];
}

/** Whether the captcha shows: asked at registration, or needed to send our SMS code. */
export function captchaShown(setting: RegisterSettingValue, mode: RegistrationMode): boolean {
  return captchaAtSubmit(setting, mode) || (codeShown(setting, mode) && setting.phoneProvider === null);
}

/**
 * The external phone provider that texts and checks the code in this mode (decision 0087), or
 * null when the code comes from this site (or no code is asked).
 */
export function phoneProviderOf(setting: RegisterSettingValue, mode: RegistrationMode) {
  return codeShown(setting, mode) ? setting.phoneProvider : null;
}

/** Registration must carry the provider's proof: by mobile always, by username once a number is given. */
export function phoneProofNeeded(
  setting: RegisterSettingValue,
  mode: RegistrationMode,
  values: RegisterValues,
): boolean {
  return phoneProviderOf(setting, mode) !== null && (mode === 'mobile' || values.mobileNum.trim() !== '');
}

/** Whether the register call itself carries the captcha answer. */
export function captchaAtSubmit(setting: RegisterSettingValue, mode: RegistrationMode): boolean {
  return effectiveRule(setting, mode, 'captcha')?.enabled === true;
}

/** Marked with *: required in this mode (the SMS code: whenever a number must be given). */
export function isRequired(
  setting: RegisterSettingValue,
  mode: RegistrationMode,
  field: RegisterField,
): boolean {
  if (field === 'verificationCode') {
    return codeShown(setting, mode) && effectiveRule(setting, mode, 'mobileNum')?.required === true;
  }
  return effectiveRule(setting, mode, field)?.required === true;
}

type ValidateInput = {
  setting: RegisterSettingValue;
  mode: RegistrationMode;
  values: RegisterValues;
  ageConfirmed: boolean;
  country: CountryItem | undefined;
  language: Language;
};

/** Every problem at once ("validate all fields"), as the server would find them. */
export function validateRegister(input: ValidateInput): FieldErrors<RegisterCheck> {
  const { setting, mode, values, language } = input;
  const errors: FieldErrors<RegisterCheck> = {};
  for (const field of visibleFields(setting, mode)) {
    const problem = fieldProblem(input, field);
    if (problem) errors[field] = problem;
  }
  const captchaRule = effectiveRule(setting, mode, 'captcha');
  if (captchaRule?.enabled) {
    const answer = values.captcha.trim();
    const problem = captchaError(answer) ?? ruleError(captchaRule, answer, language);
    if (problem) errors.captcha = problem;
  }
  if (!input.ageConfirmed) {
    errors.ageConfirmed = { key: 'error_age_required', values: { age: setting.minimumAge } };
  }
  return errors;
}

function fieldProblem(input: ValidateInput, field: RegisterField): FieldError | null {
  const { setting, mode, values, language } = input;
  const value = fieldValue(values, field);
  const rule = effectiveRule(setting, mode, field);
  if (field === 'password' && rule)
    return ruleError({ ...rule, enabled: true, required: true }, value, language);
  if (field === 'confirmPassword') return confirmError(values.password, values.confirmPassword);
  if (field === 'mobileNum') {
    return rule?.required || value !== '' ? mobileError(input.country, value) : null;
  }
  if (field === 'verificationCode') {
    // Required by mobile, and by username as soon as a number is given (it must be proven).
    const needed = mode === 'mobile' ? setting.smsVerification : values.mobileNum.trim() !== '';
    return needed || value !== '' ? codeError(value) : null;
  }
  return rule ? ruleError(rule, value, language) : null;
}

type PayloadExtra = {
  referralCode: string;
  captchaId: string | undefined;
  ageConfirmed: boolean;
  termsAccepted: boolean;
  country: CountryItem | undefined;
  /** The provider's ID token for the number (decision 0087): sent instead of the code. */
  phoneProof?: { channel: string; idToken: string } | undefined;
};

/** The register call's body: the listed fields that have a value, and what the form adds. */
export function registerPayload(
  setting: RegisterSettingValue,
  mode: RegistrationMode,
  values: RegisterValues,
  extra: PayloadExtra,
): RegisterInput {
  const body: RegisterInput = { ageConfirmed: extra.ageConfirmed, termsAccepted: extra.termsAccepted };
  for (const field of visibleFields(setting, mode)) {
    const value = fieldValue(values, field);
    if (value !== '') body[field] = value;
  }
  if (body.mobileNum) {
    body.mobileNum = nationalNumber(extra.country, body.mobileNum);
    body.countryDialingCode = values.countryDialingCode;
  }
  if (extra.phoneProof) {
    // The code went to the provider; the token proves what it proved.
    delete body.verificationCode;
    body.firebaseChannel = extra.phoneProof.channel;
    body.firebaseIdToken = extra.phoneProof.idToken;
  }
  if (extra.referralCode) body.referralCode = extra.referralCode;
  if (captchaAtSubmit(setting, mode) && extra.captchaId) {
    body.captcha = values.captcha.trim();
    body.captchaId = extra.captchaId;
  }
  return body;
}
