import { describe, expect, it } from 'vitest';
import { progressPercent } from './missions-model';

describe('progressPercent', () => {
  it('floors amounts and counts to whole percent, between 0 and 100', () => {
    expect(progressPercent('10.00', '15.00')).toBe(66);
    expect(progressPercent('2', '3')).toBe(66);
    expect(progressPercent('0', '3')).toBe(0);
    expect(progressPercent('20.5', '15')).toBe(100);
    expect(progressPercent('1', '0')).toBe(0);
  });
});
