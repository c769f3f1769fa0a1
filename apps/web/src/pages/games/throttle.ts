/** The favourite toggle runs at most once a second (a product rate limit). */
export const FAVOURITE_THROTTLE_MS = 1000;

/**
 * Leading-edge throttle ("leading call only"): the first call runs at once, and
 * every call in the next `waitMs` is dropped, not delayed. Returns whether the call ran.
 */
export function leadingThrottle<A extends unknown[]>(
  run: (...args: A) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const at = now();
    if (at - last < waitMs) return false;
    last = at;
    run(...args);
    return true;
  };
}
