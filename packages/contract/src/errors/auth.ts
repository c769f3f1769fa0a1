import type { CatalogueEntry } from './entry.js';

/** Sessions and login. */
export const authErrors = {
  // ── Authentication ─────────────────────────────────────────────────────────────────
  NOT_LOGGED_IN: {
    status: 401,
    when: 'A (T) call without a valid session token.',
    text: { en: 'You are not logged in, please login', bn: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন' },
  },
  IN_NEED_TRUE_ACCOUNT: {
    status: 403,
    when: 'A trial (free-play) account tries a member feature or a real-money game.',
    text: {
      en: 'A real account is needed for this. Please register or log in with your account',
      bn: 'এর জন্য একটি আসল অ্যাকাউন্ট প্রয়োজন। অনুগ্রহ করে নিবন্ধন করুন বা আপনার অ্যাকাউন্টে লগইন করুন',
    },
  },
  NON_MEMBER_LOGIN: {
    status: 403,
    when: 'A non-member account (type 9) tries to sign in to the player site.',
    text: { en: 'Non-member account unable to login', bn: 'নন-মেম্বার অ্যাকাউন্ট দিয়ে লগইন করা যাবে না' },
  },
  NON_AGENT_LOGIN: {
    status: 403,
    when: 'A non-agent tries to sign in to, or use, the agent centre.',
    text: { en: 'Non-agents cannot log in', bn: 'এজেন্ট ছাড়া কেউ লগইন করতে পারবে না' },
  },
  LOGIN_FAILED: {
    status: 401,
    when: 'Wrong username or password (never says which); value.captcha tells whether a captcha is now required.',
    text: {
      en: 'Account or password is incorrect',
      bn: 'অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়',
    },
  },
  ACCOUNT_DISABLED: {
    status: 403,
    when: 'The account is locked or disabled by an operator.',
    text: {
      en: 'This account is disabled, please contact customer service',
      bn: 'এই অ্যাকাউন্টটি নিষ্ক্রিয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
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
    when: 'The captcha answer is wrong, already used or expired; the caller shows a new picture and asks again.',
    text: {
      en: 'The captcha code is wrong or has expired, please type the new code',
      bn: 'ক্যাপচা কোডটি ভুল বা মেয়াদোত্তীর্ণ, অনুগ্রহ করে নতুন কোডটি লিখুন',
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
} as const satisfies Record<string, CatalogueEntry>;
