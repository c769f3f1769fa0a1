import i18next from 'i18next';
import {
  browserStorage,
  isRightToLeft,
  languageStore,
  type SiteLanguage,
  storeLanguage,
} from '../stores/language';
import { ensureMessages } from './setup';

/** The operator's brand name (whitelabel `brand.name`, decision 0037); null: the built-in one. */
let brandName: string | null = null;

/** The tab title: the brand name and the site's tagline in `language`. */
const titleIn = (language: SiteLanguage) =>
  i18next.t('site_title', { lng: language, brand: brandName ?? i18next.t('brand_name', { lng: language }) });

/** Reflects the current language in the document: <html lang dir> and the tab title. */
export function applyDocumentLanguage(language: SiteLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  document.title = titleIn(language);
}

/** The brand name the tab title carries from now on (every later language change keeps it). */
export function applyDocumentBrand(name: string | null, language: SiteLanguage): void {
  brandName = name;
  document.title = titleIn(language);
}

/**
 * Switches the whole page to `language`: loads its messages when they are not
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
