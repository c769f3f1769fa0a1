import {
  ANALYTICS_LIMITS,
  type AnalyticsBatchRequest,
  type AnalyticsBatchValue,
  type AnalyticsEvent,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import { addressKey, tooManyRequests } from '../accounts/accounts.limits.js';
import type { SiteSettings } from '../system/settings-registry.js';
import * as repo from './analytics.repo.js';

/** Events are kept this long (13 months: a year compared with the year before), then deleted. */
export const ANALYTICS_RETENTION_DAYS = 400;
const DAY_MS = 24 * 60 * 60_000;

export type AnalyticsDeps = { settings: () => Promise<SiteSettings> };

/** An event's own fields: what the contract lets each event carry besides its name, path and time. */
function propsOf(event: AnalyticsEvent): Record<string, string> {
  const { name: _name, path: _path, at: _at, ...own } = event;
  return Object.fromEntries(
    Object.entries(own).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * First-party analytics (decision 0085): batches of page views and a few events from visitors who
 * accepted the consent banner. `admit` runs before the body is read (the setting, then the
 * per-address limit); `record` stores what is left after dropping events with a time far off.
 */
export function createAnalyticsService(ctx: AppContext, deps: AnalyticsDeps) {
  const db = ctx.database.db;

  async function admit(ip: string): Promise<void> {
    if (!(await deps.settings()).ANALYTICS.enabled) throw new AppError('FUNCTION_DISABLED');
    const hit = await ctx.rateLimiter.hit(
      `analytics:${addressKey(ip)}`,
      ANALYTICS_LIMITS.batchesPerAddress,
      ANALYTICS_LIMITS.windowMs,
    );
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  }

  async function record(batch: AnalyticsBatchRequest, memberId: string | null): Promise<AnalyticsBatchValue> {
    const now = ctx.now();
    const earliest = now.getTime() - ANALYTICS_LIMITS.maxAgeMs;
    const latest = now.getTime() + ANALYTICS_LIMITS.maxAheadMs;
    const rows = batch.events
      .filter((event) => event.at >= earliest && event.at <= latest)
      .map((event) => ({
        name: event.name,
        path: event.path,
        memberId: memberId === null ? null : BigInt(memberId),
        props: propsOf(event),
        language: batch.language ?? null,
        device: batch.device ?? null,
        occurredAt: new Date(event.at),
        receivedAt: now,
      }));
    await repo.insertEvents(db, rows);
    return { accepted: rows.length };
  }

  /** Deletes events past the retention (the daily job). */
  async function purge(): Promise<number> {
    return repo.deleteBefore(db, new Date(ctx.now().getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS));
  }

  return { admit, record, purge };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
