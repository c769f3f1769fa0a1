import type { CatalogueEntry } from './entry.js';

/** Feedback and complaints (issue 18, decision 0061): the player's form, the thread, the inbox. */
export const feedbackErrors = {
  // ── Feedback ───────────────────────────────────────────────────────────────────────────
  FEEDBACK_NOT_FOUND: {
    status: 404,
    when: 'A feedback id (or one of its images) that does not exist, or that is not the calling player’s.',
    text: { en: 'This feedback does not exist', bn: 'এই মতামতটি পাওয়া যায়নি' },
  },
  FEEDBACK_FORM_INVALID: {
    status: 400,
    when: 'A submission that is neither JSON nor multipart/form-data with the parts `type`, `content` and `images`, or carries another part (or a text twice, or a file as a text); `field` names the part. Nothing is stored.',
    text: { en: 'The feedback form is not valid: {field}', bn: 'মতামতের ফর্মটি সঠিক নয়: {field}' },
  },
  FEEDBACK_TYPE_INVALID: {
    status: 400,
    when: 'A submission whose `type` is not one of the feedback types (field `type`). Nothing is stored.',
    text: { en: 'Please choose a feedback type', bn: 'অনুগ্রহ করে মতামতের ধরন বেছে নিন' },
  },
  FEEDBACK_WORDS_OUT_OF_RANGE: {
    status: 400,
    when: 'Feedback content (or a player’s reply) with fewer than {min} or more than {max} words (the FEEDBACKLENGTH setting; a reply needs 1 to {max}); field `content`. Nothing is stored.',
    text: {
      en: 'Feedback content must be between {min} and {max} words',
      bn: 'মতামতের লেখা {min} থেকে {max} শব্দের মধ্যে হতে হবে',
    },
  },
  FEEDBACK_IMAGE_TOO_MANY: {
    status: 400,
    when: 'A submission with more than {max} images (field `images`). Nothing is stored.',
    text: { en: 'You can attach at most {max} images', bn: 'আপনি সর্বোচ্চ {max}টি ছবি যুক্ত করতে পারেন' },
  },
  FEEDBACK_IMAGE_TOO_LARGE: {
    status: 413,
    when: 'A feedback image over {max} MB; `field` names it (images[1] is the first). Nothing is stored.',
    text: {
      en: '{field}: each image may be at most {max} MB',
      bn: '{field}: প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে',
    },
  },
  FEEDBACK_IMAGE_NOT_IMAGE: {
    status: 415,
    when: 'A feedback image whose bytes are not a readable PNG or JPEG (checked by content, whatever its name or type says); `field` names it. Nothing is stored.',
    text: {
      en: '{field}: only png or jpg images are accepted',
      bn: '{field}: শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য',
    },
  },
  FEEDBACK_CLOSED: {
    status: 409,
    when: 'An operator replying to or closing a closed thread, or a player closing a closed one (a player’s reply reopens it instead).',
    text: { en: 'This feedback is already closed', bn: 'এই মতামতটি ইতিমধ্যে বন্ধ করা হয়েছে' },
  },
  FEEDBACK_RATE_LIMITED: {
    status: 429,
    when: 'More than the allowed submissions (or replies) from one player in an hour; retry after {minutes} minutes (also in Retry-After).',
    text: {
      en: 'You have sent a lot of feedback recently; please try again in {minutes} minutes',
      bn: 'আপনি সম্প্রতি অনেক মতামত পাঠিয়েছেন; অনুগ্রহ করে {minutes} মিনিট পরে আবার চেষ্টা করুন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
