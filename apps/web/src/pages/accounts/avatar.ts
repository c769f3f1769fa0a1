/**
 * The member's avatar (GET/PUT /wps/member/info/icon): one of the site's built-in pictures,
 * numbered 1 to MEMBER_ICON_COUNT, served as small SVG files from public/avatars (decision 0086),
 * so no picture weighs on the page's JavaScript.
 */

/** MEMBER_ICON_COUNT of the contract, written out: the header must not pull the contract's schemas in. */
export const AVATAR_COUNT = 12;

/** The picture of an avatar number; anything the site has no picture for shows the first one. */
export function avatarSrc(icon: number): string {
  const known = Number.isInteger(icon) && icon >= 1 && icon <= AVATAR_COUNT;
  return `/avatars/${known ? icon : 1}.svg`;
}
