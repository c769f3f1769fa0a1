import { describe, expect, it } from 'vitest';
import { countdown, hashHalves } from './raffle-model';

describe('the raffle countdown', () => {
  it('counts days, hours, minutes and seconds to the draw, and stops at zero', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(countdown('2026-11-27T12:03:04Z', now)).toEqual({
      d: '1',
      h: '02',
      m: '03',
      s: '04',
      done: false,
    });
    expect(countdown('2026-11-26T09:00:00Z', now)).toEqual({ d: '0', h: '00', m: '00', s: '00', done: true });
  });

  it('splits a hash in two halves that join back to it', () => {
    const hash = 'ab'.repeat(32);
    const [a, b] = hashHalves(hash);
    expect(a + b).toBe(hash);
    expect(a).toHaveLength(32);
  });
});
