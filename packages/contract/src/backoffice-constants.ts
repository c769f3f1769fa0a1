/**
 * Plain values of the back office's site and content APIs, without schemas: the console
 * imports them without loading zod (as constants.ts does for the player site, decision 0014).
 */

/** The maintenance page's own text, per language: at most this many characters. */
export const MAINTENANCE_TEXT_MAX_CHARS = 500;

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;
export const ANNOUNCEMENT_STATUSES = ['active', 'inactive'] as const;
export const ANNOUNCEMENT_LINKAGE_TYPES = ['URL', 'ROUTE', 'PROMOTION', 'GAME'] as const;
export const ANNOUNCEMENT_SORT_FIELDS = ['createdAt', 'sort', 'type', 'status'] as const;
/** An announcement image: a path on this site or an https URL (never javascript: or data:). */
export const ANNOUNCEMENT_IMAGE_PATTERN = /^(https:\/\/[^\s/]+\S*|\/[^\s/]\S*)$/;
