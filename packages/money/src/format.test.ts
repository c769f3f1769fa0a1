import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimalString } from './amount.js';
import { currencyOf, listCurrencies } from './currency.js';
import { formatMoney } from './format.js';

const NBSP = '\u00a0';
const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/** Bengali digits back to ASCII, so an exact comparison can be made. */
function toAsciiDigits(text: string): string {
  return [...text]
    .map((char) => String(bengaliDigits.indexOf(char) >= 0 ? bengaliDigits.indexOf(char) : char))
    .join('');
}

describe('formatMoney', () => {
  it('formats Bangladeshi taka in Bengali with Bengali digits, Indian grouping and ৳ after', () => {
    expect(formatMoney(1250n, 'BDT', 'bn-BD')).toBe('১২.৫০৳');
    expect(formatMoney(-5n, 'BDT', 'bn-BD')).toBe('-০.০৫৳');
    expect(formatMoney(12_345_678_90n, 'BDT', 'bn-BD')).toBe('১,২৩,৪৫,৬৭৮.৯০৳');
    expect(formatMoney(10_000n, 'BDT', 'bn-BD', { trailingZeros: 'stripIfInteger' })).toBe('১০০৳');
    expect(formatMoney(10_050n, 'BDT', 'bn-BD', { trailingZeros: 'stripIfInteger' })).toBe('১০০.৫০৳');
  });

  it('formats English locales with the table symbol in front', () => {
    expect(formatMoney(1250n, 'USD', 'en-US')).toBe('$12.50');
    expect(formatMoney(-5n, 'USD', 'en-US')).toBe('-$0.05');
    expect(formatMoney(123_456_789n, 'BDT', 'en-BD')).toBe('৳1,234,567.89');
    expect(formatMoney(123_456_789n, 'BDT', 'en-US', { grouping: false })).toBe('৳1234567.89');
  });

  it('uses each currency’s exponent and spaces letter-like signs away from digits', () => {
    expect(formatMoney(1234n, 'JPY', 'en-US')).toBe('¥1,234');
    expect(formatMoney(1_234_567n, 'KWD', 'en-US')).toBe(`KD${NBSP}1,234.567`);
    expect(formatMoney(1_500_000n, 'USDT', 'en-US')).toBe('₮1.500000');
    expect(formatMoney(1_500_000n, 'USDT', 'bn-BD')).toBe('১.৫০০০০০₮');
    expect(formatMoney(123_450n, 'BDT', 'bn-BD', { display: 'code' })).toBe(`১,২৩৪.৫০${NBSP}BDT`);
    expect(formatMoney(123_450n, 'USD', 'en-US', { display: 'code' })).toBe(`USD${NBSP}1,234.50`);
    expect(formatMoney(123_450n, 'USD', 'en-US', { display: 'none' })).toBe('1,234.50');
  });

  it('is exact far beyond 2^53 (the amount reaches Intl as a string, never a float)', () => {
    const beyondFloat = 2n ** 63n - 1n; // 9223372036854775807: a float would print …5808
    expect(formatMoney(beyondFloat, 'USD', 'en-US')).toBe('$92,233,720,368,547,758.07');
    expect(formatMoney(10n ** 30n + 1n, 'USD', 'en-US', { grouping: false })).toBe(
      `$${'1'.padEnd(29, '0')}.01`,
    );
  });

  it('property: in every currency, stripping the decoration gives back the wire string', () => {
    const codes = listCurrencies().map((currency) => currency.code);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.constantFrom(...codes),
        (x, code) => {
          const plain = formatMoney(x, code, 'en-US', { display: 'none', grouping: false });
          expect(plain).toBe(toDecimalString(x, currencyOf(code)));
          const bengali = formatMoney(x, code, 'bn-BD', { display: 'none' });
          expect(toAsciiDigits(bengali).replaceAll(',', '')).toBe(toDecimalString(x, code));
        },
      ),
      { numRuns: 500 },
    );
  });
});
