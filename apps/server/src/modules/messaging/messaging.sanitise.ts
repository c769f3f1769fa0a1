/** Bare tags operators may use in announcement content; no attributes, so nothing can run. */
const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4'] as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const ALLOWED = new RegExp(`&lt;(/?)(${ALLOWED_TAGS.join('|')})\\s*/?&gt;`, 'gi');

/**
 * Announcement content as stored (decision 0011: the back office sanitises on write, readers
 * render as is): everything is escaped, then only the bare allowed tags are turned back into
 * tags. `<p onclick=…>`, `<script>` and every attribute stay visible text, never markup.
 */
export function sanitiseRichText(html: string): string {
  const escaped = html.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  return escaped.replace(ALLOWED, (_match, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`);
}
