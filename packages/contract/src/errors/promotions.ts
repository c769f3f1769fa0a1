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
} as const satisfies Record<string, CatalogueEntry>;
