import { describe, expect, it } from 'vitest';
import { FAVOURITE_THROTTLE_MS, leadingThrottle } from './throttle';

describe('leading-edge throttle (spec: favourite toggle once per 1000 ms, leading call only)', () => {
  it('runs the first call at once and drops the calls of the next second', () => {
    let now = 10_000;
    const calls: string[] = [];
    const toggle = leadingThrottle(
      (id: string) => calls.push(id),
      FAVOURITE_THROTTLE_MS,
      () => now,
    );
    expect(toggle('a')).toBe(true);
    now += 1;
    expect(toggle('b')).toBe(false);
    now += 998;
    expect(toggle('c')).toBe(false);
    expect(calls).toEqual(['a']);
  });

  it('runs again once the second is over, and never later on its own', () => {
    let now = 0;
    const calls: number[] = [];
    const toggle = leadingThrottle(
      (n: number) => calls.push(n),
      1000,
      () => now,
    );
    toggle(1);
    now = 500;
    toggle(2);
    now = 1000;
    toggle(3);
    now = 1999;
    toggle(4);
    now = 5000;
    toggle(5);
    // The dropped calls (2 and 4) are not run at the trailing edge.
    expect(calls).toEqual([1, 3, 5]);
  });

  it('is one second for favourites', () => {
    expect(FAVOURITE_THROTTLE_MS).toBe(1000);
  });
});
