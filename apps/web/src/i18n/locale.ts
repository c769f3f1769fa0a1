import type { SiteLanguage } from '../stores/language';

/** The Intl locale of each supported language: Bengali digits and lakh grouping for bn. */
const LOCALES: Record<SiteLanguage, string> = { bn: 'bn-BD', en: 'en-US', pt: 'pt-BR' };

export function localeOf(language: SiteLanguage): string {
  return LOCALES[language];
}
