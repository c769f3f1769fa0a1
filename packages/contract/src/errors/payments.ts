import type { CatalogueEntry } from './entry.js';

/** Channels, deposits, the sandbox gateway, withdrawals, payout accounts, confirmation, disputes and proofs. */
export const paymentsErrors = {
  // ── Payments: channels, deposits, sandbox gateway (modules/payments) ───────────────
  PAYMENT_CHANNEL_NOT_FOUND: {
    status: 404,
    when: 'No enabled payment channel with that code on this site.',
    text: {
      en: 'This payment method is not available',
      bn: 'এই পেমেন্ট পদ্ধতিটি উপলব্ধ নয়',
    },
  },
  PAYMENT_CHANNEL_CLOSED: {
    status: 409,
    when: "The channel is outside its opening hours (in the site's time zone); value carries opensAt/closesAt.",
    text: {
      en: 'This payment method is open from {opensAt} to {closesAt} (Bangladesh time)',
      bn: 'এই পেমেন্ট পদ্ধতিটি {opensAt} থেকে {closesAt} পর্যন্ত খোলা থাকে (বাংলাদেশ সময়)',
    },
  },
  PAYMENT_AMOUNT_INVALID: {
    status: 400,
    when: 'The amount is not a positive number with at most 2 decimals. Nothing is saved.',
    text: {
      en: 'Please enter a positive amount with at most 2 decimals',
      bn: 'অনুগ্রহ করে সর্বোচ্চ ২ দশমিক ঘর সহ একটি ধনাত্মক পরিমাণ লিখুন',
    },
  },
  PAYMENT_AMOUNT_BELOW_MIN: {
    status: 400,
    when: "The amount is below the channel's minimum; value carries min.",
    text: { en: 'The minimum amount is {min}', bn: 'সর্বনিম্ন পরিমাণ {min}' },
  },
  PAYMENT_AMOUNT_ABOVE_MAX: {
    status: 400,
    when: "The amount is above the channel's maximum; value carries max.",
    text: { en: 'The maximum amount is {max}', bn: 'সর্বোচ্চ পরিমাণ {max}' },
  },
  PAYMENT_REFERENCE_REQUIRED: {
    status: 400,
    when: "A manual channel's deposit without the transaction reference (4–40 letters, digits, - or _).",
    text: {
      en: 'Please enter the transaction ID of your payment',
      bn: 'অনুগ্রহ করে আপনার পেমেন্টের লেনদেন আইডি লিখুন',
    },
  },
  DEPOSIT_NOT_FOUND: {
    status: 404,
    when: "No deposit order with that number for the caller (someone else's order answers the same).",
    text: { en: 'Deposit order not found', bn: 'ডিপোজিট অর্ডার পাওয়া যায়নি' },
  },
  DEPOSIT_NOT_PENDING: {
    status: 409,
    when: 'The deposit order was already paid, rejected or expired; value carries its state.',
    text: {
      en: 'This deposit order is no longer pending',
      bn: 'এই ডিপোজিট অর্ডারটি আর অপেক্ষমাণ নেই',
    },
  },
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    when: "A gateway webhook whose HMAC signature does not match the channel's secret. Recorded, nothing changes.",
    text: { en: 'Invalid webhook signature', bn: 'অবৈধ ওয়েবহুক স্বাক্ষর' },
  },
  PAYMENT_WEBHOOK_STALE: {
    status: 401,
    when: 'A gateway webhook whose timestamp is outside the replay window. Recorded, nothing changes.',
    text: { en: 'Webhook timestamp outside the allowed window', bn: 'ওয়েবহুকের সময় অনুমোদিত সীমার বাইরে' },
  },
  PAYMENT_WEBHOOK_REFUSED: {
    status: 409,
    when: 'A signed webhook for an unknown, expired or rejected order, or with a different amount or currency. Recorded, nothing changes.',
    text: { en: 'Webhook refused: {reason}', bn: 'ওয়েবহুক প্রত্যাখ্যাত: {reason}' },
  },
  // ── Payments: withdrawals, payout accounts, confirmation, disputes, proofs ─────────
  PAYOUT_ACCOUNT_LIMIT: {
    status: 409,
    when: 'Binding a payout account beyond the {max} a member may hold; unbind one first. Nothing is saved.',
    text: {
      en: 'You can bind at most {max} payout accounts',
      bn: 'আপনি সর্বোচ্চ {max}টি পেআউট অ্যাকাউন্ট যুক্ত করতে পারেন',
    },
  },
  PAYOUT_ACCOUNT_DUPLICATE: {
    status: 409,
    when: 'Binding an account or wallet number the member has already bound with the same provider.',
    text: { en: 'This account is already bound', bn: 'এই অ্যাকাউন্টটি আগেই যুক্ত করা হয়েছে' },
  },
  PAYOUT_ACCOUNT_NOT_FOUND: {
    status: 404,
    when: "No active payout account with that id for the caller (someone else's account answers the same).",
    text: { en: 'Payout account not found', bn: 'পেআউট অ্যাকাউন্ট পাওয়া যায়নি' },
  },
  PAYOUT_ACCOUNT_IN_USE: {
    status: 409,
    when: 'Unbinding a payout account that a withdrawal still in progress (pending, approved, paid, disputed) pays to.',
    text: {
      en: 'This account has a withdrawal in progress and cannot be removed yet',
      bn: 'এই অ্যাকাউন্টে একটি উত্তোলন চলমান, তাই এখন এটি সরানো যাবে না',
    },
  },
  PAYEE_NAME_MISMATCH: {
    status: 400,
    when: "The payee name of a new payout account differs from the member's payee name (set by registration or the first binding).",
    text: {
      en: 'The account holder name must match your payee name',
      bn: 'অ্যাকাউন্টধারীর নাম আপনার প্রাপকের নামের সাথে মিলতে হবে',
    },
  },
  WITHDRAWAL_METHOD_DISABLED: {
    status: 409,
    when: "The payout account's withdrawal method is switched off (or unknown). Nothing is saved.",
    text: {
      en: 'Withdrawals to this account type are not available now',
      bn: 'এই ধরনের অ্যাকাউন্টে এখন উত্তোলন করা যাচ্ছে না',
    },
  },
  WITHDRAWAL_DAILY_COUNT_EXCEEDED: {
    status: 409,
    when: "The member already made {limit} withdrawals with this method today (a day in the site's time zone). Nothing is saved.",
    text: {
      en: 'You can withdraw at most {limit} times a day with this method',
      bn: 'এই পদ্ধতিতে দিনে সর্বোচ্চ {limit} বার উত্তোলন করা যায়',
    },
  },
  WITHDRAWAL_DAILY_AMOUNT_EXCEEDED: {
    status: 409,
    when: "The request would take today's total with this method above {limit}; value carries what is left. Nothing is saved.",
    text: {
      en: 'The daily withdrawal limit is {limit}; you can still withdraw {left} today',
      bn: 'দৈনিক উত্তোলনের সীমা {limit}; আজ আপনি আর {left} উত্তোলন করতে পারবেন',
    },
  },
  WITHDRAWAL_NOT_FOUND: {
    status: 404,
    when: "No withdrawal with that id for the caller (someone else's withdrawal answers the same).",
    text: { en: 'Withdrawal not found', bn: 'উত্তোলন পাওয়া যায়নি' },
  },
  WITHDRAWAL_WRONG_STATE: {
    status: 409,
    when: "The action does not fit the withdrawal's state ({status}): e.g. approving a paid one, confirming one not yet paid. Nothing changes.",
    text: {
      en: 'This withdrawal is {status} and cannot be changed this way',
      bn: 'এই উত্তোলনটি {status} অবস্থায় আছে, এভাবে পরিবর্তন করা যাবে না',
    },
  },
  WITHDRAWAL_PAYOUT_REFERENCE_INVALID: {
    status: 400,
    when: 'Mark paid out without a payout reference of 4 to 64 letters, digits and - _ / . (after trimming). Nothing changes.',
    text: {
      en: 'Enter the payout reference (such as the bKash TrxID): 4 to 64 letters, digits or - _ / .',
      bn: 'পেআউট রেফারেন্স লিখুন (যেমন বিকাশ TrxID): ৪ থেকে ৬৪টি অক্ষর, সংখ্যা বা - _ / .',
    },
  },
  WITHDRAWAL_PROOF_REQUIRED: {
    status: 400,
    when: '"Not received" without at least one proof image uploaded first.',
    text: {
      en: 'Please upload at least one screenshot as proof',
      bn: 'প্রমাণ হিসেবে অন্তত একটি স্ক্রিনশট আপলোড করুন',
    },
  },
  PROOF_TOO_LARGE: {
    status: 413,
    when: 'A proof image over {max} MB. Nothing is stored.',
    text: { en: 'Each image may be at most {max} MB', bn: 'প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে' },
  },
  PROOF_TOO_MANY: {
    status: 409,
    when: 'A proof image beyond the {max} a withdrawal may carry. Nothing is stored.',
    text: { en: 'You can upload at most {max} images', bn: 'আপনি সর্বোচ্চ {max}টি ছবি আপলোড করতে পারেন' },
  },
  PROOF_NOT_IMAGE: {
    status: 415,
    when: 'The uploaded bytes are not a readable PNG or JPEG (checked by content, whatever the name or type says). Nothing is stored.',
    text: { en: 'Only png or jpg images are accepted', bn: 'শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য' },
  },
  PROOF_FILE_NAME_INVALID: {
    status: 400,
    when: 'The file name holds a path (/, \\, ..) or control characters. Nothing is stored.',
    text: { en: 'The file name is not allowed', bn: 'ফাইলের নামটি অনুমোদিত নয়' },
  },
  PROOF_NOT_FOUND: {
    status: 404,
    when: "No proof image with that id on the caller's withdrawal (or, for an operator, on that withdrawal).",
    text: { en: 'Image not found', bn: 'ছবি পাওয়া যায়নি' },
  },
  DISPUTE_NOT_FOUND: {
    status: 404,
    when: 'No withdrawal dispute with that id.',
    text: { en: 'Dispute not found', bn: 'বিরোধ পাওয়া যায়নি' },
  },
  DISPUTE_NOT_OPEN: {
    status: 409,
    when: 'Resolving a dispute that is already resolved (a refund happens exactly once).',
    text: { en: 'This dispute is already resolved', bn: 'এই বিরোধটি আগেই নিষ্পত্তি হয়েছে' },
  },
} as const satisfies Record<string, CatalogueEntry>;
