import { describe, expect, it } from 'vitest';
import { payPause } from './agents.settlement.js';

/** How a run paces its bulk wallet operations (decision 0049): spread over the time it has. */
describe('payPause', () => {
  it('spreads the batches left over the time left, each taking as long as the last', () => {
    // 10 s left for 100 batches of 20 ms: 100 ms each, so 80 ms of pause after this one.
    expect(payPause(20, 100, 10_000)).toBe(80);
    // The same time for 500 batches: 20 ms each, nothing to spare.
    expect(payPause(20, 500, 10_000)).toBe(0);
  });

  it('pauses at most four times as long as the operation took, so a small run is not drawn out', () => {
    expect(payPause(10, 2, 20_000)).toBe(40);
  });

  it('does not pause once the run is behind, or after the last batch', () => {
    expect(payPause(50, 10, -5_000)).toBe(0);
    expect(payPause(50, 10, 100)).toBe(0);
    expect(payPause(50, 0, 20_000)).toBe(0);
  });
});
