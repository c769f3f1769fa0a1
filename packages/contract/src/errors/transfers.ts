import type { CatalogueEntry } from './entry.js';

/** Payment password, transfers and records. */
export const transfersErrors = {
  // ── Payment password, transfers and records (decision 0021) ──────────────────────────
  PAYMENT_PASSWORD_NOT_SET: {
    status: 409,
    when: 'A money action (or a payment-password change) by a member who has no payment password; set one in the security centre first.',
    text: {
      en: 'Please set a payment password in the security centre first',
      bn: 'অনুগ্রহ করে প্রথমে নিরাপত্তা কেন্দ্রে একটি পেমেন্ট পাসওয়ার্ড সেট করুন',
    },
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    when: 'The payment password does not match; {remaining} tries are left before a 15-minute lock (5 wrong within 15 minutes lock it).',
    text: {
      en: 'The payment password is incorrect ({remaining} tries left)',
      bn: 'পেমেন্ট পাসওয়ার্ডটি সঠিক নয় (আর {remaining} বার চেষ্টা করা যাবে)',
    },
  },
  PAYMENT_PASSWORD_LOCKED: {
    status: 429,
    when: 'Five wrong payment passwords within 15 minutes: money actions are refused for 15 minutes; {minutes} is the wait left (also in Retry-After).',
    text: {
      en: 'Too many wrong payment passwords, please try again in {minutes} minutes',
      bn: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে, অনুগ্রহ করে {minutes} মিনিট পরে আবার চেষ্টা করুন',
    },
  },
  PAYMENT_PASSWORD_ALREADY_SET: {
    status: 409,
    when: 'Setting a first payment password on an account that has one; change it with the old payment password instead.',
    text: {
      en: 'A payment password is already set; change it with your current payment password',
      bn: 'পেমেন্ট পাসওয়ার্ড আগে থেকেই সেট করা আছে; বর্তমান পেমেন্ট পাসওয়ার্ড দিয়ে এটি পরিবর্তন করুন',
    },
  },
  LOGIN_PASSWORD_INCORRECT: {
    status: 400,
    when: 'Setting a first payment password with a login password that does not match (5 tries per 15 minutes per account).',
    text: { en: 'The login password is incorrect', bn: 'লগইন পাসওয়ার্ডটি সঠিক নয়' },
  },
  TRANSFER_NO_UPLINE: {
    status: 409,
    when: 'A member without an upline asks to transfer to the upline.',
    text: {
      en: 'Your account has no upline to transfer to',
      bn: 'আপনার অ্যাকাউন্টের কোনো আপলাইন নেই যাকে ট্রান্সফার করা যায়',
    },
  },
  TRANSFER_NOT_DOWNLINE: {
    status: 403,
    when: "An agent names a receiver who is not one of the agent's direct downline members (or is a trial, agent or unknown account).",
    text: {
      en: 'You can only transfer to your own downline members',
      bn: 'আপনি শুধুমাত্র আপনার নিজের ডাউনলাইন সদস্যদের কাছে ট্রান্সফার করতে পারেন',
    },
  },
  TRANSFER_AMOUNT_BELOW_MIN: {
    status: 400,
    when: 'A transfer below the minimum ({min}); nothing moves.',
    text: { en: 'The minimum transfer is {min}', bn: 'সর্বনিম্ন ট্রান্সফার {min}' },
  },
  TRANSFER_AMOUNT_ABOVE_MAX: {
    status: 400,
    when: 'A transfer above the maximum ({max}); nothing moves.',
    text: { en: 'The maximum transfer is {max}', bn: 'সর্বোচ্চ ট্রান্সফার {max}' },
  },
  TRANSFER_WALLET_UNAVAILABLE: {
    status: 409,
    when: 'GCS_walletTransfer names a wallet that is not a transfer-wallet vendor of this site (all vendors are seamless today, so every vendor wallet answers this).',
    text: {
      en: 'This game wallet does not need transfers: your main wallet is used in its games directly',
      bn: 'এই গেম ওয়ালেটে ট্রান্সফারের প্রয়োজন নেই: এর গেমগুলোতে সরাসরি আপনার মূল ওয়ালেট ব্যবহার হয়',
    },
  },
  RECORDS_DATE_RANGE_INVALID: {
    status: 400,
    when: 'A record query whose start day is after its end day, or a day that is not yyyy-MM-dd.',
    text: {
      en: 'The start date must not be after the end date',
      bn: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
    },
  },
  RECORDS_DATE_RANGE_TOO_LONG: {
    status: 400,
    when: "A record query spanning more than {days} days (days in the site's time zone, both ends included).",
    text: {
      en: 'Please choose a date range of at most {days} days',
      bn: 'অনুগ্রহ করে সর্বোচ্চ {days} দিনের তারিখের পরিসর বেছে নিন',
    },
  },
  // ── Transfers, payment password and records ────────────────────────────────────────
} as const satisfies Record<string, CatalogueEntry>;
