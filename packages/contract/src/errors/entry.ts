import type { Language } from '../language.js';

/** One code of the catalogue: HTTP status, when it is thrown, and its text in every supported language. */
export type CatalogueEntry = { status: number; when: string; text: Record<Language, string> };
