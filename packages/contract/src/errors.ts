import { accountsErrors } from './errors/accounts.js';
import { agentsErrors } from './errors/agents.js';
import { authErrors } from './errors/auth.js';
import { backofficeErrors } from './errors/backoffice.js';
import { chatErrors } from './errors/chat.js';
import { feedbackErrors } from './errors/feedback.js';
import { gamesErrors } from './errors/games.js';
import { loyaltyMissionsErrors } from './errors/loyalty-missions.js';
import { loyaltyPointsErrors } from './errors/loyalty-points.js';
import { loyaltyVipErrors } from './errors/loyalty-vip.js';
import { messagingErrors } from './errors/messaging.js';
import { messagingInboxErrors } from './errors/messaging-inbox.js';
import { paymentsErrors } from './errors/payments.js';
import { platformErrors } from './errors/platform.js';
import { promotionsErrors } from './errors/promotions.js';
import { systemErrors } from './errors/system.js';
import { transfersErrors } from './errors/transfers.js';
import { walletErrors } from './errors/wallet.js';
import type { Language } from './language.js';

/**
 * The one error catalogue (the product's error codes, plus the platform's own).
 * Each code: HTTP status, when it is thrown, and its text in every supported language.
 * `{name}` placeholders are filled from the error's params.
 * Each domain keeps its codes in `errors/<domain>.ts`; they are merged here into one catalogue.
 * Never reuse a code for a different meaning; the contract test refuses a code defined twice.
 */
const errorGroups = [
  platformErrors,
  systemErrors,
  authErrors,
  accountsErrors,
  messagingErrors,
  messagingInboxErrors,
  feedbackErrors,
  gamesErrors,
  transfersErrors,
  walletErrors,
  paymentsErrors,
  backofficeErrors,
  chatErrors,
  agentsErrors,
  promotionsErrors,
  loyaltyPointsErrors,
  loyaltyMissionsErrors,
  loyaltyVipErrors,
] as const;

/** How many codes the domain files define together (a code defined twice would make the catalogue smaller). */
export const ERROR_DEFINITION_COUNT = errorGroups.reduce((sum, group) => sum + Object.keys(group).length, 0);

const catalogue = {
  ...platformErrors,
  ...systemErrors,
  ...authErrors,
  ...accountsErrors,
  ...messagingErrors,
  ...messagingInboxErrors,
  ...feedbackErrors,
  ...gamesErrors,
  ...transfersErrors,
  ...walletErrors,
  ...paymentsErrors,
  ...backofficeErrors,
  ...chatErrors,
  ...agentsErrors,
  ...promotionsErrors,
  ...loyaltyPointsErrors,
  ...loyaltyMissionsErrors,
  ...loyaltyVipErrors,
};

export type ErrorCode = keyof typeof catalogue;
export const ERROR_CODES = Object.keys(catalogue) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return catalogue[code].status;
}

export function errorWhen(code: ErrorCode): string {
  return catalogue[code].when;
}

/** Fills `{name}` placeholders; a missing param leaves the placeholder visible so tests catch it. */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(catalogue[code].text[language], paramsFor(language, params));
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
/** A number a person reads (a count, a limit, an amount), as opposed to a code or a reference. */
const READABLE_NUMBER = /^-?[\d.,]+(\s*[-–]\s*[\d.,]+)?$/;

/**
 * Numbers in a Bengali message are written with Bengali digits, like every number the site shows;
 * a code or reference (letters mixed in, such as a request id) is left as typed.
 */
export function paramsFor(
  language: Language,
  params: Record<string, string | number>,
): Record<string, string | number> {
  if (language !== 'bn') return params;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    out[name] = READABLE_NUMBER.test(text)
      ? text.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit)
      : value;
  }
  return out;
}

/**
 * Why a field failed validation, by reason code; `{min}`/`{max}`/`{expected}` filled at use.
 * The web forms use the same texts so a server- and a client-side failure read alike.
 */
const validationReasons = {
  required: { en: 'is required', bn: 'আবশ্যক' },
  invalid_type: { en: 'must be {expected}', bn: '{expected} হতে হবে' },
  too_small: { en: 'must be at least {min}', bn: 'কমপক্ষে {min} হতে হবে' },
  too_big: { en: 'must be at most {max}', bn: 'সর্বোচ্চ {max} হতে পারে' },
  invalid_format: { en: 'has the wrong format', bn: 'ফরম্যাট সঠিক নয়' },
  invalid_value: { en: 'is not one of the allowed values', bn: 'অনুমোদিত মানগুলোর একটি নয়' },
  unrecognized_keys: { en: 'is not a known field', bn: 'অজানা ক্ষেত্র' },
  invalid_amount: {
    en: "is not a valid amount (a positive number with at most the currency's decimals)",
    bn: 'সঠিক পরিমাণ নয় (মুদ্রার দশমিক সীমার মধ্যে একটি ধনাত্মক সংখ্যা দিন)',
  },
  invalid: { en: 'is invalid', bn: 'অবৈধ' },
  // Text and link fields others read (text-fields.ts, decision 0045).
  control_characters: {
    en: 'must not contain control characters',
    bn: 'নিয়ন্ত্রণ অক্ষর থাকতে পারবে না',
  },
  markup: {
    en: 'must be plain text: HTML tags and entities are not allowed',
    bn: 'সাধারণ লেখা হতে হবে: HTML ট্যাগ বা এনটিটি দেওয়া যাবে না',
  },
  invisible_characters: {
    en: 'must not contain invisible or text-direction characters',
    bn: 'অদৃশ্য বা লেখার দিক বদলানো অক্ষর থাকতে পারবে না',
  },
  unsafe_link: {
    en: 'must be a path starting with a single / or an http(s):// address',
    bn: 'একটি / দিয়ে শুরু হওয়া পাথ বা http(s):// ঠিকানা হতে হবে',
  },
  // Registration and password forms (modules/accounts); shown under the field as they are.
  empty: { en: 'Input cannot be empty', bn: 'ইনপুট খালি রাখা যাবে না' },
  not_accepted: { en: 'This field is not accepted here', bn: 'এই ঘরটি এখানে গ্রহণযোগ্য নয়' },
  mismatch: { en: 'The two passwords are inconsistent', bn: 'দুটি পাসওয়ার্ড এক নয়' },
  terms_required: {
    en: 'Please read and agree to the terms and conditions',
    bn: 'অনুগ্রহ করে শর্তাবলী পড়ে সম্মতি দিন',
  },
  age_required: {
    en: 'Please confirm that you are at least {age} years old',
    bn: 'অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স কমপক্ষে {age} বছর',
  },
  captcha_required: { en: 'Please enter the captcha', bn: 'অনুগ্রহ করে ক্যাপচা লিখুন' },
  captcha_invalid: {
    en: 'The captcha is incorrect or expired, please try a new one',
    bn: 'ক্যাপচা সঠিক নয় বা মেয়াদোত্তীর্ণ, অনুগ্রহ করে নতুন একটি চেষ্টা করুন',
  },
  phone_format: { en: 'Invalid phone number format', bn: 'ফোন নম্বরের ফরম্যাট সঠিক নয়' },
  phone_digits: { en: 'The phone number must have {digits} digits', bn: 'ফোন নম্বরে {digits}টি অঙ্ক থাকতে হবে' },
  country_unsupported: {
    en: 'This country dialling code is not supported',
    bn: 'এই দেশের ডায়ালিং কোড সমর্থিত নয়',
  },
  code_required: { en: 'Please enter the verification code', bn: 'অনুগ্রহ করে যাচাইকরণ কোড লিখুন' },
  same_password: {
    en: 'The new password must differ from the current one',
    bn: 'নতুন পাসওয়ার্ডটি বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে',
  },
  default_password: {
    en: 'Please choose a password other than the default 123456',
    bn: 'অনুগ্রহ করে ডিফল্ট 123456 ছাড়া অন্য একটি পাসওয়ার্ড বেছে নিন',
  },
  recommender_unknown: {
    en: 'No member has this recommender id',
    bn: 'এই রেফারার আইডির কোনো সদস্য নেই',
  },
  // Back-office site rules (decision 0032).
  required_hidden: { en: 'A required field must be shown', bn: 'আবশ্যক ঘর অবশ্যই দেখাতে হবে' },
  min_above_max: {
    en: 'The minimum cannot be above the maximum',
    bn: 'সর্বনিম্ন মান সর্বোচ্চ মানের বেশি হতে পারে না',
  },
  // Back-office payment channels and withdrawal methods (decision 0034).
  outside_limits: {
    en: 'Must lie between the minimum and the maximum',
    bn: 'সর্বনিম্ন ও সর্বোচ্চ মানের মধ্যে হতে হবে',
  },
  below_min: { en: 'Cannot be below the minimum', bn: 'সর্বনিম্ন মানের কম হতে পারে না' },
  not_for_gateway: {
    en: 'A gateway channel has no account shown to players',
    bn: 'গেটওয়ে চ্যানেলে খেলোয়াড়দের দেখানো অ্যাকাউন্ট থাকে না',
  },
  pattern_invalid: {
    en: 'Not a valid regular expression (or * for anything)',
    bn: 'সঠিক রেগুলার এক্সপ্রেশন নয় (সব গ্রহণ করতে * দিন)',
  },
  always_required: {
    en: 'Registration cannot work without this field: it stays shown and required',
    bn: 'এই ঘর ছাড়া নিবন্ধন সম্ভব নয়: এটি দেখানো ও আবশ্যক থাকবে',
  },
  default_not_supported: {
    en: 'The default language must be one of the offered languages',
    bn: 'ডিফল্ট ভাষাটি অবশ্যই চালু থাকা ভাষাগুলোর একটি হতে হবে',
  },
  not_in_language_set: {
    en: 'A chosen language is not in the chosen resource set',
    bn: 'বেছে নেওয়া একটি ভাষা নির্বাচিত রিসোর্স সেটে নেই',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationReason = keyof typeof validationReasons;

export function validationReasonMessage(
  reason: ValidationReason,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(validationReasons[reason][language], paramsFor(language, params));
}

export function isValidationReason(value: unknown): value is ValidationReason {
  return typeof value === 'string' && Object.hasOwn(validationReasons, value);
}
