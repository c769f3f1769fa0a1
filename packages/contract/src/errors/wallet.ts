import type { CatalogueEntry } from './entry.js';

/** The ledger (modules/wallet/wallet.errors.ts says when each is thrown). */
export const walletErrors = {
  // ── Wallet (apps/server/src/modules/wallet/wallet.errors.ts says when each is thrown) ──
  WALLET_INSUFFICIENT_FUNDS: {
    status: 409,
    when: 'A player account would go below zero; value carries the balance.',
    text: { en: 'Insufficient balance', bn: 'পর্যাপ্ত ব্যালেন্স নেই' },
  },
  WALLET_ACCOUNT_FROZEN: {
    status: 409,
    when: 'Money would leave an account an operator has frozen.',
    text: {
      en: 'This wallet is frozen, please contact customer service',
      bn: 'এই ওয়ালেটটি স্থগিত, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  WALLET_ACCOUNT_CLOSED: {
    status: 409,
    when: 'A movement touches a closed account.',
    text: { en: 'This wallet is closed', bn: 'এই ওয়ালেটটি বন্ধ' },
  },
  WALLET_CURRENCY_MISMATCH: {
    status: 400,
    when: 'The two sides of a transfer hold different currencies.',
    text: { en: 'The currencies do not match', bn: 'মুদ্রা মেলেনি' },
  },
  WALLET_TRIAL_ISOLATION: {
    status: 400,
    when: 'Play money would move to or from a real-money account.',
    text: { en: 'Play money cannot be used here', bn: 'এখানে প্লে-মানি ব্যবহার করা যাবে না' },
  },
  WALLET_IDEMPOTENCY_CONFLICT: {
    status: 409,
    when: 'The idempotency key was used before with a different input.',
    text: {
      en: 'This request id was already used for a different request',
      bn: 'এই অনুরোধ আইডি আগে ভিন্ন অনুরোধের জন্য ব্যবহৃত হয়েছে',
    },
  },
  WALLET_HOLD_NOT_FOUND: {
    status: 404,
    when: 'A post or void names a hold that does not exist.',
    text: { en: 'The pending transaction was not found', bn: 'অপেক্ষমাণ লেনদেনটি পাওয়া যায়নি' },
  },
  WALLET_HOLD_NOT_PENDING: {
    status: 409,
    when: 'A post or void names a hold that was already posted or voided.',
    text: { en: 'The pending transaction was already settled', bn: 'অপেক্ষমাণ লেনদেনটি আগেই নিষ্পত্তি হয়েছে' },
  },
  WALLET_INVALID_OPERATION: {
    status: 400,
    when: 'Malformed money movement: zero or negative amount, same account on both sides, bad key.',
    text: { en: 'Invalid transaction: {detail}', bn: 'অবৈধ লেনদেন: {detail}' },
  },
} as const satisfies Record<string, CatalogueEntry>;
