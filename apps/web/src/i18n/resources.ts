import type { SiteLanguage } from '../stores/language';

/** A flat message set: key to text. */
export type Texts = Record<string, string>;

/**
 * Where each language's texts come from (decision 0082). Bengali and English main messages are
 * the typed sources (bn.ts, en.ts); every other language is JSON under locales/<language>/, one
 * file per namespace. Each is its own chunk: the first view carries only its own language's main
 * messages, and a page's namespace arrives with (or right after) that page.
 */
const MAIN: Record<'bn' | 'en', () => Promise<Texts>> = {
  bn: () => import('./bn').then((module) => module.bn),
  en: () => import('./en').then((module) => module.en),
};
/** The account forms' texts (part of the main namespace), loaded right after the first view. */
const ACCOUNT_FORMS: Record<'bn' | 'en', () => Promise<Texts>> = {
  bn: () => import('./bn-account-forms').then((module) => module.bnAccountForms),
  en: () => import('./en-account-forms').then((module) => module.enAccountForms),
};
/**
 * The files of a language that fill another file's namespace: the account forms' texts are part of
 * the main namespace (`t('login_title')` needs no namespace), but not of the first view's chunk.
 */
export const PART_NAMESPACE: Record<string, string> = { accountForms: 'translation' };
const MAIN_FILES = import.meta.glob<Texts>('./locales/*/translation.json', { import: 'default' });
/** The other namespaces' files: their (long) list of loaders is a chunk of its own, asked for by the pages. */
const pageFiles = () => import('./locale-files').then((module) => module.PAGE_FILES);

/** The namespaces bn and en register from their typed sources inside the pages' chunks. */
export const isSourceLanguage = (language: string): language is 'bn' | 'en' =>
  language === 'bn' || language === 'en';

/** Whether `language` has a file for `namespace` (the completeness report lists what is missing). */
export async function hasLocaleFile(language: SiteLanguage, namespace: string): Promise<boolean> {
  const file = `./locales/${language}/${namespace}.json`;
  return namespace === 'translation' ? file in MAIN_FILES : file in (await pageFiles());
}

const loaded = new Map<string, Promise<Texts | null>>();

/**
 * The texts of `namespace` in `language`, loading their chunk once; null where there is nothing to
 * load (bn and en namespaces other than the main one come with their pages; a language without the
 * file falls back to English key by key). A failed load is tried again next time.
 */
export function loadTexts(language: SiteLanguage, namespace: string): Promise<Texts | null> {
  const id = `${language}/${namespace}`;
  let texts = loaded.get(id);
  if (!texts) {
    const file = `./locales/${language}/${namespace}.json`;
    const load = isSourceLanguage(language)
      ? namespace === 'translation'
        ? MAIN[language]
        : namespace === 'accountForms'
          ? ACCOUNT_FORMS[language]
          : null
      : namespace === 'translation'
        ? MAIN_FILES[file]
        : () => pageFiles().then((files) => files[file]?.() ?? null);
    texts = (load ? load() : Promise.resolve(null)).catch((error: unknown) => {
      loaded.delete(id);
      throw error;
    });
    loaded.set(id, texts);
  }
  return texts;
}
