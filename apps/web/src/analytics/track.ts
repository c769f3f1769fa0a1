import type { AnalyticsEvent } from '@khela/contract';

/** An event as a page reports it: the client adds where (the path) and when. */
export type TrackedEvent = AnalyticsEvent extends infer E
  ? E extends AnalyticsEvent
    ? Omit<E, 'path' | 'at'>
    : never
  : never;

type Sink = (event: TrackedEvent) => void;
let sink: Sink | null = null;

/**
 * Reports an event to first-party analytics (decision 0085). Nothing happens unless the visitor
 * accepted the consent banner and the site has analytics on: only then is a sink connected (by
 * the lazily loaded analytics slot). Tiny on purpose: pages of the first view call it.
 */
export function track(event: TrackedEvent): void {
  sink?.(event);
}

/** Connects the client; the returned function disconnects it (only if it is still the one). */
export function connectTracker(next: Sink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}
