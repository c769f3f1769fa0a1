import { ANALYTICS_LIMITS, type AnalyticsBatchRequest, type AnalyticsEvent } from '@khela/contract';

/** How a batch leaves: `fetch` while the page is open (with the session), `beacon` as it is hidden. */
export type Transport = {
  send(batch: AnalyticsBatchRequest): Promise<unknown>;
  /** navigator.sendBeacon: true when the browser queued it. */
  beacon(batch: AnalyticsBatchRequest): boolean;
};

export type ClientOptions = {
  transport: Transport;
  /** The batch's context: the site's language and the device class. */
  context: () => Pick<AnalyticsBatchRequest, 'language' | 'device'>;
  /** A batch waits at most this long for more events. */
  flushDelayMs?: number;
  /** Events kept while a send is failing (the oldest go first). */
  maxQueued?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** Events wait this long for company: a page view and the clicks after it usually go together. */
export const FLUSH_DELAY_MS = 5000;
const MAX_QUEUED = 100;

/**
 * The analytics client (decision 0085): events queue and leave in batches of at most 20, a few
 * seconds after the first of them, or at once when 20 are waiting; when the page is hidden the
 * rest leave by beacon. Only ever created after the visitor consented: every batch says so. A
 * batch that fails is not retried (analytics is not worth a second request), except that a
 * beacon the browser refused falls back to fetch.
 */
export function createAnalyticsClient(options: ClientOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const delay = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const maxQueued = options.maxQueued ?? MAX_QUEUED;
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  let stopped = false;

  function batches(): AnalyticsBatchRequest[] {
    const out: AnalyticsBatchRequest[] = [];
    for (let i = 0; i < queue.length; i += ANALYTICS_LIMITS.batchMaxEvents) {
      out.push({
        consent: 'granted',
        ...options.context(),
        events: queue.slice(i, i + ANALYTICS_LIMITS.batchMaxEvents),
      });
    }
    queue = [];
    return out;
  }

  function cancelTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  /** Sends what is queued: by fetch, or by beacon when the page is going away. */
  function flush(how: 'fetch' | 'beacon' = 'fetch'): void {
    cancelTimer();
    for (const batch of batches()) {
      if (how === 'beacon' && options.transport.beacon(batch)) continue;
      options.transport.send(batch).catch(() => undefined);
    }
  }

  function add(event: AnalyticsEvent): void {
    if (stopped) return;
    queue.push(event);
    if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
    if (queue.length >= ANALYTICS_LIMITS.batchMaxEvents) flush();
    else
      timer ??= setTimer(() => {
        timer = null;
        flush();
      }, delay);
  }

  /** The visitor withdrew consent (or the page is torn down): what is queued is dropped, not sent. */
  function stop(): void {
    stopped = true;
    cancelTimer();
    queue = [];
  }

  return { add, flush, stop, queued: () => queue.length };
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>;

/** The device class the batch reports, from the window's width (the site's own breakpoints). */
export function deviceOf(width: number): AnalyticsBatchRequest['device'] {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}

/**
 * The path an event reports: the pathname only, never the query or hash (they may carry codes or
 * tokens), cut to the contract's length; characters the contract does not take are dropped.
 */
export function analyticsPath(pathname: string): string {
  const clean = pathname.replace(/[^A-Za-z0-9/_.~%:@!$&'()*+,;=-]/g, '');
  return (clean.startsWith('/') ? clean : `/${clean}`).slice(0, ANALYTICS_LIMITS.pathMaxChars);
}
