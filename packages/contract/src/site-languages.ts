/**
 * The player site's languages (issue 22, decision 0082): one resource set of 35 languages, the
 * languages of the markets such sites serve. Plain values without zod: the first view reads them.
 *
 * - `code`: the wire and settings code (upper case, as the spec writes BN and EN); the site keeps
 *   the lower-case form in storage, i18n resources and <html lang>.
 * - `name`: the language's own name (what a reader of it looks for in a list).
 * - `english`: its English name (the back office lists and the report).
 * - `locale`: the Intl locale for numbers, money and dates.
 * - `rtl`: written right to left (the page gets dir="rtl").
 *
 * The server answers in BN or EN only (its error messages, content, help): every other language
 * asks it in English (decision 0024), and the site's own texts fall back to English key by key.
 */
export const SITE_LANGUAGE_TABLE = [
  { code: 'BN', name: 'বাংলা', english: 'Bengali', locale: 'bn-BD', rtl: false },
  { code: 'EN', name: 'English', english: 'English', locale: 'en-US', rtl: false },
  { code: 'HI', name: 'हिन्दी', english: 'Hindi', locale: 'hi-IN', rtl: false },
  { code: 'UR', name: 'اردو', english: 'Urdu', locale: 'ur-PK', rtl: true },
  { code: 'NE', name: 'नेपाली', english: 'Nepali', locale: 'ne-NP', rtl: false },
  { code: 'SI', name: 'සිංහල', english: 'Sinhala', locale: 'si-LK', rtl: false },
  { code: 'TA', name: 'தமிழ்', english: 'Tamil', locale: 'ta-IN', rtl: false },
  { code: 'TE', name: 'తెలుగు', english: 'Telugu', locale: 'te-IN', rtl: false },
  { code: 'PA', name: 'ਪੰਜਾਬੀ', english: 'Punjabi', locale: 'pa-IN', rtl: false },
  { code: 'MR', name: 'मराठी', english: 'Marathi', locale: 'mr-IN', rtl: false },
  { code: 'GU', name: 'ગુજરાતી', english: 'Gujarati', locale: 'gu-IN', rtl: false },
  { code: 'KN', name: 'ಕನ್ನಡ', english: 'Kannada', locale: 'kn-IN', rtl: false },
  { code: 'ML', name: 'മലയാളം', english: 'Malayalam', locale: 'ml-IN', rtl: false },
  { code: 'VI', name: 'Tiếng Việt', english: 'Vietnamese', locale: 'vi-VN', rtl: false },
  { code: 'TH', name: 'ไทย', english: 'Thai', locale: 'th-TH', rtl: false },
  { code: 'ID', name: 'Bahasa Indonesia', english: 'Indonesian', locale: 'id-ID', rtl: false },
  { code: 'MS', name: 'Bahasa Melayu', english: 'Malay', locale: 'ms-MY', rtl: false },
  { code: 'FIL', name: 'Filipino', english: 'Filipino', locale: 'fil-PH', rtl: false },
  { code: 'MY', name: 'မြန်မာ', english: 'Burmese', locale: 'my-MM', rtl: false },
  { code: 'KM', name: 'ខ្មែរ', english: 'Khmer', locale: 'km-KH', rtl: false },
  { code: 'LO', name: 'ລາວ', english: 'Lao', locale: 'lo-LA', rtl: false },
  { code: 'ZH-CN', name: '简体中文', english: 'Chinese (Simplified)', locale: 'zh-CN', rtl: false },
  { code: 'ZH-TW', name: '繁體中文', english: 'Chinese (Traditional)', locale: 'zh-TW', rtl: false },
  { code: 'JA', name: '日本語', english: 'Japanese', locale: 'ja-JP', rtl: false },
  { code: 'KO', name: '한국어', english: 'Korean', locale: 'ko-KR', rtl: false },
  { code: 'PT', name: 'Português', english: 'Portuguese (Brazil)', locale: 'pt-BR', rtl: false },
  { code: 'ES', name: 'Español', english: 'Spanish', locale: 'es-419', rtl: false },
  { code: 'FR', name: 'Français', english: 'French', locale: 'fr-FR', rtl: false },
  { code: 'DE', name: 'Deutsch', english: 'German', locale: 'de-DE', rtl: false },
  { code: 'TR', name: 'Türkçe', english: 'Turkish', locale: 'tr-TR', rtl: false },
  { code: 'RU', name: 'Русский', english: 'Russian', locale: 'ru-RU', rtl: false },
  { code: 'UZ', name: 'Oʻzbekcha', english: 'Uzbek', locale: 'uz-Latn-UZ', rtl: false },
  { code: 'SW', name: 'Kiswahili', english: 'Swahili', locale: 'sw-KE', rtl: false },
  { code: 'AR', name: 'العربية', english: 'Arabic', locale: 'ar-EG', rtl: true },
  { code: 'FA', name: 'فارسی', english: 'Persian', locale: 'fa-IR', rtl: true },
] as const;

export type SiteLanguageEntry = (typeof SITE_LANGUAGE_TABLE)[number];

/** Every code of the full set, in the table's order (BN, EN first). */
export const SITE_LANGUAGE_CODES = SITE_LANGUAGE_TABLE.map((entry) => entry.code) as [
  SiteLanguageEntry['code'],
  ...SiteLanguageEntry['code'][],
];
export type SiteLanguageCodeValue = SiteLanguageEntry['code'];

/**
 * The two resource sets an operator chooses between (setting LANGUAGES.resourceSet): the full set
 * of 35, or the Bangladesh set that offers only Bengali and English.
 */
export const LANGUAGE_RESOURCE_SETS = {
  global: SITE_LANGUAGE_CODES,
  'bn-en': ['BN', 'EN'],
} as const satisfies Record<string, readonly SiteLanguageCodeValue[]>;
export type LanguageResourceSet = keyof typeof LANGUAGE_RESOURCE_SETS;
export const LANGUAGE_RESOURCE_SET_NAMES = Object.keys(LANGUAGE_RESOURCE_SETS) as [
  LanguageResourceSet,
  ...LanguageResourceSet[],
];

/** Whether a resource set offers `code`. */
export function resourceSetHas(set: LanguageResourceSet, code: string): boolean {
  return (LANGUAGE_RESOURCE_SETS[set] as readonly string[]).includes(code);
}
