import { describe, expect, it } from 'vitest';
import { amountMinorOf, amountProblem, isAmountText, minorOfWire, wireOfMinor } from './amount';

describe('typed amounts', () => {
  it('reads at most 2 decimals of taka exactly', () => {
    expect(amountMinorOf('12.5', 'BDT')).toBe(1250n);
    expect(amountMinorOf(' 0.05 ', 'BDT')).toBe(5n);
    expect(amountMinorOf('9999999999999.99', 'BDT')).toBe(999999999999999n);
    for (const bad of ['1.234', '-5', '1e3', '12,5', '.5', '12.', '', 'abc', '007']) {
      expect(amountMinorOf(bad, 'BDT'), bad).toBeNull();
    }
  });

  it('refuses amounts above the field ceiling', () => {
    expect(amountMinorOf('10000000000000', 'BDT')).toBeNull();
    expect(amountMinorOf('10000000000000.00', 'BDT')).toBeNull();
  });

  it('accepts positive amounts with at most 2 decimals only', () => {
    for (const ok of ['1', '100', '250.5', '250.50', '0.01']) expect(isAmountText(ok, 'BDT'), ok).toBe(true);
    for (const bad of ['', '0', '0.00', '-5', '1.005', '1e3', '01', '.5', '5.'])
      expect(isAmountText(bad, 'BDT'), bad).toBe(false);
  });

  it('reads a currency by its own decimals: none for yen, three for Kuwaiti dinar', () => {
    expect(amountMinorOf('1250', 'JPY')).toBe(1250n);
    expect(amountMinorOf('12.5', 'JPY')).toBeNull();
    expect(amountMinorOf('12.345', 'KWD')).toBe(12345n);
    expect(amountMinorOf('12.5', 'KWD')).toBe(12500n);
    expect(amountMinorOf('12.3456', 'KWD')).toBeNull();
    expect(amountMinorOf('12.345', 'BDT')).toBeNull();
  });
});

describe('wire amounts', () => {
  it('turns the decimal text into minor units and back', () => {
    expect(minorOfWire('1234.50', 'BDT')).toBe(123450n);
    expect(wireOfMinor(123450n, 'BDT')).toBe('1234.50');
    expect(wireOfMinor(5n, 'BDT')).toBe('0.05');
    expect(minorOfWire('1234', 'JPY')).toBe(1234n);
    expect(wireOfMinor(1234n, 'JPY')).toBe('1234');
    expect(wireOfMinor(1234n, 'KWD')).toBe('1.234');
  });

  it('throws on a malformed wire text', () => {
    expect(() => minorOfWire('12.345', 'BDT')).toThrow();
  });
});

describe('amountProblem', () => {
  const limits = { min: '10.00', max: '50000.00' };

  it('checks the limits, ends included', () => {
    expect(amountProblem('0.00', limits, 'BDT')).toBe('invalid');
    expect(amountProblem('9.99', limits, 'BDT')).toBe('below');
    expect(amountProblem('10', limits, 'BDT')).toBeNull();
    expect(amountProblem('50000', limits, 'BDT')).toBeNull();
    expect(amountProblem('50000.01', limits, 'BDT')).toBe('above');
  });

  it('calls a malformed or empty amount invalid', () => {
    for (const bad of ['', 'abc', '10.123', '-20'])
      expect(amountProblem(bad, limits, 'BDT'), bad).toBe('invalid');
  });

  it('compares in the given currency', () => {
    const yen = { min: '100', max: '50000' };
    expect(amountProblem('99', yen, 'JPY')).toBe('below');
    expect(amountProblem('100', yen, 'JPY')).toBeNull();
    expect(amountProblem('100.5', yen, 'JPY')).toBe('invalid');
  });
});
