import { DEFAULT_LANGUAGE } from '@khela/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SiteLanguage } from '../stores/language';
import { numberInterpolation } from './interpolation';
import { DEFAULT_MESSAGES, loadMessages } from './resources';

/**
 * Starts i18next synchronously with the Bengali messages (the default and the fallback) and
 * `language` as the locale; for another language call `ensureMessages` before rendering.
 */
export function setUpI18n(language: SiteLanguage): typeof i18next {
  void i18next
    .use(initReactI18next)
    .use(numberInterpolation)
    .init({
      lng: language,
      // Portuguese texts a namespace lacks (the member centre's) come in English, then Bengali.
      fallbackLng: { pt: ['en', DEFAULT_LANGUAGE], default: [DEFAULT_LANGUAGE] },
      resources: { [DEFAULT_LANGUAGE]: { translation: DEFAULT_MESSAGES } },
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      // Numbers put into messages get the language's digits (interpolation.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      // A key with no text is a bug: it is reported as a console error, which the browser tests fail on.
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => {
        console.error(`i18n: missing translation key "${key}" (${languages.join(', ')})`);
      },
    });
  return i18next;
}

/** Loads the messages of `language` (its own chunk unless it is Bengali) into i18next. */
export async function ensureMessages(language: SiteLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const messages = await loadMessages(language);
  i18next.addResourceBundle(language, 'translation', messages);
}
