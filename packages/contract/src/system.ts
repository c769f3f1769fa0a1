import { z } from 'zod';
import { PhoneProviderClient } from './accounts.js';
import { LANGUAGE_CODES, LANGUAGE_RESOURCE_SET_NAMES, SITE_LANGUAGE_CODES } from './constants.js';
import { CS_KEY_ID_PATTERN } from './customer-service-crypto.js';
import { PayloadEncryptionConfig } from './payload-crypto.js';
import { REGISTER_PATTERN_IDS } from './register-patterns.js';

export {
  AGENT_TYPES,
  LANGUAGE_CODES,
  LANGUAGE_RESOURCE_SET_NAMES,
  LANGUAGE_RESOURCE_SETS,
  type LanguageResourceSet,
  languageCodeOf,
  languageOfCode,
  resourceSetHas,
  SITE_LANGUAGE_CODES,
  SITE_LANGUAGE_TABLE,
  type SiteLanguageCodeValue,
  type SiteLanguageEntry,
  TRIAL_TYPE,
} from './constants.js';
export * from './register-patterns.js';

// ── Status (root and system status) ─────────────────────────────────────────────────────
export const SystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const Location = z.object({ ip: z.string() });
export const SystemStatusValue = z.object({
  status: SystemStatusCode.describe('0 normal, 1 maintenance, 2 region/IP restricted'),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: Location,
  maintenanceText: z
    .object({ bn: z.string(), en: z.string() })
    .optional()
    .describe(
      "status 1: the operator's own maintenance text per language (empty = the page's standard text)",
    ),
});
export type SystemStatusValue = z.infer<typeof SystemStatusValue>;

// ── Brand constants (brand configuration; account roles) ────────────────────────────────
export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;
/** A language the player site may be offered in (the 35 of SITE_LANGUAGE_TABLE); the server's texts come in BN or EN. */
export const SiteLanguageCode = z.enum(SITE_LANGUAGE_CODES);
export type SiteLanguageCode = z.infer<typeof SiteLanguageCode>;
/** The resource set a site uses (decision 0082): all 35 languages, or Bengali and English only. */
export const LanguageResourceSetName = z.enum(LANGUAGE_RESOURCE_SET_NAMES);
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const GAME_SELECTION_TYPES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;

/** The site settings the front end reads, as booleans with readable names. */
export const FeatureFlags = z.object({
  maintenance: z.boolean(),
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean().describe('MOBILEREG: register by mobile number with an SMS code'),
  smsVerification: z.boolean().describe('SMSVERIF: phone verification (SMS codes, forgot password by phone)'),
  smsLogin: z.boolean().describe('SMSLOGIN: login by SMS verification code'),
  socialLogin: z.boolean(),
  freePlay: z.boolean().describe('FREEPLAY: trial accounts (type 4)'),
  forcedPasswordChange: z.boolean().describe('CHNGPASSVERIF3: first-login / default-password change'),
  passwordExpiry: z.boolean(),
  referral: z.boolean(),
  agentPolicy: z.boolean().describe('AGENTPOLICY: agent contracts (consolidated contract fetch)'),
  agentDividend: z.boolean().describe('enableCt: the agent dividend page'),
  agentDailySalary: z.boolean(),
  agentHourlySalary: z.boolean(),
  agentRealtimeSalary: z.boolean(),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;

export const WhitelabelValue = z.object({
  platform: z.literal('WEB'),
  merchantCode: z.string(),
  lotteryType: z.string(),
  defaultLanguage: SiteLanguageCode,
  supportedLanguages: z.array(SiteLanguageCode).describe('the languages the language select offers'),
  languageSet: LanguageResourceSetName.describe('the resource set: global (35 languages) or bn-en'),
  brand: z.object({ name: z.string(), logoUrl: z.string() }).describe('brand name and logo image URL'),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  esportVendors: z.array(z.string()).describe('vassalages split from the sports lane into e-sports'),
  cockfightVendors: z.array(z.string()).describe('vassalages split from the sports lane into cockfight'),
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  agentTypes: z.array(z.number().int()),
  trialType: z.number().int(),
  gameSelectionTypes: z.array(z.enum(GAME_SELECTION_TYPES)),
  minimumAge: z.number().int(),
  passwordExpiryDays: z.number().int().nullable().describe('null when passwords do not expire'),
  features: FeatureFlags,
});
export type WhitelabelValue = z.infer<typeof WhitelabelValue>;

// ── Registration rules (the register popup and its field rules) ─────────────────────────
/** Every field the register form may show, in display order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
] as const;
export const RegisterField = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof RegisterField>;

export const RegisterPatternId = z.enum(REGISTER_PATTERN_IDS);
export type RegisterPatternId = z.infer<typeof RegisterPatternId>;

export const RegisterFieldRule = z.object({
  enabled: z.boolean().describe('shown on the form'),
  required: z.boolean(),
  acceptedPattern: z
    .string()
    .describe('"*" accepts anything; otherwise a JavaScript regular expression source, used with the u flag'),
  patternId: RegisterPatternId.describe('which text rule message explains the pattern'),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegisterFieldRule = z.infer<typeof RegisterFieldRule>;

export const REGISTRATION_MODES = ['username', 'mobile'] as const;
export const RegistrationMode = z.enum(REGISTRATION_MODES);
export type RegistrationMode = z.infer<typeof RegistrationMode>;

export const RegisterSettingValue = z.object({
  modes: z.array(RegistrationMode).describe('enabled registration tabs; tabs show only when more than one'),
  defaultMode: RegistrationMode.describe('mobile when the mobile-registration flag is on'),
  minimumAge: z.number().int(),
  smsVerification: z.boolean(),
  phoneProvider: PhoneProviderClient.nullable().describe(
    'external phone verification (decision 0087): with SMS verification on, the number is proven with this provider; null: SMS codes from this site',
  ),
  fields: z.record(RegisterField, RegisterFieldRule).describe('one rule per register field'),
});
export type RegisterSettingValue = z.infer<typeof RegisterSettingValue>;

// ── Site config (the "System" calls) ────────────────────────────────────────────────────
export const CS_TYPES = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'EMAIL'] as const;
export const CustomerServiceItem = z.object({
  csType: z.enum(CS_TYPES),
  path: z.string(),
  label: z.string(),
  sort: z.number().int(),
});
export type CustomerServiceItem = z.infer<typeof CustomerServiceItem>;

/**
 * A customer-service item as the site config publishes it: the path encrypted
 * (customer-service-crypto.ts, decision 0085), decrypted by the site when the visitor opens
 * customer service with the key of GET /wps/system/customerService/key.
 */
export const PublishedCustomerServiceItem = CustomerServiceItem.extend({
  path: z.string().describe('encrypted: v1.<kid>.<iv>.<data>, AES-256-GCM under the key named kid'),
});

export const CustomerServiceKeyQuery = z.strictObject({
  kid: z.string().regex(CS_KEY_ID_PATTERN, 'expected a key id').describe('the kid an encrypted path names'),
});
export const CustomerServiceKeyValue = z.object({
  kid: z.string(),
  key: z.string().describe('the AES-256-GCM key, base64url without padding'),
  expiresAt: z.string().describe('after this the key is no longer handed out: reload the site config'),
});
export type CustomerServiceKeyValue = z.infer<typeof CustomerServiceKeyValue>;

export const RESOURCE_TYPES = [
  'Android',
  'IOS',
  'MOBILECONFIG',
  'FACEBOOK',
  'YOUTUBE',
  'IG',
  'TELEGRAM',
  'WHATSAPP',
] as const;
export const ResourceItem = z.object({
  type: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string().describe('default label'),
  sort: z.number().int(),
});
export type ResourceItem = z.infer<typeof ResourceItem>;

export const DOMAIN_ROUTE_TYPES = ['WEB', 'AGENT', 'API'] as const;
export const DomainRoute = z.object({
  domain: z.string(),
  type: z.enum(DOMAIN_ROUTE_TYPES).describe('WEB player site mirror, AGENT agent centre, API calls'),
  sort: z.number().int(),
});
export type DomainRoute = z.infer<typeof DomainRoute>;
export const DomainRouteValue = z.array(DomainRoute);

export const Analytics = z.object({
  enabled: z
    .boolean()
    .describe(
      'first-party analytics (POST /wps/analytics/events, after consent); false: no banner, nothing sent',
    ),
  googleAnalyticsId: z.string().nullable(),
  googleTagManagerId: z.string().nullable(),
  facebookPixelId: z.string().nullable(),
});
export type Analytics = z.infer<typeof Analytics>;

/** The second help-centre address /helpmc (HELPMC setting, decision 0083). */
export const HelpmcConfig = z.object({
  url: z
    .string()
    .nullable()
    .describe(
      'null: the help centre as /help shows it; a path on this site: go there; https://: shown in a frame',
    ),
});
export type HelpmcConfig = z.infer<typeof HelpmcConfig>;

export const SiteConfigValue = z.object({
  customerService: z.array(PublishedCustomerServiceItem),
  domainRoute: DomainRouteValue,
  resources: z.array(ResourceItem),
  whitelabel: WhitelabelValue,
  register: RegisterSettingValue,
  mainDomain: z.string(),
  analytics: Analytics,
  imageCdn: z.array(z.string()).describe('base URLs for images, first preferred; "/" is this origin'),
  gameLaunchCdn: z.array(z.string()).describe('base URLs for game launches, first preferred'),
  location: Location,
  timeZone: z
    .string()
    .describe(
      "the site's IANA time zone (e.g. Asia/Dhaka): record days, daily limits and opening hours count in it",
    ),
  payloadEncryption: PayloadEncryptionConfig.describe('public key for the E calls'),
  helpmc: HelpmcConfig,
});
export type SiteConfigValue = z.infer<typeof SiteConfigValue>;

// ── Help centre ─────────────────────────────────────────────────────────────────────────
export const HelpCenterQuery = z.object({
  lang: z.string().max(16).optional().describe('BN or EN; anything else falls back to BN'),
  device: z.enum(['WEB']).default('WEB'),
});
export const HelpSection = z.object({
  code: z.string().describe('anchor on /help, e.g. term'),
  title: z.string(),
  content: z.string().describe('rich text (HTML)'),
  sort: z.number().int(),
});
export const HelpCenterValue = z.object({ language: LanguageCode, sections: z.array(HelpSection) });
export type HelpCenterValue = z.infer<typeof HelpCenterValue>;

// ── Language change (path is our design) ────────────────────────────────────────────────
export const LanguageChangeRequest = z.strictObject({ language: z.string().trim().min(1).max(16) });
export const LanguageChangeValue = z.object({ language: LanguageCode });
export type LanguageChangeValue = z.infer<typeof LanguageChangeValue>;
