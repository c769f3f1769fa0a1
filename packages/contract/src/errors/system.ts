import type { CatalogueEntry } from './entry.js';

/** Site status, settings and IP rules. */
export const systemErrors = {
  // ── System ─────────────────────────────────────────────────────────────────────────
  SYSTEM_MAINTENANCE: {
    status: 503,
    when: 'The site is in maintenance and the call is not allowed during it.',
    text: { en: 'System maintenance notice', bn: 'সিস্টেম রক্ষণাবেক্ষণ নোটিশ' },
  },
  ACCESS_RESTRICTED: {
    status: 403,
    when: 'The caller IP is denied by the IP rules.',
    text: {
      en: 'Access is restricted from your location or IP address',
      bn: 'আপনার অবস্থান বা IP ঠিকানা থেকে প্রবেশ সীমিত',
    },
  },
  UNSUPPORTED_LANGUAGE: {
    status: 400,
    when: 'A language change names a language the site does not offer.',
    text: { en: 'This language is not supported', bn: 'এই ভাষা সমর্থিত নয়' },
  },
  FUNCTION_DISABLED: {
    status: 403,
    when: 'The feature flag for this function is off in the site settings.',
    text: {
      en: 'Function not enabled, please contact customer service',
      bn: 'ফাংশনটি সক্রিয় নয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  SETTING_UNKNOWN: {
    status: 400,
    when: 'An operator sets or reads a site setting code that is not in the settings registry.',
    text: { en: 'Unknown site setting {code}', bn: 'অজানা সাইট সেটিং {code}' },
  },
  SETTING_INVALID_VALUE: {
    status: 400,
    when: "A site setting value does not match that code's schema; nothing is stored.",
    text: {
      en: 'Invalid value for site setting {code}: {detail}',
      bn: 'সাইট সেটিং {code}-এর মান সঠিক নয়: {detail}',
    },
  },
  IP_RULE_INVALID_CIDR: {
    status: 400,
    when: 'An IP rule names something that is not an IPv4/IPv6 address or CIDR range.',
    text: {
      en: '"{cidr}" is not a valid IP address or CIDR range',
      bn: '"{cidr}" সঠিক IP ঠিকানা বা CIDR রেঞ্জ নয়',
    },
  },
  IP_RULE_NOTE_TOO_LONG: {
    status: 400,
    when: 'An IP rule note is longer than the limit.',
    text: {
      en: 'The note may be at most {max} characters',
      bn: 'নোট সর্বোচ্চ {max} অক্ষরের হতে পারে',
    },
  },
  CUSTOMER_SERVICE_KEY_UNKNOWN: {
    status: 404,
    when: 'The customer-service key asked for is not the current or the previous one (an old site config, decision 0085); the caller reloads the site config and asks again.',
    text: {
      en: 'The customer service link has changed, please reload the page',
      bn: 'গ্রাহক সেবার লিংক পরিবর্তিত হয়েছে, অনুগ্রহ করে পৃষ্ঠাটি আবার লোড করুন',
    },
  },
  IP_RULE_NOT_FOUND: {
    status: 404,
    when: 'Removing an IP rule for a CIDR range that has no rule.',
    text: { en: 'There is no IP rule for {cidr}', bn: '{cidr}-এর জন্য কোনো IP নিয়ম নেই' },
  },
} as const satisfies Record<string, CatalogueEntry>;
