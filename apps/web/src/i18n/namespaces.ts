import i18next from 'i18next';
import type { SiteLanguage } from '../stores/language';
import { isSourceLanguage, loadTexts, PART_NAMESPACE, type Texts } from './resources';

/** The namespaces the page has so far (the main one, and those its chunks registered). */
const registered = new Set<string>(['translation']);
/** Loads started by a registration that a page should wait for before it shows (lazyPage). */
const pending = new Set<Promise<unknown>>();

/** The parts (files) already added to i18next, by language: `bn/accountForms`. */
const addedParts = new Set<string>();

/**
 * Loads `namespace` (a file: a namespace, or a part of one such as `accountForms`) in `language`
 * into i18next when it is not there yet.
 */
export async function ensureNamespace(language: SiteLanguage, namespace: string): Promise<void> {
  const target = PART_NAMESPACE[namespace];
  if (target ? addedParts.has(`${language}/${namespace}`) : i18next.hasResourceBundle(language, namespace))
    return;
  const texts = await loadTexts(language, namespace);
  if (texts) i18next.addResourceBundle(language, target ?? namespace, texts, true, true);
  if (target) addedParts.add(`${language}/${namespace}`);
}

/**
 * After the first render: the account forms' texts of the page's language. Every lazily loaded
 * page and component waits for them (translationsReady), so no form shows before its texts.
 */
export function loadDeferredParts(language: SiteLanguage): void {
  for (const part of Object.keys(PART_NAMESPACE)) {
    const load = ensureNamespace(language, part).catch(() => undefined);
    pending.add(load);
    void load.finally(() => pending.delete(load));
  }
}

/**
 * Adds a namespace's texts: Bengali and English from the typed sources a page's chunk carries, and
 * the current language's JSON when it is another one (its load is awaited by lazyPage). Called by
 * the modules that use the namespace, so its texts never travel with the first view.
 */
export function registerMessages(namespace: string, bn: Texts, en: Texts): void {
  if (!registered.has(namespace)) {
    registered.add(namespace);
    i18next.addResourceBundle('bn', namespace, bn);
    i18next.addResourceBundle('en', namespace, en);
  }
  const language = i18next.language as SiteLanguage | undefined;
  if (language && !isSourceLanguage(language) && !i18next.hasResourceBundle(language, namespace)) {
    const load = ensureNamespace(language, namespace).catch(() => undefined);
    pending.add(load);
    void load.finally(() => pending.delete(load));
  }
}

/** Resolves once every namespace load started by a registration has ended (loaded or failed). */
export async function translationsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Everything a page in `language` needs before it switches to it: the main messages and each
 * registered namespace. Rejects when the main messages cannot be loaded (the page stays as it is).
 */
export async function ensureLanguage(language: SiteLanguage): Promise<void> {
  await ensureNamespace(language, 'translation');
  await Promise.all(
    [...registered, ...Object.keys(PART_NAMESPACE)]
      .filter((ns) => ns !== 'translation')
      .map((ns) => ensureNamespace(language, ns)),
  );
}

/** The main messages only (the first view): the rest follows with `loadDeferredParts`. */
export async function ensureFirstView(language: SiteLanguage): Promise<void> {
  await ensureNamespace(language, 'translation');
}

/** The texts registered for a namespace (tests). */
export function registeredTexts(language: SiteLanguage, namespace: string): Texts | undefined {
  return i18next.getResourceBundle(language, namespace) as Texts | undefined;
}
