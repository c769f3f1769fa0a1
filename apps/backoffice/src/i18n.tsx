import { isSupportedLanguage, type Language, resolveLanguage } from '@khela/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setApiLanguage } from './api';
import { bn, en, type MessageKey, type Messages } from './messages';

const MESSAGES: Record<Language, Messages> = { bn, en };
/** Kept apart from the player site's `lang`: the two apps share an origin, not a preference. */
export const STORAGE_KEY = 'backofficeLang';

/** The stored choice when supported, else the browser's languages, else BN (the site default). */
export function startLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  const candidate = stored?.toLowerCase();
  if (isSupportedLanguage(candidate)) return candidate;
  return resolveLanguage(undefined, navigator.languages.join(','));
}

type I18n = { language: Language; t: (key: MessageKey) => string; setLanguage: (language: Language) => void };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(startLanguage);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Only the preference is lost.
    }
  }, []);
  // Server messages (errors beside fields) come back in the console's language.
  setApiLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = MESSAGES[language].page_title;
  }, [language]);
  const value = useMemo<I18n>(
    () => ({ language, t: (key) => MESSAGES[language][key], setLanguage }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n needs an I18nProvider');
  return context;
}
