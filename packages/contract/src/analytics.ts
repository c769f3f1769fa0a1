import { z } from 'zod';
import { ANALYTICS_LIMITS } from './analytics-limits.js';
import { GameType } from './games.js';
import { CS_TYPES } from './system.js';

// ── First-party analytics (decision 0085) ──────────────────────────────────────────────────
// POST /wps/analytics/events: batches of page views and a few events, sent only after the visitor
// accepted the consent banner. Nothing personal travels: a path without its query or hash, the
// event's own fields, the time; the server adds the member id when a session token came with it.
// The limits, event names and consent key are in analytics-limits.ts (no zod: the site imports them).

export * from './analytics-limits.js';

/** Where the visitor was: a pathname of this site, never its query string (it may hold codes). */
const AnalyticsPath = z
  .string()
  .max(ANALYTICS_LIMITS.pathMaxChars)
  .regex(/^\/[A-Za-z0-9/_.~%:@!$&'()*+,;=-]*$/, 'expected a path without query or hash');

const Code = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'expected a code')
    .max(max);

const base = {
  path: AnalyticsPath,
  at: z.number().int().min(0).describe('when it happened, milliseconds since 1970 (the browser clock)'),
};

export const AnalyticsEvent = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('page_view'), ...base }),
  z.strictObject({
    name: z.literal('game_launch'),
    ...base,
    gameCode: Code(64),
    vassalage: Code(32),
    gameType: GameType,
  }),
  z.strictObject({ name: z.literal('deposit_start'), ...base, channelCode: Code(32).optional() }),
  z.strictObject({ name: z.literal('register_start'), ...base }),
  z.strictObject({ name: z.literal('customer_service_open'), ...base, csType: z.enum(CS_TYPES) }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const ANALYTICS_DEVICES = ['phone', 'tablet', 'desktop'] as const;

/**
 * One batch. `consent` is the client's statement that the visitor accepted: a batch without it is
 * refused and nothing of it is stored.
 */
export const AnalyticsBatchRequest = z.strictObject({
  consent: z.literal('granted'),
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,4})?$/, 'expected a language code')
    .optional(),
  device: z
    .enum(ANALYTICS_DEVICES)
    .optional()
    .describe('from the window width: under 768 phone, 1024 tablet'),
  events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_LIMITS.batchMaxEvents),
});
export type AnalyticsBatchRequest = z.infer<typeof AnalyticsBatchRequest>;

export const AnalyticsBatchValue = z.object({
  accepted: z.number().int().describe('events stored; those too old or too far ahead are dropped'),
});
export type AnalyticsBatchValue = z.infer<typeof AnalyticsBatchValue>;
