import type { WhitelabelValue } from '@khela/contract';

/**
 * The site's own logo file: the default BRAND setting points at it, and it is the very drawing
 * of the built-in mark, so the mark is drawn inline instead of fetching it again.
 */
export const BUILT_IN_LOGO = '/favicon.svg';

/** An https:// URL or a path on this site, as the BRAND setting accepts (decision 0032). */
const LOGO_URL = /^(https:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/;

export type Brand = {
  /** The operator's brand name; null: the built-in one (messages `brand_name`). */
  name: string | null;
  /** The operator's logo image; null: the built-in mark. */
  logoUrl: string | null;
};

/**
 * What the player site shows as its brand (decision 0037): the whitelabel's name and logo once it
 * is known, otherwise (still loading, failed, blank or unusable values) the built-in name and mark.
 */
export function brandOf(whitelabel: Pick<WhitelabelValue, 'brand'> | undefined): Brand {
  const name = whitelabel?.brand.name.trim() || null;
  const url = whitelabel?.brand.logoUrl.trim() ?? '';
  const logoUrl = LOGO_URL.test(url) && url !== BUILT_IN_LOGO ? url : null;
  return { name, logoUrl };
}
