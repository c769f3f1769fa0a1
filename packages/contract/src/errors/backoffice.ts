import type { CatalogueEntry } from './entry.js';

/** Operators, permissions, audit, and the players and games pages. */
export const backofficeErrors = {
  // ── Back office: operators, permissions, audit (modules/backoffice) ────────────────
  OPERATOR_NOT_LOGGED_IN: {
    status: 401,
    when: 'An operator route without a valid operator session token (a player token never counts).',
    text: { en: 'Please log in to the back office', bn: 'অনুগ্রহ করে ব্যাক অফিসে লগইন করুন' },
  },
  OPERATOR_FORBIDDEN: {
    status: 403,
    when: "The operator's role does not hold the permission the route needs.",
    text: {
      en: 'Your role does not allow this action',
      bn: 'আপনার ভূমিকায় এই কাজের অনুমতি নেই',
    },
  },
  OPERATOR_LOGIN_FAILED: {
    status: 401,
    when: 'Back-office login: unknown or disabled operator, wrong password, or a wrong or already used authenticator code (one answer for all, so it reveals nothing).',
    text: {
      en: 'Username, password or authenticator code is incorrect',
      bn: 'ইউজারনেম, পাসওয়ার্ড বা অথেন্টিকেটর কোড সঠিক নয়',
    },
  },
  OPERATOR_IP_NOT_ALLOWED: {
    status: 403,
    when: "The operator's IP allow-list does not include the caller's address (at login and on every request).",
    text: {
      en: 'The back office cannot be used from this address ({ip})',
      bn: 'এই ঠিকানা ({ip}) থেকে ব্যাক অফিস ব্যবহার করা যাবে না',
    },
  },
  OPERATOR_SETUP_REQUIRED: {
    status: 403,
    when: 'The operator must first change the password an owner set and/or enrol an authenticator (decision 0036); only the session routes answer until then.',
    text: {
      en: 'Finish setting up your account first: new password and authenticator',
      bn: 'আগে আপনার অ্যাকাউন্ট সেটআপ শেষ করুন: নতুন পাসওয়ার্ড ও অথেন্টিকেটর',
    },
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    when: 'An operators route names an operator id that does not exist.',
    text: { en: 'Operator not found', bn: 'অপারেটর পাওয়া যায়নি' },
  },
  OPERATOR_USERNAME_TAKEN: {
    status: 409,
    when: 'Creating an operator whose username another operator has (case-insensitively).',
    text: { en: 'This username is already taken', bn: 'এই ইউজারনেমটি ইতিমধ্যে নেওয়া হয়েছে' },
  },
  OPERATOR_SELF_CHANGE: {
    status: 409,
    when: "An owner changing their own role, status, password or authenticator through operator management (their own password: the session's change).",
    text: {
      en: 'You cannot change your own account here',
      bn: 'এখানে আপনি নিজের অ্যাকাউন্ট পরিবর্তন করতে পারবেন না',
    },
  },
  OPERATOR_LAST_OWNER: {
    status: 409,
    when: 'Disabling or demoting the only active owner: the site would have nobody to manage operators.',
    text: {
      en: 'The last active owner cannot be disabled or demoted',
      bn: 'শেষ সক্রিয় মালিককে নিষ্ক্রিয় বা পদাবনত করা যাবে না',
    },
  },
  OPERATOR_STATUS_UNCHANGED: {
    status: 409,
    when: 'Disabling a disabled operator, enabling an active one, or setting the role they already have.',
    text: {
      en: 'Nothing to change: the operator is already {state}',
      bn: 'পরিবর্তনের কিছু নেই: অপারেটর ইতিমধ্যে {state}',
    },
  },
  OPERATOR_PASSWORD_INCORRECT: {
    status: 400,
    when: "The operator's own password change with a wrong current password.",
    text: { en: 'The current password is incorrect', bn: 'বর্তমান পাসওয়ার্ড সঠিক নয়' },
  },
  OPERATOR_PASSWORD_REUSED: {
    status: 400,
    when: "The operator's own password change to the password they have now.",
    text: {
      en: 'Choose a password different from the current one',
      bn: 'বর্তমানটির থেকে আলাদা একটি পাসওয়ার্ড বেছে নিন',
    },
  },
  OPERATOR_TOTP_ALREADY_ENROLLED: {
    status: 409,
    when: 'Asking for or confirming an authenticator enrolment when the operator already has one (an owner resets it).',
    text: {
      en: 'An authenticator is already enrolled',
      bn: 'একটি অথেন্টিকেটর ইতিমধ্যে যুক্ত আছে',
    },
  },
  // ── Back office: players and games (decision 0027) ─────────────────────────────────
  PLAYER_NOT_FOUND: {
    status: 404,
    when: 'A back-office player route names a player id that does not exist.',
    text: { en: 'Player not found', bn: 'প্লেয়ার পাওয়া যায়নি' },
  },
  PLAYER_STATUS_UNCHANGED: {
    status: 409,
    when: 'Freezing a player who is already frozen, or unfreezing one who is not frozen.',
    text: { en: 'The player is already {status}', bn: 'প্লেয়ারটি আগে থেকেই {status}' },
  },
  GAME_VENDOR_NOT_FOUND: {
    status: 404,
    when: 'A back-office games route names a vendor that does not exist.',
    text: { en: 'Game vendor not found', bn: 'গেম ভেন্ডর পাওয়া যায়নি' },
  },
  VENDOR_SECRET_FROM_CONFIG: {
    status: 409,
    when: "Rotating the studio's signing secret while KHELA_STUDIO_SECRET sets it: change the configuration instead.",
    text: {
      en: "This vendor's secret comes from the server configuration and cannot be rotated here",
      bn: 'এই ভেন্ডরের সিক্রেট সার্ভার কনফিগারেশন থেকে আসে, এখানে পরিবর্তন করা যায় না',
    },
  },
  PLAYER_ADJUST_AMOUNT_INVALID: {
    status: 400,
    when: 'A balance adjustment of zero or with more decimals than the site currency has.',
    text: {
      en: 'Enter an amount above zero with at most {digits} decimals',
      bn: 'শূন্যের বেশি এবং সর্বোচ্চ {digits} দশমিক ঘরের পরিমাণ লিখুন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
