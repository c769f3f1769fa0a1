import { z } from 'zod';

// ── Shared rules for free text and links that other people's screens show ─────────────────────
// One definition per kind of field, so every schema that takes a title, a name or a link refuses
// the same things with the same reason (decision 0045).

/**
 * C0 control characters and DEL. Tab, newline and carriage return are left to the field: a
 * multi-line text allows them, a one-line field refuses them through its own rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control character and DEL, tab and newlines included: query strings and path params. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
export const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/;

/**
 * Characters that change how text around them is drawn without being seen: bidi embeddings,
 * overrides and isolates, zero-width spaces and joiners, direction marks, the byte-order mark and
 * the word joiner. In a payee name they can make one account read as another to the cashier.
 */
export const INVISIBLE_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** Markup a browser would act on: a tag opening (`<a`, `</`, `<!`, `<?`) or a character entity. */
export const MARKUP = /<[A-Za-z!/?]|&(#\d+|#x[0-9A-Fa-f]+|[A-Za-z][A-Za-z0-9]{1,31});/;

function reasonIssue(reason: string, message: string) {
  return { code: 'custom' as const, message, params: { reason } };
}

/**
 * One-line plain text shown to people (a title, a label, a name): trimmed, 1..max characters by
 * default, no markup, no control characters, no line breaks. Markup is refused, not stripped:
 * the operator sees at once that the text will show as written.
 */
export function plainText(max: number, options: { min?: number; multiline?: boolean } = {}) {
  const lineBreaks = options.multiline ? CONTROL_CHARACTERS : ANY_CONTROL_CHARACTER;
  return z
    .string()
    .trim()
    .min(options.min ?? 1)
    .max(max)
    .superRefine((value, ctx) => {
      if (lineBreaks.test(value)) ctx.addIssue(reasonIssue('control_characters', 'control characters'));
      else if (MARKUP.test(value)) ctx.addIssue(reasonIssue('markup', 'markup is not allowed'));
    });
}

/**
 * A name a cashier or an operator reads to decide where money goes (payee, bank): plain text that
 * also refuses invisible and direction-changing characters.
 */
export function displayName(max: number, options: { min?: number } = {}) {
  // Checked before trimming: trim() would quietly drop a leading byte-order mark.
  return z
    .string()
    .superRefine((value, ctx) => {
      if (INVISIBLE_CHARACTERS.test(value)) {
        ctx.addIssue(reasonIssue('invisible_characters', 'invisible or direction characters'));
      }
    })
    .pipe(plainText(max, options));
}

/** True for a path on this site: one leading slash, never `//` or a backslash (both leave the site). */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\\\s]/.test(value);
}

/** True for an absolute http or https URL with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\\\s]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type LinkKind = 'path' | 'url';

/** True when the link is one of the kinds allowed (or one of the named app schemes, e.g. `tg:`). */
export function isSafeLink(
  value: string,
  kinds: readonly LinkKind[] = ['path', 'url'],
  appSchemes: readonly string[] = [],
): boolean {
  if (kinds.includes('path') && isSitePath(value)) return true;
  if (kinds.includes('url') && isWebUrl(value)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):\S+$/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && appSchemes.includes(scheme) && !/[\\\s<>"']/.test(value);
}

/**
 * A link other clients follow: a site path (`/promotions`) or an http(s) URL; never
 * `javascript:`, `data:`, `//other.site` or `/\other.site`. `appSchemes` names the few
 * chat-app schemes a customer-service entry may open (they cannot run script in the page).
 */
export function safeLink(
  max = 500,
  options: { kinds?: readonly LinkKind[]; appSchemes?: readonly string[] } = {},
) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .superRefine((value, ctx) => {
      if (!isSafeLink(value, options.kinds, options.appSchemes)) {
        ctx.addIssue(reasonIssue('unsafe_link', 'expected a path starting with / or an http(s) URL'));
      }
    });
}
