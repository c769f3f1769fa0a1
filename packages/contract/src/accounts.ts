import { z } from 'zod';
import { INVISIBLE_CHARACTERS } from './text-fields.js';

/** Login payload: username + password; captcha when the server asked for it. */
export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(64).describe('the username, or the mobile number when type is sms'),
  password: z.string().min(1).max(128).describe('the password, or the SMS code when type is sms'),
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: z
    .string()
    .trim()
    .max(8)
    .optional()
    .describe('SMS login: the dialling code of the number; without it the number is read as international'),
});

export const LoginValue = z.object({
  token: z.string(),
  userName: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  changePasswordRequired: z.boolean(),
});
export type LoginValue = z.infer<typeof LoginValue>;

/** value of LOGIN_FAILED, INVALID_CAPTCHA and the other login failures: show the captcha box when true. */
export const LoginFailureValue = z.object({ captcha: z.boolean() });

/** Member info; amounts are decimal strings. */
export const MemberInfoValue = z.object({
  id: z.string(),
  icon: z.number().describe('avatar, 1 to MEMBER_ICON_COUNT'),
  account: z.string(),
  nickname: z.string(),
  type: z.number(),
  firstTimeLogin: z.boolean(),
  balance: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  hasVip: z.boolean(),
  vipLabel: z.string(),
  rankLevel: z.number(),
  availablePromotions: z.number(),
  unreadMessages: z.number(),
});
export type MemberInfoValue = z.infer<typeof MemberInfoValue>;

// ── Captcha (/wps/captcha; value is a base64 png) ───────────────────────────────────────────
export const CaptchaValue = z.object({
  captchaId: z.string().describe('send back with the answer; single use, expires after 2 minutes'),
  image: z.string().describe('data:image/png;base64,…'),
});
export type CaptchaValue = z.infer<typeof CaptchaValue>;

// ── Countries (path is our design) ──────────────────────────────────────────────────────────
export const CountryItem = z.object({
  countryCode: z.string().describe('ISO 3166-1 alpha-2, e.g. BD'),
  countryDialingCode: z.string().describe('digits without +, e.g. 880'),
  mobileMinDigits: z.number().int(),
  mobileMaxDigits: z.number().int(),
  mobilePattern: z
    .string()
    .describe('JavaScript regular expression source for the national mobile number (no trunk 0)'),
});
export type CountryItem = z.infer<typeof CountryItem>;
export const CountriesValue = z.array(CountryItem);

// ── SMS codes ───────────────────────────────────────────────────────────────────────────────
const MobileText = z.string().trim().max(32);
const DialingCode = z.string().trim().max(8);
const Captcha = {
  captcha: z.string().trim().max(16).optional().describe('the answer to the captcha image'),
  captchaId: z.string().max(64).optional(),
};

export const SmsCodeRequest = z.object({
  countryDialingCode: DialingCode.optional().describe('defaults to the first country (880)'),
  mobileNo: MobileText.optional(),
  mobileNum: MobileText.optional().describe('alias of mobileNo'),
  ...Captcha,
});
export type SmsCodeRequest = z.infer<typeof SmsCodeRequest>;

export const SmsCodeValue = z.object({
  expiredMinutes: z.number().int().describe('the code expires after this; resend after 60 s × this'),
});
export type SmsCodeValue = z.infer<typeof SmsCodeValue>;

// ── External phone verification (decision 0087) ─────────────────────────────────────────
/**
 * A site that verifies numbers through an external phone-auth provider (Firebase-style): the
 * browser asks the provider to send the SMS and to check the code, and registration carries the
 * provider's ID token (firebaseIdToken) instead of a code from this site.
 */
export const PhoneProviderClient = z.object({
  channel: z.string().describe('sent back as firebaseChannel'),
  apiUrl: z
    .string()
    .describe("the provider's phone-auth API base (Identity Toolkit v1 calls); a path means this site"),
  apiKey: z.string().describe("the provider's public web API key, sent as ?key="),
});
export type PhoneProviderClient = z.infer<typeof PhoneProviderClient>;

/** With the external provider the resend countdown is one minute (60 s × 1). */
export const PHONE_PROVIDER_RESEND_MINUTES = 1;

/** value of TOO_MANY_REQUESTS: how long to wait. */
export const RetryAfterValue = z.object({ retryAfterSeconds: z.number().int() });

// ── Registration ────────────────────────────────────────────────────────────────────────────
const Field = (max = 255) => z.string().max(max).optional();

/** Both register calls take this body; which fields count is decided by the register rules. */
export const RegisterRequest = z.object({
  username: Field(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  // The payee name is what a cashier matches payouts against: nothing invisible may hide in it.
  payeeName: Field().refine((v) => v === undefined || !INVISIBLE_CHARACTERS.test(v), {
    params: { reason: 'invisible_characters' },
  }),
  paymentPassword: z.string().max(128).optional(),
  qqNum: Field(),
  line: Field(),
  whatsapp: Field(),
  facebook: Field(),
  wechat: Field(),
  idNumber: Field(),
  email: Field(),
  mobileNum: Field(32),
  countryDialingCode: Field(8),
  verificationCode: Field(255),
  recommenderId: Field(64),
  affiliateCode: Field(64),
  referralCode: Field(64),
  ...Captcha,
  ageConfirmed: z.boolean().optional().describe('the player confirmed the minimum age (required true)'),
  termsAccepted: z.boolean().optional().describe('the player agreed to the terms (required true)'),
  login: z.boolean().optional().describe('always true: a new member is logged in'),
  registerUrl: Field(500),
  domain: Field(253),
  registerMethod: z.literal('WEB').optional(),
  firebaseChannel: Field(64).describe(
    'external phone verification (register setting phoneProvider): its channel; ignored otherwise',
  ),
  firebaseIdToken: z
    .string()
    .max(4096)
    .optional()
    .describe(
      "external phone verification: the provider's ID token proving mobileNum (replaces verificationCode)",
    ),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const AffiliateQuery = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().trim().max(253).optional(),
});
export const AffiliateValue = z.object({ code: z.string(), valid: z.literal(true) });

// ── Passwords ───────────────────────────────────────────────────────────────────────────────
const Password = z.string().min(1).max(128);

export const ChangePasswordRequest = z.object({
  oldPassword: z
    .string()
    .max(128)
    .optional()
    .describe('required, except in a session whose login answered changePasswordRequired'),
  newPassword: Password,
  confirmNewPassword: Password,
});

export const ForgotByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.email().max(254),
});
export const ForgotByEmailValue = z.object({
  expiredMinutes: z.number().int(),
  maskedEmail: z.string().describe('where the code went, e.g. d***@khela.test'),
});

export const ResetByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(255),
  newPassword: Password,
  confirmNewPassword: Password,
});

export const ResetByPhoneRequest = z.object({
  mobileNum: MobileText.min(1),
  countryDialingCode: DialingCode.optional(),
  verificationCode: z.string().trim().min(1).max(255),
  newPassword: Password,
  confirmNewPassword: Password,
});

// ── Extra verification from an unknown IP ───────────────────────────────────────────────────
export const LOGIN_VERIFICATION_METHODS = ['mobile', 'email', 'bankName', 'totp'] as const;
export const LoginVerificationMethod = z.enum(LOGIN_VERIFICATION_METHODS);
export type LoginVerificationMethod = z.infer<typeof LoginVerificationMethod>;

/** value of VERIFICATION_REQUIRED from login: no session yet; finish with /wps/session/login/verify. */
export const LoginVerificationValue = z.object({
  verificationToken: z.string(),
  method: LoginVerificationMethod,
  maskedTarget: z.string().describe('where the code went (mobile, email), the bank name hint, or empty'),
  expiresInSeconds: z.number().int(),
  captcha: z.boolean(),
});
export type LoginVerificationValue = z.infer<typeof LoginVerificationValue>;

export const LoginVerifyRequest = z.object({
  verificationToken: z.string().min(1).max(128),
  code: z.string().trim().max(255).optional().describe('mobile, email or authenticator code'),
  bankAccountName: z.string().trim().max(100).optional().describe('method bankName'),
});

/** Built-in avatars a member may choose from (/wps/member/info/icon). */
export const MEMBER_ICON_COUNT = 12;
export const MemberIconRequest = z.strictObject({ icon: z.number().int().min(1).max(MEMBER_ICON_COUNT) });
export const MemberIconValue = z.object({ icon: z.number(), choices: z.array(z.number()) });
