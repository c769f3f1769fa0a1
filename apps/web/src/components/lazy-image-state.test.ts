import { describe, expect, it } from 'vitest';
import {
  countsAsVisible,
  imageUrlOf,
  initialImageState,
  type LazyImageEvent,
  type LazyImageState,
  nextImageState,
  VISIBLE_THRESHOLD,
} from './lazy-image-state';

const ICON = '/game-icons/pg/PG_RNG_0001.svg';

function run(state: LazyImageState, ...events: LazyImageEvent[]): LazyImageState {
  return events.reduce(nextImageState, state);
}

describe('lazy images (spec section 9: one retry, threshold 0.1)', () => {
  it('asks for nothing until the image is in view, then for its address', () => {
    const start = initialImageState(ICON);
    expect(start).toEqual({ src: ICON, status: 'waiting', retry: false });
    expect(imageUrlOf(start)).toBeNull();
    const shown = run(start, { type: 'visible' });
    expect(shown).toEqual({ src: ICON, status: 'loading', retry: false });
    expect(imageUrlOf(shown)).toBe(ICON);
    expect(run(shown, { type: 'load', width: 256 }).status).toBe('loaded');
  });

  it('retries a failed image once with a cache-busting query, then shows the default', () => {
    const first = run(initialImageState(ICON), { type: 'visible' }, { type: 'error' });
    expect(first).toEqual({ src: ICON, status: 'loading', retry: true });
    expect(imageUrlOf(first)).toBe(`${ICON}?retry=1`);
    // Loaded on the retry: the <img> keeps the address that loaded.
    const loaded = run(first, { type: 'load', width: 256 });
    expect(loaded.status).toBe('loaded');
    expect(imageUrlOf(loaded)).toBe(`${ICON}?retry=1`);
    const failed = run(first, { type: 'error' });
    expect(failed.status).toBe('failed');
    expect(imageUrlOf(failed)).toBeNull();
    // Exactly one retry: the default stays whatever comes after.
    expect(run(failed, { type: 'error' }, { type: 'visible' }, { type: 'load', width: 10 })).toEqual(failed);
  });

  it('counts an answer that decodes to nothing (an HTML page for an image path) as a failure', () => {
    const once = run(initialImageState(ICON), { type: 'visible' }, { type: 'load', width: 0 });
    expect(once).toMatchObject({ status: 'loading', retry: true });
    expect(run(once, { type: 'load', width: 0 }).status).toBe('failed');
  });

  it('keeps the address’s own query and fragment on the retry', () => {
    const retry = (src: string) =>
      imageUrlOf(run(initialImageState(src), { type: 'visible' }, { type: 'error' }));
    expect(retry('/a.png?v=3')).toBe('/a.png?v=3&retry=1');
    expect(retry('https://cdn.example/a.svg#logo')).toBe('https://cdn.example/a.svg?retry=1#logo');
  });

  it('does not retry a data: or blob: image (it would fail the same way)', () => {
    const data = run(initialImageState('data:image/png;base64,AAAA'), { type: 'visible' }, { type: 'error' });
    expect(data.status).toBe('failed');
    const blob = run(initialImageState('blob:https://x/1'), { type: 'visible' }, { type: 'error' });
    expect(blob.status).toBe('failed');
  });

  it('shows the default at once when there is no picture at all', () => {
    expect(initialImageState(null).status).toBe('failed');
    expect(initialImageState('').status).toBe('failed');
  });

  it('starts over on a new source: loading at once when the element was already in view', () => {
    const loaded = run(
      initialImageState(ICON),
      { type: 'visible' },
      { type: 'error' },
      { type: 'load', width: 9 },
    );
    const next = run(loaded, { type: 'source', src: '/b.svg' });
    expect(next).toEqual({ src: '/b.svg', status: 'loading', retry: false });
    expect(imageUrlOf(next)).toBe('/b.svg');
    // Unseen: it waits for the screen again. The same source changes nothing.
    expect(run(initialImageState(ICON), { type: 'source', src: '/b.svg' }).status).toBe('waiting');
    expect(run(loaded, { type: 'source', src: ICON })).toBe(loaded);
    // From no picture to one: it waits for the screen (the element was never watched).
    expect(run(initialImageState(null), { type: 'source', src: '/b.svg' }).status).toBe('waiting');
    expect(run(loaded, { type: 'source', src: null }).status).toBe('failed');
  });

  it('ignores load and error events that belong to no request (none in flight)', () => {
    const waiting = initialImageState(ICON);
    expect(run(waiting, { type: 'error' }, { type: 'load', width: 5 })).toBe(waiting);
  });

  it('counts an image in view once a tenth of it is', () => {
    expect(VISIBLE_THRESHOLD).toBe(0.1);
    expect(countsAsVisible({ isIntersecting: true, intersectionRatio: 0.1 })).toBe(true);
    // The observer's ratio can land a hair under the threshold it crossed.
    expect(countsAsVisible({ isIntersecting: true, intersectionRatio: 0.09995 })).toBe(true);
    expect(countsAsVisible({ isIntersecting: true, intersectionRatio: 0.05 })).toBe(false);
    expect(countsAsVisible({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
    expect(countsAsVisible({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
  });
});
