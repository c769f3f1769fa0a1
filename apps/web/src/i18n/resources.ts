import type { Language } from '@khela/contract';
import { bn, type Messages } from './bn';

/**
 * The message sets. Bengali, the default and the fallback, is in the first view's bundle;
 * every other language is its own chunk, loaded before the page starts in it or switches to it.
 */
const LOADERS: Record<Exclude<Language, 'bn'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
};

const loaded = new Map<Language, Promise<Messages>>([['bn', Promise.resolve(bn)]]);

/** The messages of `language`, loading their chunk once; a failed load is tried again next time. */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages && language !== 'bn') {
    messages = LOADERS[language]().catch((error: unknown) => {
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, messages);
  }
  return messages ?? Promise.resolve(bn);
}

export { bn as DEFAULT_MESSAGES };
