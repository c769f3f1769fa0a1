/**
 * First-party analytics' constants (decision 0085), apart from the schemas in analytics.ts so the
 * site's analytics code imports them without the schema library.
 */
/** Every limit of the analytics call in one place. */
export const ANALYTICS_LIMITS = {
  /** Events one batch may carry. */
  batchMaxEvents: 20,
  /** Longest path (pathname only, no query, no hash). */
  pathMaxChars: 200,
  /** Batches one address may send per window (a busy visitor sends one every few seconds at most). */
  batchesPerAddress: 30,
  windowMs: 60_000,
  /** An event older than this, or this far in the future, is dropped (a clock far off, a replay). */
  maxAgeMs: 24 * 60 * 60_000,
  maxAheadMs: 5 * 60_000,
  /** A request body larger than this is refused before it is parsed. */
  bodyMaxBytes: 16 * 1024,
} as const;

/** The events the site records; each carries only the fields its schema names. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'game_launch',
  'deposit_start',
  'register_start',
  'customer_service_open',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Where the visitor's answer to the consent banner is kept (local storage): granted or declined. */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';
