import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstViewStore } from './first-view';

describe('the first-view store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A store whose "after the next paint" runs when the test says so. */
  function storeWithManualPaint() {
    const pending: (() => void)[] = [];
    const store = createFirstViewStore((run) => pending.push(run));
    const paintFrame = () => {
      for (const run of pending.splice(0)) run();
    };
    return { store, paintFrame };
  }

  it('waits on nothing unless the home view is expected', () => {
    const { store } = storeWithManualPaint();
    const listener = vi.fn();
    expect(store.isDone()).toBe(true);
    store.onDone(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('holds the deferred parts until the banner has painted, then releases them once', () => {
    const { store, paintFrame } = storeWithManualPaint();
    store.expect(3000);
    const first = vi.fn();
    const second = vi.fn();
    store.onDone(first);
    store.onDone(second);
    expect(store.isDone()).toBe(false);

    store.painted();
    // The banner's frame has not been painted yet: nothing renders before it.
    expect(first).not.toHaveBeenCalled();
    paintFrame();
    expect(store.isDone()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    // A second banner load, or the time limit, changes nothing.
    store.painted();
    paintFrame();
    vi.advanceTimersByTime(5000);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('releases them after the time limit when the banner never loads', () => {
    const { store } = storeWithManualPaint();
    store.expect(3000);
    const listener = vi.fn();
    store.onDone(listener);
    vi.advanceTimersByTime(2999);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.isDone()).toBe(true);
  });

  it('forgets a listener that unsubscribed', () => {
    const { store, paintFrame } = storeWithManualPaint();
    store.expect(3000);
    const listener = vi.fn();
    const unsubscribe = store.onDone(listener);
    unsubscribe();
    store.painted();
    paintFrame();
    expect(listener).not.toHaveBeenCalled();
  });
});
