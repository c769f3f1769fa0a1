import { describe, expect, it } from 'vitest';
import {
  HISTORY_LANGUAGE_KEY,
  isRightToLeft,
  type KeyValueStorage,
  LANGUAGE_KEY,
  languageEntry,
  languageStore,
  resolveStartLanguage,
  SITE_LANGUAGES,
  serverLanguageOf,
  storeLanguage,
} from './language';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe('resolveStartLanguage', () => {
  it('uses a stored supported language', () => {
    const storage = memoryStorage({ [LANGUAGE_KEY]: 'en' });
    expect(resolveStartLanguage(storage)).toBe('en');
  });

  it('accepts the spec upper-case codes', () => {
    expect(resolveStartLanguage(memoryStorage({ [LANGUAGE_KEY]: 'EN' }))).toBe('en');
    expect(resolveStartLanguage(memoryStorage({ [LANGUAGE_KEY]: 'BN' }))).toBe('bn');
  });

  it('starts in Portuguese when it is stored (any letter case)', () => {
    expect(resolveStartLanguage(memoryStorage({ [LANGUAGE_KEY]: 'PT' }))).toBe('pt');
  });

  it('falls back to BN and stores it when the stored language is unsupported', () => {
    const storage = memoryStorage({ [LANGUAGE_KEY]: 'xx', [HISTORY_LANGUAGE_KEY]: 'xx' });
    expect(resolveStartLanguage(storage)).toBe('bn');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('bn');
    expect(storage.data.get(HISTORY_LANGUAGE_KEY)).toBe('bn');
  });

  it('starts in BN and stores it when nothing is stored', () => {
    const storage = memoryStorage();
    expect(resolveStartLanguage(storage)).toBe('bn');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('bn');
  });

  it('starts in BN when storage is unavailable or throws', () => {
    expect(resolveStartLanguage(null)).toBe('bn');
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(resolveStartLanguage(broken)).toBe('bn');
  });
});

describe('storeLanguage', () => {
  it('writes both lang and hisLang', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'en');
    expect(storage.data.get(LANGUAGE_KEY)).toBe('en');
    expect(storage.data.get(HISTORY_LANGUAGE_KEY)).toBe('en');
  });
});

describe('the other languages and the server (decisions 0024, 0082)', () => {
  it('asks the server in English for every language but Bengali', () => {
    expect(serverLanguageOf('pt')).toBe('en');
    expect(serverLanguageOf('ar')).toBe('en');
    expect(serverLanguageOf('zh-cn')).toBe('en');
    expect(serverLanguageOf('bn')).toBe('bn');
    expect(serverLanguageOf('en')).toBe('en');
  });

  it('offers the 35 languages of the table, three of them right to left', () => {
    expect(SITE_LANGUAGES).toHaveLength(35);
    expect(SITE_LANGUAGES.slice(0, 2)).toEqual(['bn', 'en']);
    expect(SITE_LANGUAGES.filter(isRightToLeft).sort()).toEqual(['ar', 'fa', 'ur']);
    expect(languageEntry('zh-tw').locale).toBe('zh-TW');
  });

  it('keeps the site language for texts and gives calls the server language', () => {
    languageStore.set('pt');
    expect(languageStore.getSite()).toBe('pt');
    expect(languageStore.get()).toBe('en');
    languageStore.set('bn');
    expect(languageStore.get()).toBe('bn');
  });
});
