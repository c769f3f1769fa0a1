import i18next from 'i18next';
import { browserStorage, languageStore, type SiteLanguage, storeLanguage } from '../stores/language';
import { ensureMessages } from './setup';

/** Reflects the current language in the document: <html lang> and the tab title. */
export function applyDocumentLanguage(language: SiteLanguage): void {
  document.documentElement.lang = language;
  document.title = i18next.t('site_title', { lng: language });
}

/**
 * Switches the whole page to `language` (spec section 4): loads its messages when they are not
 * here yet, then sets the locale (every mounted useTranslation re-renders), stores it under lang
 * and hisLang, and updates the language store. A failed load changes nothing.
 */
export async function applyLanguage(language: SiteLanguage): Promise<void> {
  await ensureMessages(language);
  void i18next.changeLanguage(language);
  storeLanguage(browserStorage(), language);
  languageStore.set(language);
  applyDocumentLanguage(language);
}
