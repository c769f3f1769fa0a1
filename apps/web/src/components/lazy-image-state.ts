/**
 * Lazy images (spec section 9: "one retry, visibility threshold 0.1"), pure so they are
 * unit-tested: an image is asked for once a tenth of it is within reach of the screen; a failed
 * one is asked for once more with a cache-busting query; after that the default shows.
 * Decision 0084. (Small on purpose: it is part of the home page's first view.)
 */

/** The share of an image that must be in view before it loads. */
export const VISIBLE_THRESHOLD = 0.1;
/** Within reach of the screen: a little below and above it, so a scroll finds it already there. */
export const LAZY_ROOT_MARGIN = '200px 0px';

/** waiting: not yet in view; loading; loaded; failed: the default shows (at once for no picture). */
export type LazyImageStatus = 'waiting' | 'loading' | 'loaded' | 'failed';
/** `retry`: the request in flight (or that loaded) is the one retry. */
export type LazyImageState = { src: string | null; status: LazyImageStatus; retry: boolean };

export type LazyImageEvent =
  | { type: 'visible' }
  /** `width`: the decoded width; 0 when the answer was no picture (an HTML page, say). */
  | { type: 'load'; width: number }
  | { type: 'error' }
  /** The element shows another picture (a grid's next page): it starts over. */
  | { type: 'source'; src: string | null };

export function initialImageState(src: string | null): LazyImageState {
  return { src, status: src ? 'waiting' : 'failed', retry: false };
}

/** A data: or blob: address answers the same every time: it is not tried again. */
const canRetry = (src: string) => !/^(data|blob):/i.test(src);

export function nextImageState(state: LazyImageState, event: LazyImageEvent): LazyImageState {
  const { src, status } = state;
  if (event.type === 'source') {
    if (event.src === src) return state;
    // An element already in view loads its new picture at once.
    const seen = src !== null && status !== 'waiting';
    return { src: event.src, status: !event.src ? 'failed' : seen ? 'loading' : 'waiting', retry: false };
  }
  if (event.type === 'visible') return status === 'waiting' ? { ...state, status: 'loading' } : state;
  if (status !== 'loading') return state;
  if (event.type === 'load' && event.width > 0) return { ...state, status: 'loaded' };
  if (!state.retry && src !== null && canRetry(src)) return { ...state, retry: true };
  return { ...state, status: 'failed' };
}

/**
 * The address to ask for: the source on the first try; on the retry the same with `retry=1` in
 * its query (before any #fragment), so no cache hands back the failed answer. Null while the
 * image waits or once it has failed.
 */
export function imageUrlOf({ src, status, retry }: LazyImageState): string | null {
  if (!src || status === 'waiting' || status === 'failed') return null;
  return retry ? src.replace(/^[^#]*/, (base) => `${base}${base.includes('?') ? '&' : '?'}retry=1`) : src;
}

/**
 * Whether an observer's entry counts as in view. The observer also reports an image as it starts
 * watching it, below the threshold too; and its ratio may land a hair under 0.1 as it crosses it.
 */
export function countsAsVisible(entry: { isIntersecting: boolean; intersectionRatio: number }): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= VISIBLE_THRESHOLD - 0.001;
}
