import type { RegisterField, RegisterPatternId } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { definitionOf, SETTING_CODES, type SettingCode, type SiteSettings } from './settings-registry.js';
import * as repo from './system.repo.js';
import { HELP_SECTIONS } from './system.seed-help.js';

/**
 * The demo site: settings, register rules, customer service, resources, domains, help centre.
 * Everything is insert-if-missing, so a restart never duplicates a row or overwrites an
 * operator's change.
 */

/** Where the demo differs from the cautious registry defaults: a site that shows every feature. */
const DEMO_SETTINGS: Partial<SiteSettings> = {
  // Plain JSON on E calls for the demo, tests and API tools; production keeps it off (decision 0009).
  PLAINPAYLOAD: { enabled: true },
  MOBILEREG: { enabled: true },
  SMSVERIF: { enabled: true },
  SMSLOGIN: { enabled: true },
  FREEPLAY: { enabled: true },
  REFERRAL: { enabled: true },
  AGENTPOLICY: { enabled: true },
  DIVIDENDCT: { enabled: true },
  DAILYSALARY: { enabled: true },
  HOURSALARY: { enabled: true },
  REALTIMESALARY: { enabled: true },
  ESPORTVENDORS: ['IMES', 'TFG'],
  COCKFIGHTVENDORS: ['SV388', 'WS168'],
};

function demoValue(code: SettingCode): unknown {
  return DEMO_SETTINGS[code] ?? definitionOf(code).defaultValue;
}

type Rule = {
  enabled: boolean;
  required: boolean;
  patternId: RegisterPatternId;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
};
const rule = (
  enabled: boolean,
  required: boolean,
  patternId: RegisterPatternId,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
): Rule => ({ enabled, required, patternId, acceptedPattern, minLength, maxLength });

const LETTER_FIRST = '^[A-Za-z][A-Za-z0-9]*$';
const ALNUM = '^[A-Za-z0-9]+$';
const DIGITS = '^[0-9]+$';
const NO_SPACES = '^\\S+$';
const PRINTABLE = '^[\\x21-\\x7E]+$'; // letters, numbers and symbols, no spaces

/** Demo register field rules; bounds are ours (the spec gives only the verification code's 255). */
export const DEMO_REGISTER_RULES: Record<RegisterField, Rule> = {
  username: rule(true, true, 'LETTER_FIRST_ALNUM', LETTER_FIRST, 4, 16),
  password: rule(true, true, 'LETTERS_NUMBERS_SYMBOLS', PRINTABLE, 6, 20),
  confirmPassword: rule(true, true, 'LETTERS_NUMBERS_SYMBOLS', PRINTABLE, 6, 20),
  payeeName: rule(false, false, 'CHARACTERS_ONLY', '^[\\p{L}\\p{M}][\\p{L}\\p{M} .]*$', 2, 50),
  paymentPassword: rule(false, false, 'NUMBERS_ONLY', DIGITS, 6, 6),
  qqNum: rule(false, false, 'NUMBERS_ONLY', DIGITS, 5, 12),
  line: rule(false, false, 'NO_SPACES', NO_SPACES, 4, 30),
  whatsapp: rule(false, false, 'NUMBERS_ONLY', DIGITS, 7, 15),
  facebook: rule(false, false, 'NO_SPACES', NO_SPACES, 5, 50),
  wechat: rule(false, false, 'NO_SPACES', NO_SPACES, 6, 20),
  idNumber: rule(false, false, 'NUMBERS_ONLY', DIGITS, 10, 17), // Bangladesh NID: 10, 13 or 17 digits
  email: rule(true, false, 'EMAIL', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 6, 100),
  countryDialingCode: rule(true, false, 'NUMBERS_ONLY', '^\\+?[0-9]{1,4}$', 1, 5),
  mobileNum: rule(true, false, 'NUMBERS_ONLY', DIGITS, 7, 15), // E.164 allows at most 15 digits
  verificationCode: rule(true, false, 'ANY', '*', 1, 255),
  recommenderId: rule(true, false, 'LETTER_FIRST_ALNUM', LETTER_FIRST, 4, 16),
  affiliateCode: rule(true, false, 'ALNUM_NO_SPECIAL', ALNUM, 4, 20),
  referralCode: rule(true, false, 'ALNUM_NO_SPECIAL', ALNUM, 4, 32),
  captcha: rule(true, true, 'ALNUM_NO_SPECIAL', ALNUM, 4, 6),
};

const DEMO_CUSTOMER_SERVICE: repo.NewCustomerServiceRow[] = [
  { csType: 'LIVECHAT', path: 'https://livechat.khela.example/chat', label: 'Live chat', sort: 1 },
  { csType: 'TELEGRAM', path: 'https://t.me/khela_support', label: 'Telegram', sort: 2 },
];

const DEMO_RESOURCES: repo.ResourceRow[] = [
  { type: 'Android', url: '/download/khela.apk', labelNameEn: 'Android', sort: 1, enabled: true },
  { type: 'IOS', url: '/download/ios', labelNameEn: 'iOS', sort: 2, enabled: true },
  {
    type: 'MOBILECONFIG',
    url: '/download/khela.mobileconfig',
    labelNameEn: 'iOS profile',
    sort: 3,
    enabled: true,
  },
  {
    type: 'FACEBOOK',
    url: 'https://www.facebook.com/khela.example',
    labelNameEn: 'Facebook',
    sort: 10,
    enabled: true,
  },
  {
    type: 'YOUTUBE',
    url: 'https://www.youtube.com/@khela.example',
    labelNameEn: 'YouTube',
    sort: 11,
    enabled: true,
  },
  {
    type: 'IG',
    url: 'https://www.instagram.com/khela.example',
    labelNameEn: 'Instagram',
    sort: 12,
    enabled: true,
  },
  { type: 'TELEGRAM', url: 'https://t.me/khela_official', labelNameEn: 'Telegram', sort: 13, enabled: true },
];

const DEMO_DOMAIN_ROUTES: repo.NewDomainRouteRow[] = [
  { domain: 'localhost', type: 'WEB', sort: 1 },
  { domain: 'www.khela.example', type: 'WEB', sort: 2 },
  { domain: 'agent.khela.example', type: 'AGENT', sort: 1 },
  { domain: 'api.khela.example', type: 'API', sort: 1 },
];

export async function seedSystem(tx: Tx): Promise<void> {
  await repo.insertSettingsIfMissing(
    tx,
    SETTING_CODES.map((code) => ({
      code,
      module: definitionOf(code).module,
      description: definitionOf(code).description,
      value: demoValue(code),
    })),
  );
  await repo.insertRegisterRulesIfMissing(
    tx,
    Object.entries(DEMO_REGISTER_RULES).map(([field, fieldRule]) => ({ field, ...fieldRule })),
  );
  await repo.insertCustomerServiceIfMissing(tx, DEMO_CUSTOMER_SERVICE);
  await repo.insertResourcesIfMissing(tx, DEMO_RESOURCES);
  await repo.insertDomainRoutesIfMissing(tx, DEMO_DOMAIN_ROUTES);
  await repo.insertHelpSectionsIfMissing(tx, HELP_SECTIONS);
}
