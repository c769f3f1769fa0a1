import { type ImgHTMLAttributes, type ReactNode, type SyntheticEvent, useCallback, useState } from 'react';
import {
  countsAsVisible,
  imageUrlOf,
  initialImageState,
  LAZY_ROOT_MARGIN,
  type LazyImageEvent,
  type LazyImageStatus,
  nextImageState,
  VISIBLE_THRESHOLD,
} from './lazy-image-state';

/**
 * Lazy image loading (spec section 4, start-up: "set up lazy image loading"): one
 * IntersectionObserver per root margin for the whole page, made by the first element that asks.
 * Each element is watched until it first counts as in view (countsAsVisible), then let go.
 */
const waiting = new Map<Element, () => void>();
const observers = new Map<string, IntersectionObserver>();

function seen(entries: IntersectionObserverEntry[], observer: IntersectionObserver): void {
  for (const entry of entries) {
    const callback = waiting.get(entry.target);
    if (callback && countsAsVisible(entry)) {
      waiting.delete(entry.target);
      observer.unobserve(entry.target);
      callback();
    }
  }
}

/**
 * Calls `onVisible` once a tenth of `element` is within `rootMargin` of the screen (the home's
 * game sections use a wider margin than images); returns the stop.
 */
export function watchUntilVisible(
  element: Element,
  onVisible: () => void,
  rootMargin = LAZY_ROOT_MARGIN,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    // No observer (an old browser): at once, as without lazy loading.
    onVisible();
    return () => undefined;
  }
  let observer = observers.get(rootMargin);
  if (!observer) {
    observer = new IntersectionObserver(seen, { rootMargin, threshold: VISIBLE_THRESHOLD });
    observers.set(rootMargin, observer);
  }
  waiting.set(element, onVisible);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
}

export type LazyImage = {
  /** The element to watch: the image's box (it must have a size before the image loads). */
  ref: (element: Element | null) => (() => void) | undefined;
  /** The <img>'s address; null while waiting or once failed (the default shows then). */
  url: string | null;
  status: LazyImageStatus;
  onLoad: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError: () => void;
};

/** One lazy image: asked for when a tenth of its box is in view, retried once, then failed. */
export function useLazyImage(src: string | null): LazyImage {
  const [stored, setState] = useState(() => initialImageState(src));
  // A new source for the same element (another page of a grid) starts over.
  const state = nextImageState(stored, { type: 'source', src });
  if (state !== stored) setState(state);
  const send = useCallback((event: LazyImageEvent) => setState((s) => nextImageState(s, event)), []);
  const isWaiting = state.status === 'waiting';
  const ref = useCallback(
    (element: Element | null) =>
      element && isWaiting ? watchUntilVisible(element, () => send({ type: 'visible' })) : undefined,
    [send, isWaiting],
  );
  return {
    ref,
    url: imageUrlOf(state),
    status: state.status,
    onLoad: (event) => send({ type: 'load', width: event.currentTarget.naturalWidth }),
    onError: () => send({ type: 'error' }),
  };
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError' | 'loading'> & {
  src: string | null;
  /** Drawn in place of an image that failed twice (nothing by default). */
  fallback?: ReactNode;
};

/**
 * A list image that loads lazily (useLazyImage). Give it a width and height (attributes or CSS):
 * until it is in view it is an <img> without an address, and the observer needs its box.
 */
export function LazyImage({ src, fallback = null, alt = '', ...rest }: Props) {
  const image = useLazyImage(src);
  if (image.status === 'failed') return fallback;
  return (
    <img
      {...rest}
      ref={image.ref}
      src={image.url ?? undefined}
      alt={alt}
      decoding="async"
      data-lazy={image.status}
      onLoad={image.onLoad}
      onError={image.onError}
    />
  );
}
