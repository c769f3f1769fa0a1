import { describe, expect, it } from 'vitest';
import {
  FormatError,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDigits,
  formatDigitsIn,
  formatMoney,
  formatNumber,
  formatPlainInteger,
  formatTimeOfDay,
} from './format';

/** Latin letters or digits: none may show among Bengali text. */
const LATIN = /[A-Za-z0-9]/;

describe('formatNumber', () => {
  it('groups digits the Bangladeshi way with Bengali digits in bn', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });

  it('groups by thousands with Latin digits in en', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('formats bigint without loss', () => {
    expect(formatNumber(12345678901234567890n, 'en')).toBe('12,345,678,901,234,567,890');
  });

  it('writes a year without separators', () => {
    expect(formatPlainInteger(2025, 'bn')).toBe('২০২৫');
    expect(formatPlainInteger(2025, 'en')).toBe('2025');
  });
});

describe('formatMoney', () => {
  it('formats taka in English with the symbol and two decimals', () => {
    expect(formatMoney('1234.5', 'BDT', 'en')).toBe('৳1,234.50');
  });

  it('formats taka in Bengali with Bengali digits', () => {
    expect(formatMoney('1234.5', 'BDT', 'bn')).toBe('১,২৩৪.৫০৳');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    // As a float, 12345678901234567.89 would print as ...568.00.
    expect(formatMoney('12345678901234567.89', 'BDT', 'en')).toBe('৳12,345,678,901,234,567.89');
    expect(formatMoney('90071992547409919.99', 'USD', 'en')).toBe('$90,071,992,547,409,919.99');
  });

  it('rounds a longer fraction half away from zero on the decimal itself', () => {
    expect(formatMoney('0.005', 'USD', 'en')).toBe('$0.01');
    expect(formatMoney('1.005', 'USD', 'en')).toBe('$1.01');
    expect(formatMoney('-1.005', 'USD', 'en')).toBe('-$1.01');
  });

  it('formats negatives and zero', () => {
    expect(formatMoney('-25', 'BDT', 'en')).toBe('-৳25.00');
    expect(formatMoney('0', 'BDT', 'en')).toBe('৳0.00');
  });

  it('refuses anything that is not a plain decimal string', () => {
    for (const bad of ['', 'abc', '1e5', '1,000', '12.', '.5', 'NaN', 'Infinity', '0x10', '1'.repeat(65)]) {
      expect(() => formatMoney(bad, 'BDT', 'en'), bad).toThrow(FormatError);
    }
  });
});

describe('formatDate and formatDateTime', () => {
  const moment = '2025-03-05T14:07:00Z';

  it('formats a date in each language', () => {
    expect(formatDate(moment, 'en', 'UTC')).toBe('Mar 5, 2025');
    expect(formatDate(moment, 'bn', 'UTC')).toBe('৫ মার্চ, ২০২৫');
  });

  it('formats a date with its time', () => {
    expect(formatDateTime(moment, 'en', 'UTC')).toBe('Mar 5, 2025, 2:07 PM');
    expect(formatDateTime(moment, 'bn', 'Asia/Dhaka')).toMatch(/^৫ মার্চ, ২০২৫.*৮:০৭/);
  });

  it('writes the time of day in Bengali words, not AM/PM', () => {
    const text = formatDateTime(moment, 'bn', 'Asia/Dhaka');
    expect(text).not.toMatch(LATIN);
    expect(formatTimeOfDay('08:00', 'bn')).toBe('৮:০০ সকাল');
    expect(formatTimeOfDay('20:30', 'en')).toBe('8:30 PM');
    expect(() => formatTimeOfDay('25:00', 'bn')).toThrow(FormatError);
  });

  it('accepts Date and epoch milliseconds alike', () => {
    const date = new Date(moment);
    expect(formatDate(date, 'en', 'UTC')).toBe(formatDate(date.getTime(), 'en', 'UTC'));
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(FormatError);
  });
});

describe('formatter reuse', () => {
  it('makes one Intl formatter per locale and shape, however many values it formats', () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made += 1;
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counting, configurable: true, writable: true });
    try {
      // A currency no other test uses, so nothing is cached from before.
      for (const amount of ['1.5', '250000', '-3.25', '1.5']) formatMoney(amount, 'NZD', 'en');
      expect(formatMoney('12.5', 'NZD', 'en')).toBe(formatMoney('12.50', 'NZD', 'en'));
      expect(made).toBe(1);
      formatMoney('1', 'NZD', 'bn');
      expect(made).toBe(2);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: Original, configurable: true, writable: true });
    }
  });
});

describe('formatDecimal and formatDigits', () => {
  it('writes an amount without currency, and an id without grouping, in the language digits', () => {
    expect(formatDecimal('1000', 'bn')).toBe('১,০০০');
    expect(formatDecimal('1000.5', 'en')).toBe('1,000.5');
    expect(formatDigits('12345', 'bn')).toBe('১২৩৪৫');
    expect(formatDigits('12345', 'en')).toBe('12345');
    expect(formatDigits('AB-12', 'bn')).toBe('AB-12');
    expect(() => formatDecimal('1e3', 'bn')).toThrow(FormatError);
  });

  it('writes every digit of a score in the language digits and leaves the rest', () => {
    expect(formatDigitsIn('112/4 (12.0)', 'bn')).toBe('১১২/৪ (১২.০)');
    expect(formatDigitsIn('05', 'bn')).toBe('০৫');
    expect(formatDigitsIn('112/4 (12.0)', 'en')).toBe('112/4 (12.0)');
  });
});
