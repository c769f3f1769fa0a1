import { DEFAULT_LANGUAGE, type Language } from '@khela/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from './resources';

/** Starts i18next synchronously in the given language, with every message set in memory. */
export function setUpI18n(language: Language): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {
      bn: { translation: MESSAGES.bn },
      en: { translation: MESSAGES.en },
    },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key with no text is a bug: it is reported as a console error, which the browser tests fail on.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => {
      console.error(`i18n: missing translation key "${key}" (${languages.join(', ')})`);
    },
  });
  return i18next;
}
