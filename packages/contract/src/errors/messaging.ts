import type { CatalogueEntry } from './entry.js';

/** Announcements and the back office content pages. */
export const messagingErrors = {
  // ── Messaging ──────────────────────────────────────────────────────────────────────
  ANNOUNCEMENT_NOT_FOUND: {
    status: 404,
    when: 'An announcement id that does not exist, is inactive, or is outside its time window.',
    text: { en: 'This notice is no longer available', bn: 'এই নোটিশটি আর পাওয়া যাচ্ছে না' },
  },
  // ── Back office content pages (decision 0030) ──────────────────────────────────────────
  CONTENT_IMAGE_TOO_LARGE: {
    status: 413,
    when: 'A content (banner) image over {max} MB. Nothing is stored.',
    text: { en: 'The image may be at most {max} MB', bn: 'ছবিটি সর্বোচ্চ {max} MB হতে পারে' },
  },
  CONTENT_IMAGE_NOT_IMAGE: {
    status: 415,
    when: 'The uploaded file is not a readable PNG, JPEG or WebP (checked by content, whatever its name or type says). Nothing is stored.',
    text: {
      en: 'Only png, jpg or webp images are accepted',
      bn: 'শুধুমাত্র png, jpg বা webp ছবি গ্রহণযোগ্য',
    },
  },
  CONTENT_IMAGE_MISSING: {
    status: 400,
    when: 'A content image upload that is not multipart/form-data with exactly one file in the field "file".',
    text: { en: 'Choose one image file to upload', bn: 'আপলোড করতে একটি ছবি ফাইল বেছে নিন' },
  },
  MEDIA_NOT_FOUND: {
    status: 404,
    when: 'A /media path that names no uploaded content image.',
    text: { en: 'This image does not exist', bn: 'এই ছবিটি নেই' },
  },
  HELP_SECTION_NOT_FOUND: {
    status: 404,
    when: 'A help-centre section id that does not exist (it may have been deleted).',
    text: { en: 'This help section does not exist', bn: 'এই সহায়তা অংশটি নেই' },
  },
  HELP_SECTION_EXISTS: {
    status: 409,
    when: 'A help-centre section with this code already exists in this language. Nothing is changed.',
    text: {
      en: 'A help section with this code already exists in this language',
      bn: 'এই ভাষায় এই কোডের একটি সহায়তা অংশ আগে থেকেই আছে',
    },
  },
  SITE_RESOURCE_NOT_FOUND: {
    status: 404,
    when: 'A resource type that has no row (it may have been deleted).',
    text: { en: 'This resource does not exist', bn: 'এই রিসোর্সটি নেই' },
  },
  SITE_RESOURCE_EXISTS: {
    status: 409,
    when: 'A resource of this type already exists (one per type); edit it instead. Nothing is changed.',
    text: { en: 'A resource of this type already exists', bn: 'এই ধরনের একটি রিসোর্স আগে থেকেই আছে' },
  },
  CUSTOMER_SERVICE_NOT_FOUND: {
    status: 404,
    when: 'A customer-service entry id that does not exist (it may have been deleted).',
    text: { en: 'This customer-service entry does not exist', bn: 'এই গ্রাহক সেবা এন্ট্রিটি নেই' },
  },
  CUSTOMER_SERVICE_EXISTS: {
    status: 409,
    when: 'A customer-service entry with this type and link already exists. Nothing is changed.',
    text: {
      en: 'An entry with this type and link already exists',
      bn: 'এই ধরন ও লিংকের একটি এন্ট্রি আগে থেকেই আছে',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
