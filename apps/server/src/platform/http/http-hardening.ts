import type { Config } from '../config.js';
import { installControlCharacterCheck } from './control-characters.js';
import { installSecurityHeaders } from './security-headers.js';
import type { HttpApp } from './types.js';

/** Paths the public API document shows in production: the player API and the vendor protocol. */
const PUBLIC_API = /^\/(wps|lgw|lotto|vendor)\//;
/** Under the player prefix but not for the public: browser-test hooks and service-to-service calls. */
const PRIVATE_UNDER_PUBLIC = /^\/wps\/(test|internal)\//;

/**
 * In production /docs shows only what anyone may call: the operator API (/bo/api) and the test
 * and internal hooks stay out of the document (they are guarded anyway; their map need not be
 * handed out). Development keeps every route in the document.
 */
function hideNonPublicRoutesFromDocs(app: HttpApp): void {
  app.addHook('onRoute', (route) => {
    if (PUBLIC_API.test(route.url) && !PRIVATE_UNDER_PUBLIC.test(route.url)) return;
    route.schema = { ...route.schema, hide: true };
  });
}

/** The external phone provider's origin when the browser calls it on another one (decision 0087). */
function providerOrigins(config: Config): string[] {
  const apiUrl = config.phoneProvider?.apiUrl;
  return apiUrl && /^https?:\/\//.test(apiUrl) ? [new URL(apiUrl).origin] : [];
}

/**
 * The hardening every answer gets, installed before any route so every route is covered:
 * browser security headers and the private-answer cache rule, the control-character check, and
 * (in production) an API document without the operator routes. The errors Fastify answers before
 * any hook (bad URL, oversize headers) are shaped by clientErrorOptions at construction.
 */
export function installHttpHardening(app: HttpApp, config: Config): void {
  installSecurityHeaders(app, {
    hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
    connectOrigins: providerOrigins(config),
  });
  installControlCharacterCheck(app);
  if (config.environment === 'production') hideNonPublicRoutesFromDocs(app);
}
