import {
  DEFAULT_LANGUAGE,
  type Language,
  SITE_LANGUAGE_TABLE,
  type SiteLanguageCodeValue,
  type SiteLanguageEntry,
} from '@khela/contract';
import { useSyncExternalStore } from 'react';

/**
 * The languages the site's own texts come in (decision 0082): the 35 of the contract's table, in
 * lower case. The server's texts (error messages, announcements, help) come in BN or EN: every
 * language but Bengali asks it in English (decision 0024).
 */
export type SiteLanguage = Lowercase<SiteLanguageCodeValue>;
export const SITE_LANGUAGES: readonly SiteLanguage[] = SITE_LANGUAGE_TABLE.map(
  (entry) => entry.code.toLowerCase() as SiteLanguage,
);

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The contract's entry of a site language (its own name, locale and direction). */
export function languageEntry(language: SiteLanguage): SiteLanguageEntry {
  return SITE_LANGUAGE_TABLE.find((entry) => entry.code.toLowerCase() === language) ?? SITE_LANGUAGE_TABLE[0];
}

/** Whether `language` is written right to left (the page gets dir="rtl"). */
export function isRightToLeft(language: SiteLanguage): boolean {
  return languageEntry(language).rtl;
}

/** The language to ask the server in: Bengali, or English for every other language. */
export function serverLanguageOf(language: SiteLanguage): Language {
  return language === 'bn' ? 'bn' : 'en';
}

/** Where the chosen language is kept (both keys are written). */
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

export function storeLanguage(storage: KeyValueStorage | null, language: SiteLanguage): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
    storage?.setItem(HISTORY_LANGUAGE_KEY, language);
  } catch {
    // A full or blocked storage only loses the preference; the page keeps working.
  }
}

/**
 * The language to start in: the stored one when it is supported (any letter case),
 * otherwise BN, which is then stored.
 */
export function resolveStartLanguage(storage: KeyValueStorage | null): SiteLanguage {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const candidate = stored?.trim().toLowerCase();
  if (isSiteLanguage(candidate)) return candidate;
  storeLanguage(storage, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}

type Listener = () => void;

function createLanguageStore() {
  let current: SiteLanguage = DEFAULT_LANGUAGE;
  const listeners = new Set<Listener>();
  return {
    /** The server's language for calls (x-lang, content): English while the site is in Portuguese. */
    get: (): Language => serverLanguageOf(current),
    /** The site's language: its texts, number formats and the document's lang. */
    getSite: (): SiteLanguage => current,
    set(language: SiteLanguage): void {
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

/** The server's language (for calls and server content). */
export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

/** The site's language (for its own texts and formats, and the language select). */
export function useSiteLanguage(): SiteLanguage {
  return useSyncExternalStore(languageStore.subscribe, languageStore.getSite);
}
