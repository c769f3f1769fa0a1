import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpApp } from './types.js';

/**
 * Browser security headers on every answer (pages, assets, API, docs, the studio) and the cache
 * rule for answers that carry a token or someone's data. Set in one onSend hook so no route,
 * plugin or error path can leave them out.
 */
export type SecurityHeaderOptions = {
  /** Strict-Transport-Security max-age; 0 sends none (HSTS_MAX_AGE_SECONDS). */
  hstsMaxAgeSeconds: number;
  /**
   * Origins the pages may call besides this one: the external phone provider the register form
   * talks to (PHONE_PROVIDER_API_URL, decision 0087). None by default.
   */
  connectOrigins?: string[];
};

/** The studio's game page: the player site shows it in an iframe on the same origin. */
const FRAMEABLE_PAGE = /^\/studio\/play\//;

/**
 * The pages' policy. Our builds carry no inline script (the loader in index.html is markup and a
 * stylesheet rule), so scripts and styles come only from this origin. Images may be data: (QR
 * codes), blob: (proof previews) and https: (banner images operators link to). The game page
 * frames the studio here and third-party vendors' launch pages over https.
 */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The studio's pages paint their theme colour and symbol drawings with style attributes. */
const STUDIO_DIRECTIVES = [...PAGE_DIRECTIVES, "style-src-attr 'unsafe-inline'"];

/**
 * JSON, images and other files: nothing in them may load or run, and opened on their own they
 * are sandboxed documents. An SVG keeps its own inline styles (the drawn game artwork uses them).
 */
const RESOURCE_DIRECTIVES = ["default-src 'none'", "base-uri 'none'", "form-action 'none'", 'sandbox'];
const SVG_DIRECTIVES = [...RESOURCE_DIRECTIVES, "style-src 'unsafe-inline'", 'img-src data:'];

/** Answers that are documents a browser runs: each gets the page policy. */
const DOCUMENT_TYPE = /^(text\/html|application\/xhtml\+xml)\b/i;

/** The player API and the back office's: personal data and tokens, never stored by any cache. */
const PRIVATE_API_PREFIXES = ['/wps/', '/bo/api/', '/vendor/', '/studio/api/', '/studio/book/'];

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

export function contentSecurityPolicy(
  urlPath: string,
  contentType: string,
  connectOrigins: string[] = [],
): string {
  const frameable = FRAMEABLE_PAGE.test(urlPath);
  const base = DOCUMENT_TYPE.test(contentType)
    ? urlPath.startsWith('/studio/')
      ? STUDIO_DIRECTIVES
      : PAGE_DIRECTIVES
    : /^image\/svg\+xml\b/i.test(contentType)
      ? SVG_DIRECTIVES
      : RESOURCE_DIRECTIVES;
  const directives =
    connectOrigins.length === 0
      ? base
      : base.map((d) => (d === "connect-src 'self'" ? [d, ...connectOrigins].join(' ') : d));
  return [...directives, `frame-ancestors ${frameable ? "'self'" : "'none'"}`].join('; ');
}

/**
 * `no-store` for every API answer under the private prefixes: they carry session tokens, balances
 * and names, and an answer a route marked cacheable would still be someone's once a token rode on
 * the request. A public route that sets its own caching keeps it while the caller sent no token.
 */
function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const urlPath = pathOf(request);
  if (!PRIVATE_API_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return undefined;
  const own = reply.getHeader('cache-control');
  const personal = urlPath.startsWith('/bo/api/') || request.headers.authorization !== undefined;
  if (own === undefined) return 'no-store';
  return personal && !String(own).includes('no-store') ? 'no-store' : undefined;
}

export function installSecurityHeaders(app: HttpApp, options: SecurityHeaderOptions): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const urlPath = pathOf(request);
    const contentType = String(reply.getHeader('content-type') ?? '');
    // A 304 carries no body and no type, and the browser merges its headers into the cached
    // answer: a policy chosen here would replace the page's own with the strict file policy and
    // blank the page. The cached answer keeps the policy it came with.
    if (reply.statusCode !== 304) {
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(urlPath, contentType, options.connectOrigins),
      );
    }
    reply.header('x-frame-options', FRAMEABLE_PAGE.test(urlPath) ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Sent only over HTTPS (directly or, with TRUST_PROXY, as the proxy says): over plain HTTP the
    // header is meaningless, and on a development host it would pin the name to HTTPS.
    if (options.hstsMaxAgeSeconds > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${options.hstsMaxAgeSeconds}`);
    }
    const cacheControl = cacheControlFor(request, reply);
    if (cacheControl) reply.header('cache-control', cacheControl);
    return payload;
  });
}
