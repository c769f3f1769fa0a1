import type { Language } from './language.js';

/**
 * The one error catalogue (spec section 8, plus the platform's own codes).
 * Each code: HTTP status, when it is thrown, and its text in every supported language.
 * `{name}` placeholders are filled from the error's params.
 * Modules add codes here, grouped by module, never reuse a code for a different meaning.
 */
type CatalogueEntry = { status: number; when: string; text: Record<Language, string> };

const catalogue = {
  // ── Platform / HTTP ────────────────────────────────────────────────────────────────
  NOT_FOUND: {
    status: 404,
    when: 'No route matches the path.',
    text: {
      en: 'Invalid URL, please contact customer service',
      bn: 'অবৈধ URL, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    when: 'The path exists but not with this HTTP method; `allow` lists the methods it takes.',
    text: { en: 'Method {method} is not allowed here', bn: 'এখানে {method} পদ্ধতি অনুমোদিত নয়' },
  },
  MALFORMED_JSON: {
    status: 400,
    when: 'The body claims to be JSON but cannot be parsed.',
    text: { en: 'The request body is not valid JSON', bn: 'অনুরোধের বডি বৈধ JSON নয়' },
  },
  VALIDATION_FAILED: {
    status: 400,
    when: 'Body, query or params fail their schema; value.fields lists each field and why.',
    text: { en: 'Invalid input: {detail}', bn: 'অবৈধ ইনপুট: {detail}' },
  },
  BAD_REQUEST: {
    status: 400,
    when: 'The request is malformed in a way no more specific code covers (e.g. a wrong Content-Length).',
    text: { en: 'The request is malformed', bn: 'অনুরোধটি ত্রুটিপূর্ণ' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    when: 'The body is larger than the route accepts.',
    text: { en: 'The request is too large', bn: 'অনুরোধটি অনেক বড়' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    when: 'The Content-Type is not one the route accepts.',
    text: { en: 'Unsupported content type', bn: 'অসমর্থিত কন্টেন্ট টাইপ' },
  },
  INTERNAL_ERROR: {
    status: 500,
    when: 'A bug or an unavailable dependency; logged with the request id, details never returned.',
    text: { en: 'Unknown error (reference {requestId})', bn: 'অজানা ত্রুটি (রেফারেন্স {requestId})' },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    when: 'The readiness check failed or the server is shutting down.',
    text: {
      en: 'Network link abnormal, please try again',
      bn: 'নেটওয়ার্ক সংযোগ অস্বাভাবিক, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    when: 'A rate limit was hit; the caller should wait (spec section 9: 5 minutes).',
    text: {
      en: 'Too many requests, please try again after 5 minutes',
      bn: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন',
    },
  },
  // ── System ─────────────────────────────────────────────────────────────────────────
  SYSTEM_MAINTENANCE: {
    status: 503,
    when: 'The site is in maintenance and the call is not allowed during it.',
    text: { en: 'System maintenance notice', bn: 'সিস্টেম রক্ষণাবেক্ষণ নোটিশ' },
  },
  ACCESS_RESTRICTED: {
    status: 403,
    when: 'The caller IP is denied by the IP rules.',
    text: {
      en: 'Access is restricted from your location or IP address',
      bn: 'আপনার অবস্থান বা IP ঠিকানা থেকে প্রবেশ সীমিত',
    },
  },
  UNSUPPORTED_LANGUAGE: {
    status: 400,
    when: 'A language change names a language the site does not offer.',
    text: { en: 'This language is not supported', bn: 'এই ভাষা সমর্থিত নয়' },
  },
  FUNCTION_DISABLED: {
    status: 403,
    when: 'The feature flag for this function is off in the site settings.',
    text: {
      en: 'Function not enabled, please contact customer service',
      bn: 'ফাংশনটি সক্রিয় নয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  // ── Authentication (spec section 8) ────────────────────────────────────────────────
  NOT_LOGGED_IN: {
    status: 401,
    when: 'A (T) call without a valid session token.',
    text: { en: 'You are not logged in, please login', bn: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন' },
  },
  INVALID_PHONE_FORMAT: {
    status: 400,
    when: 'A mobile number does not match the country rules.',
    text: { en: 'Invalid phone number format', bn: 'ফোন নম্বরের ফরম্যাট সঠিক নয়' },
  },
  PHONE_REQUIRED: {
    status: 400,
    when: 'A mobile number is required and missing.',
    text: { en: 'Please enter a valid phone number', bn: 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর দিন' },
  },
  INVALID_VERIFICATION_CODE: {
    status: 400,
    when: 'An SMS or email code does not match.',
    text: { en: 'Invalid verification code', bn: 'যাচাইকরণ কোড সঠিক নয়' },
  },
  MISSING_VERIFICATION_CODE: {
    status: 400,
    when: 'A call that needs a verification code came without one.',
    text: { en: 'Missing verification code', bn: 'যাচাইকরণ কোড নেই' },
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    when: 'The verification code is past its expiry.',
    text: {
      en: 'Verification code expired, please send again',
      bn: 'যাচাইকরণ কোডের মেয়াদ শেষ, অনুগ্রহ করে আবার পাঠান',
    },
  },
  INVALID_CAPTCHA: {
    status: 400,
    when: 'The captcha answer is wrong, used, expired, or the domain is not whitelisted.',
    text: {
      en: 'Invalid captcha input or non-whitelisted domain',
      bn: 'ক্যাপচা ইনপুট সঠিক নয় অথবা ডোমেইন অনুমোদিত নয়',
    },
  },
  QUOTA_INSUFFICIENT: {
    status: 429,
    when: 'The SMS or other quota for the site is used up.',
    text: {
      en: 'Quota not sufficient, please contact customer service',
      bn: 'কোটা যথেষ্ট নয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  LOGIN_POPUP_CLOSED: {
    status: 400,
    when: 'A social login popup was closed before it completed.',
    text: {
      en: 'Login failed because the popup was closed, please try again',
      bn: 'পপআপ বন্ধ হওয়ায় লগইন ব্যর্থ, আবার চেষ্টা করুন',
    },
  },
  USER_OR_EMAIL_NOT_FOUND: {
    status: 404,
    when: 'Password recovery names a username or email that does not exist.',
    text: { en: 'Username/Email does not exist', bn: 'ইউজারনেম/ইমেইল বিদ্যমান নেই' },
  },
  VERIFICATION_REQUIRED: {
    status: 403,
    when: 'An extra verification step must be completed first.',
    text: { en: 'Please complete verification first', bn: 'অনুগ্রহ করে প্রথমে যাচাইকরণ সম্পন্ন করুন' },
  },
  // ── Games ──────────────────────────────────────────────────────────────────────────
  GAME_MAINTENANCE: {
    status: 503,
    when: 'The game or its vendor is under maintenance.',
    text: { en: 'Game under maintenance', bn: 'গেমটি রক্ষণাবেক্ষণে আছে' },
  },
} as const satisfies Record<string, CatalogueEntry>;

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
  return fillTemplate(catalogue[code].text[language], params);
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
  invalid: { en: 'is invalid', bn: 'অবৈধ' },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationReason = keyof typeof validationReasons;

export function validationReasonMessage(
  reason: ValidationReason,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(validationReasons[reason][language], params);
}
