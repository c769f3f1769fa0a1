import { startTransition, useEffect, useState } from 'react';

/**
 * The home view's first paint (decision 0025): the banner, the largest paint, shows before
 * anything below the fold is rendered or asked for. Until the first banner image has loaded
 * (or the home has no banner, or a safety time has passed), `useAfterFirstView()` is false
 * and the deferred parts (game categories, winner board, game sections, footer, popups, the
 * right bar) wait; then they render in a transition, which React splits into short tasks.
 *
 * Only the home view opened directly waits (`expect()` at start-up); on every other page, and
 * after the first home view, the store is done and nothing waits.
 */
export function createFirstViewStore(schedule: (run: () => void) => void) {
  let waiting = false;
  const listeners = new Set<() => void>();
  const finish = () => {
    if (!waiting) return;
    waiting = false;
    for (const listener of [...listeners]) listener();
    listeners.clear();
  };
  return {
    /** At start-up, on the home view: the deferred parts wait for `painted()` or `limitMs`. */
    expect(limitMs: number): void {
      waiting = true;
      setTimeout(finish, limitMs);
    },
    /** The first banner has loaded (or there is none): the rest renders after this frame. */
    painted(): void {
      if (waiting) schedule(finish);
    },
    isDone(): boolean {
      return !waiting;
    },
    onDone(listener: () => void): () => void {
      if (!waiting) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** After the frame that paints the banner: the next animation frame, then a new task. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

export const firstView = createFirstViewStore(afterNextPaint);

/** True once the first view has painted (at once on any page but a freshly opened home). */
export function useAfterFirstView(): boolean {
  const [done, setDone] = useState(firstView.isDone);
  useEffect(() => {
    if (done) return;
    return firstView.onDone(() => startTransition(() => setDone(true)));
  }, [done]);
  return done;
}
