import type { CatalogueEntry } from './entry.js';

/** Points and the points mall (issue 18, decision 0062). */
export const loyaltyPointsErrors = {
  POINTS_NOT_ENOUGH: {
    status: 409,
    when: 'A redeem or a conversion of more points than the member holds (another tab may have spent them); nothing moves.',
    text: { en: 'You do not have enough points', bn: 'আপনার যথেষ্ট পয়েন্ট নেই' },
  },
  POINTS_CONVERT_NOT_AVAILABLE: {
    status: 409,
    when: 'convertPoint while the operator has conversion switched off.',
    text: { en: 'Points conversion is not available now', bn: 'পয়েন্ট রূপান্তর এখন উপলব্ধ নয়' },
  },
  POINTS_CONVERT_INVALID: {
    status: 400,
    when: 'convertPoint of fewer points than the minimum, not a multiple of the step, or worth less than one minor unit of cash; `min` and `step` name the rule.',
    text: {
      en: 'Convert at least {min} points, in steps of {step}',
      bn: 'কমপক্ষে {min} পয়েন্ট রূপান্তর করুন, {step} এর গুণিতকে',
    },
  },
  POINTS_CONFIG_INVALID: {
    status: 400,
    when: 'Saving points rules whose conversion cash is not an amount of the site currency, or whose minimum is not a whole number of steps; `field` names it.',
    text: { en: 'The points rules are not valid', bn: 'পয়েন্টের নিয়মগুলো সঠিক নয়' },
  },
  GOODS_NOT_FOUND: {
    status: 404,
    when: 'A goods id that does not exist (operators), or is hidden or outside its activity window (players).',
    text: { en: 'Item not found', bn: 'পণ্যটি পাওয়া যায়নি' },
  },
  GOODS_SOLD_OUT: {
    status: 409,
    when: 'Redeeming goods whose available quantity is zero (the last ones went to other players).',
    text: { en: 'This item is sold out', bn: 'এই পণ্যটি শেষ হয়ে গেছে' },
  },
  GOODS_LIMIT_REACHED: {
    status: 409,
    when: 'Redeeming goods the member has already redeemed its per-player limit of (rejected redeems do not count).',
    text: {
      en: 'You have reached the limit for this item',
      bn: 'আপনি এই পণ্যের সীমায় পৌঁছে গেছেন',
    },
  },
  GOODS_DEPOSIT_REQUIRED: {
    status: 403,
    when: 'Redeeming goods that need deposits of `amount` over the last `days` days, which the member has not made.',
    text: {
      en: 'This item needs deposits of {amount} in the last {days} days',
      bn: 'এই পণ্যের জন্য গত {days} দিনে {amount} জমা প্রয়োজন',
    },
  },
  GOODS_VALID_BET_REQUIRED: {
    status: 403,
    when: 'Redeeming goods that need valid bets of `amount` over the last `days` days, which the member has not placed.',
    text: {
      en: 'This item needs valid bets of {amount} in the last {days} days',
      bn: 'এই পণ্যের জন্য গত {days} দিনে {amount} বৈধ বাজি প্রয়োজন',
    },
  },
  GOODS_ADDRESS_REQUIRED: {
    status: 400,
    when: 'Redeeming a physical item without a delivery address.',
    text: { en: 'Enter the delivery address', bn: 'ডেলিভারির ঠিকানা লিখুন' },
  },
  GOODS_INVALID: {
    status: 400,
    when: 'Saving goods whose value, requirement or window does not fit its kind (e.g. cash without a value, an end before the start); `field` names the first.',
    text: { en: 'The item is not valid', bn: 'পণ্যটি সঠিক নয়' },
  },
  REDEEM_NOT_FOUND: {
    status: 404,
    when: 'An operator decision on a redeem id that does not exist.',
    text: { en: 'Redeem not found', bn: 'রিডিম পাওয়া যায়নি' },
  },
  REDEEM_ALREADY_DECIDED: {
    status: 409,
    when: 'Approving or rejecting a redeem that is no longer in process (another operator decided it).',
    text: { en: 'This redeem has already been decided', bn: 'এই রিডিমের সিদ্ধান্ত ইতিমধ্যে নেওয়া হয়েছে' },
  },
} satisfies Record<string, CatalogueEntry>;
