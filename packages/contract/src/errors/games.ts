import type { CatalogueEntry } from './entry.js';

/** Catalogue, favourites and launch. */
export const gamesErrors = {
  // ── Games ──────────────────────────────────────────────────────────────────────────
  GAME_MAINTENANCE: {
    status: 503,
    when: 'The game or its vendor is under maintenance.',
    text: { en: 'Game under maintenance', bn: 'গেমটি রক্ষণাবেক্ষণে আছে' },
  },
  GAME_NOT_FOUND: {
    status: 404,
    when: 'A launch or favourite names a node id that is not in the catalogue, or whose vendor or game type differ from the ones sent; a launch by code names a code no game (or more than one vendor’s) has.',
    text: { en: 'This game is not available', bn: 'এই গেমটি উপলব্ধ নয়' },
  },
  LOTTERY_GAME_NOT_FOUND: {
    status: 404,
    when: 'A lottery data call (opened numbers) names a lottery code the studio does not run, or a Vietnamese call names a lottery of another region.',
    text: { en: 'This lottery is not available', bn: 'এই লটারিটি উপলব্ধ নয়' },
  },
  GAME_DISABLED: {
    status: 403,
    when: 'A launch names a game (or vendor) that has been switched off in the catalogue.',
    text: {
      en: 'This game has been switched off and cannot be played',
      bn: 'এই গেমটি বন্ধ করা হয়েছে এবং খেলা যাবে না',
    },
  },
  VENDOR_REPORT_UNAVAILABLE: {
    status: 502,
    when: 'A back-office report read from a vendor (the studio book’s exposure) got no valid answer: the vendor is not running, refused the signature or answered garbage.',
    text: {
      en: 'The vendor did not answer, please try again',
      bn: 'ভেন্ডর সাড়া দেয়নি, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  BOOK_EVENT_NOT_VOIDABLE: {
    status: 409,
    when: 'An operator voids a sportsbook event the feed still runs: it is not over {hours} hours past its start, or it still takes bets.',
    text: {
      en: 'This event is still running: it can be voided {hours} hours after its start, once it takes no bets',
      bn: 'এই ইভেন্টটি এখনও চলছে: শুরুর {hours} ঘণ্টা পরে, বাজি নেওয়া বন্ধ হলে এটি বাতিল করা যাবে',
    },
  },
  BOOK_EVENT_NOT_FOUND: {
    status: 404,
    when: 'An operator voids a sportsbook event with no open bets (already settled or voided, or an unknown id).',
    text: {
      en: 'This event has no open bets',
      bn: 'এই ইভেন্টে কোনো খোলা বাজি নেই',
    },
  },
  FAVOURITE_LIMIT_REACHED: {
    status: 409,
    when: 'Adding a favourite beyond the {limit} a player may keep; the player removes one first.',
    text: {
      en: 'You can keep at most {limit} favourite games',
      bn: 'আপনি সর্বোচ্চ {limit}টি প্রিয় গেম রাখতে পারেন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
