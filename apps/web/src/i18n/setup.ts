import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from '../stores/language';
import { numberInterpolation } from './interpolation';
import { ensureFirstView, ensureLanguage, ensureNamespace, loadDeferredParts } from './namespaces';

/**
 * Per-key fallback (decision 0082): a text a language lacks comes in English; English and Bengali
 * are complete (typed), and each falls back on the other only as a last resort.
 */
export function fallbackLanguagesOf(language: string): string[] {
  if (language === 'en') return ['bn'];
  if (language === 'bn') return ['en'];
  return ['en', 'bn'];
}

/**
 * Starts i18next synchronously with `language` as the locale and no texts yet: call
 * `ensureMessages(language)` before the first render (each language's texts are their own chunk).
 */
export function setUpI18n(language: SiteLanguage): typeof i18next {
  void i18next
    .use(initReactI18next)
    .use(numberInterpolation)
    .init({
      lng: language,
      fallbackLng: fallbackLanguagesOf,
      // Codes as the site keeps them (zh-cn, not zh-CN), and no 'zh' looked up for 'zh-cn'.
      lowerCaseLng: true,
      load: 'currentOnly',
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      // Numbers put into messages get the language's digits (interpolation.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      // A namespace's texts arriving after its page rendered (another language's JSON) re-render it.
      react: { bindI18nStore: 'added' },
      // A key with no text is a bug: it is reported as a console error, which the browser tests fail on.
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => {
        console.error(`i18n: missing translation key "${key}" (${languages.join(', ')})`);
      },
    });
  return i18next;
}

/** Loads everything `language` needs now (its main messages and every registered namespace). */
export async function ensureMessages(language: SiteLanguage): Promise<void> {
  await ensureLanguage(language);
}

/** The first view's messages only (start-up); `afterFirstRender` brings the rest. */
export async function ensureFirstViewMessages(language: SiteLanguage): Promise<void> {
  await ensureFirstView(language);
}

/**
 * After the first render in a language other than BN and EN: the English main messages, which a
 * key that language lacks falls back to. Not part of the first view (it waits for idle time).
 */
export function loadFallbackMessages(language: SiteLanguage): void {
  // The account forms' texts now (lazy pages wait for them), English's later (a fallback only).
  loadDeferredParts(language);
  if (language === 'bn' || language === 'en') return;
  const load = () => void ensureNamespace('en', 'translation').catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
