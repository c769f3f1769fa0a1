import type { CatalogueEntry } from './entry.js';

/** Promotions and bonus money (decision 0051). */
export const promotionsErrors = {
  BONUS_NOT_FOUND: {
    status: 404,
    when: 'A bonus id that is not one of the caller’s (player) or does not exist (operator).',
    text: { en: 'Bonus not found', bn: 'বোনাস পাওয়া যায়নি' },
  },
  BONUS_NOT_ACTIVE: {
    status: 409,
    when: 'Forfeiting a bonus that has already been converted, expired, forfeited or spent.',
    text: { en: 'This bonus is no longer active', bn: 'এই বোনাস আর সক্রিয় নেই' },
  },
  BONUS_WAGERING_LOCKED: {
    status: 409,
    when: 'A withdrawal of more than the withdrawable cash while a bonus’s wagering is outstanding: the details name the locked amount, the withdrawable amount and the bonuses; forfeiting them releases the lock.',
    text: {
      en: 'Part of your balance is locked until the bonus wagering is complete',
      bn: 'বোনাসের বাজির শর্ত পূরণ না হওয়া পর্যন্ত আপনার ব্যালেন্সের একটি অংশ আটকানো আছে',
    },
  },
  BONUS_RULES_INVALID: {
    status: 400,
    when: 'A bonus grant or promotion rule set that is out of range; `field` names the first wrong field.',
    text: { en: 'The bonus rules are not valid', bn: 'বোনাসের নিয়মগুলো সঠিক নয়' },
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    when: 'A promotion id that does not exist or is not published (players), or does not exist (operators).',
    text: { en: 'Promotion not found', bn: 'প্রমোশন পাওয়া যায়নি' },
  },
  PROMOTION_NOT_ACTIVE: {
    status: 409,
    when: 'Joining a promotion that has not started, has ended, or has issued its global limit.',
    text: { en: 'This promotion is not open now', bn: 'এই প্রমোশন এখন খোলা নেই' },
  },
  PROMOTION_NOT_ELIGIBLE: {
    status: 403,
    when: 'Joining a first-deposit promotion after a first deposit, or a promotion whose per-player limit is used up.',
    text: { en: 'You are not eligible for this promotion', bn: 'আপনি এই প্রমোশনের যোগ্য নন' },
  },
  PROMOTION_ALREADY_JOINED: {
    status: 409,
    when: 'Joining a promotion the player has already joined and not yet received.',
    text: { en: 'You have already joined this promotion', bn: 'আপনি ইতিমধ্যে এই প্রমোশনে যোগ দিয়েছেন' },
  },
  PROMOTION_RULES_INVALID: {
    status: 400,
    when: "A promotion's rules do not fit its kind, its dates are out of order, or a kind the engine does not pay yet is published; `field` names the first wrong field.",
    text: { en: 'The promotion settings are not valid: {field}', bn: 'প্রমোশনের সেটিং সঠিক নয়: {field}' },
  },
  PROMOTION_WAGERING_TOO_HIGH: {
    status: 400,
    when: 'A promotion asks a wagering multiple above the site setting PROMOMAXWAGER (the configuration checker).',
    text: {
      en: 'The wagering multiple may be at most {max}×',
      bn: 'বাজির গুণক সর্বোচ্চ {max}× হতে পারে',
    },
  },
  ENVELOPE_NOT_FOUND: {
    status: 404,
    when: 'A red envelope id that does not exist.',
    text: { en: 'Red envelope not found', bn: 'লাল খাম পাওয়া যায়নি' },
  },
  ENVELOPE_CLOSED: {
    status: 409,
    when: 'Grabbing a red envelope before it opens or after it has ended.',
    text: { en: 'This red envelope is not open', bn: 'এই লাল খাম এখন খোলা নেই' },
  },
  ENVELOPE_EMPTY: {
    status: 409,
    when: 'Grabbing a red envelope whose every grab has been taken.',
    text: { en: 'This red envelope is empty', bn: 'এই লাল খাম খালি হয়ে গেছে' },
  },
  ENVELOPE_ALREADY_GRABBED: {
    status: 409,
    when: 'A member grabbing the same red envelope a second time.',
    text: { en: 'You have already opened this red envelope', bn: 'আপনি ইতিমধ্যে এই লাল খাম খুলেছেন' },
  },
  ENVELOPE_RULES_INVALID: {
    status: 400,
    when: 'A red envelope whose total cannot give every grab the minimum, or whose end is not after its start; `field` names it.',
    text: { en: 'The red envelope settings are not valid: {field}', bn: 'লাল খামের সেটিং সঠিক নয়: {field}' },
  },
} as const satisfies Record<string, CatalogueEntry>;
