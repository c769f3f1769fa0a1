import type { Language } from '@khela/contract';

/** The Intl locale of each supported language: Bengali digits and lakh grouping for bn. */
const LOCALES: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}
