import { languageEntry, type SiteLanguage } from '../stores/language';

/** The Intl locale of each site language (the contract's table): Bengali digits and lakh grouping for bn. */
export function localeOf(language: SiteLanguage): string {
  return languageEntry(language).locale;
}
