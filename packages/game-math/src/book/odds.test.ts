import { describe, expect, it } from 'vitest';
import { formatOdds, isValidOdds } from './odds.js';
import type { OddsFormat } from './types.js';

// Worked by hand. Malay is the profit up to 2.00, else −1/profit; Indonesian is the profit from
// 2.00, else −1/profit. 2 places, half away from zero.
const TABLE: [odds: number, decimal: string, hk: string, malay: string, indo: string][] = [
  [1500, '1.50', '0.50', '0.50', '-2.00'], // indo −1/0.5
  [1950, '1.95', '0.95', '0.95', '-1.05'], // indo −1/0.95 = −1.0526
  [2000, '2.00', '1.00', '1.00', '1.00'],
  [2100, '2.10', '1.10', '-0.91', '1.10'], // malay −1/1.1 = −0.9090
  [3400, '3.40', '2.40', '-0.42', '2.40'], // malay −1/2.4 = −0.4166
  [1010, '1.01', '0.01', '0.01', '-100.00'], // indo −1/0.01
  [11000, '11.00', '10.00', '-0.10', '10.00'], // malay −1/10
  [2200, '2.20', '1.20', '-0.83', '1.20'], // malay −1/1.2 = −0.8333
  [1955, '1.955', '0.955', '0.96', '-1.05'], // malay 0.955 half up; indo −1/0.955 = −1.0471
  [1945, '1.945', '0.945', '0.95', '-1.06'], // indo −1/0.945 = −1.0582
  [2600, '2.60', '1.60', '-0.63', '1.60'], // malay −1/1.6 = −0.625 exactly: half away from zero
  [1320, '1.32', '0.32', '0.32', '-3.13'], // indo −1/0.32 = −3.125 exactly: half away from zero
  [1001, '1.001', '0.001', '0.00', '-1000.00'],
  [1_000_000, '1000.00', '999.00', '-0.00', '999.00'],
];

const FORMATS: OddsFormat[] = ['decimal', 'hk', 'malay', 'indo'];

describe('formatOdds', () => {
  for (const [odds, ...expected] of TABLE) {
    it(`${odds / 1000} in every format`, () => {
      expect(FORMATS.map((format) => formatOdds(odds, format))).toEqual(expected);
    });
  }

  it('refuses odds that are not valid', () => {
    expect(() => formatOdds(1000, 'decimal')).toThrow(RangeError);
    expect(() => formatOdds(1950.5, 'hk')).toThrow(RangeError);
  });
});

describe('isValidOdds', () => {
  it('takes integer thousandths from 1001 to 1 000 000', () => {
    expect([1001, 1950, 1_000_000].map(isValidOdds)).toEqual([true, true, true]);
    expect(
      [1000, 0, -1500, 1_000_001, 1950.5, Number.NaN, Number.POSITIVE_INFINITY].map(isValidOdds),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});
