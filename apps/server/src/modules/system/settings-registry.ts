import {
  BRAND_NAME_MAX_CHARS,
  DEFAULT_FEEDBACK_LENGTH,
  DEFAULT_TIME_ZONE,
  FeedbackLength,
  isTimeZone,
  LanguageResourceSetName,
  LoginVerificationMethod,
  MaintenanceText,
  resourceSetHas,
  SITE_LANGUAGE_CODES,
  SiteLanguageCode,
} from '@khela/contract';
import { z } from 'zod';

/**
 * Every site setting the platform knows: which module it belongs to, what it does, the shape of
 * its value, and the value used when none is stored. A value is checked against its schema when
 * it is set, so a typo is refused instead of silently switching a feature off; a stored value
 * that no longer parses (edited by hand) reads as the default.
 */
export type SettingModule =
  | 'system'
  | 'accounts'
  | 'promotions'
  | 'agents'
  | 'games'
  | 'backoffice'
  | 'messaging';

export type SettingDefinition<S extends z.ZodType> = {
  module: SettingModule;
  description: string;
  schema: S;
  defaultValue: z.output<S>;
};

function define<S extends z.ZodType>(
  module: SettingModule,
  description: string,
  schema: S,
  defaultValue: z.output<S>,
): SettingDefinition<S> {
  return { module, description, schema, defaultValue };
}

const Flag = z.strictObject({ enabled: z.boolean() });
function flag(module: SettingModule, description: string, enabled: boolean) {
  return define(module, description, Flag, { enabled });
}

const UrlOrPath = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s/]+\S*|\/\S*)$/, 'expected an https:// URL or a path starting with /');
/**
 * The second help-centre address (HELPMC, decision 0083): an https:// URL, or a path on this site
 * (not protocol-relative, and not /helpmc itself, which would send the page to itself).
 */
const HelpAddress = z
  .string()
  .max(500)
  .regex(/^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/, 'expected an https:// URL or a path starting with /')
  .refine((value) => !/^\/helpmc(?:[/?#]|$)/i.test(value), 'expected an address other than /helpmc itself');
const VendorList = z.array(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'expected a vassalage code')).max(50);
const Hostname = z
  .string()
  .max(253)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'expected a hostname',
  );

const Languages = z
  .strictObject({
    default: SiteLanguageCode,
    supported: z.array(SiteLanguageCode).min(1).max(SITE_LANGUAGE_CODES.length),
    // Stored before the resource sets (decision 0082): the full set.
    resourceSet: LanguageResourceSetName.default('global'),
  })
  .refine((v) => v.supported.includes(v.default), 'the default language must be one of the supported ones')
  .refine((v) => new Set(v.supported).size === v.supported.length, 'a language is listed twice')
  .refine(
    (v) => v.supported.every((code) => resourceSetHas(v.resourceSet, code)),
    'a supported language is not in the chosen resource set',
  );

const Brand = z.strictObject({
  name: z.string().trim().min(1).max(BRAND_NAME_MAX_CHARS),
  logoUrl: UrlOrPath,
});

const AnalyticsValue = z.strictObject({
  // Stored before first-party analytics (decision 0085): on.
  enabled: z.boolean().default(true),
  googleAnalyticsId: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'expected G-XXXXXXX')
    .nullable(),
  googleTagManagerId: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected GTM-XXXXXX')
    .nullable(),
  facebookPixelId: z
    .string()
    .regex(/^\d{5,20}$/, 'expected digits')
    .nullable(),
});

/**
 * An OpenID Connect provider for social login (docs/decisions/0010). The issuer is https, or http
 * on the loopback address only (tests, local development). The client secret is readable by
 * operators who can read settings.
 */
const SocialProvider = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'expected 2-32 lowercase letters, digits or -'),
  name: z.string().trim().min(1).max(40),
  issuer: z
    .string()
    .max(300)
    .regex(
      /^(https:\/\/[^\s/?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)(\/[^\s?#]*)?$/,
      'expected an https:// issuer URL (http only on the loopback address)',
    ),
  clientId: z.string().min(1).max(300),
  clientSecret: z.string().min(1).max(500),
  scopes: z
    .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,64}$/, 'expected a scope token'))
    .max(10)
    .default(['openid', 'email', 'profile']),
});
export type SocialProviderSetting = z.output<typeof SocialProvider>;

/** Bounds of an SMS code's lifetime in minutes (CODEEXPIRY.smsMinutes). */
export const SMS_CODE_MINUTES_MIN = 1;
export const SMS_CODE_MINUTES_MAX = 15;

/** Defaults are the cautious choice; the demo seed switches more on (system.seed.ts). */
export const SETTINGS = {
  // ── system ──
  MAINTENANCE: flag(
    'system',
    'Maintenance: when enabled, status is 1 and the site shows the maintenance page.',
    false,
  ),
  MAINTENANCETEXT: define(
    'system',
    'The text of the maintenance page, BN and EN (set from the back office; empty = the standard text).',
    MaintenanceText,
    { bn: '', en: '' },
  ),
  MERCHANTCODE: define(
    'system',
    'Merchant code the front end keeps in session and local storage and sends with game calls.',
    z.string().regex(/^[A-Za-z0-9_-]{2,32}$/, 'expected 2-32 letters, digits, _ or -'),
    'khela',
  ),
  BRAND: define('system', 'Brand name and logo image (an https:// URL or a path on this site).', Brand, {
    name: 'Khela',
    logoUrl: '/favicon.svg',
  }),
  LANGUAGES: define(
    'system',
    'Languages of the player site: the resource set (global: 35 languages; bn-en: Bengali and English only), the supported ones the language select offers, and the default (BN).',
    Languages,
    {
      default: 'BN',
      // The full resource set ships with the site (decision 0082); an operator may offer fewer.
      supported: [...SITE_LANGUAGE_CODES],
      resourceSet: 'global',
    },
  ),
  CURRENCY: define(
    'system',
    'Site currency: ISO code and the symbol shown beside amounts.',
    z.strictObject({
      code: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code'),
      symbol: z.string().min(1).max(4),
    }),
    { code: 'BDT', symbol: '৳' },
  ),
  TIME_ZONE: define(
    'system',
    'Site time zone (an IANA name such as Asia/Dhaka): records days, daily withdrawal limits, payment channel opening hours and the dashboard count days in it.',
    z.string().max(64).refine(isTimeZone, 'expected an IANA time zone such as Asia/Dhaka'),
    DEFAULT_TIME_ZONE,
  ),
  MAINDOMAIN: define(
    'system',
    'Main domain of the player site (site config mainDomain).',
    Hostname,
    'localhost',
  ),
  IMAGECDN: define(
    'system',
    'Image CDN base URLs, first preferred; "/" is this server.',
    z.array(UrlOrPath).min(1).max(10),
    ['/'],
  ),
  GAMELAUNCHCDN: define(
    'system',
    'Game-launch CDN base URLs, first preferred; "/" is this server.',
    z.array(UrlOrPath).min(1).max(10),
    ['/'],
  ),
  ANALYTICS: define(
    'system',
    'Analytics: enabled switches first-party analytics on (page views and a few events, sent only after the visitor accepts the consent banner; decision 0085) or off entirely (no banner, nothing sent or stored). The third-party ids are kept for an operator who allows those scripts; the site loads none of them (its content security policy allows scripts from this origin only).',
    AnalyticsValue,
    {
      enabled: true,
      googleAnalyticsId: null,
      googleTagManagerId: null,
      facebookPixelId: null,
    },
  ),
  HELPMC: define(
    'system',
    'The second help-centre address /helpmc (decision 0083): url null shows the help centre as /help does; a path on this site (e.g. /help#faq) sends /helpmc there; an https:// URL (an outside help desk) is shown inside the site in a frame, with a link to open it in a new tab.',
    z.strictObject({ url: HelpAddress.nullable() }),
    { url: null },
  ),
  PLAINPAYLOAD: flag(
    'system',
    'E calls also accept plain JSON besides the encrypted envelope. For tests and API tools; keep it off in production.',
    false,
  ),
  // ── accounts ──
  USERNAMEREG: flag('accounts', 'Registration by username and password.', true),
  MOBILEREG: flag(
    'accounts',
    'Registration by mobile number and SMS code; the register form opens on the mobile tab.',
    false,
  ),
  SMSVERIF: flag(
    'accounts',
    'Phone verification by SMS code (register code, forgot password by phone).',
    false,
  ),
  SMSLOGIN: flag('accounts', 'Login with an SMS verification code (the SMS tab of the login popup).', false),
  SOCIALLOGIN: flag('accounts', 'Login with a social account.', false),
  SOCIALPROVIDERS: define(
    'accounts',
    'OpenID Connect providers offered for social login (with SOCIALLOGIN on): id, name, issuer, clientId, clientSecret, scopes.',
    z
      .array(SocialProvider)
      .max(10)
      .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'provider ids must be unique'),
    [],
  ),
  FREEPLAY: flag('accounts', 'Free play: trial accounts (type 4) that log in without a password.', false),
  CHNGPASSVERIF3: flag(
    'accounts',
    'Forced password change at first login or while the password is the default 123456.',
    true,
  ),
  PASSEXPIRY: define(
    'accounts',
    'Password expiry: when enabled, a password older than `days` must be changed at the next login.',
    z.strictObject({ enabled: z.boolean(), days: z.number().int().min(1).max(3650) }),
    { enabled: false, days: 90 },
  ),
  CODEEXPIRY: define(
    'accounts',
    'Minutes a verification code stays valid: SMS codes (1-15; resend allowed after 60 s per minute) and email reset codes.',
    z.strictObject({
      // Five minutes by default: an SMS in Bangladesh often takes more than one to arrive, and a
      // code that expired on its way forces a resend the countdown then blocks.
      smsMinutes: z.number().int().min(SMS_CODE_MINUTES_MIN).max(SMS_CODE_MINUTES_MAX),
      emailMinutes: z.number().int().min(5).max(1440),
    }),
    { smsMinutes: 5, emailMinutes: 30 },
  ),
  LOGINVERIF: define(
    'accounts',
    'Extra verification when a member logs in from an IP they never used (not for the first login): by mobile code, email code, bank account name or authenticator (totp); a member without that factor is asked for the next one they have.',
    z.strictObject({ enabled: z.boolean(), method: LoginVerificationMethod }),
    { enabled: false, method: 'mobile' },
  ),
  AGEMIN: define(
    'accounts',
    'Minimum age a player confirms at registration.',
    z.number().int().min(18).max(99),
    18,
  ),
  // ── promotions ──
  REFERRAL: flag(
    'promotions',
    'Referral (invite friends); the side menu shows the invite entry when on.',
    false,
  ),
  PROMOMAXWAGER: define(
    'promotions',
    'The largest wagering multiple a promotion may ask (of the bonus, or of deposit + bonus); promotions asking more are refused when saved (10 is what UK rules allow). 0: no bonus may carry wagering.',
    z.number().int().min(0).max(100),
    35,
  ),
  PROMOSINGLEPRODUCT: flag(
    'promotions',
    'Single-product promotions only: a promotion’s wagering may count one product (casino, sports or lottery games), never a mix, as some regulators require; a promotion that mixes is refused when saved.',
    false,
  ),
  // ── agents ──
  AGENTPOLICY: flag(
    'agents',
    'Agent policy: upline/downline contracts and the consolidated contract fetch.',
    false,
  ),
  DIVIDENDCT: flag('agents', 'Dividend contracts (enableCt): the agent dividend page.', false),
  DAILYSALARY: flag('agents', 'Daily salary contracts: the agent daily salary page.', false),
  HOURSALARY: flag('agents', 'Hourly salary contracts: the agent hourly salary page.', false),
  REALTIMESALARY: flag('agents', 'Real-time salary contracts, settled every 5 minutes.', false),
  AGENTDIVAPPROVAL: define(
    'agents',
    "Dividends above this amount (site currency, whole units) wait for an operator's approval; 0 sends every dividend to approval.",
    z.number().int().min(0).max(1_000_000_000),
    50_000,
  ),
  // ── messaging ──
  FEEDBACKLENGTH: define(
    'messaging',
    'Feedback and complaints (decision 0061): the words a submission may have, minWords to maxWords (the spec’s "feedback content between {0} and {1} words"); a player’s reply may have 1 to maxWords.',
    FeedbackLength,
    DEFAULT_FEEDBACK_LENGTH,
  ),
  // ── games ──
  LOTTERYTYPE: define(
    'games',
    'Lottery type the lottery pages open by default.',
    z.enum(['LOTT', 'ELOTT']),
    'LOTT',
  ),
  ESPORTVENDORS: define(
    'games',
    'Vassalages split from the sports lane into the e-sports lane.',
    VendorList,
    ['IMES'],
  ),
  COCKFIGHTVENDORS: define(
    'games',
    'Vassalages split from the sports lane into the cockfight lane.',
    VendorList,
    [],
  ),
  BOSESSION: define(
    'backoffice',
    'Back-office sessions: minutes without a request before an operator session ends (sliding), and hours it lasts at most.',
    z.strictObject({
      idleMinutes: z.number().int().min(5).max(240),
      maxHours: z.number().int().min(1).max(24),
    }),
    { idleMinutes: 30, maxHours: 12 },
  ),
};

export type SettingCode = keyof typeof SETTINGS;
export type SiteSettings = { [C in SettingCode]: z.output<(typeof SETTINGS)[C]['schema']> };
export type FlagCode = {
  [C in SettingCode]: SiteSettings[C] extends { enabled: boolean } ? C : never;
}[SettingCode];

export function isSettingCode(code: string): code is SettingCode {
  return Object.hasOwn(SETTINGS, code);
}

export const SETTING_CODES: SettingCode[] = Object.keys(SETTINGS).filter(isSettingCode);

/** The setting's definition without the per-code generic, for code that loops over all of them. */
export function definitionOf(code: SettingCode): SettingDefinition<z.ZodType> {
  return SETTINGS[code];
}

/** Validates a value for a code; `detail` is one line naming what is wrong. */
export function checkSettingValue(
  code: SettingCode,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; detail: string } {
  const parsed = definitionOf(code).schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');
  return { ok: false, detail };
}

/** Stored rows → every known setting, typed; a missing or unparsable value reads as the default. */
export function resolveSettings(stored: Record<string, unknown>): SiteSettings {
  const resolved: Record<string, unknown> = {};
  for (const code of SETTING_CODES) {
    const checked = checkSettingValue(code, stored[code]);
    resolved[code] = checked.ok ? checked.value : definitionOf(code).defaultValue;
  }
  // Safe: every code was filled above with a value its own schema produced (or its typed default).
  return resolved as SiteSettings;
}
