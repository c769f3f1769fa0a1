import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@khela/contract';
import { useSyncExternalStore } from 'react';

/** Where the chosen language is kept (spec section 4: both keys are written). */
export const LANGUAGE_KEY = 'lang';
export const HISTORY_LANGUAGE_KEY = 'hisLang';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: KeyValueStorage | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
    storage?.setItem(HISTORY_LANGUAGE_KEY, language);
  } catch {
    // A full or blocked storage only loses the preference; the page keeps working.
  }
}

/**
 * The language to start in: the stored one when it is supported (any letter case),
 * otherwise BN, which is then stored (spec section 4).
 */
export function resolveStartLanguage(storage: KeyValueStorage | null): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const candidate = stored?.trim().toLowerCase();
  if (isSupportedLanguage(candidate)) return candidate;
  storeLanguage(storage, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

type Listener = () => void;

function createLanguageStore() {
  let current: Language = DEFAULT_LANGUAGE;
  const listeners = new Set<Listener>();
  return {
    get: (): Language => current,
    set(language: Language): void {
      if (language === current) return;
      current = language;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current language, read by the API layer (x-lang) and by components. */
export const languageStore = createLanguageStore();

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}
