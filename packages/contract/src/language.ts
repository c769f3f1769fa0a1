/** Languages the site is offered in (BN default, EN supported). */
export const SUPPORTED_LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';

export function isSupportedLanguage(value: unknown): value is Language {
  return (
    typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value.toLowerCase())
  );
}

/**
 * Picks the caller's language from an explicit choice (query `lang`, header `x-lang`)
 * or an Accept-Language header; anything unsupported falls back to BN.
 */
export function resolveLanguage(explicit: string | undefined, acceptLanguage: string | undefined): Language {
  if (explicit && isSupportedLanguage(explicit)) return explicit.toLowerCase() as Language;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const entry of ranked) if (isSupportedLanguage(entry.tag)) return entry.tag as Language;
  }
  return DEFAULT_LANGUAGE;
}
