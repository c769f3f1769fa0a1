import type { SiteLanguage } from '../stores/language';
import { bn, type Messages } from './bn';

/**
 * The message sets. Bengali, the default and the fallback, is in the first view's bundle;
 * every other language is its own chunk, loaded before the page starts in it or switches to it.
 */
const LOADERS: Record<Exclude<SiteLanguage, 'bn'>, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  pt: () => import('./pt').then((module) => module.pt),
};

const loaded = new Map<SiteLanguage, Promise<Messages>>([['bn', Promise.resolve(bn)]]);

/** The messages of `language`, loading their chunk once; a failed load is tried again next time. */
export function loadMessages(language: SiteLanguage): Promise<Messages> {
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
