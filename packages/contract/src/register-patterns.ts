import { fillTemplate, paramsFor } from './errors.js';
import type { Language } from './language.js';

/**
 * The text rule messages of the register field rules, one per pattern id. A register field rule names
 * its pattern id so the form explains a failure in words, not as a regular expression.
 * `{range}` is "min-max", or a single number when both are equal (spec: "a single value when equal").
 */
export const REGISTER_PATTERN_IDS = [
  'ANY',
  'CHARACTERS_ONLY',
  'LETTER_FIRST_ALNUM',
  'CHINESE_AND_NUMBERS',
  'EMAIL',
  'ALNUM_NO_SPECIAL',
  'LETTERS_AND_NUMBERS',
  'NUMBERS_ONLY',
  'ALNUM_ONE_UPPERCASE',
  'ENGLISH_LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_AND_PUNCTUATION',
  'DATE',
  'KOREAN_ONLY',
  'THAI_ONLY',
  'THAI_OR_ENGLISH',
  'UPPERCASE_SPACES',
  'LETTERS_NUMBERS_SYMBOLS',
  'STRONG_PASSWORD',
] as const;
export type RegisterPatternId = (typeof REGISTER_PATTERN_IDS)[number];

const patternText: Record<RegisterPatternId, Record<Language, string>> = {
  ANY: { en: 'Must be {range} characters long', bn: '{range} অক্ষরের হতে হবে' },
  CHARACTERS_ONLY: { en: '{range} characters, letters only', bn: '{range} অক্ষর, শুধুমাত্র বর্ণ' },
  LETTER_FIRST_ALNUM: {
    en: '{range} characters, a letter first, then letters and numbers',
    bn: '{range} অক্ষর, প্রথমে একটি বর্ণ, তারপর বর্ণ ও সংখ্যা',
  },
  CHINESE_AND_NUMBERS: {
    en: '{range} characters, Chinese characters and numbers only',
    bn: '{range} অক্ষর, শুধুমাত্র চীনা অক্ষর ও সংখ্যা',
  },
  EMAIL: {
    en: 'Please enter a valid email address ({range} characters)',
    bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন ({range} অক্ষর)',
  },
  ALNUM_NO_SPECIAL: {
    en: '{range} characters, letters and numbers without special characters',
    bn: '{range} অক্ষর, বিশেষ চিহ্ন ছাড়া বর্ণ ও সংখ্যা',
  },
  LETTERS_AND_NUMBERS: {
    en: '{range} characters, a combination of letters and numbers',
    bn: '{range} অক্ষর, বর্ণ ও সংখ্যার সমন্বয়',
  },
  NUMBERS_ONLY: { en: '{range} digits, numbers only', bn: '{range} অঙ্ক, শুধুমাত্র সংখ্যা' },
  ALNUM_ONE_UPPERCASE: {
    en: '{range} characters, letters and numbers with at least one uppercase letter',
    bn: '{range} অক্ষর, বর্ণ ও সংখ্যা, অন্তত একটি বড় হাতের অক্ষরসহ',
  },
  ENGLISH_LETTERS_SPACES: {
    en: '{range} characters, English letters and spaces only',
    bn: '{range} অক্ষর, শুধুমাত্র ইংরেজি বর্ণ ও স্পেস',
  },
  NO_SPACES: { en: '{range} characters, no spaces', bn: '{range} অক্ষর, কোনো স্পেস ছাড়া' },
  CHINESE_AND_PUNCTUATION: {
    en: '{range} characters, Chinese characters and punctuation only',
    bn: '{range} অক্ষর, শুধুমাত্র চীনা অক্ষর ও যতিচিহ্ন',
  },
  DATE: {
    en: 'A date as yyyy-MM-dd or MM-dd-yyyy',
    bn: 'তারিখ yyyy-MM-dd অথবা MM-dd-yyyy ফরম্যাটে দিন',
  },
  KOREAN_ONLY: { en: '{range} characters, Korean only', bn: '{range} অক্ষর, শুধুমাত্র কোরিয়ান' },
  THAI_ONLY: { en: '{range} characters, Thai only', bn: '{range} অক্ষর, শুধুমাত্র থাই' },
  THAI_OR_ENGLISH: {
    en: '{range} characters, Thai or English letters only',
    bn: '{range} অক্ষর, শুধুমাত্র থাই বা ইংরেজি বর্ণ',
  },
  UPPERCASE_SPACES: {
    en: '{range} characters, uppercase letters and spaces with at least one letter',
    bn: '{range} অক্ষর, বড় হাতের বর্ণ ও স্পেস, অন্তত একটি বর্ণসহ',
  },
  LETTERS_NUMBERS_SYMBOLS: {
    en: '{range} characters, letters, numbers and symbols',
    bn: '{range} অক্ষর, বর্ণ, সংখ্যা ও চিহ্ন',
  },
  STRONG_PASSWORD: {
    en: '{range} characters, with at least one uppercase letter, one lowercase letter, one number and one special symbol',
    bn: '{range} অক্ষর, অন্তত একটি বড় হাতের অক্ষর, একটি ছোট হাতের অক্ষর, একটি সংখ্যা ও একটি বিশেষ চিহ্নসহ',
  },
};

/** The pattern's message with its length range filled in. */
export function registerRuleMessage(
  patternId: RegisterPatternId,
  language: Language,
  minLength: number,
  maxLength: number,
): string {
  const range = minLength === maxLength ? String(minLength) : `${minLength}-${maxLength}`;
  return fillTemplate(patternText[patternId][language], paramsFor(language, { range }));
}

/** Only what the check needs, so the web form and the server share it without the zod types. */
type FieldRule = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
};

/**
 * Why a value breaks its field rule, or null when it passes. A disabled field accepts nothing
 * but empty; an optional field left empty passes; length counts characters, not UTF-16 units.
 */
export function registerFieldProblem(
  rule: FieldRule,
  value: string | undefined,
): 'not_enabled' | 'required' | 'length' | 'pattern' | null {
  const text = value ?? '';
  if (text === '') return rule.enabled && rule.required ? 'required' : null;
  if (!rule.enabled) return 'not_enabled';
  const length = [...text].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(text)) return 'pattern';
  return null;
}
