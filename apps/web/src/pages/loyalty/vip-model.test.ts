import { describe, expect, it } from 'vitest';
import { pointsMultiplier, progressPercent, rebatePercent } from './vip-model';

describe('VIP progress', () => {
  it('is the floored percentage of the target, 0 to 100, exact on decimal texts', () => {
    expect(progressPercent('0.00', '50.00')).toBe(0);
    expect(progressPercent('24.99', '50.00')).toBe(49);
    expect(progressPercent('25', '50.00')).toBe(50);
    expect(progressPercent('49.99', '50.00')).toBe(99);
    expect(progressPercent('50.00', '50.00')).toBe(100);
    expect(progressPercent('9000000000000.00', '50.00')).toBe(100);
    expect(progressPercent('-5.00', '50.00')).toBe(0);
  });

  it('counts a zero target as reached, and a text that is not a number as nothing', () => {
    expect(progressPercent('0.00', '0.00')).toBe(100);
    expect(progressPercent('abc', '10')).toBe(0);
  });

  it('shows rates as a multiplier and a percentage', () => {
    expect(pointsMultiplier(12_500)).toBe(1.25);
    expect(rebatePercent(50)).toBe(0.5);
  });
});
