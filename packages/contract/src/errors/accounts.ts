import type { CatalogueEntry } from './entry.js';

/** Registration, passwords, verification, authenticator and social login. */
export const accountsErrors = {
  // ── Accounts: registration, passwords, verification (modules/accounts) ─────────────
  INVITATION_CODE_ERROR: {
    status: 400,
    when: "An affiliate (invitation) code is unknown or not an active agent's, at the affiliate check or at registration; the web shows invitation_code_error.",
    text: { en: 'Invalid invitation code', bn: 'আমন্ত্রণ কোডটি সঠিক নয়' },
  },
  USERNAME_TAKEN: {
    status: 409,
    when: 'Registration with a username another account already has (case-insensitive); value.fields names the field.',
    text: {
      en: 'This username is already registered, please choose another',
      bn: 'এই ইউজারনেমটি ইতিমধ্যে নিবন্ধিত, অনুগ্রহ করে অন্য একটি বেছে নিন',
    },
  },
  MOBILE_TAKEN: {
    status: 409,
    when: 'Registration (or a register SMS code) for a mobile number another account already has; value.fields names the field.',
    text: {
      en: 'This mobile number is already registered, please log in or recover your password',
      bn: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত, অনুগ্রহ করে লগইন করুন বা পাসওয়ার্ড পুনরুদ্ধার করুন',
    },
  },
  PHONE_NUMBER_LENGTH: {
    status: 400,
    when: 'A mobile number has the wrong number of digits for its country; {digits} is the count (or range) expected.',
    text: {
      en: 'The phone number must have {digits} digits',
      bn: 'ফোন নম্বরে {digits}টি অঙ্ক থাকতে হবে',
    },
  },
  UNSUPPORTED_COUNTRY_CODE: {
    status: 400,
    when: 'A country dialling code that is not in /wps/system/countries.',
    text: {
      en: 'Country dialling code +{code} is not supported',
      bn: 'দেশের ডায়ালিং কোড +{code} সমর্থিত নয়',
    },
  },
  OLD_PASSWORD_INCORRECT: {
    status: 400,
    when: 'A password change whose old password does not match (limited to 5 tries per 15 minutes per account).',
    text: { en: 'The old password is incorrect', bn: 'পুরনো পাসওয়ার্ডটি সঠিক নয়' },
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    status: 400,
    when: 'Extra login verification by bank account name: the name does not match the payee name on the account.',
    text: {
      en: 'The bank account name does not match',
      bn: 'ব্যাংক অ্যাকাউন্টের নামটি মেলেনি',
    },
  },
  // ── Accounts security: authenticator app (TOTP) and social login ───────────────────
  TOTP_ALREADY_ENABLED: {
    status: 409,
    when: 'Setting up or enabling an authenticator while one is already enabled; disable it first.',
    text: {
      en: 'Google Authenticator is already enabled for this account',
      bn: 'এই অ্যাকাউন্টে Google Authenticator আগে থেকেই চালু আছে',
    },
  },
  TOTP_NOT_ENABLED: {
    status: 409,
    when: 'Disabling an authenticator on an account that has none.',
    text: {
      en: 'Google Authenticator is not enabled for this account',
      bn: 'এই অ্যাকাউন্টে Google Authenticator চালু নেই',
    },
  },
  TOTP_SETUP_EXPIRED: {
    status: 400,
    when: 'Enabling an authenticator without a setup from the last 10 minutes; call setup again.',
    text: {
      en: 'The authenticator setup has expired, please start again',
      bn: 'অথেনটিকেটর সেটআপের মেয়াদ শেষ, অনুগ্রহ করে আবার শুরু করুন',
    },
  },
  TOTP_CODE_USED: {
    status: 400,
    when: 'An authenticator code whose time step was already used (replay); wait for the next code.',
    text: {
      en: 'This code has already been used, please wait for the next code',
      bn: 'এই কোডটি আগেই ব্যবহার করা হয়েছে, অনুগ্রহ করে পরবর্তী কোডের জন্য অপেক্ষা করুন',
    },
  },
  SOCIAL_PROVIDER_UNKNOWN: {
    status: 404,
    when: 'A social login names a provider that is not configured in SOCIALPROVIDERS.',
    text: {
      en: 'This login method is not available',
      bn: 'এই লগইন পদ্ধতিটি উপলব্ধ নয়',
    },
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    when: 'A social login callback with a state that is unknown, expired (10 minutes), already used, or for another provider.',
    text: {
      en: 'The login session has expired, please try again',
      bn: 'লগইন সেশনের মেয়াদ শেষ হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  SOCIAL_PROVIDER_ERROR: {
    status: 502,
    when: 'The social login provider failed: unreachable, refused the code, returned an error, or an ID token that does not verify.',
    text: {
      en: 'Login with this account failed, please try again',
      bn: 'এই অ্যাকাউন্ট দিয়ে লগইন ব্যর্থ হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  // ── External phone verification (decision 0087) ─────────────────────────────────────
  PHONE_VERIFICATION_FAILED: {
    status: 400,
    when: "Registration with the external phone provider: the ID token is not the provider's (bad signature, unknown key, another project or issuer, not a phone sign-in) or names another channel. Nothing is created; verify the number again.",
    text: {
      en: 'Phone verification failed, please verify your number again',
      bn: 'ফোন যাচাই ব্যর্থ হয়েছে, অনুগ্রহ করে আবার নম্বর যাচাই করুন',
    },
  },
  PHONE_NUMBER_MISMATCH: {
    status: 400,
    when: "Registration with the external phone provider: the provider's ID token proves another number than mobileNum. Nothing is created.",
    text: {
      en: 'The verified phone number is not the number entered',
      bn: 'যাচাই করা ফোন নম্বরটি দেওয়া নম্বরের সাথে মেলে না',
    },
  },
  PHONE_PROVIDER_UNAVAILABLE: {
    status: 502,
    when: 'Registration with the external phone provider: its signing keys could not be fetched (unreachable, timed out, or a bad answer). Nothing is created; try again later.',
    text: {
      en: 'Phone verification is not available right now, please try again later',
      bn: 'ফোন যাচাই এখন করা যাচ্ছে না, অনুগ্রহ করে পরে আবার চেষ্টা করুন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
