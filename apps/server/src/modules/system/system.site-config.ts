import {
  AGENT_TYPES,
  type DomainRoute,
  type FeatureFlags,
  GAME_SELECTION_TYPES,
  type HelpCenterValue,
  type Language,
  type LanguageChangeValue,
  type LanguageCode,
  languageCodeOf,
  languageOfCode,
  PAYLOAD_ENCRYPTION_ALGORITHM,
  type PhoneProviderClient,
  PRIZE_MODES,
  REGISTER_FIELDS,
  type RegisterFieldRule,
  RegisterSettingValue,
  type RegistrationMode,
  type SiteConfigValue,
  type SiteLanguageCode,
  TRIAL_TYPE,
  type WhitelabelValue,
} from '@khela/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { PayloadKeys } from '../../platform/http/payload-encryption.js';
import { normaliseIp } from './ip-rules.js';
import type { SiteSettings } from './settings-registry.js';
import type { CustomerServicePaths } from './system.customer-service.js';
import type { RegisterRules, SystemReader } from './system.reader.js';

/** A field without a stored rule is hidden: the form never asks for something nobody configured. */
export const HIDDEN_FIELD: RegisterFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength: 0,
  maxLength: 255,
};

export function featureFlagsOf(s: SiteSettings): FeatureFlags {
  return {
    maintenance: s.MAINTENANCE.enabled,
    usernameRegistration: s.USERNAMEREG.enabled,
    mobileRegistration: s.MOBILEREG.enabled,
    smsVerification: s.SMSVERIF.enabled,
    smsLogin: s.SMSLOGIN.enabled,
    socialLogin: s.SOCIALLOGIN.enabled,
    freePlay: s.FREEPLAY.enabled,
    forcedPasswordChange: s.CHNGPASSVERIF3.enabled,
    passwordExpiry: s.PASSEXPIRY.enabled,
    referral: s.REFERRAL.enabled,
    agentPolicy: s.AGENTPOLICY.enabled,
    agentDividend: s.DIVIDENDCT.enabled,
    agentDailySalary: s.DAILYSALARY.enabled,
    agentHourlySalary: s.HOURSALARY.enabled,
    agentRealtimeSalary: s.REALTIMESALARY.enabled,
  };
}

export function whitelabelOf(s: SiteSettings): WhitelabelValue {
  return {
    platform: 'WEB',
    merchantCode: s.MERCHANTCODE,
    lotteryType: s.LOTTERYTYPE,
    defaultLanguage: s.LANGUAGES.default,
    supportedLanguages: s.LANGUAGES.supported,
    languageSet: s.LANGUAGES.resourceSet,
    brand: s.BRAND,
    currency: s.CURRENCY,
    esportVendors: s.ESPORTVENDORS,
    cockfightVendors: s.COCKFIGHTVENDORS,
    prizeModes: [...PRIZE_MODES],
    agentTypes: [...AGENT_TYPES],
    trialType: TRIAL_TYPE,
    gameSelectionTypes: [...GAME_SELECTION_TYPES],
    minimumAge: s.AGEMIN,
    passwordExpiryDays: s.PASSEXPIRY.enabled ? s.PASSEXPIRY.days : null,
    features: featureFlagsOf(s),
  };
}

/** The register popup: the mode is mobile when the mobile-registration flag is on. */
export function registerSettingOf(
  s: SiteSettings,
  rules: RegisterRules,
  phoneProvider: PhoneProviderClient | null = null,
): RegisterSettingValue {
  const modes: RegistrationMode[] = [];
  if (s.USERNAMEREG.enabled) modes.push('username');
  if (s.MOBILEREG.enabled) modes.push('mobile');
  // Parsing (not casting) the filled map proves every field is present.
  const fields = RegisterSettingValue.shape.fields.parse(
    Object.fromEntries(REGISTER_FIELDS.map((field) => [field, rules[field] ?? HIDDEN_FIELD])),
  );
  return {
    modes,
    defaultMode: s.MOBILEREG.enabled ? 'mobile' : 'username',
    minimumAge: s.AGEMIN,
    smsVerification: s.SMSVERIF.enabled,
    phoneProvider,
    fields,
  };
}

/** The server's texts for a site language: BN reads Bengali, every other one English (decision 0024). */
function serverCode(code: SiteLanguageCode): LanguageCode {
  return code === 'BN' ? 'BN' : 'EN';
}

/**
 * The server language for a language the site offers, case-insensitively; undefined when the
 * site does not offer it (every language but BN is offered through the EN texts).
 */
function supportedCode(s: SiteSettings, text: string): LanguageCode | undefined {
  const wanted = text.trim().toUpperCase();
  const offered = s.LANGUAGES.supported.find((code) => code === wanted || serverCode(code) === wanted);
  return offered === undefined ? undefined : serverCode(offered);
}

export function createSiteConfig(
  reader: SystemReader,
  payloadKeys: PayloadKeys,
  customerServicePaths: CustomerServicePaths,
  /** The external phone verification the configuration names (decision 0087). */
  phoneProvider: PhoneProviderClient | null = null,
) {
  async function whitelabel(): Promise<WhitelabelValue> {
    return whitelabelOf(await reader.settings());
  }

  async function registerSetting(): Promise<RegisterSettingValue> {
    const [s, content] = await Promise.all([reader.settings(), reader.content()]);
    return registerSettingOf(s, content.registerRules, phoneProvider);
  }

  async function domainRoutes(): Promise<DomainRoute[]> {
    return (await reader.content()).domainRoutes;
  }

  /**
   * Everything the front end needs at start-up, in one call; location is the caller's IP. The
   * customer-service paths are encrypted (decision 0085): the key comes from customerServiceKey.
   */
  async function siteConfig(ip: string): Promise<SiteConfigValue> {
    const [s, content, key] = await Promise.all([reader.settings(), reader.content(), payloadKeys.current()]);
    return {
      customerService: await customerServicePaths.encrypt(content.customerService),
      domainRoute: content.domainRoutes,
      resources: content.resources,
      whitelabel: whitelabelOf(s),
      register: registerSettingOf(s, content.registerRules, phoneProvider),
      mainDomain: s.MAINDOMAIN,
      analytics: s.ANALYTICS,
      imageCdn: s.IMAGECDN,
      gameLaunchCdn: s.GAMELAUNCHCDN,
      location: { ip: normaliseIp(ip) },
      timeZone: s.TIME_ZONE,
      payloadEncryption: {
        kid: key.kid,
        algorithm: PAYLOAD_ENCRYPTION_ALGORITHM,
        publicKey: key.publicKey,
        plainAllowed: s.PLAINPAYLOAD.enabled,
      },
      helpmc: { url: s.HELPMC.url },
    };
  }

  /**
   * Help centre in the asked language; with no `lang`, the caller's language. An unknown or
   * unoffered language falls back to the site default (BN).
   */
  async function helpCenter(input: { lang?: string; callerLanguage: Language }): Promise<HelpCenterValue> {
    const s = await reader.settings();
    const asked = input.lang === undefined ? languageCodeOf(input.callerLanguage) : input.lang;
    const language = supportedCode(s, asked) ?? serverCode(s.LANGUAGES.default);
    return { language, sections: await reader.helpSections(languageOfCode(language)) };
  }

  /**
   * Language change: the front end tells the server the player's language.
   * Nothing is stored yet (accounts will keep it per user); an unoffered language is refused.
   */
  async function changeLanguage(language: string): Promise<LanguageChangeValue> {
    const code = supportedCode(await reader.settings(), language);
    if (!code) throw new AppError('UNSUPPORTED_LANGUAGE', { language: language.slice(0, 16) });
    return { language: code };
  }

  return {
    whitelabel,
    registerSetting,
    domainRoutes,
    siteConfig,
    helpCenter,
    changeLanguage,
    /** The key an encrypted customer-service path names (rate-limited per address). */
    customerServiceKey: customerServicePaths.key,
  };
}
