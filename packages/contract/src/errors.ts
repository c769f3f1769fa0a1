import type { Language } from './language.js';

/**
 * The one error catalogue (spec section 8, plus the platform's own codes).
 * Each code: HTTP status, when it is thrown, and its text in every supported language.
 * `{name}` placeholders are filled from the error's params.
 * Modules add codes here, grouped by module, never reuse a code for a different meaning.
 */
type CatalogueEntry = { status: number; when: string; text: Record<Language, string> };

const catalogue = {
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
    when: 'A rate limit was hit; the caller should wait (spec section 9: 5 minutes).',
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
  // ── Payload encryption: E calls (spec section 7; docs/decisions/0009) ─────────────────
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
  IP_RULE_NOT_FOUND: {
    status: 404,
    when: 'Removing an IP rule for a CIDR range that has no rule.',
    text: { en: 'There is no IP rule for {cidr}', bn: '{cidr}-এর জন্য কোনো IP নিয়ম নেই' },
  },
  // ── Authentication (spec section 8) ────────────────────────────────────────────────
  NOT_LOGGED_IN: {
    status: 401,
    when: 'A (T) call without a valid session token.',
    text: { en: 'You are not logged in, please login', bn: 'আপনি লগইন করেননি, অনুগ্রহ করে লগইন করুন' },
  },
  IN_NEED_TRUE_ACCOUNT: {
    status: 403,
    when: 'A trial (free-play) account tries a member feature or a real-money game.',
    text: {
      en: 'A real account is needed for this. Please register or log in with your account',
      bn: 'এর জন্য একটি আসল অ্যাকাউন্ট প্রয়োজন। অনুগ্রহ করে নিবন্ধন করুন বা আপনার অ্যাকাউন্টে লগইন করুন',
    },
  },
  NON_MEMBER_LOGIN: {
    status: 403,
    when: 'A non-member account (type 9) tries to sign in to the player site.',
    text: { en: 'Non-member account unable to login', bn: 'নন-মেম্বার অ্যাকাউন্ট দিয়ে লগইন করা যাবে না' },
  },
  NON_AGENT_LOGIN: {
    status: 403,
    when: 'A non-agent tries to sign in to, or use, the agent centre.',
    text: { en: 'Non-agents cannot log in', bn: 'এজেন্ট ছাড়া কেউ লগইন করতে পারবে না' },
  },
  LOGIN_FAILED: {
    status: 401,
    when: 'Wrong username or password (never says which); value.captcha tells whether a captcha is now required.',
    text: {
      en: 'Account or password is incorrect',
      bn: 'অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়',
    },
  },
  ACCOUNT_DISABLED: {
    status: 403,
    when: 'The account is locked or disabled by an operator.',
    text: {
      en: 'This account is disabled, please contact customer service',
      bn: 'এই অ্যাকাউন্টটি নিষ্ক্রিয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  INVALID_PHONE_FORMAT: {
    status: 400,
    when: 'A mobile number does not match the country rules.',
    text: { en: 'Invalid phone number format', bn: 'ফোন নম্বরের ফরম্যাট সঠিক নয়' },
  },
  PHONE_REQUIRED: {
    status: 400,
    when: 'A mobile number is required and missing.',
    text: { en: 'Please enter a valid phone number', bn: 'অনুগ্রহ করে একটি সঠিক ফোন নম্বর দিন' },
  },
  INVALID_VERIFICATION_CODE: {
    status: 400,
    when: 'An SMS or email code does not match.',
    text: { en: 'Invalid verification code', bn: 'যাচাইকরণ কোড সঠিক নয়' },
  },
  MISSING_VERIFICATION_CODE: {
    status: 400,
    when: 'A call that needs a verification code came without one.',
    text: { en: 'Missing verification code', bn: 'যাচাইকরণ কোড নেই' },
  },
  VERIFICATION_CODE_EXPIRED: {
    status: 400,
    when: 'The verification code is past its expiry.',
    text: {
      en: 'Verification code expired, please send again',
      bn: 'যাচাইকরণ কোডের মেয়াদ শেষ, অনুগ্রহ করে আবার পাঠান',
    },
  },
  INVALID_CAPTCHA: {
    status: 400,
    when: 'The captcha answer is wrong, used, expired, or the domain is not whitelisted.',
    text: {
      en: 'Invalid captcha input or non-whitelisted domain',
      bn: 'ক্যাপচা ইনপুট সঠিক নয় অথবা ডোমেইন অনুমোদিত নয়',
    },
  },
  QUOTA_INSUFFICIENT: {
    status: 429,
    when: 'The SMS or other quota for the site is used up.',
    text: {
      en: 'Quota not sufficient, please contact customer service',
      bn: 'কোটা যথেষ্ট নয়, অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন',
    },
  },
  LOGIN_POPUP_CLOSED: {
    status: 400,
    when: 'A social login popup was closed before it completed.',
    text: {
      en: 'Login failed because the popup was closed, please try again',
      bn: 'পপআপ বন্ধ হওয়ায় লগইন ব্যর্থ, আবার চেষ্টা করুন',
    },
  },
  USER_OR_EMAIL_NOT_FOUND: {
    status: 404,
    when: 'Password recovery names a username or email that does not exist.',
    text: { en: 'Username/Email does not exist', bn: 'ইউজারনেম/ইমেইল বিদ্যমান নেই' },
  },
  VERIFICATION_REQUIRED: {
    status: 403,
    when: 'An extra verification step must be completed first.',
    text: { en: 'Please complete verification first', bn: 'অনুগ্রহ করে প্রথমে যাচাইকরণ সম্পন্ন করুন' },
  },
  // ── Accounts: registration, passwords, verification (modules/accounts) ─────────────
  INVITATION_CODE_ERROR: {
    status: 400,
    when: "An affiliate (invitation) code is unknown or not an active agent's, at the affiliate check or at registration; the web shows invitation_code_error.",
    text: { en: 'Invalid invitation code', bn: 'আমন্ত্রণ কোডটি সঠিক নয়' },
  },
  USERNAME_TAKEN: {
    status: 409,
    when: 'Registration with a username another account already has (case-insensitive); value.fields names the field.',
    text: {
      en: 'This username is already registered, please choose another',
      bn: 'এই ইউজারনেমটি ইতিমধ্যে নিবন্ধিত, অনুগ্রহ করে অন্য একটি বেছে নিন',
    },
  },
  MOBILE_TAKEN: {
    status: 409,
    when: 'Registration (or a register SMS code) for a mobile number another account already has; value.fields names the field.',
    text: {
      en: 'This mobile number is already registered, please log in or recover your password',
      bn: 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত, অনুগ্রহ করে লগইন করুন বা পাসওয়ার্ড পুনরুদ্ধার করুন',
    },
  },
  PHONE_NUMBER_LENGTH: {
    status: 400,
    when: 'A mobile number has the wrong number of digits for its country; {digits} is the count (or range) expected.',
    text: {
      en: 'The phone number must have {digits} digits',
      bn: 'ফোন নম্বরে {digits}টি অঙ্ক থাকতে হবে',
    },
  },
  UNSUPPORTED_COUNTRY_CODE: {
    status: 400,
    when: 'A country dialling code that is not in /wps/system/countries.',
    text: {
      en: 'Country dialling code +{code} is not supported',
      bn: 'দেশের ডায়ালিং কোড +{code} সমর্থিত নয়',
    },
  },
  OLD_PASSWORD_INCORRECT: {
    status: 400,
    when: 'A password change whose old password does not match (limited to 5 tries per 15 minutes per account).',
    text: { en: 'The old password is incorrect', bn: 'পুরনো পাসওয়ার্ডটি সঠিক নয়' },
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    status: 400,
    when: 'Extra login verification by bank account name: the name does not match the payee name on the account.',
    text: {
      en: 'The bank account name does not match',
      bn: 'ব্যাংক অ্যাকাউন্টের নামটি মেলেনি',
    },
  },
  // ── Accounts security: authenticator app (TOTP) and social login ───────────────────
  TOTP_ALREADY_ENABLED: {
    status: 409,
    when: 'Setting up or enabling an authenticator while one is already enabled; disable it first.',
    text: {
      en: 'Google Authenticator is already enabled for this account',
      bn: 'এই অ্যাকাউন্টে Google Authenticator আগে থেকেই চালু আছে',
    },
  },
  TOTP_NOT_ENABLED: {
    status: 409,
    when: 'Disabling an authenticator on an account that has none.',
    text: {
      en: 'Google Authenticator is not enabled for this account',
      bn: 'এই অ্যাকাউন্টে Google Authenticator চালু নেই',
    },
  },
  TOTP_SETUP_EXPIRED: {
    status: 400,
    when: 'Enabling an authenticator without a setup from the last 10 minutes; call setup again.',
    text: {
      en: 'The authenticator setup has expired, please start again',
      bn: 'অথেনটিকেটর সেটআপের মেয়াদ শেষ, অনুগ্রহ করে আবার শুরু করুন',
    },
  },
  TOTP_CODE_USED: {
    status: 400,
    when: 'An authenticator code whose time step was already used (replay); wait for the next code.',
    text: {
      en: 'This code has already been used, please wait for the next code',
      bn: 'এই কোডটি আগেই ব্যবহার করা হয়েছে, অনুগ্রহ করে পরবর্তী কোডের জন্য অপেক্ষা করুন',
    },
  },
  SOCIAL_PROVIDER_UNKNOWN: {
    status: 404,
    when: 'A social login names a provider that is not configured in SOCIALPROVIDERS.',
    text: {
      en: 'This login method is not available',
      bn: 'এই লগইন পদ্ধতিটি উপলব্ধ নয়',
    },
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    when: 'A social login callback with a state that is unknown, expired (10 minutes), already used, or for another provider.',
    text: {
      en: 'The login session has expired, please try again',
      bn: 'লগইন সেশনের মেয়াদ শেষ হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  SOCIAL_PROVIDER_ERROR: {
    status: 502,
    when: 'The social login provider failed: unreachable, refused the code, returned an error, or an ID token that does not verify.',
    text: {
      en: 'Login with this account failed, please try again',
      bn: 'এই অ্যাকাউন্ট দিয়ে লগইন ব্যর্থ হয়েছে, অনুগ্রহ করে আবার চেষ্টা করুন',
    },
  },
  // ── Messaging ──────────────────────────────────────────────────────────────────────
  ANNOUNCEMENT_NOT_FOUND: {
    status: 404,
    when: 'An announcement id that does not exist, is inactive, or is outside its time window.',
    text: { en: 'This notice is no longer available', bn: 'এই নোটিশটি আর পাওয়া যাচ্ছে না' },
  },
  // ── Back office content pages (issue 8, decision 0030) ─────────────────────────────────
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
  // ── Games ──────────────────────────────────────────────────────────────────────────
  GAME_MAINTENANCE: {
    status: 503,
    when: 'The game or its vendor is under maintenance.',
    text: { en: 'Game under maintenance', bn: 'গেমটি রক্ষণাবেক্ষণে আছে' },
  },
  GAME_NOT_FOUND: {
    status: 404,
    when: 'A favourite names a node id that is not in the catalogue, or whose vendor or game type differ from the ones sent.',
    text: { en: 'This game is not available', bn: 'এই গেমটি উপলব্ধ নয়' },
  },
  GAME_DISABLED: {
    status: 403,
    when: 'A launch names a game (or vendor) that has been switched off in the catalogue.',
    text: {
      en: 'This game has been switched off and cannot be played',
      bn: 'এই গেমটি বন্ধ করা হয়েছে এবং খেলা যাবে না',
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
  // ── Payment password, transfers and records (decision 0021) ──────────────────────────
  PAYMENT_PASSWORD_NOT_SET: {
    status: 409,
    when: 'A money action (or a payment-password change) by a member who has no payment password; set one in the security centre first.',
    text: {
      en: 'Please set a payment password in the security centre first',
      bn: 'অনুগ্রহ করে প্রথমে নিরাপত্তা কেন্দ্রে একটি পেমেন্ট পাসওয়ার্ড সেট করুন',
    },
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    when: 'The payment password does not match; {remaining} tries are left before a 15-minute lock (5 wrong within 15 minutes lock it).',
    text: {
      en: 'The payment password is incorrect ({remaining} tries left)',
      bn: 'পেমেন্ট পাসওয়ার্ডটি সঠিক নয় (আর {remaining} বার চেষ্টা করা যাবে)',
    },
  },
  PAYMENT_PASSWORD_LOCKED: {
    status: 429,
    when: 'Five wrong payment passwords within 15 minutes: money actions are refused for 15 minutes; {minutes} is the wait left (also in Retry-After).',
    text: {
      en: 'Too many wrong payment passwords, please try again in {minutes} minutes',
      bn: 'অনেকবার ভুল পেমেন্ট পাসওয়ার্ড দেওয়া হয়েছে, অনুগ্রহ করে {minutes} মিনিট পরে আবার চেষ্টা করুন',
    },
  },
  PAYMENT_PASSWORD_ALREADY_SET: {
    status: 409,
    when: 'Setting a first payment password on an account that has one; change it with the old payment password instead.',
    text: {
      en: 'A payment password is already set; change it with your current payment password',
      bn: 'পেমেন্ট পাসওয়ার্ড আগে থেকেই সেট করা আছে; বর্তমান পেমেন্ট পাসওয়ার্ড দিয়ে এটি পরিবর্তন করুন',
    },
  },
  LOGIN_PASSWORD_INCORRECT: {
    status: 400,
    when: 'Setting a first payment password with a login password that does not match (5 tries per 15 minutes per account).',
    text: { en: 'The login password is incorrect', bn: 'লগইন পাসওয়ার্ডটি সঠিক নয়' },
  },
  TRANSFER_NO_UPLINE: {
    status: 409,
    when: 'A member without an upline asks to transfer to the upline.',
    text: {
      en: 'Your account has no upline to transfer to',
      bn: 'আপনার অ্যাকাউন্টের কোনো আপলাইন নেই যাকে ট্রান্সফার করা যায়',
    },
  },
  TRANSFER_NOT_DOWNLINE: {
    status: 403,
    when: "An agent names a receiver who is not one of the agent's direct downline members (or is a trial, agent or unknown account).",
    text: {
      en: 'You can only transfer to your own downline members',
      bn: 'আপনি শুধুমাত্র আপনার নিজের ডাউনলাইন সদস্যদের কাছে ট্রান্সফার করতে পারেন',
    },
  },
  TRANSFER_AMOUNT_BELOW_MIN: {
    status: 400,
    when: 'A transfer below the minimum ({min}); nothing moves.',
    text: { en: 'The minimum transfer is {min}', bn: 'সর্বনিম্ন ট্রান্সফার {min}' },
  },
  TRANSFER_AMOUNT_ABOVE_MAX: {
    status: 400,
    when: 'A transfer above the maximum ({max}); nothing moves.',
    text: { en: 'The maximum transfer is {max}', bn: 'সর্বোচ্চ ট্রান্সফার {max}' },
  },
  TRANSFER_WALLET_UNAVAILABLE: {
    status: 409,
    when: 'GCS_walletTransfer names a wallet that is not a transfer-wallet vendor of this site (all vendors are seamless today, so every vendor wallet answers this).',
    text: {
      en: 'This game wallet does not need transfers: your main wallet is used in its games directly',
      bn: 'এই গেম ওয়ালেটে ট্রান্সফারের প্রয়োজন নেই: এর গেমগুলোতে সরাসরি আপনার মূল ওয়ালেট ব্যবহার হয়',
    },
  },
  RECORDS_DATE_RANGE_INVALID: {
    status: 400,
    when: 'A record query whose start day is after its end day, or a day that is not yyyy-MM-dd.',
    text: {
      en: 'The start date must not be after the end date',
      bn: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
    },
  },
  RECORDS_DATE_RANGE_TOO_LONG: {
    status: 400,
    when: 'A record query spanning more than {days} days (Asia/Dhaka days, both ends included).',
    text: {
      en: 'Please choose a date range of at most {days} days',
      bn: 'অনুগ্রহ করে সর্বোচ্চ {days} দিনের তারিখের পরিসর বেছে নিন',
    },
  },
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
  // ── Payments: channels, deposits, sandbox gateway (modules/payments) ───────────────
  PAYMENT_CHANNEL_NOT_FOUND: {
    status: 404,
    when: 'No enabled payment channel with that code on this site.',
    text: {
      en: 'This payment method is not available',
      bn: 'এই পেমেন্ট পদ্ধতিটি উপলব্ধ নয়',
    },
  },
  PAYMENT_CHANNEL_CLOSED: {
    status: 409,
    when: 'The channel is outside its opening hours (Asia/Dhaka); value carries opensAt/closesAt.',
    text: {
      en: 'This payment method is open from {opensAt} to {closesAt} (Bangladesh time)',
      bn: 'এই পেমেন্ট পদ্ধতিটি {opensAt} থেকে {closesAt} পর্যন্ত খোলা থাকে (বাংলাদেশ সময়)',
    },
  },
  PAYMENT_AMOUNT_INVALID: {
    status: 400,
    when: 'The amount is not a positive number with at most 2 decimals. Nothing is saved.',
    text: {
      en: 'Please enter a positive amount with at most 2 decimals',
      bn: 'অনুগ্রহ করে সর্বোচ্চ ২ দশমিক ঘর সহ একটি ধনাত্মক পরিমাণ লিখুন',
    },
  },
  PAYMENT_AMOUNT_BELOW_MIN: {
    status: 400,
    when: "The amount is below the channel's minimum; value carries min.",
    text: { en: 'The minimum amount is {min}', bn: 'সর্বনিম্ন পরিমাণ {min}' },
  },
  PAYMENT_AMOUNT_ABOVE_MAX: {
    status: 400,
    when: "The amount is above the channel's maximum; value carries max.",
    text: { en: 'The maximum amount is {max}', bn: 'সর্বোচ্চ পরিমাণ {max}' },
  },
  PAYMENT_REFERENCE_REQUIRED: {
    status: 400,
    when: "A manual channel's deposit without the transaction reference (4–40 letters, digits, - or _).",
    text: {
      en: 'Please enter the transaction ID of your payment',
      bn: 'অনুগ্রহ করে আপনার পেমেন্টের লেনদেন আইডি লিখুন',
    },
  },
  DEPOSIT_NOT_FOUND: {
    status: 404,
    when: "No deposit order with that number for the caller (someone else's order answers the same).",
    text: { en: 'Deposit order not found', bn: 'ডিপোজিট অর্ডার পাওয়া যায়নি' },
  },
  DEPOSIT_NOT_PENDING: {
    status: 409,
    when: 'The deposit order was already paid, rejected or expired; value carries its state.',
    text: {
      en: 'This deposit order is no longer pending',
      bn: 'এই ডিপোজিট অর্ডারটি আর অপেক্ষমাণ নেই',
    },
  },
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: {
    status: 401,
    when: "A gateway webhook whose HMAC signature does not match the channel's secret. Recorded, nothing changes.",
    text: { en: 'Invalid webhook signature', bn: 'অবৈধ ওয়েবহুক স্বাক্ষর' },
  },
  PAYMENT_WEBHOOK_STALE: {
    status: 401,
    when: 'A gateway webhook whose timestamp is outside the replay window. Recorded, nothing changes.',
    text: { en: 'Webhook timestamp outside the allowed window', bn: 'ওয়েবহুকের সময় অনুমোদিত সীমার বাইরে' },
  },
  PAYMENT_WEBHOOK_REFUSED: {
    status: 409,
    when: 'A signed webhook for an unknown, expired or rejected order, or with a different amount or currency. Recorded, nothing changes.',
    text: { en: 'Webhook refused: {reason}', bn: 'ওয়েবহুক প্রত্যাখ্যাত: {reason}' },
  },
  // ── Payments: withdrawals, payout accounts, confirmation, disputes, proofs ─────────
  PAYOUT_ACCOUNT_LIMIT: {
    status: 409,
    when: 'Binding a payout account beyond the {max} a member may hold; unbind one first. Nothing is saved.',
    text: {
      en: 'You can bind at most {max} payout accounts',
      bn: 'আপনি সর্বোচ্চ {max}টি পেআউট অ্যাকাউন্ট যুক্ত করতে পারেন',
    },
  },
  PAYOUT_ACCOUNT_DUPLICATE: {
    status: 409,
    when: 'Binding an account or wallet number the member has already bound with the same provider.',
    text: { en: 'This account is already bound', bn: 'এই অ্যাকাউন্টটি আগেই যুক্ত করা হয়েছে' },
  },
  PAYOUT_ACCOUNT_NOT_FOUND: {
    status: 404,
    when: "No active payout account with that id for the caller (someone else's account answers the same).",
    text: { en: 'Payout account not found', bn: 'পেআউট অ্যাকাউন্ট পাওয়া যায়নি' },
  },
  PAYOUT_ACCOUNT_IN_USE: {
    status: 409,
    when: 'Unbinding a payout account that a withdrawal still in progress (pending, approved, paid, disputed) pays to.',
    text: {
      en: 'This account has a withdrawal in progress and cannot be removed yet',
      bn: 'এই অ্যাকাউন্টে একটি উত্তোলন চলমান, তাই এখন এটি সরানো যাবে না',
    },
  },
  PAYEE_NAME_MISMATCH: {
    status: 400,
    when: "The payee name of a new payout account differs from the member's payee name (set by registration or the first binding).",
    text: {
      en: 'The account holder name must match your payee name',
      bn: 'অ্যাকাউন্টধারীর নাম আপনার প্রাপকের নামের সাথে মিলতে হবে',
    },
  },
  WITHDRAWAL_METHOD_DISABLED: {
    status: 409,
    when: "The payout account's withdrawal method is switched off (or unknown). Nothing is saved.",
    text: {
      en: 'Withdrawals to this account type are not available now',
      bn: 'এই ধরনের অ্যাকাউন্টে এখন উত্তোলন করা যাচ্ছে না',
    },
  },
  WITHDRAWAL_DAILY_COUNT_EXCEEDED: {
    status: 409,
    when: 'The member already made {limit} withdrawals with this method today (Asia/Dhaka day). Nothing is saved.',
    text: {
      en: 'You can withdraw at most {limit} times a day with this method',
      bn: 'এই পদ্ধতিতে দিনে সর্বোচ্চ {limit} বার উত্তোলন করা যায়',
    },
  },
  WITHDRAWAL_DAILY_AMOUNT_EXCEEDED: {
    status: 409,
    when: "The request would take today's total with this method above {limit}; value carries what is left. Nothing is saved.",
    text: {
      en: 'The daily withdrawal limit is {limit}; you can still withdraw {left} today',
      bn: 'দৈনিক উত্তোলনের সীমা {limit}; আজ আপনি আর {left} উত্তোলন করতে পারবেন',
    },
  },
  WITHDRAWAL_NOT_FOUND: {
    status: 404,
    when: "No withdrawal with that id for the caller (someone else's withdrawal answers the same).",
    text: { en: 'Withdrawal not found', bn: 'উত্তোলন পাওয়া যায়নি' },
  },
  WITHDRAWAL_WRONG_STATE: {
    status: 409,
    when: "The action does not fit the withdrawal's state ({status}): e.g. approving a paid one, confirming one not yet paid. Nothing changes.",
    text: {
      en: 'This withdrawal is {status} and cannot be changed this way',
      bn: 'এই উত্তোলনটি {status} অবস্থায় আছে, এভাবে পরিবর্তন করা যাবে না',
    },
  },
  WITHDRAWAL_PROOF_REQUIRED: {
    status: 400,
    when: '"Not received" without at least one proof image uploaded first.',
    text: {
      en: 'Please upload at least one screenshot as proof',
      bn: 'প্রমাণ হিসেবে অন্তত একটি স্ক্রিনশট আপলোড করুন',
    },
  },
  PROOF_TOO_LARGE: {
    status: 413,
    when: 'A proof image over {max} MB. Nothing is stored.',
    text: { en: 'Each image may be at most {max} MB', bn: 'প্রতিটি ছবি সর্বোচ্চ {max} MB হতে পারে' },
  },
  PROOF_TOO_MANY: {
    status: 409,
    when: 'A proof image beyond the {max} a withdrawal may carry. Nothing is stored.',
    text: { en: 'You can upload at most {max} images', bn: 'আপনি সর্বোচ্চ {max}টি ছবি আপলোড করতে পারেন' },
  },
  PROOF_NOT_IMAGE: {
    status: 415,
    when: 'The uploaded bytes are not a readable PNG or JPEG (checked by content, whatever the name or type says). Nothing is stored.',
    text: { en: 'Only png or jpg images are accepted', bn: 'শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য' },
  },
  PROOF_FILE_NAME_INVALID: {
    status: 400,
    when: 'The file name holds a path (/, \\, ..) or control characters. Nothing is stored.',
    text: { en: 'The file name is not allowed', bn: 'ফাইলের নামটি অনুমোদিত নয়' },
  },
  PROOF_NOT_FOUND: {
    status: 404,
    when: "No proof image with that id on the caller's withdrawal (or, for an operator, on that withdrawal).",
    text: { en: 'Image not found', bn: 'ছবি পাওয়া যায়নি' },
  },
  DISPUTE_NOT_FOUND: {
    status: 404,
    when: 'No withdrawal dispute with that id.',
    text: { en: 'Dispute not found', bn: 'বিরোধ পাওয়া যায়নি' },
  },
  DISPUTE_NOT_OPEN: {
    status: 409,
    when: 'Resolving a dispute that is already resolved (a refund happens exactly once).',
    text: { en: 'This dispute is already resolved', bn: 'এই বিরোধটি আগেই নিষ্পত্তি হয়েছে' },
  },
  // ── Transfers, payment password and records ────────────────────────────────────────
  // ── Back office: operators, permissions, audit (modules/backoffice) ────────────────
  OPERATOR_NOT_LOGGED_IN: {
    status: 401,
    when: 'An operator route without a valid operator session token (a player token never counts).',
    text: { en: 'Please log in to the back office', bn: 'অনুগ্রহ করে ব্যাক অফিসে লগইন করুন' },
  },
  OPERATOR_FORBIDDEN: {
    status: 403,
    when: "The operator's role does not hold the permission the route needs.",
    text: {
      en: 'Your role does not allow this action',
      bn: 'আপনার ভূমিকায় এই কাজের অনুমতি নেই',
    },
  },
  OPERATOR_LOGIN_FAILED: {
    status: 401,
    when: 'Back-office login: unknown or disabled operator, wrong password, or a wrong or already used authenticator code (one answer for all, so it reveals nothing).',
    text: {
      en: 'Username, password or authenticator code is incorrect',
      bn: 'ইউজারনেম, পাসওয়ার্ড বা অথেন্টিকেটর কোড সঠিক নয়',
    },
  },
  OPERATOR_IP_NOT_ALLOWED: {
    status: 403,
    when: "The operator's IP allow-list does not include the caller's address (at login and on every request).",
    text: {
      en: 'The back office cannot be used from this address ({ip})',
      bn: 'এই ঠিকানা ({ip}) থেকে ব্যাক অফিস ব্যবহার করা যাবে না',
    },
  },
  OPERATOR_SETUP_REQUIRED: {
    status: 403,
    when: 'The operator must first change the password an owner set and/or enrol an authenticator (decision 0036); only the session routes answer until then.',
    text: {
      en: 'Finish setting up your account first: new password and authenticator',
      bn: 'আগে আপনার অ্যাকাউন্ট সেটআপ শেষ করুন: নতুন পাসওয়ার্ড ও অথেন্টিকেটর',
    },
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    when: 'An operators route names an operator id that does not exist.',
    text: { en: 'Operator not found', bn: 'অপারেটর পাওয়া যায়নি' },
  },
  OPERATOR_USERNAME_TAKEN: {
    status: 409,
    when: 'Creating an operator whose username another operator has (case-insensitively).',
    text: { en: 'This username is already taken', bn: 'এই ইউজারনেমটি ইতিমধ্যে নেওয়া হয়েছে' },
  },
  OPERATOR_SELF_CHANGE: {
    status: 409,
    when: "An owner changing their own role, status, password or authenticator through operator management (their own password: the session's change).",
    text: {
      en: 'You cannot change your own account here',
      bn: 'এখানে আপনি নিজের অ্যাকাউন্ট পরিবর্তন করতে পারবেন না',
    },
  },
  OPERATOR_LAST_OWNER: {
    status: 409,
    when: 'Disabling or demoting the only active owner: the site would have nobody to manage operators.',
    text: {
      en: 'The last active owner cannot be disabled or demoted',
      bn: 'শেষ সক্রিয় মালিককে নিষ্ক্রিয় বা পদাবনত করা যাবে না',
    },
  },
  OPERATOR_STATUS_UNCHANGED: {
    status: 409,
    when: 'Disabling a disabled operator, enabling an active one, or setting the role they already have.',
    text: {
      en: 'Nothing to change: the operator is already {state}',
      bn: 'পরিবর্তনের কিছু নেই: অপারেটর ইতিমধ্যে {state}',
    },
  },
  OPERATOR_PASSWORD_INCORRECT: {
    status: 400,
    when: "The operator's own password change with a wrong current password.",
    text: { en: 'The current password is incorrect', bn: 'বর্তমান পাসওয়ার্ড সঠিক নয়' },
  },
  OPERATOR_PASSWORD_REUSED: {
    status: 400,
    when: "The operator's own password change to the password they have now.",
    text: {
      en: 'Choose a password different from the current one',
      bn: 'বর্তমানটির থেকে আলাদা একটি পাসওয়ার্ড বেছে নিন',
    },
  },
  OPERATOR_TOTP_ALREADY_ENROLLED: {
    status: 409,
    when: 'Asking for or confirming an authenticator enrolment when the operator already has one (an owner resets it).',
    text: {
      en: 'An authenticator is already enrolled',
      bn: 'একটি অথেন্টিকেটর ইতিমধ্যে যুক্ত আছে',
    },
  },
  // ── Back office: players and games (decision 0027) ─────────────────────────────────
  PLAYER_NOT_FOUND: {
    status: 404,
    when: 'A back-office player route names a player id that does not exist.',
    text: { en: 'Player not found', bn: 'প্লেয়ার পাওয়া যায়নি' },
  },
  PLAYER_STATUS_UNCHANGED: {
    status: 409,
    when: 'Freezing a player who is already frozen, or unfreezing one who is not frozen.',
    text: { en: 'The player is already {status}', bn: 'প্লেয়ারটি আগে থেকেই {status}' },
  },
  GAME_VENDOR_NOT_FOUND: {
    status: 404,
    when: 'A back-office games route names a vendor that does not exist.',
    text: { en: 'Game vendor not found', bn: 'গেম ভেন্ডর পাওয়া যায়নি' },
  },
  VENDOR_SECRET_FROM_CONFIG: {
    status: 409,
    when: "Rotating the studio's signing secret while KHELA_STUDIO_SECRET sets it: change the configuration instead.",
    text: {
      en: "This vendor's secret comes from the server configuration and cannot be rotated here",
      bn: 'এই ভেন্ডরের সিক্রেট সার্ভার কনফিগারেশন থেকে আসে, এখানে পরিবর্তন করা যায় না',
    },
  },
  PLAYER_ADJUST_AMOUNT_INVALID: {
    status: 400,
    when: 'A balance adjustment of zero or with more decimals than the site currency has.',
    text: {
      en: 'Enter an amount above zero with at most {digits} decimals',
      bn: 'শূন্যের বেশি এবং সর্বোচ্চ {digits} দশমিক ঘরের পরিমাণ লিখুন',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;
export const ERROR_CODES = Object.keys(catalogue) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return catalogue[code].status;
}

export function errorWhen(code: ErrorCode): string {
  return catalogue[code].when;
}

/** Fills `{name}` placeholders; a missing param leaves the placeholder visible so tests catch it. */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(
  code: ErrorCode,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(catalogue[code].text[language], params);
}

/**
 * Why a field failed validation, by reason code; `{min}`/`{max}`/`{expected}` filled at use.
 * The web forms use the same texts so a server- and a client-side failure read alike.
 */
const validationReasons = {
  required: { en: 'is required', bn: 'আবশ্যক' },
  invalid_type: { en: 'must be {expected}', bn: '{expected} হতে হবে' },
  too_small: { en: 'must be at least {min}', bn: 'কমপক্ষে {min} হতে হবে' },
  too_big: { en: 'must be at most {max}', bn: 'সর্বোচ্চ {max} হতে পারে' },
  invalid_format: { en: 'has the wrong format', bn: 'ফরম্যাট সঠিক নয়' },
  invalid_value: { en: 'is not one of the allowed values', bn: 'অনুমোদিত মানগুলোর একটি নয়' },
  unrecognized_keys: { en: 'is not a known field', bn: 'অজানা ক্ষেত্র' },
  invalid_amount: {
    en: "is not a valid amount (a positive number with at most the currency's decimals)",
    bn: 'সঠিক পরিমাণ নয় (মুদ্রার দশমিক সীমার মধ্যে একটি ধনাত্মক সংখ্যা দিন)',
  },
  invalid: { en: 'is invalid', bn: 'অবৈধ' },
  // Registration and password forms (modules/accounts); shown under the field as they are.
  empty: { en: 'Input cannot be empty', bn: 'ইনপুট খালি রাখা যাবে না' },
  not_accepted: { en: 'This field is not accepted here', bn: 'এই ঘরটি এখানে গ্রহণযোগ্য নয়' },
  mismatch: { en: 'The two passwords are inconsistent', bn: 'দুটি পাসওয়ার্ড এক নয়' },
  terms_required: {
    en: 'Please read and agree to the terms and conditions',
    bn: 'অনুগ্রহ করে শর্তাবলী পড়ে সম্মতি দিন',
  },
  age_required: {
    en: 'Please confirm that you are at least {age} years old',
    bn: 'অনুগ্রহ করে নিশ্চিত করুন যে আপনার বয়স কমপক্ষে {age} বছর',
  },
  captcha_required: { en: 'Please enter the captcha', bn: 'অনুগ্রহ করে ক্যাপচা লিখুন' },
  captcha_invalid: {
    en: 'The captcha is incorrect or expired, please try a new one',
    bn: 'ক্যাপচা সঠিক নয় বা মেয়াদোত্তীর্ণ, অনুগ্রহ করে নতুন একটি চেষ্টা করুন',
  },
  phone_format: { en: 'Invalid phone number format', bn: 'ফোন নম্বরের ফরম্যাট সঠিক নয়' },
  phone_digits: { en: 'The phone number must have {digits} digits', bn: 'ফোন নম্বরে {digits}টি অঙ্ক থাকতে হবে' },
  country_unsupported: {
    en: 'This country dialling code is not supported',
    bn: 'এই দেশের ডায়ালিং কোড সমর্থিত নয়',
  },
  code_required: { en: 'Please enter the verification code', bn: 'অনুগ্রহ করে যাচাইকরণ কোড লিখুন' },
  same_password: {
    en: 'The new password must differ from the current one',
    bn: 'নতুন পাসওয়ার্ডটি বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে',
  },
  default_password: {
    en: 'Please choose a password other than the default 123456',
    bn: 'অনুগ্রহ করে ডিফল্ট 123456 ছাড়া অন্য একটি পাসওয়ার্ড বেছে নিন',
  },
  recommender_unknown: {
    en: 'No member has this recommender id',
    bn: 'এই রেফারার আইডির কোনো সদস্য নেই',
  },
  // Back-office site rules (decision 0032).
  required_hidden: { en: 'A required field must be shown', bn: 'আবশ্যক ঘর অবশ্যই দেখাতে হবে' },
  min_above_max: {
    en: 'The minimum cannot be above the maximum',
    bn: 'সর্বনিম্ন মান সর্বোচ্চ মানের বেশি হতে পারে না',
  },
  // Back-office payment channels and withdrawal methods (decision 0034).
  outside_limits: {
    en: 'Must lie between the minimum and the maximum',
    bn: 'সর্বনিম্ন ও সর্বোচ্চ মানের মধ্যে হতে হবে',
  },
  below_min: { en: 'Cannot be below the minimum', bn: 'সর্বনিম্ন মানের কম হতে পারে না' },
  not_for_gateway: {
    en: 'A gateway channel has no account shown to players',
    bn: 'গেটওয়ে চ্যানেলে খেলোয়াড়দের দেখানো অ্যাকাউন্ট থাকে না',
  },
  pattern_invalid: {
    en: 'Not a valid regular expression (or * for anything)',
    bn: 'সঠিক রেগুলার এক্সপ্রেশন নয় (সব গ্রহণ করতে * দিন)',
  },
  always_required: {
    en: 'Registration cannot work without this field: it stays shown and required',
    bn: 'এই ঘর ছাড়া নিবন্ধন সম্ভব নয়: এটি দেখানো ও আবশ্যক থাকবে',
  },
  default_not_supported: {
    en: 'The default language must be one of the offered languages',
    bn: 'ডিফল্ট ভাষাটি অবশ্যই চালু থাকা ভাষাগুলোর একটি হতে হবে',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationReason = keyof typeof validationReasons;

export function validationReasonMessage(
  reason: ValidationReason,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(validationReasons[reason][language], params);
}

export function isValidationReason(value: unknown): value is ValidationReason {
  return typeof value === 'string' && Object.hasOwn(validationReasons, value);
}
