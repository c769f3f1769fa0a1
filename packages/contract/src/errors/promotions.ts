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
    when: 'Joining a first-deposit promotion after a first deposit, or a promotion whose per-player limit is used up; or (decision 0056) a once-per-person promotion (per-player limit 1) another account of the same person (payee name, mobile or device) joined or was issued: the value is `{ reason: "same_person" }`.',
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
  PROMOTION_MIXED_PRODUCT: {
    status: 400,
    when: 'The site setting PROMOSINGLEPRODUCT is on and a promotion’s wagering counts more than one product (casino, sports, lottery), through its contributions or a default contribution above zero (the configuration checker).',
    text: {
      en: 'This site allows single-product promotions only: wagering may count casino, sports or lottery games, not a mix',
      bn: 'এই সাইটে শুধু এক ধরনের পণ্যের প্রমোশন চলে: বাজি ক্যাসিনো, স্পোর্টস বা লটারির যেকোনো একটিতে গণনা হবে, মিশ্রণে নয়',
    },
  },
  RISK_FLAG_NOT_FOUND: {
    status: 404,
    when: 'Clearing a risk-queue flag that does not exist or was already cleared (decision 0056).',
    text: { en: 'Risk flag not found or already cleared', bn: 'ঝুঁকি চিহ্ন পাওয়া যায়নি বা আগেই মুছে ফেলা হয়েছে' },
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
  // Raffles (decision 0055).
  RAFFLE_NOT_FOUND: {
    status: 404,
    when: 'A raffle id that is not a published raffle promotion (players, the verifier) or not a raffle (operators).',
    text: { en: 'Raffle not found', bn: 'র‍্যাফেল পাওয়া যায়নি' },
  },
  RAFFLE_NOTHING_TO_CLAIM: {
    status: 409,
    when: 'MCS2_claimRafflePromotion when the caller has no prize waiting in that raffle (not drawn yet, nothing won, or already paid).',
    text: { en: 'There is no raffle prize to claim', bn: 'দাবি করার মতো কোনো র‍্যাফেল পুরস্কার নেই' },
  },
  RAFFLE_POINTS_NOT_AVAILABLE: {
    status: 400,
    when: 'Publishing a raffle with a points prize: points are not built yet (issue 18); a draft may keep it. `field` names the prize.',
    text: {
      en: 'Points prizes cannot be published yet: {field}',
      bn: 'পয়েন্ট পুরস্কার এখনও প্রকাশ করা যাবে না: {field}',
    },
  },
  RAFFLE_RULES_LOCKED: {
    status: 409,
    when: 'Changing the rules or dates of a raffle once it is published (its seed is committed and tickets may exist); texts may still change.',
    text: {
      en: 'A published raffle’s rules cannot change',
      bn: 'প্রকাশিত র‍্যাফেলের নিয়ম পরিবর্তন করা যাবে না',
    },
  },
  // Activity applications (decision 0057): every refusal of a form stores nothing.
  ACTIVITY_FORM_INVALID: {
    status: 400,
    when: 'An application that is not multipart/form-data, or carries a part other than `remark` and `images` (or `remark` twice, or a file as the remark); `field` names the part. Nothing is stored.',
    text: { en: 'The application form is not valid: {field}', bn: 'আবেদন ফর্মটি সঠিক নয়: {field}' },
  },
  ACTIVITY_REMARK_TOO_LONG: {
    status: 400,
    when: 'An application remark over {max} characters (field `remark`). Nothing is stored.',
    text: {
      en: 'The remark may be at most {max} characters',
      bn: 'মন্তব্য সর্বোচ্চ {max} অক্ষরের হতে পারে',
    },
  },
  ACTIVITY_IMAGE_TOO_LARGE: {
    status: 413,
    when: 'An application image over {max} MB; `field` names it (images[1] is the first). Nothing is stored.',
    text: {
      en: '{field}: each image may be at most {max} MB',
      bn: '{field}: প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে',
    },
  },
  ACTIVITY_IMAGE_NOT_IMAGE: {
    status: 415,
    when: 'An application image whose bytes are not a readable PNG or JPEG (checked by content, whatever its name or type says); `field` names it. Nothing is stored.',
    text: {
      en: '{field}: only png or jpg images are accepted',
      bn: '{field}: শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য',
    },
  },
  ACTIVITY_IMAGE_TOO_MANY: {
    status: 400,
    when: 'An application with more than {max} images (field `images`). Nothing is stored.',
    text: { en: 'You can upload at most {max} images', bn: 'আপনি সর্বোচ্চ {max}টি ছবি আপলোড করতে পারেন' },
  },
  ACTIVITY_IMAGE_REQUIRED: {
    status: 400,
    when: 'An application without an image to an activity whose rules require one (field `images`).',
    text: { en: 'Please add at least one image', bn: 'অন্তত একটি ছবি যোগ করুন' },
  },
  ACTIVITY_APPLICATION_PENDING: {
    status: 409,
    when: 'Applying while an earlier application of the same player to the same activity is still under review.',
    text: {
      en: 'Your application is already under review',
      bn: 'আপনার আবেদন ইতিমধ্যে পর্যালোচনাধীন আছে',
    },
  },
  ACTIVITY_APPLICATION_NOT_FOUND: {
    status: 404,
    when: "An application (or its image) that does not exist, or is not the caller's (players).",
    text: { en: 'Application not found', bn: 'আবেদন পাওয়া যায়নি' },
  },
  ACTIVITY_APPLICATION_DECIDED: {
    status: 409,
    when: 'Approving or rejecting an application another operator has already decided; nothing changes.',
    text: {
      en: 'This application has already been decided',
      bn: 'এই আবেদনের সিদ্ধান্ত ইতিমধ্যে নেওয়া হয়েছে',
    },
  },
  ACTIVITY_AMOUNT_INVALID: {
    status: 400,
    when: 'Approving with an amount that is not above zero and at most the rule’s {max} (field `amount`), or an amount where the rule fixes it.',
    text: {
      en: 'The amount must be more than 0 and at most {max}',
      bn: 'পরিমাণ ০-এর বেশি এবং সর্বোচ্চ {max} হতে হবে',
    },
  },
  REBATE_NOT_AVAILABLE: {
    status: 409,
    when: 'Claiming a rebate when no rebate promotion is running, or the running one pays automatically each day (decision 0054).',
    text: { en: 'There is no rebate to claim now', bn: 'এখন দাবি করার মতো কোনো রিবেট নেই' },
  },
  REBATE_BELOW_MINIMUM: {
    status: 409,
    when: 'Claiming a rebate smaller than the promotion’s minimum payout, or when today’s cap is used up; nothing is paid and the rebate keeps accruing.',
    text: {
      en: 'The rebate to claim must be at least {min}',
      bn: 'দাবি করার জন্য রিবেট কমপক্ষে {min} হতে হবে',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
