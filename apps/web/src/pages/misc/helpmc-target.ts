/**
 * What /helpmc shows (spec section 2: "another help centre address /helpmc is configured";
 * decision 0083), from the site config's HELPMC address: the help centre itself, a page of this
 * site it sends the visitor to, or an outside help desk in a frame.
 */
export type HelpmcTarget = { kind: 'help' } | { kind: 'path'; to: string } | { kind: 'frame'; src: string };

const HTTPS_URL = /^https:\/\/[^\s/]+\S*$/;
/** A path on this site; not protocol-relative (//host), which would leave it. */
const SITE_PATH = /^\/(?!\/)\S*$/;
/** /helpmc itself, in any case, with or without more after it: it would send the page to itself. */
const SELF = /^\/helpmc(?:[/?#]|$)/i;

/**
 * The target of an address. The server checks the setting the same way; anything that slips
 * through (none, an old value) shows the help centre rather than nothing.
 */
export function helpmcTargetOf(url: string | null | undefined): HelpmcTarget {
  if (!url) return { kind: 'help' };
  if (HTTPS_URL.test(url)) return { kind: 'frame', src: url };
  if (SITE_PATH.test(url) && !SELF.test(url)) return { kind: 'path', to: url };
  return { kind: 'help' };
}
