import { describe, expect, it } from 'vitest';
import { formatCount, formatDigitsIn, formatMoney } from '../client/src/numbers.js';

describe('the game page numbers', () => {
  it('show the balance with Bengali digits in Bengali, exactly as the decimal string says', () => {
    expect(formatMoney('123456.70', 'BDT', 'bn')).toBe('১,২৩,৪৫৬.৭০৳');
    expect(formatMoney('123456.70', 'BDT', 'en')).toBe('৳123,456.70');
    expect(formatMoney('90071992547409.93', 'BDT', 'en')).toBe('৳90,071,992,547,409.93');
  });

  it('count in the language digits', () => {
    expect(formatCount(20, 'bn')).toBe('২০');
    expect(formatCount(96.18, 'bn')).toBe('৯৬.১৮');
    expect(formatCount(2026, 'en')).toBe('2026');
  });

  it('write a score and a clock in the language digits, the rest as it is', () => {
    expect(formatDigitsIn('112/4 – 98/10', 'bn')).toBe('১১২/৪ – ৯৮/১০');
    expect(formatDigitsIn("67'", 'bn')).toBe("৬৭'");
    expect(formatDigitsIn('3 – 1', 'en')).toBe('3 – 1');
  });
});
