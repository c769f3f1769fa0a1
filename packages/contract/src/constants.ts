import type { Language } from './language.js';

/**
 * Plain values of the contract, without schemas: the player site's first view takes them without
 * loading zod (decision 0014). The modules that define schemas around them re-export them, so
 * `@khela/contract` offers them as before.
 */

/** Language codes as the spec writes them on the wire; i18n keys use the lowercase form. */
export const LANGUAGE_CODES = ['BN', 'EN'] as const;

/**
 * Languages an operator may offer on the player site (decisions 0032, 0082): the 35 of the
 * full resource set; the server's own texts come in BN or EN (decision 0024).
 */
export {
  LANGUAGE_RESOURCE_SET_NAMES,
  LANGUAGE_RESOURCE_SETS,
  type LanguageResourceSet,
  resourceSetHas,
  SITE_LANGUAGE_CODES,
  SITE_LANGUAGE_TABLE,
  type SiteLanguageCodeValue,
  type SiteLanguageEntry,
} from './site-languages.js';

/** Member types of the agent roles and of a free-play trial account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

/** Announcements per page (a product limit). */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

/** Announcement types (decision 0011) and banner groups. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const BANNER_GROUPS = ['w_home', 'w_register', 'w_leftmenu', 'w_login', 'w_forget'] as const;

/** Games per lobby page, and the page size of the favourites fetch (product limits). */
export const LOBBY_PAGE_SIZE = 18;
export const FAVOURITE_FETCH_SIZE = 999;

export function languageCodeOf(language: Language): (typeof LANGUAGE_CODES)[number] {
  return language === 'en' ? 'EN' : 'BN';
}

export function languageOfCode(code: (typeof LANGUAGE_CODES)[number]): Language {
  return code === 'EN' ? 'en' : 'bn';
}
