import type { CatalogueEntry } from './entry.js';

/** HTTP, validation and payload-encryption errors every route can answer. */
export const platformErrors = {
  // ── Platform / HTTP ────────────────────────────────────────────────────────────────
  NOT_FOUND: {
    status: 404,
    when: 'No route matches the path.',
    text: {
      en: 'Invalid URL, please contact customer service',
      bn: 'অবৈধ URL, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    when: 'The path exists but not with this HTTP method; `allow` lists the methods it takes.',
    text: { en: 'Method {method} is not allowed here', bn: 'এখানে {method} পদ্ধতি অনুমোদিত নয়' },
  },
  MALFORMED_JSON: {
    status: 400,
    when: 'The body claims to be JSON but cannot be parsed.',
    text: { en: 'The request body is not valid JSON', bn: 'অনুরোধের বডি বৈধ JSON নয়' },
  },
  VALIDATION_FAILED: {
    status: 400,
    when: 'Body, query or params fail their schema; value.fields lists each field and why.',
    text: { en: 'Invalid input: {detail}', bn: 'অবৈধ ইনপুট: {detail}' },
  },
  BAD_REQUEST: {
    status: 400,
    when: 'The request is malformed in a way no more specific code covers (e.g. a wrong Content-Length).',
    text: { en: 'The request is malformed', bn: 'অনুরোধটি ত্রুটিপূর্ণ' },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    when: 'The body is larger than the route accepts.',
    text: { en: 'The request is too large', bn: 'অনুরোধটি অনেক বড়' },
  },
  URI_TOO_LONG: {
    status: 414,
    when: 'A path segment is longer than any route takes (the router refuses it before routing).',
    text: { en: 'The address is too long', bn: 'ঠিকানাটি অনেক লম্বা' },
  },
  REQUEST_TIMEOUT: {
    status: 408,
    when: 'The request did not arrive in full within the server time limit.',
    text: { en: 'The request took too long to arrive', bn: 'অনুরোধটি পৌঁছাতে অনেক সময় লেগেছে' },
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    when: 'The address and headers together pass the server limit; the connection is closed after the answer.',
    text: { en: 'The address or headers are too large', bn: 'ঠিকানা বা হেডার অনেক বড়' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    when: 'The Content-Type is not one the route accepts.',
    text: { en: 'Unsupported content type', bn: 'অসমর্থিত কন্টেন্ট টাইপ' },
  },
  INTERNAL_ERROR: {
    status: 500,
    when: 'A bug or an unavailable dependency; logged with the request id, details never returned.',
    text: { en: 'Unknown error (reference {requestId})', bn: 'অজানা ত্রুটি (রেফারেন্স {requestId})' },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    when: 'The readiness check failed or the server is shutting down.',
    text: {
      en: 'Network link abnormal, please try again',
      bn: 'নেটওয়ার্ক সংযোগ অস্বাভাবিক, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    when: 'A rate limit was hit; the caller should wait (5 minutes).',
    text: {
      en: 'Too many requests, please try again after 5 minutes',
      bn: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন',
    },
  },
  SERVICE_AUTH_FAILED: {
    status: 401,
    when: 'A service-to-service call without the right bearer token.',
    text: { en: 'Service authentication failed', bn: 'সার্ভিস প্রমাণীকরণ ব্যর্থ' },
  },
  // ── Payload encryption: E calls (docs/decisions/0009) ─────────────────────────────────
  PAYLOAD_DECRYPTION_FAILED: {
    status: 400,
    when: 'An E call sent an envelope ({kid, key, iv, data}) that does not decrypt: malformed, tampered, or not for this key. Nothing is changed.',
    text: {
      en: 'The request could not be decrypted, please reload the page and try again',
      bn: 'অনুরোধটি ডিক্রিপ্ট করা যায়নি, অনুগ্রহ করে পেজটি রিলোড করে আবার চেষ্টা করুন',
    },
  },
  PAYLOAD_KEY_UNKNOWN: {
    status: 400,
    when: 'An E call was encrypted for a key id the server does not hold (an old site config); the caller reloads the site config and encrypts again.',
    text: {
      en: 'The security key has changed, please reload the page and try again',
      bn: 'নিরাপত্তা কী পরিবর্তিত হয়েছে, অনুগ্রহ করে পেজটি রিলোড করে আবার চেষ্টা করুন',
    },
  },
  PLAIN_PAYLOAD_REFUSED: {
    status: 400,
    when: 'An E call sent plain JSON while the PLAINPAYLOAD site setting is off.',
    text: {
      en: 'This request must be sent encrypted, please reload the page and try again',
      bn: 'এই অনুরোধটি এনক্রিপ্ট করে পাঠাতে হবে, অনুগ্রহ করে পেজটি রিলোড করে আবার চেষ্টা করুন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
