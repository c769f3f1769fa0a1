import { describe, expect, it } from 'vitest';
import { amountProblem, toHundredths } from './amount';

describe('transfer amounts', () => {
  it('reads at most 2 decimals exactly', () => {
    expect(toHundredths('12.5')).toBe(1250n);
    expect(toHundredths(' 0.05 ')).toBe(5n);
    expect(toHundredths('9999999999999.99')).toBe(999999999999999n);
    for (const bad of ['1.234', '-5', '1e3', '12,5', '.5', '12.', '', 'abc', '007']) {
      expect(toHundredths(bad), bad).toBeNull();
    }
  });

  it('checks the limits, ends included', () => {
    expect(amountProblem('0.00', '10.00', '50000.00')).toBe('invalid');
    expect(amountProblem('9.99', '10.00', '50000.00')).toBe('below');
    expect(amountProblem('10', '10.00', '50000.00')).toBeNull();
    expect(amountProblem('50000', '10.00', '50000.00')).toBeNull();
    expect(amountProblem('50000.01', '10.00', '50000.00')).toBe('above');
  });
});
